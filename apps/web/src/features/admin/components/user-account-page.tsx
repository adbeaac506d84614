import { Badge, Button, Group, Paper, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import { formatMoney } from '@parkshare/shared/money';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { AdminNav } from '../../../components/ui/admin-nav';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { formatDateTime, localeOf } from '../../../lib/format/date';
import { useSession } from '../../../lib/session/session-store';
import { useAdminUser } from '../api/admin-user';
import { useImpersonate } from '../hooks/use-impersonate';
import { UserPaymentsList, UserReservationsList } from './user-account-lists';
import { UserTicketsList } from './user-tickets-list';

export const USER_TABS = ['reservations', 'payments', 'tickets'] as const;
type UserTab = (typeof USER_TABS)[number];

/** /admin/users/{userId}: a user's account as support reads it — who they are, their stays, payments and tickets. */
export function UserAccountPage() {
  const { t, i18n } = useTranslation('admin');
  const locale = localeOf(i18n.resolvedLanguage);
  const { userId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab: UserTab = USER_TABS.find((value) => value === params.get('tab')) ?? 'reservations';
  const { data, loading, error, refetch } = useAdminUser(userId);
  const { user: me } = useSession();
  const { impersonate, impersonating } = useImpersonate();
  const user = data?.user;

  return (
    <Stack gap="md" maw={840}>
      <AdminNav />
      <PageHeader
        title={user ? user.name : t('account.title')}
        back={{ to: paths.admin.href(), label: t('account.back') }}
        actions={
          user && user.id !== me?.id ? (
            <Button
              variant="light"
              leftSection={<IconUserShare size={16} aria-hidden />}
              loading={impersonating}
              onClick={() => void impersonate(user.id, user.name)}
            >
              {t('impersonate.action')}
            </Button>
          ) : null
        }
      />
      {loading && !data ? (
        <Paper
          p="md"
          withBorder
          bg="var(--ps-surface)"
          role="status"
          aria-busy="true"
          aria-label={t('account.loading')}
        >
          <Skeleton height={14} width="60%" mb="sm" />
          <Skeleton height={12} width="40%" />
        </Paper>
      ) : null}
      {error && !data ? (
        <LoadError
          error={error}
          onRetry={() => void refetch()}
          notFound={{ title: t('account.not_found'), back: { to: paths.admin.href(), label: t('account.back') } }}
        />
      ) : null}
      {user ? (
        <Paper p="md" withBorder bg="var(--ps-surface)">
          <Stack gap={4}>
            <Text style={{ overflowWrap: 'anywhere' }}>{user.email}</Text>
            <Group gap={6}>
              <Badge variant="light" tt="none" color={user.status === 'active' ? 'teal' : 'gray'}>
                {t(`status.${user.status}`, { defaultValue: user.status })}
              </Badge>
              {user.roles.includes('admin') ? (
                <Badge variant="outline" tt="none">
                  {t('admin_badge')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {t('account.since', { date: formatDateTime(user.createdAt, locale) })} ·{' '}
              {t('account.balance', { amount: formatMoney(user.balance, locale) })}
            </Text>
          </Stack>
        </Paper>
      ) : null}
      {user ? (
        <Tabs
          value={tab}
          onChange={(value) => setParams(value && value !== 'reservations' ? { tab: value } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List>
            {USER_TABS.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`account.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="reservations" pt="md">
            <UserReservationsList userId={user.id} />
          </Tabs.Panel>
          <Tabs.Panel value="payments" pt="md">
            <UserPaymentsList userId={user.id} />
          </Tabs.Panel>
          <Tabs.Panel value="tickets" pt="md">
            <UserTicketsList userId={user.id} />
          </Tabs.Panel>
        </Tabs>
      ) : null}
    </Stack>
  );
}
