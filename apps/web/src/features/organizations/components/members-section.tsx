import { ActionIcon, Badge, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationDetails } from '../api/organization';
import { confirm } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session/session-store';
import { useRemoveOrganizationMember } from '../api/remove-organization-member';
import { MemberRoleButton } from './member-role-button';
import { reportError } from '../../../lib/errors/report-error';

type Member = OrganizationDetails['members'][number];

/**
 * The people in the organization; administrators may make others administrators or members again, and remove
 * others (after confirming).
 */
export function MembersSection({ organization }: { organization: OrganizationDetails }) {
  const { t } = useTranslation('organizations');
  const me = useSession().user?.id;
  const [remove] = useRemoveOrganizationMember();
  const [busy, setBusy] = useState<string | null>(null);
  const canRemove = organization.myRole === 'admin';

  const askRemove = async (member: Member) => {
    const { name, email } = member.user;
    const ok = await confirm({
      title: t('members.remove_title'),
      message: t('members.remove_message', { name, email, organization: organization.name }),
      confirmLabel: t('members.remove'),
    });
    if (!ok) return;
    setBusy(member.user.id);
    try {
      await remove({ variables: { organizationId: organization.id, userId: member.user.id } });
      notify('success', t('members.removed', { name }));
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper component="section" aria-labelledby="members-heading" p="md" withBorder bg="var(--ps-surface)">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="members-heading">
          {t('members.title')}
        </Title>
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {organization.members.map((member) => (
            <Group
              component="li"
              key={member.user.id}
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              py="xs"
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {member.user.name}
                  {member.user.id === me ? (
                    <Text span c="dimmed" fw={400}>
                      {' '}
                      ({t('members.you')})
                    </Text>
                  ) : null}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {member.user.email}
                </Text>
              </Stack>
              <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                <Badge color={member.role === 'admin' ? 'blue' : 'gray'} variant="light">
                  {t(`role.${member.role}`)}
                </Badge>
                {canRemove ? (
                  <MemberRoleButton
                    organization={organization}
                    member={member}
                    isMe={member.user.id === me}
                    busy={busy === member.user.id}
                    disabled={busy !== null}
                    onBusy={setBusy}
                  />
                ) : null}
                {canRemove && member.user.id !== me ? (
                  <Tooltip label={t('members.remove')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      loading={busy === member.user.id}
                      disabled={busy !== null}
                      aria-label={t('members.remove_label', { name: member.user.name })}
                      onClick={() => void askRemove(member)}
                    >
                      <IconUserMinus size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Group>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
