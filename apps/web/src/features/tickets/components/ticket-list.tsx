import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { TicketRowFieldsFragment } from '../../../gql/graphql';
import { formatDateTime, localeOf } from '../../../lib/format/date';
import { AwaitingBadge, TicketPriorityBadge, TicketStatusBadge } from './ticket-badges';

interface TicketListProps {
  tickets: readonly TicketRowFieldsFragment[];
}

function useDates() {
  const { t, i18n } = useTranslation('tickets');
  const locale = localeOf(i18n.resolvedLanguage);
  return {
    t,
    reported: (ticket: TicketRowFieldsFragment) => formatDateTime(ticket.reportedAt, locale),
    resolved: (ticket: TicketRowFieldsFragment) =>
      ticket.resolvedAt ? formatDateTime(ticket.resolvedAt, locale) : t('list.not_resolved'),
  };
}

/** The tickets as a table on a wide screen: number, type, subject, priority, status, reported and resolved at. */
export function TicketTable({ tickets }: TicketListProps) {
  const { t, reported, resolved } = useDates();
  return (
    <Paper withBorder bg="var(--ps-surface)" visibleFrom="md">
      {/* A plain table, as the other lists have (Mantine's would add a chunk to every route's preload list). */}
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 'var(--mantine-font-size-sm)' }}>
        <thead>
          <tr>
            <Th>{t('fields.number')}</Th>
            <Th>{t('fields.subject')}</Th>
            <Th>{t('fields.type')}</Th>
            <Th>{t('fields.priority')}</Th>
            <Th>{t('fields.status')}</Th>
            <Th>{t('fields.reported_at')}</Th>
            <Th>{t('fields.resolved_at')}</Th>
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => (
            <tr key={ticket.id} data-testid="ticket-row">
              <Td mono>{ticket.number}</Td>
              <Td wrap>
                <Stack gap={4} align="flex-start">
                  <Anchor component={Link} to={paths.ticketDetails.href(ticket.id)} inherit fw={600}>
                    {ticket.subject}
                  </Anchor>
                  {ticket.awaitingViewer ? <AwaitingBadge /> : null}
                </Stack>
              </Td>
              <Td>{t(`type.${ticket.type}`)}</Td>
              <Td>
                <TicketPriorityBadge priority={ticket.priority} />
              </Td>
              <Td>
                <TicketStatusBadge status={ticket.status} />
              </Td>
              <Td wrap>{reported(ticket)}</Td>
              <Td wrap>{resolved(ticket)}</Td>
            </tr>
          ))}
        </tbody>
      </table>
    </Paper>
  );
}

/** The tickets as cards on a phone: the subject leads, the number and the badges under it, then the dates. */
export function TicketCards({ tickets }: TicketListProps) {
  const { t, reported, resolved } = useDates();
  return (
    <Stack gap="xs" hiddenFrom="md">
      {tickets.map((ticket) => (
        <Paper
          key={ticket.id}
          component="article"
          aria-labelledby={`ticket-${ticket.id}`}
          p="sm"
          withBorder
          bg="var(--ps-surface)"
          data-testid="ticket-card"
        >
          <Stack gap={6}>
            <Anchor
              component={Link}
              to={paths.ticketDetails.href(ticket.id)}
              fw={600}
              id={`ticket-${ticket.id}`}
              style={{ overflowWrap: 'anywhere' }}
            >
              {ticket.subject}
            </Anchor>
            <Group gap={6}>
              <Text size="sm" ff="monospace" c="dimmed">
                {t('number', { number: ticket.number })}
              </Text>
              <TicketStatusBadge status={ticket.status} />
              <TicketPriorityBadge priority={ticket.priority} />
              {ticket.awaitingViewer ? <AwaitingBadge /> : null}
            </Group>
            <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
              <Cell label={t('fields.type')} value={t(`type.${ticket.type}`)} />
              <Cell label={t('fields.reported_at')} value={reported(ticket)} />
              <Cell label={t('fields.resolved_at')} value={resolved(ticket)} />
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function Cell({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

const cell = { padding: '8px 12px', borderBottom: '1px solid var(--mantine-color-default-border)' } as const;

function Th({ children }: { children: ReactNode }) {
  return (
    <th scope="col" style={{ ...cell, textAlign: 'left', fontWeight: 600 }}>
      {children}
    </th>
  );
}

function Td({ children, mono, wrap }: { children: ReactNode; mono?: boolean; wrap?: boolean }) {
  return (
    <td
      style={{
        ...cell,
        verticalAlign: 'top',
        fontFamily: mono ? 'var(--mantine-font-family-monospace)' : undefined,
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: wrap ? 'normal' : 'nowrap',
      }}
    >
      {children}
    </td>
  );
}
