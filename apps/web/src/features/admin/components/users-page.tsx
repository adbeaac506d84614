import { Alert, Badge, Button, Group, Pagination, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../lib/confirm';
import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { notify } from '../../../lib/notify';
import { expireSession, startImpersonation, useSession } from '../../../lib/session/session-store';
import { useImpersonateUser } from '../api/impersonate-user';
import { useListUsers } from '../api/list-users';

export const PAGE_SIZE = 20;

function reportError(error: unknown): void {
  const normalized = normalizeError(error);
  if (normalized.kind === 'unauthenticated') {
    expireSession();
  } else {
    notify('error', errorMessage(normalized));
  }
}

export function UsersPage() {
  const { t } = useTranslation('admin');
  const { user: me } = useSession();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { data, loading, error } = useListUsers({ search: debounced, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const [impersonate, { loading: impersonating }] = useImpersonateUser();
  const total = data?.users.total ?? 0;

  const askImpersonate = async (userId: string, name: string) => {
    const ok = await confirm({ title: t('impersonate.title'), message: t('impersonate.message', { name }) });
    if (!ok) {
      return;
    }
    try {
      const result = await impersonate({ variables: { userId } });
      const token = result.data?.impersonateUser.token;
      if (token) {
        await startImpersonation(token);
      }
    } catch (failure) {
      reportError(failure);
    }
  };

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('title')}
      </Title>
      <TextInput
        label={t('search')}
        placeholder={t('search_placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      {error ? <Alert color="red" role="alert">{errorMessage(normalizeError(error))}</Alert> : null}
      <Text size="sm" c="dimmed" aria-live="polite">
        {loading ? t('loading') : t('count', { count: total })}
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table striped highlightOnHover verticalSpacing="xs" bg="var(--ps-surface)">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.user')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
              <Table.Th>
                <span className="sr-only">{t('columns.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data?.users.items ?? []).map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {user.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                    {user.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Badge size="sm" variant="light" color={user.status === 'active' ? 'teal' : 'gray'}>
                      {t(`status.${user.status}`, { defaultValue: user.status })}
                    </Badge>
                    {user.roles.includes('admin') ? (
                      <Badge size="sm" variant="outline">
                        {t('admin_badge')}
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">
                  {user.id === me?.id ? null : (
                    <Button
                      size="compact-sm"
                      variant="light"
                      leftSection={<IconUserShare size={14} aria-hidden />}
                      onClick={() => void askImpersonate(user.id, user.name)}
                      disabled={impersonating}
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
      </Table.ScrollContainer>
      {total > PAGE_SIZE ? (
        <Pagination
          total={Math.ceil(total / PAGE_SIZE)}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        />
      ) : null}
    </Stack>
  );
}
