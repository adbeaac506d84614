import type { ProblemReason, TicketPriority, TicketType } from '@parkshare/shared/tickets/status';

/** What the ticket form holds; '' is "not chosen" (the schema reads it as none). */
export interface TicketFormValues {
  type: TicketType | '';
  subject: string;
  description: string;
  priority: TicketPriority;
  parkingIdentifier: string;
  reason: ProblemReason | '';
  reservationId: string;
}

export const TICKET_FORM_FIELDS = [
  'type',
  'subject',
  'description',
  'priority',
  'parkingIdentifier',
  'reason',
  'reservationId',
] as const;
