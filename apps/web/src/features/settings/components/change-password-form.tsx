import { Button, Stack, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { NewPasswordField } from '../../../components/ui/new-password-field';
import { PasswordField } from '../../../components/ui/password-field';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { notify } from '../../../lib/notify';
import { replaceActiveToken } from '../../../lib/session/token-storage';
import { useChangePassword } from '../api/change-password';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
}

export function ChangePasswordForm() {
  const { t } = useTranslation('settings');
  const [changePassword, { loading }] = useChangePassword();
  const { resolver, preload } = useMemo(
    () =>
      lazyZodResolver<PasswordValues>(() =>
        import('@parkshare/shared/validation/auth').then((m) => m.changePasswordInput),
      ),
    [],
  );
  useEffect(preload, [preload]);
  const form = useForm<PasswordValues>({ resolver, defaultValues: { currentPassword: '', newPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const newPassword = form.watch('newPassword');

  const onSubmit = async (values: PasswordValues) => {
    try {
      const result = await changePassword({ variables: { input: values } });
      // The server ends every other session and hands this one a fresh token.
      const token = result.data?.changePassword.token;
      if (token) {
        replaceActiveToken(token);
      }
      form.reset();
      notify('success', t('password.changed'));
    } catch (error) {
      applyFormError(error, form.setError, ['currentPassword', 'newPassword']);
    }
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate aria-labelledby="password-heading">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="password-heading">
          {t('password.title')}
        </Title>
        <FormAlert message={errors.root?.server?.message} />
        <PasswordField
          label={t('password.current')}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          toggleLabel={t('password.toggle')}
          {...form.register('currentPassword')}
        />
        <NewPasswordField
          label={t('password.new')}
          error={errors.newPassword?.message}
          toggleLabel={t('password.toggle')}
          password={newPassword}
          {...form.register('newPassword')}
        />
        <Button type="submit" loading={loading || isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {t('password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
