import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoney } from '@parkshare/shared/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDateTime, formatRange, localeOf } from '../../../lib/format/date';
import { PhotoStrip } from './photo-strip';
import type { SupportTicket } from './support-types';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges';

/** The report: who, about what, the description and its photos, and the stay it concerns. */
export function TicketFacts({ ticket }: { ticket: SupportTicket }) {
  const { t, i18n } = useTranslation('support');
  const locale = localeOf(i18n.resolvedLanguage);
  const reservation = ticket.reservation;
  return (
    <Paper p="md" withBorder bg="var(--ps-surface)" component="section" aria-label={t('desk.report')}>
      <Stack gap="sm">
        <Group gap={6}>
          <TicketStatusBadge status={ticket.status} />
          <TicketPriorityBadge priority={ticket.priority} />
          <Text size="sm">{t(`type.${ticket.type}`)}</Text>
          {ticket.reason ? <Text size="sm">· {t(`reason.${ticket.reason}`)}</Text> : null}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} verticalSpacing={6}>
          <Fact label={t('desk.reporter')}>
            {ticket.reporterId ? (
              <Anchor component={Link} to={paths.adminUser.href(ticket.reporterId, 'tickets')}>
                {ticket.reporterName}
              </Anchor>
            ) : (
              ticket.reporterName
            )}
          </Fact>
          <Fact label={t('desk.reported_at')}>{formatDateTime(ticket.reportedAt, locale)}</Fact>
          {ticket.parking ? (
            <Fact label={t('desk.parking')}>
              {ticket.parking.identifier}
              {ticket.parking.name ? ` · ${ticket.parking.name}` : ''}
            </Fact>
          ) : null}
          {reservation ? (
            <Fact label={t('desk.stay')}>
              {t('desk.stay_text', {
                spot: reservation.spotNumber,
                plate: reservation.vehicle.registrationNumber,
                time: formatRange(reservation.startAt, reservation.endAt, locale),
                amount: formatMoney(reservation.amount, locale, reservation.currency),
              })}
            </Fact>
          ) : null}
          {ticket.resolvedAt ? (
            <Fact label={t('desk.resolved_at')}>{formatDateTime(ticket.resolvedAt, locale)}</Fact>
          ) : null}
          {ticket.outcome ? <Fact label={t('desk.outcome')}>{ticket.outcome}</Fact> : null}
        </SimpleGrid>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{ticket.description}</Text>
        <PhotoStrip photos={ticket.photos} />
      </Stack>
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
