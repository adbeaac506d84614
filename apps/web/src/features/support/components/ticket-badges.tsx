import { Badge } from '@mantine/core';
import type { TicketPriority, TicketStatus } from '@parkshare/shared/tickets/status';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<TicketStatus, string> = {
  new: 'blue',
  open: 'cyan',
  in_progress: 'violet',
  resolved: 'teal',
  closed: 'gray',
  reopened: 'orange',
};

const PRIORITY_COLORS: Record<TicketPriority, string> = {
  low: 'gray',
  medium: 'blue',
  high: 'orange',
  urgent: 'red',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('support');
  return (
    <Badge variant="light" tt="none" color={STATUS_COLORS[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  const { t } = useTranslation('support');
  return (
    <Badge variant="outline" tt="none" color={PRIORITY_COLORS[priority]}>
      {t(`priority.${priority}`)}
    </Badge>
  );
}
