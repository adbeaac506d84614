import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { corePaths as paths } from '../../../config/core-paths';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useForgotPassword } from '../api/forgot-password';
import { loadSchemas } from '../utils/schemas';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';

interface ForgotValues {
  email: string;
}

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const [forgot, { loading }] = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { resolver, preload } = useMemo(
    () => lazyZodResolver<ForgotValues>(() => loadSchemas().then((m) => m.emailOnlyInput)),
    [],
  );
  useEffect(preload, [preload]);
  const form = useForm<ForgotValues>({ resolver, defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: ForgotValues) => {
    try {
      // The answer is the same for known and unknown addresses, and so is the message.
      if (await forgot({ input: values })) {
        setSentTo(values.email);
      }
    } catch (error) {
      applyFormError(error, form.setError, ['email']);
    }
  };

  return (
    <AuthCard title={t('forgot_password.title')} lead={t('forgot_password.lead')}>
      {sentTo ? (
        <Alert color="teal" variant="light" role="status" icon={<IconMailCheck aria-hidden />}>
          {t('forgot_password.sent', { email: sentTo })}
        </Alert>
      ) : (
        <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
          <Stack gap="sm">
            <FormAlert message={errors.root?.server?.message} />
            <EmailField error={errors.email?.message} {...form.register('email')} />
            <Button type="submit" fullWidth loading={loading || isSubmitting}>
              {t('forgot_password.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to={paths.signIn.href()}>
          {t('common_links.back_to_sign_in')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
