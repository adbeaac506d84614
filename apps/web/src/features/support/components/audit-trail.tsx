import { Text, Timeline } from '@mantine/core';
import { formatMoney } from '@parkshare/shared/money';
import { useTranslation } from 'react-i18next';
import { formatDateTime, localeOf } from '../../../lib/format/date';
import type { SupportTicket } from './support-types';

type TicketEvent = SupportTicket['events'][number];

/** Everything done to the ticket, oldest first: who, what and when (money effects with their amount and bearer). */
export function AuditTrail({ events }: { events: readonly TicketEvent[] }) {
  const { t, i18n } = useTranslation('support');
  const locale = localeOf(i18n.resolvedLanguage);
  const what = (event: TicketEvent): string => {
    switch (event.kind) {
      case 'status':
        return t('audit.status', {
          from: t(`status.${event.from ?? 'new'}`, { defaultValue: event.from ?? '' }),
          to: t(`status.${event.to ?? 'new'}`, { defaultValue: event.to ?? '' }),
        });
      case 'priority':
        return t('audit.priority', {
          from: t(`priority.${event.from ?? 'medium'}`, { defaultValue: event.from ?? '' }),
          to: t(`priority.${event.to ?? 'medium'}`, { defaultValue: event.to ?? '' }),
        });
      case 'refund':
        return t('audit.refund', {
          amount: formatMoney(event.amount ?? 0, locale),
          bearer: t(`refund.bearer.${event.bearer ?? 'platform'}`),
        });
      case 'spot_changed':
        return t('audit.spot_changed', { from: event.from ?? '', to: event.to ?? '' });
      case 'stay_cancelled':
        return t('audit.stay_cancelled', { amount: formatMoney(event.amount ?? 0, locale) });
      case 'assigned':
        return event.to ? t('audit.assigned', { name: event.to }) : t('audit.unassigned');
      default:
        return t('audit.created');
    }
  };
  return (
    <Timeline bulletSize={12} lineWidth={2} active={events.length - 1}>
      {events.map((event) => (
        <Timeline.Item key={event.id} title={what(event)}>
          <Text size="xs" c="dimmed">
            {event.actorName ?? t(`role.${event.actorRole}`)} · {formatDateTime(event.createdAt, locale)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
