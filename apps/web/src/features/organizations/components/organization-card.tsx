import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconEye } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { MyOrganizationsQuery } from '../../../gql/graphql';

export type OrganizationItem = MyOrganizationsQuery['myOrganizations'][number];

const statusColor = { active: 'green', inactive: 'gray', pending: 'yellow' } as const;

/** One organization as a card: name, type, status, my role and how many people it has. */
export function OrganizationCard({ organization }: { organization: OrganizationItem }) {
  const { t } = useTranslation('organizations');
  const titleId = useId();
  const isAdmin = organization.myRole === 'admin';
  return (
    <Paper component="article" aria-labelledby={titleId} p="md" withBorder bg="var(--ps-surface)">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={2} fz="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {organization.name}
          </Title>
          <Badge color={statusColor[organization.status]} variant="light">
            {t(`status.${organization.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`type.${organization.type}`)} · {t('members_count', { count: organization.memberCount })}
        </Text>
        {organization.description ? (
          <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {organization.description}
          </Text>
        ) : null}
        <Group justify="space-between" gap="xs">
          <Badge color={isAdmin ? 'blue' : 'gray'} variant="outline">
            {t(`role.${organization.myRole}`)}
          </Badge>
          <Button
            component={Link}
            to={paths.organizationEditor.href(organization.id)}
            variant="light"
            size="xs"
            leftSection={isAdmin ? <IconPencil size={14} aria-hidden /> : <IconEye size={14} aria-hidden />}
            aria-describedby={titleId}
          >
            {isAdmin ? t('list.manage') : t('list.open')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
