import { isSettledTicket, type TicketRole } from '@parkshare/shared/tickets/status';
import { formatMessage } from '@parkshare/shared/validation/messages';
import { MAX_TICKET_EVENTS } from '@parkshare/shared/validation/tickets';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  ticketEvents,
  ticketMessages,
  tickets,
  type TicketEventKind,
  type TicketEventRow,
  type TicketMessageRow,
  type TicketRow,
} from '../../db/schema/tickets';
import type { Tx } from '../../db/transaction';
import { fieldError, notFound } from '../../lib/errors';

// The writes every ticket operation shares (this module's and the refunds and remedies of decision 080): each
// takes the ticket's row lock first, so two changes of one ticket never interleave (a reply and a move, two
// clicks of "resolve", a refund and a close); then messages and audit events are written in the same transaction.

/** Locks the ticket row for the rest of the transaction and answers it as it is now; NOT_FOUND if it is gone. */
export async function lockTicket(tx: Tx, id: string): Promise<TicketRow> {
  const [row] = await tx.select().from(tickets).where(eq(tickets.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

export interface TicketEventInput {
  ticketId: string;
  actorId: string | null;
  actorRole: TicketRole;
  kind: TicketEventKind;
  /** { from, to } of a status or priority; { from, to, assigneeId } of an assignment; { amount, bearer } of a refund. */
  data?: Record<string, string | number | null>;
  /** The input field a refusal is reported on when the ticket has had MAX_TICKET_EVENTS changes ('input'). */
  field?: string;
}

// Support's changes and settling moves are never refused by the cap: nobody locks support out, nor keeps a
// ticket from being settled.
const cappedEvent = (event: Omit<TicketEventInput, 'field'>): boolean =>
  event.actorRole !== 'support' &&
  !(event.kind === 'status' && typeof event.data?.to === 'string' && isSettledTicket(event.data.to));

/**
 * One line of the audit trail support reads. Past MAX_TICKET_EVENTS of them, a change by the reporter or the owner
 * that does not settle the ticket is refused with `tooManyTicketChanges` on `event.field` (what they can do is
 * bounded anyway: MAX_TICKET_REOPENS). Call it under the ticket's lock.
 */
export async function recordEvent(tx: Tx, { field = 'input', ...event }: TicketEventInput): Promise<TicketEventRow> {
  if (cappedEvent(event)) {
    const [existing] = await tx
      .select({ n: count() })
      .from(ticketEvents)
      .where(eq(ticketEvents.ticketId, event.ticketId));
    if ((existing?.n ?? 0) >= MAX_TICKET_EVENTS) {
      throw fieldError(field, formatMessage('tooManyTicketChanges', { count: MAX_TICKET_EVENTS }));
    }
  }
  const [row] = await tx
    .insert(ticketEvents)
    // The clock's time, not the transaction's: events written by one transaction (a stay cancelled, then the
    // ticket resolved) keep their order in the trail.
    .values({ ...event, data: event.data ?? {}, createdAt: sql`clock_timestamp()` })
    .returning();
  if (!row) throw new Error('ticket event insert failed');
  return row;
}

export interface TicketMessageInput {
  ticketId: string;
  authorId: string | null;
  authorRole: TicketRole;
  body: string;
  internal?: boolean;
}

/** A message in the thread (a reply or, by support, an internal note). */
export async function addMessage(tx: Tx, message: TicketMessageInput): Promise<TicketMessageRow> {
  const [row] = await tx
    .insert(ticketMessages)
    .values({ ...message, internal: message.internal ?? false })
    .returning();
  if (!row) throw new Error('ticket message insert failed');
  return row;
}

/**
 * A public line in the thread that records what someone did (another spot taken, the stay cancelled with a
 * refund), so that every participant sees it; it moves nobody's turn to answer.
 */
export async function addSystemMessage(
  tx: Tx,
  message: Omit<TicketMessageInput, 'internal'>,
): Promise<TicketMessageRow> {
  const row = await addMessage(tx, { ...message, internal: false });
  await tx
    .update(tickets)
    .set({ lastMessageAt: row.createdAt, updatedAt: row.createdAt })
    .where(eq(tickets.id, message.ticketId));
  return row;
}

/** A ticket's public messages, or its internal notes: each has its own limit. */
export async function countMessages(tx: Tx, id: string, { internal }: { internal: boolean }): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(ticketMessages)
    .where(and(eq(ticketMessages.ticketId, id), eq(ticketMessages.internal, internal)));
  return row?.n ?? 0;
}

/** How many times someone in this role reopened the ticket (MAX_TICKET_REOPENS), from the audit trail. */
export async function countReopens(tx: Tx, id: string, role: TicketRole): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(ticketEvents)
    .where(
      and(
        eq(ticketEvents.ticketId, id),
        eq(ticketEvents.kind, 'status'),
        eq(ticketEvents.actorRole, role),
        sql`${ticketEvents.data}->>'to' = 'reopened'`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Changes a locked ticket's columns and answers the row. `updatedAt` changes only when `values` name it: the
 * reporter and the owner read it, so what they may not see (an internal note, an assignment) leaves it alone.
 */
export async function updateTicket(
  tx: Tx,
  id: string,
  values: Partial<Omit<typeof tickets.$inferInsert, 'id'>>,
): Promise<TicketRow> {
  const [row] = await tx.update(tickets).set(values).where(eq(tickets.id, id)).returning();
  if (!row) throw notFound();
  return row;
}
