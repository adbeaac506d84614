import { Alert, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminNav } from '../../../components/ui/admin-nav';
import { errorMessage } from '../../../lib/errors/error-message';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { useSession } from '../../../lib/session/session-store';
import { useListUsers } from '../api/list-users';
import { useImpersonate } from '../hooks/use-impersonate';
import { UsersTable } from './users-table';

export const PAGE_SIZE = 20;

export function UsersPage() {
  const { t } = useTranslation('admin');
  const { user: me } = useSession();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { data, loading, error } = useListUsers({
    search: debounced,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const { impersonate, impersonating } = useImpersonate();
  const total = data?.users.total ?? 0;

  return (
    <Stack gap="md">
      <AdminNav />
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
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(normalizeError(error))}
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed" aria-live="polite">
        {loading ? t('loading') : t('count', { count: total })}
      </Text>
      {!loading && !error && total === 0 ? (
        <Text
          ta="center"
          py="lg"
          c="dimmed"
          bg="var(--ps-surface)"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          {t('empty')}
        </Text>
      ) : (
        <UsersTable
          users={data?.users.items ?? []}
          myId={me?.id}
          disabled={impersonating}
          onImpersonate={impersonate}
        />
      )}
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
