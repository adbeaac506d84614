import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoney } from '@parkshare/shared/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { planOfRefunds, refundAmounts, refundRoute } from '../../../components/payments/refund-route';
import { paths } from '../../../config/paths';
import type { TicketViewFieldsFragment } from '../../../gql/graphql';
import { formatDate, formatDateTime, localeOf } from '../../../lib/format/date';
import { TicketPriorityBadge } from './ticket-badges';

/**
 * What the ticket is: type, reason, priority, when it was reported and resolved, the parking and the stay, and
 * what came of it (a refund granted, support's outcome).
 */
export function TicketFacts({ ticket }: { ticket: TicketViewFieldsFragment }) {
  const { t, i18n } = useTranslation('tickets');
  const locale = localeOf(i18n.resolvedLanguage);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
        <Fact label={t('fields.type')}>{t(`type.${ticket.type}`)}</Fact>
        {ticket.reason ? <Fact label={t('fields.reason')}>{t(`reason.${ticket.reason}`)}</Fact> : null}
        <Fact label={t('fields.priority')}>
          <TicketPriorityBadge priority={ticket.priority} />
        </Fact>
        <Fact label={t('fields.reported_at')}>{formatDateTime(ticket.reportedAt, locale)}</Fact>
        <Fact label={t('fields.resolved_at')}>
          {ticket.resolvedAt ? formatDateTime(ticket.resolvedAt, locale) : t('list.not_resolved')}
        </Fact>
        {ticket.parking ? (
          <Fact label={t('fields.parking')}>
            <Anchor component={Link} to={paths.publicParking.href(ticket.parking.identifier)} inherit>
              {ticket.parking.name ?? ticket.parking.identifier}
            </Anchor>
            {ticket.parking.name ? (
              <Text span size="xs" c="dimmed" ff="monospace">
                {' '}
                {ticket.parking.identifier}
              </Text>
            ) : null}
          </Fact>
        ) : null}
        {/* The stay is the reporter's own; the owner knows it from the parking's reservations, not from here. */}
        {ticket.reservationId && ticket.viewerRole === 'reporter' ? (
          <Fact label={t('fields.reservation')}>
            <Anchor component={Link} to={paths.reservationDetails.href(ticket.reservationId)} inherit>
              {t('details.open_reservation')}
            </Anchor>
          </Fact>
        ) : null}
      </SimpleGrid>
      {ticket.refund ? (
        <Fact label={t('fields.refund')}>
          <span data-testid="ticket-refund">
            <RefundText
              refund={ticket.refund}
              reporter={ticket.viewerRole === 'reporter'}
              format={(grosze) => formatMoney(grosze, locale, 'PLN')}
              date={formatDate(ticket.refund.createdAt, locale)}
            />
          </span>
        </Fact>
      ) : null}
      {ticket.outcome ? <Fact label={t('fields.outcome')}>{ticket.outcome}</Fact> : null}
    </Stack>
  );
}

type Refund = NonNullable<TicketViewFieldsFragment['refund']>;

/**
 * Where the refund went (decision 085), for the reporter: back to the BLIK / bank account that paid, to the balance,
 * or both; a refund the bank account did not take is on the balance. Others read only that the driver got it.
 */
function RefundText({
  refund,
  reporter,
  format,
  date,
}: {
  refund: Refund;
  reporter: boolean;
  format: (grosze: number) => string;
  date: string;
}) {
  const { t } = useTranslation('tickets');
  if (!reporter) {
    return t('details.refund_driver', { amount: format(refund.amount), date });
  }
  const landed = planOfRefunds(
    refund.refunds.map((part) => ({ ...part, destination: part.status === 'failed' ? 'balance' : part.destination })),
  );
  return t(`details.refund_${refundRoute(landed) ?? 'balance'}`, { ...refundAmounts(landed, format), date });
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </Stack>
  );
}
