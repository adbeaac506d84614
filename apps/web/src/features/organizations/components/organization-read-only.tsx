import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDoorExit, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { OrganizationDetails } from '../api/organization';
import { confirm } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { useLeaveOrganization } from '../api/leave-organization';
import { reportError } from '../../../lib/errors/report-error';

/** What a member who is not an administrator sees: the organization as it is, and a way to leave it. */
export function OrganizationReadOnly({ organization }: { organization: OrganizationDetails }) {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  const [leave, { loading }] = useLeaveOrganization();

  const askLeave = async () => {
    const ok = await confirm({
      title: t('read_only.leave_title'),
      message: t('read_only.leave_message', { organization: organization.name }),
      confirmLabel: t('read_only.leave'),
    });
    if (!ok) return;
    try {
      await leave({ variables: { id: organization.id } });
      notify('success', t('read_only.left', { organization: organization.name }));
      void navigate(paths.organizations.href(), { replace: true });
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <Paper p="md" withBorder bg="var(--ps-surface)">
      <Stack gap="sm">
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('read_only.notice')}
        </Alert>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
            {organization.name}
          </Title>
          <Badge variant="light">{t(`status.${organization.status}`)}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`type.${organization.type}`)} · {t('members_count', { count: organization.memberCount })}
        </Text>
        {organization.description ? (
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{organization.description}</Text>
        ) : null}
        <Button
          variant="outline"
          color="red"
          leftSection={<IconDoorExit size={16} aria-hidden />}
          loading={loading}
          onClick={() => void askLeave()}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('read_only.leave')}
        </Button>
      </Stack>
    </Paper>
  );
}
