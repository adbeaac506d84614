import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconMessageReport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadMore } from '../../../components/ui/load-more';
import { CardsSkeleton, EmptyState, LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { formatDateTime, localeOf } from '../../../lib/format/date';
import { useAdminUserTickets } from '../api/admin-user';

/** The tickets a user reported, newest first, each opening at the support desk; paged. */
export function UserTicketsList({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('admin');
  const locale = localeOf(i18n.resolvedLanguage);
  const { data, loading, error, refetch, loadMore } = useAdminUserTickets(userId);
  const page = data?.user.tickets;
  if (loading && !data) {
    return <CardsSkeleton label={t('account.tickets.loading')} />;
  }
  if (error && !data) {
    return <LoadError error={error} onRetry={() => void refetch()} />;
  }
  if (!page || page.items.length === 0) {
    return (
      <EmptyState
        icon={<IconMessageReport size={40} aria-hidden color="var(--mantine-color-blue-6)" />}
        title={t('account.tickets.empty_title')}
        text={t('account.tickets.empty_text')}
      />
    );
  }
  return (
    <Stack gap="xs">
      {page.items.map((ticket) => (
        <Paper key={ticket.id} withBorder bg="var(--ps-surface)" component="article">
          <UnstyledButton component={Link} to={paths.adminTicket.href(ticket.id)} p="sm" w="100%" display="block">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed">
                  {t('account.tickets.number', { number: ticket.number })} · {formatDateTime(ticket.reportedAt, locale)}
                </Text>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {ticket.subject}
                </Text>
              </Stack>
              <Badge
                variant="light"
                tt="none"
                color={ticket.status === 'resolved' || ticket.status === 'closed' ? 'gray' : 'blue'}
              >
                {t(`account.ticket_status.${ticket.status}`)}
              </Badge>
            </Group>
          </UnstyledButton>
        </Paper>
      ))}
      <LoadMore nextCursor={page.nextCursor} onLoadMore={loadMore} />
    </Stack>
  );
}
