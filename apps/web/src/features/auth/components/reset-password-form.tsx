import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { NewPasswordField } from '../../../components/ui/new-password-field';
import { corePaths as paths } from '../../../config/core-paths';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { notify } from '../../../lib/notify';
import { useResetPassword } from '../api/reset-password';
import { loadSchemas } from '../utils/schemas';
import { AuthCard } from './auth-card';

interface ResetValues {
  token: string;
  password: string;
}

export function ResetPasswordForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [reset, { loading }] = useResetPassword();
  const { resolver, preload } = useMemo(
    () => lazyZodResolver<ResetValues>(() => loadSchemas().then((m) => m.resetPasswordInput)),
    [],
  );
  useEffect(preload, [preload]);
  const form = useForm<ResetValues>({ resolver, defaultValues: { token, password: '' } });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('password');

  const onSubmit = async (values: ResetValues) => {
    try {
      if (await reset({ input: values })) {
        notify('success', t('reset_password.done'));
        await navigate(paths.signIn.href());
      }
    } catch (error) {
      applyFormError(error, form.setError, ['password']);
    }
  };

  // A token problem has no field of its own: it is part of the link, so it shows as the form's message.
  const tokenError = errors.token?.message;
  return (
    <AuthCard title={t('reset_password.title')} lead={t('reset_password.lead')}>
      {token ? (
        <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
          <Stack gap="sm">
            <FormAlert message={errors.root?.server?.message ?? tokenError} />
            <NewPasswordField
              label={t('fields.new_password')}
              error={errors.password?.message}
              toggleLabel={t('fields.toggle_password')}
              password={password}
              {...form.register('password')}
            />
            <Button type="submit" fullWidth loading={loading || isSubmitting}>
              {t('reset_password.submit')}
            </Button>
          </Stack>
        </form>
      ) : (
        <FormAlert message={t('reset_password.missing_token')} />
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to={paths.forgotPassword.href()}>
          {t('reset_password.new_link')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
