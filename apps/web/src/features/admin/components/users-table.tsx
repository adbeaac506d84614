import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

interface UserRow {
  id: string;
  name: string;
  email: string;
  status: string;
  roles: string[];
}

interface UsersTableProps {
  users: UserRow[];
  myId: string | undefined;
  disabled: boolean;
  onImpersonate: (userId: string, name: string) => Promise<void>;
}

/** Two columns only, the badges under the e-mail: at 360 px a separate status column squeezed the badges to
 * "ACT…" and pushed the action button out of the table. */
export function UsersTable({ users, myId, disabled, onImpersonate }: UsersTableProps) {
  const { t } = useTranslation('admin');
  return (
    <Table
      striped
      highlightOnHover
      verticalSpacing="sm"
      bg="var(--ps-surface)"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('columns.user')}</Table.Th>
          <Table.Th>
            <span className="sr-only">{t('columns.actions')}</span>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => (
          <Table.Tr key={user.id}>
            <Table.Td>
              <Anchor
                component={Link}
                to={paths.adminUser.href(user.id)}
                size="sm"
                fw={600}
                aria-label={t('open_account', { name: user.name })}
              >
                {user.name}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
              <Group gap={4} mt={4}>
                <Badge size="sm" variant="light" tt="none" color={user.status === 'active' ? 'teal' : 'gray'}>
                  {t(`status.${user.status}`, { defaultValue: user.status })}
                </Badge>
                {user.roles.includes('admin') ? (
                  <Badge size="sm" variant="outline" tt="none">
                    {t('admin_badge')}
                  </Badge>
                ) : null}
              </Group>
            </Table.Td>
            <Table.Td ta="right" w={1}>
              {user.id === myId ? null : (
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconUserShare size={14} aria-hidden />}
                  onClick={() => void onImpersonate(user.id, user.name)}
                  disabled={disabled}
                  aria-label={t('impersonate.action_for', { name: user.name })}
                >
                  {t('impersonate.action')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
