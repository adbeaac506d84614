import {
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TYPES,
  type TicketPriority,
  type TicketStatus,
  type TicketType,
} from '@parkshare/shared/tickets/status';

// The support queue's filters live in the address (/admin/tickets?status=new,open&type=…), so a view can be
// shared, reloaded and left with Back. Unknown values are dropped, never sent.

export const AGE_DAYS = [1, 3, 7, 30] as const;
export const ASSIGNEES = ['me', 'nobody'] as const;
export type Assignee = (typeof ASSIGNEES)[number];

/** What support works on by default: everything not settled. */
export const UNSETTLED: TicketStatus[] = ['new', 'open', 'in_progress', 'reopened'];

export interface QueueFilter {
  statuses: TicketStatus[];
  type: TicketType | null;
  priority: TicketPriority | null;
  olderThanDays: number | null;
  parkingIdentifier: string;
  assignee: Assignee | null;
  number: string;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((candidate) => candidate === value) ?? null;

export function readFilter(params: URLSearchParams): QueueFilter {
  const status = params.get('status');
  const statuses =
    status === null
      ? UNSETTLED
      : status
          .split(',')
          .map((value) => oneOf(TICKET_STATUSES, value))
          .filter((value): value is TicketStatus => value !== null);
  const age = Number(params.get('age'));
  return {
    statuses,
    type: oneOf(TICKET_TYPES, params.get('type')),
    priority: oneOf(TICKET_PRIORITIES, params.get('priority')),
    olderThanDays: AGE_DAYS.find((days) => days === age) ?? null,
    parkingIdentifier: (params.get('parking') ?? '').slice(0, 20),
    assignee: oneOf(ASSIGNEES, params.get('assignee')),
    number: (params.get('number') ?? '').slice(0, 20),
  };
}

export function writeFilter(filter: QueueFilter): URLSearchParams {
  const params = new URLSearchParams();
  const defaultStatuses =
    filter.statuses.length === UNSETTLED.length && UNSETTLED.every((status) => filter.statuses.includes(status));
  if (!defaultStatuses) params.set('status', filter.statuses.join(','));
  if (filter.type) params.set('type', filter.type);
  if (filter.priority) params.set('priority', filter.priority);
  if (filter.olderThanDays) params.set('age', String(filter.olderThanDays));
  if (filter.parkingIdentifier) params.set('parking', filter.parkingIdentifier);
  if (filter.assignee) params.set('assignee', filter.assignee);
  if (filter.number) params.set('number', filter.number);
  return params;
}

/** The API's filter: empty texts and "any" left out; no statuses chosen means all of them. */
export function toApiFilter(filter: QueueFilter) {
  return {
    statuses: filter.statuses.length > 0 ? filter.statuses : null,
    type: filter.type,
    priority: filter.priority,
    olderThanDays: filter.olderThanDays,
    parkingIdentifier: filter.parkingIdentifier.trim() || null,
    assignee: filter.assignee,
    number: filter.number.trim() || null,
  };
}
