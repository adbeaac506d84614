import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { corePaths as paths } from '../../../config/core-paths';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useKeyFilter } from '../../../lib/key-filter/use-key-filter';
import { signIn } from '../../../lib/session/session-store';
import { useVerifyEmail } from '../api/verify-email';
import { loadSchemas } from '../utils/schemas';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';
import { ResendCodeButton } from './resend-code-button';

interface VerifyValues {
  email: string;
  code: string;
}

export function VerifyEmailForm() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const [verify, { loading }] = useVerifyEmail();
  // Digits only, at most six: the code field refuses anything else as it is typed or pasted.
  const codeFilter = useKeyFilter({ filter: /^\d{0,6}$/, validateOnly: true });
  const { resolver, preload } = useMemo(
    () => lazyZodResolver<VerifyValues>(() => loadSchemas().then((m) => m.verifyEmailInput)),
    [],
  );
  useEffect(preload, [preload]);
  const form = useForm<VerifyValues>({ resolver, defaultValues: { email: params.get('email') ?? '', code: '' } });
  const { errors, isSubmitting } = form.formState;
  const email = form.watch('email');

  const onSubmit = async (values: VerifyValues) => {
    try {
      const data = await verify({ input: values });
      if (data) {
        // Signed in: the guest-only guard continues to the map (or the page asked for before).
        await signIn(data.verifyEmail.token);
      }
    } catch (error) {
      applyFormError(error, form.setError, ['email', 'code']);
    }
  };

  return (
    <AuthCard title={t('verify_email.title')} lead={t('verify_email.lead')}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
        <Stack gap="sm">
          <FormAlert message={errors.root?.server?.message} />
          <EmailField error={errors.email?.message} {...form.register('email')} />
          <TextInput
            label={t('fields.code')}
            description={t('verify_email.code_hint')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
            error={errors.code?.message}
            {...codeFilter}
            {...form.register('code')}
          />
          <Button type="submit" fullWidth loading={loading || isSubmitting}>
            {t('verify_email.submit')}
          </Button>
          <ResendCodeButton email={email} />
          <Text size="sm" ta="center">
            <Anchor component={Link} to={paths.signIn.href()}>
              {t('common_links.back_to_sign_in')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
