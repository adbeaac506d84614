import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { applyFormError } from '../../../lib/forms/apply-form-error';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { notify } from '../../../lib/notify';
import { useInviteOrganizationMember } from '../api/invite-organization-member';

interface InviteValues {
  organizationId: string;
  email: string;
}

const FIELDS = ['email'] as const;

/** Sends an invitation link to one address; inviting the same address again sends a fresh link. */
export function InviteForm({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('organizations');
  const [invite] = useInviteOrganizationMember();
  const { resolver, preload } = useMemo(
    () =>
      lazyZodResolver<InviteValues>(() =>
        import('@parkshare/shared/validation/organizations').then((m) => m.inviteMemberInput),
      ),
    [],
  );
  useEffect(preload, [preload]);
  const form = useForm<InviteValues>({ resolver, defaultValues: { organizationId, email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: InviteValues) => {
    try {
      await invite({ variables: { input: values } });
      notify('success', t('invite.sent', { email: values.email }));
      form.reset({ organizationId, email: '' });
    } catch (error) {
      applyFormError(error, form.setError, FIELDS);
    }
  };

  return (
    <Paper component="section" aria-labelledby="invite-heading" p="md" withBorder bg="var(--ps-surface)">
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h4" id="invite-heading">
            {t('invite.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('invite.hint')}
          </Text>
          <FormAlert message={errors.root?.server?.message} />
          <TextInput
            label={t('invite.email')}
            type="email"
            inputMode="email"
            autoComplete="off"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Button
            type="submit"
            loading={isSubmitting}
            leftSection={<IconSend size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('invite.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
