import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AdminNav } from '../../../components/ui/admin-nav';
import { LoadMore } from '../../../components/ui/load-more';
import { PageHeader } from '../../../components/ui/page-header';
import { CardsSkeleton, EmptyState, LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { formatDateTime, localeOf } from '../../../lib/format/date';
import type { AdminTicketsQuery } from '../../../gql/graphql';
import { useAdminTickets } from '../api/admin-tickets';
import { readFilter, toApiFilter, writeFilter } from '../utils/queue-filter';
import { QueueFilters } from './queue-filters';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges';

type QueueTicket = AdminTicketsQuery['adminTickets']['items'][number];

/** /admin/tickets: the support queue, oldest first, filtered; each ticket opens at the desk. */
export function SupportQueuePage() {
  const { t } = useTranslation('support');
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  // Typed filters (parking, number) wait for a pause in typing before asking again.
  const [apiFilter] = useDebouncedValue(toApiFilter(filter), 300);
  const { data, loading, error, refetch, loadMore } = useAdminTickets(apiFilter);
  const tickets = data?.adminTickets.items ?? [];

  return (
    <Stack gap={0}>
      <AdminNav />
      <PageHeader title={t('queue.title')} description={t('queue.description')} />
      <QueueFilters filter={filter} onChange={(next) => setParams(writeFilter(next), { replace: true })} />
      {loading && !data ? <CardsSkeleton count={3} label={t('queue.loading')} /> : null}
      {error && !data ? <LoadError error={error} onRetry={() => void refetch()} /> : null}
      {data && tickets.length === 0 ? (
        <EmptyState
          icon={<IconInbox size={40} aria-hidden color="var(--mantine-color-blue-6)" />}
          title={t('queue.empty_title')}
          text={t('queue.empty_text')}
        />
      ) : null}
      {tickets.length > 0 ? (
        <Stack gap="xs" aria-busy={loading}>
          {tickets.map((ticket) => (
            <QueueCard key={ticket.id} ticket={ticket} />
          ))}
        </Stack>
      ) : null}
      <LoadMore nextCursor={data?.adminTickets.nextCursor} onLoadMore={loadMore} />
    </Stack>
  );
}

function QueueCard({ ticket }: { ticket: QueueTicket }) {
  const { t, i18n } = useTranslation('support');
  const locale = localeOf(i18n.resolvedLanguage);
  return (
    <Paper withBorder bg="var(--ps-surface)" component="article" data-testid="queue-ticket">
      <UnstyledButton component={Link} to={paths.adminTicket.href(ticket.id)} p="sm" w="100%" display="block">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {t('number', { number: ticket.number })} · {t(`type.${ticket.type}`)}
              {ticket.parking ? ` · ${ticket.parking.identifier}` : ''}
            </Text>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {ticket.subject}
            </Text>
            <Text size="xs" c="dimmed">
              {t('queue.reported', {
                name: ticket.reporterName ?? '',
                date: formatDateTime(ticket.reportedAt, locale),
              })}
              {' · '}
              {ticket.assignee ? t('queue.assigned_to', { name: ticket.assignee.name }) : t('queue.unassigned')}
            </Text>
          </Stack>
          <Group gap={6}>
            {ticket.awaitingViewer ? (
              <Text size="xs" fw={700} c="var(--ps-accent-text, var(--mantine-color-blue-text))">
                {t('queue.awaiting')}
              </Text>
            ) : null}
            <TicketPriorityBadge priority={ticket.priority} />
            <TicketStatusBadge status={ticket.status} />
          </Group>
        </Group>
      </UnstyledButton>
    </Paper>
  );
}
