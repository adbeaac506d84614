import { Badge } from '@mantine/core';
import type { TicketPriority, TicketStatus } from '@parkshare/shared/tickets/status';
import { useTranslation } from 'react-i18next';
import { PRIORITY_COLORS, STATUS_COLORS } from '../utils/display';

/** A ticket's status in words: new, open, in progress, resolved, closed, reopened. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('tickets');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="ticket-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** How urgent the ticket is, with the word "priority" for whoever hears it read. */
export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  const { t } = useTranslation('tickets');
  return (
    <Badge color={PRIORITY_COLORS[priority]} variant="dot" data-testid="ticket-priority">
      {t(`priority.${priority}`)}
    </Badge>
  );
}

/** The viewer is expected to answer this ticket. */
export function AwaitingBadge() {
  const { t } = useTranslation('tickets');
  return (
    <Badge color="red" variant="filled" data-testid="ticket-awaiting">
      {t('list.awaiting')}
    </Badge>
  );
}
