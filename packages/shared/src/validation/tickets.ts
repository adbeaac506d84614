import { z } from 'zod/mini';
import { PARKING_IDENTIFIER_PATTERN } from '../parkings/status';
import { PROBLEM_REASONS, REFUND_BEARERS, TICKET_PRIORITIES, TICKET_STATUSES, TICKET_TYPES } from '../tickets/status';
import { requiredString } from './fields';
import { formatMessage, messages } from './messages';
import { amountBetween, amountText } from './payments';

// Support tickets (issue 15, decision 080): what the API and the forms accept.

export const TICKET_SUBJECT_MAX_LENGTH = 120;
export const TICKET_TEXT_MAX_LENGTH = 4000;
export const TICKET_OUTCOME_MAX_LENGTH = 1000;
/**
 * Public messages in one ticket's thread: the reporter and the owner write while there are fewer
 * (replyToTicket, on `body`: tooManyTicketMessages). Support answers SUPPORT_MESSAGE_RESERVE more past it, so a
 * thread filled by the others never silences support.
 */
export const MAX_MESSAGES_PER_TICKET = 200;
export const SUPPORT_MESSAGE_RESERVE = 50;
/** Support's internal notes on one ticket, counted apart: a note never uses up (nor shows through) the public room. */
export const MAX_INTERNAL_NOTES_PER_TICKET = 200;
/** The most a thread holds, notes included: Ticket.messages answers at most this many (the newest). */
export const MAX_THREAD_MESSAGES = MAX_MESSAGES_PER_TICKET + SUPPORT_MESSAGE_RESERVE + MAX_INTERNAL_NOTES_PER_TICKET;
/**
 * Tickets one person has open (not resolved or closed) at once (createTicket, on `input`; reopening one, on
 * `status`: tooManyOpenTickets).
 */
export const MAX_OPEN_TICKETS_PER_USER = 20;
/** Times the reporter (and, apart, the owner) may reopen one ticket (moveTicket, on `status`: tooManyTicketReopens). */
export const MAX_TICKET_REOPENS = 5;
/** Photos attached to a ticket or to one reply (their size limits are the photo pipeline's, images/limits.ts). */
export const MAX_TICKET_PHOTOS = 5;
/** Tickets about one reservation (createTicket, on `reservationId`: tooManyReservationTickets). */
export const MAX_TICKETS_PER_RESERVATION = 10;
/**
 * Audit events of one ticket past which the reporter's and the owner's changes are refused (on the changed field:
 * tooManyTicketChanges). Support's changes and settling moves (resolve, close) are never refused by it: nobody
 * locks support out of a ticket, nor keeps one from being settled.
 */
export const MAX_TICKET_EVENTS = 500;
/** The key a client sends with a refund so that a repeated click is the same refund (grantTicketRefund). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;
/** The largest refund granted at once (it is capped by what was paid anyway): 100 000 PLN. */
export const MAX_REFUND = 10_000_000;

const id = requiredString(64);
const optionalText = (max: number) =>
  z.pipe(
    z.optional(
      z.nullable(
        z
          .string({ error: messages.invalidValue })
          .check(z.trim(), z.maxLength(max, formatMessage('maxLength', { count: max }))),
      ),
    ),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  );
const optionalId = z.pipe(
  z.optional(z.nullable(z.string({ error: messages.invalidValue }).check(z.maxLength(64, messages.invalidValue)))),
  z.transform((value: string | null | undefined) => (value ? value : null)),
);
const optionalIdentifier = z.pipe(
  z.optional(
    z.nullable(
      z.string({ error: messages.invalidValue }).check(z.trim(), z.maxLength(20, messages.ticketParkingUnknown)),
    ),
  ),
  z.transform((value: string | null | undefined) => (value ? value.toUpperCase() : null)),
);

/** createTicket and the ticket form; "report a problem" is the same with the reservation and a reason. */
export const ticketInput = z
  .object({
    type: z.enum(TICKET_TYPES, { error: messages.required }),
    subject: requiredString(TICKET_SUBJECT_MAX_LENGTH),
    description: requiredString(TICKET_TEXT_MAX_LENGTH),
    priority: z.pipe(
      z.optional(z.nullable(z.enum(TICKET_PRIORITIES, { error: messages.invalidValue }))),
      z.transform((value) => value ?? 'medium'),
    ),
    reservationId: optionalId,
    parkingIdentifier: optionalIdentifier,
    reason: z.optional(z.nullable(z.enum(PROBLEM_REASONS, { error: messages.invalidValue }))),
  })
  .check(
    z.superRefine((input, context) => {
      const identifier = input.parkingIdentifier;
      // A compensation claim is about a stay, and its parking is the stay's: it never names one.
      if (identifier && (!PARKING_IDENTIFIER_PATTERN.test(identifier) || input.type === 'compensation')) {
        context.issues.push({
          code: 'custom',
          input: identifier,
          path: ['parkingIdentifier'],
          message: messages.ticketParkingUnknown,
        });
      }
      if (input.type === 'parking' && !identifier && !input.reservationId) {
        context.issues.push({
          code: 'custom',
          input: identifier,
          path: ['parkingIdentifier'],
          message: messages.ticketParkingRequired,
        });
      }
      if (input.type === 'compensation' && input.reservationId && !input.reason) {
        context.issues.push({
          code: 'custom',
          input: input.reason,
          path: ['reason'],
          message: messages.reasonRequired,
        });
      }
    }),
  );
export type TicketData = z.output<typeof ticketInput>;

/** replyToTicket: a message to the thread; `internal` (a note only support sees) is for admins. */
export const ticketReplyInput = z.object({
  ticketId: id,
  body: requiredString(TICKET_TEXT_MAX_LENGTH),
  internal: z.pipe(
    z.optional(z.nullable(z.boolean({ error: messages.invalidValue }))),
    z.transform((value) => value ?? false),
  ),
});
export type TicketReplyData = z.output<typeof ticketReplyInput>;

/**
 * moveTicket: close, reopen, resolve… whatever the machine lets the caller do. An outcome goes only with resolving
 * (which the machine lets support, or the owner of a parking ticket, do): closing or reopening never writes over it.
 */
export const ticketMoveInput = z
  .object({
    ticketId: id,
    status: z.enum(TICKET_STATUSES, { error: messages.invalidValue }),
    outcome: optionalText(TICKET_OUTCOME_MAX_LENGTH),
  })
  .check(
    z.superRefine((input, context) => {
      if (input.outcome !== null && input.status !== 'resolved') {
        context.issues.push({
          code: 'custom',
          input: input.outcome,
          path: ['outcome'],
          message: messages.ticketOutcomeOnResolve,
        });
      }
    }),
  );
export type TicketMoveData = z.output<typeof ticketMoveInput>;

/** grantTicketRefund (admins): grosze, who bears it, and a key that makes a repeated click the same refund. */
export const ticketRefundInput = z.object({
  ticketId: id,
  amount: amountBetween(1, MAX_REFUND),
  bearer: z.enum(REFUND_BEARERS, { error: messages.required }),
  idempotencyKey: z.optional(
    z.nullable(
      z
        .string({ error: messages.invalidValue })
        .check(
          z.maxLength(IDEMPOTENCY_KEY_MAX_LENGTH, formatMessage('maxLength', { count: IDEMPOTENCY_KEY_MAX_LENGTH })),
        ),
    ),
  ),
});
export type TicketRefundData = z.output<typeof ticketRefundInput>;

/** The refund form: the amount typed in złoty. */
export const ticketRefundFormInput = z.object({
  amount: amountText(1, MAX_REFUND),
  bearer: z.enum(REFUND_BEARERS, { error: messages.required }),
});

/** The support queue's filters (adminTickets). */
export const ticketFilterInput = z.object({
  // Each status at most once: a longer list is no filter anybody means (and would cost a parameter per entry).
  statuses: z.optional(
    z.nullable(
      z
        .array(z.enum(TICKET_STATUSES, { error: messages.invalidValue }))
        .check(z.maxLength(TICKET_STATUSES.length, messages.invalidValue)),
    ),
  ),
  type: z.optional(z.nullable(z.enum(TICKET_TYPES, { error: messages.invalidValue }))),
  priority: z.optional(z.nullable(z.enum(TICKET_PRIORITIES, { error: messages.invalidValue }))),
  /** Only tickets reported at least this many days ago. */
  olderThanDays: z.optional(
    z.nullable(z.number({ error: messages.invalidValue }).check(z.int(), z.gte(0), z.lte(3650))),
  ),
  parkingIdentifier: optionalIdentifier,
  assignee: z.optional(z.nullable(z.enum(['me', 'nobody'], { error: messages.invalidValue }))),
  /** A ticket number, typed however ("482913", "482-913"). */
  number: optionalText(20),
});
export type TicketFilterData = z.output<typeof ticketFilterInput>;
