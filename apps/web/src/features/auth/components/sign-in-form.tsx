import { Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { corePaths as paths } from '../../../config/core-paths';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { useConfig } from '../../../lib/config';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { signIn } from '../../../lib/session/session-store';
import { isStaySignedIn, setStaySignedIn, STORAGE_KEYS } from '../../../lib/session/token-storage';
import { useLoginUser } from '../api/login-user';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';

// Sign-in with Google (decision 095), only where the server has it on: its own chunk, so this route stays within
// its JS budget (decision 020). While it loads, its place is kept: "or" (1.25rem), the Stack's gap (sm, 0.75rem)
// and the button (2.25rem).
const GoogleSection = lazy(() => import('./google-section').then((m) => m.loadGoogleSection()));
const GOOGLE_SECTION_HEIGHT = '4.25rem';

interface SignInValues {
  email: string;
  password: string;
  staySignedIn: boolean;
}

export function SignInForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [login, { loading }] = useLoginUser();
  const { resolver, preload } = useMemo(
    () => lazyZodResolver<SignInValues>(() => import('../utils/sign-in-schema').then((m) => m.signInSchema)),
    [],
  );
  const google = useConfig().auth?.google;
  const form = useForm<SignInValues>({
    resolver,
    defaultValues: {
      email: localStorage.getItem(STORAGE_KEYS.remember) ?? '',
      password: '',
      staySignedIn: isStaySignedIn(),
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async ({ email, password, staySignedIn }: SignInValues) => {
    try {
      const data = await login({ input: { email, password } });
      if (!data) {
        return;
      }
      setStaySignedIn(staySignedIn);
      // The e-mail is kept for the next sign-in only on a device the user chose to stay signed in on.
      if (staySignedIn) {
        localStorage.setItem(STORAGE_KEYS.remember, email);
      } else {
        localStorage.removeItem(STORAGE_KEYS.remember);
      }
      // The guest-only guard takes the user on (return path, saved path or the map) once signed in.
      await signIn(data.loginUser.token);
    } catch (error) {
      const normalized = applyFormError(error, form.setError, ['email', 'password']);
      if (normalized.kind === 'email-not-verified') {
        await navigate(paths.verifyEmail.href(email));
      }
    }
  };

  return (
    <AuthCard title={t('sign_in.title')} lead={t('sign_in.lead')}>
      {/* Validation (zod, ~8 KB) starts loading on the first focus or pointer press in the form, not on mount:
          /sign-in stays within its JS budget (decision 020) and the schema is in long before the first submit,
          which awaits it otherwise. */}
      <form
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
        onFocus={preload}
        onPointerDown={preload}
        noValidate
      >
        <Stack gap="sm">
          <FormAlert message={errors.root?.server?.message} />
          <EmailField error={errors.email?.message} {...form.register('email')} />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            error={errors.password?.message}
            toggleLabel={t('fields.toggle_password')}
            {...form.register('password')}
          />
          <Group justify="space-between" gap="xs">
            <Checkbox label={t('fields.stay_signed_in')} {...form.register('staySignedIn')} />
            <Anchor component={Link} to={paths.forgotPassword.href()} size="sm">
              {t('sign_in.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={loading || isSubmitting} mt="xs">
            {t('sign_in.submit')}
          </Button>
          {google ? (
            <Suspense fallback={<div style={{ height: GOOGLE_SECTION_HEIGHT }} />}>
              <GoogleSection mode="sign_in" />
            </Suspense>
          ) : null}
          <Text size="sm" ta="center">
            {t('sign_in.no_account')}{' '}
            <Anchor component={Link} to={paths.signUp.href()}>
              {t('sign_in.sign_up_link')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
