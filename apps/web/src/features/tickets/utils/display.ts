import type { TicketPriority, TicketRole, TicketStatus } from '@parkshare/shared/tickets/status';

// How tickets read on screen: status and priority colours, and who wrote a message as the viewer sees it.

export const STATUS_COLORS: Record<TicketStatus, string> = {
  new: 'blue',
  open: 'teal',
  in_progress: 'yellow',
  resolved: 'green',
  closed: 'gray',
  reopened: 'orange',
};

export const PRIORITY_COLORS: Record<TicketPriority, string> = {
  low: 'gray',
  medium: 'blue',
  high: 'orange',
  urgent: 'red',
};

/**
 * The label of a message's author for the viewer (a key of `author.*`): their own messages are "You"; the other
 * side is named by its part in the ticket: Support, Parking owner, or Driver (the person who reported it).
 */
export function authorKey(message: { mine: boolean; authorRole: TicketRole }): string {
  if (message.mine) return 'author.you';
  return `author.${message.authorRole}`;
}

/** The moves a viewer is offered, in the order the buttons stand: settling last, closing the very last. */
const MOVE_ORDER: readonly TicketStatus[] = ['reopened', 'open', 'in_progress', 'resolved', 'closed'];

export const orderedMoves = (allowed: readonly TicketStatus[]): TicketStatus[] =>
  MOVE_ORDER.filter((status) => allowed.includes(status));
