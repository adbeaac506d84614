import { Anchor, Button, Checkbox, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LOCALES, isLocale, type Locale } from '@parkshare/shared/locales';
import { FormAlert } from '../../../components/ui/form-alert';
import { NewPasswordField } from '../../../components/ui/new-password-field';
import { corePaths as paths } from '../../../config/core-paths';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { useConfig } from '../../../lib/config';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { LANGUAGE_NAMES } from '../../../lib/i18n/languages';
import { TermsLabel } from '../../../components/ui/terms-label';
import { useRegisterUser } from '../api/register-user';
import { loadSchemas } from '../utils/schemas';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';

// Sign-in with Google (decision 095), only where the server has it on: its own chunk, so this route stays within
// its JS budget (decision 020). While it loads, its place is kept: "or" (1.25rem), the Stack's gap (sm, 0.75rem)
// and the button (2.25rem).
const GoogleSection = lazy(() => import('./google-section').then((m) => m.loadGoogleSection()));
const GOOGLE_SECTION_HEIGHT = '4.25rem';

interface SignUpValues {
  name: string;
  email: string;
  password: string;
  language: Locale;
  terms: boolean;
}

const FIELDS = ['name', 'email', 'password', 'language', 'terms'] as const;

export function SignUpForm() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [register, { loading }] = useRegisterUser();
  const { resolver, preload } = useMemo(
    () => lazyZodResolver<SignUpValues>(() => loadSchemas().then((m) => m.registerUserInput)),
    [],
  );
  useEffect(preload, [preload]);
  const current = i18n.resolvedLanguage;
  const google = useConfig().auth?.google;
  const form = useForm<SignUpValues>({
    resolver,
    defaultValues: { name: '', email: '', password: '', language: isLocale(current) ? current : 'en', terms: false },
  });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('password');

  const onSubmit = async (values: SignUpValues) => {
    try {
      const data = await register({ input: values });
      if (data) {
        await navigate(paths.verifyEmail.href(values.email));
      }
    } catch (error) {
      applyFormError(error, form.setError, FIELDS);
    }
  };

  return (
    <AuthCard title={t('sign_up.title')} lead={t('sign_up.lead')}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
        <Stack gap="sm">
          <FormAlert message={errors.root?.server?.message} />
          <TextInput
            label={t('fields.name')}
            autoComplete="name"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <EmailField error={errors.email?.message} {...form.register('email')} />
          <NewPasswordField
            label={t('fields.password')}
            error={errors.password?.message}
            toggleLabel={t('fields.toggle_password')}
            password={password}
            {...form.register('password')}
          />
          <NativeSelect
            label={t('fields.language')}
            error={errors.language?.message}
            data={LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }))}
            {...form.register('language')}
          />
          <Checkbox
            label={<TermsLabel ns="auth" i18nKey="fields.terms" />}
            error={errors.terms?.message}
            {...form.register('terms')}
          />
          <Button type="submit" fullWidth loading={loading || isSubmitting} mt="xs">
            {t('sign_up.submit')}
          </Button>
          {google ? (
            <Suspense fallback={<div style={{ height: GOOGLE_SECTION_HEIGHT }} />}>
              <GoogleSection mode="sign_up" />
            </Suspense>
          ) : null}
          <Text size="sm" ta="center">
            {t('sign_up.have_account')}{' '}
            <Anchor component={Link} to={paths.signIn.href()}>
              {t('sign_up.sign_in_link')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
