import { ActionIcon, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationDetails } from '../api/organization';
import { confirm } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { useRevokeOrganizationInvitation } from '../api/revoke-organization-invitation';
import { formatDateTime, localeOf } from '../../../lib/format/date';
import { reportError } from '../../../lib/errors/report-error';
import { InviteForm } from './invite-form';

type Invitation = OrganizationDetails['invitations'][number];

/** Admins only: invitations still waiting for an answer (each can be withdrawn) and the form to send one. */
export function InvitationsSection({ organization }: { organization: OrganizationDetails }) {
  const { t, i18n } = useTranslation('organizations');
  const locale = localeOf(i18n.resolvedLanguage);
  const [revoke] = useRevokeOrganizationInvitation();
  const [busy, setBusy] = useState<string | null>(null);

  const askRevoke = async (invitation: Invitation) => {
    const ok = await confirm({
      title: t('invitations.revoke_title'),
      message: t('invitations.revoke_message', { email: invitation.email }),
      confirmLabel: t('invitations.revoke'),
    });
    if (!ok) return;
    setBusy(invitation.id);
    try {
      await revoke({ variables: { id: invitation.id } });
      notify('success', t('invitations.revoked', { email: invitation.email }));
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Paper component="section" aria-labelledby="invitations-heading" p="md" withBorder bg="var(--ps-surface)">
        <Stack gap="sm">
          <Title order={2} fz="h4" id="invitations-heading">
            {t('invitations.title')}
          </Title>
          {organization.invitations.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('invitations.empty')}
            </Text>
          ) : (
            <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {organization.invitations.map((invitation) => (
                <Group
                  component="li"
                  key={invitation.id}
                  justify="space-between"
                  wrap="nowrap"
                  gap="xs"
                  py="xs"
                  style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                >
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {invitation.email}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('invitations.expires', { date: formatDateTime(invitation.expiresAt, locale) })}
                    </Text>
                  </Stack>
                  <Tooltip label={t('invitations.revoke')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      loading={busy === invitation.id}
                      disabled={busy !== null}
                      aria-label={t('invitations.revoke_label', { email: invitation.email })}
                      onClick={() => void askRevoke(invitation)}
                    >
                      <IconMailOff size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
      <InviteForm organizationId={organization.id} />
    </>
  );
}
