import { RESERVATION_REFUSAL_MESSAGES, type ReservationRefusal } from '@parkshare/shared/reservations/outcomes';
import { AppError } from '../../lib/errors';

// Refusals of a booking (SPEC §8 reservation message codes): GraphQL errors with
// extensions { code: 'RESERVATION_REFUSED', reason } and the English text as message; the web app shows the code
// on /reservation/error/{errorType} or in place. Field errors (notInPast, parkingClosed, ...) stay validation errors.

export class ReservationRefusedError extends AppError {
  readonly reason: ReservationRefusal;

  constructor(reason: ReservationRefusal) {
    super('BAD_USER_INPUT', RESERVATION_REFUSAL_MESSAGES[reason]);
    this.name = 'ReservationRefusedError';
    this.reason = reason;
  }

  override get status(): number {
    return 409;
  }

  override get extensions(): Record<string, unknown> {
    return { code: 'RESERVATION_REFUSED', reason: this.reason };
  }
}

export const refused = (reason: ReservationRefusal) => new ReservationRefusedError(reason);

interface DatabaseError {
  code: string;
  constraint?: unknown;
  message?: unknown;
}

// Drizzle wraps driver errors; pg and PGlite carry the SQLSTATE in `code` and the constraint in `constraint`.
function databaseErrorOf(error: unknown): DatabaseError | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as DatabaseError;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const sqlState = (error: unknown) => databaseErrorOf(error)?.code;

/** Whether the error is SQLSTATE `code` raised by the named constraint or index. */
function violates(error: unknown, code: string, constraint: string): boolean {
  const found = databaseErrorOf(error);
  if (found?.code !== code) return false;
  // The constraint field where the driver gives it, else the message (both drivers name it there).
  if (typeof found.constraint === 'string') return found.constraint === constraint;
  return typeof found.message === 'string' && found.message.includes(constraint);
}

/** Two holding reservations of one spot would overlap, leave buffer included (reservations_no_double_booking). */
export const isSpotOverlap = (error: unknown) => violates(error, '23P01', 'reservations_no_double_booking');

/** Two holding reservations of one driver would overlap in time (reservations_no_overlap_per_driver, decision 077). */
export const isDriverOverlap = (error: unknown) => violates(error, '23P01', 'reservations_no_overlap_per_driver');

/** The driver already has a reservation waiting for payment (reservations_one_unpaid_per_user_idx, decision 077). */
export const isSecondUnpaid = (error: unknown) => violates(error, '23505', 'reservations_one_unpaid_per_user_idx');

/**
 * A second refund on one support ticket (decision 080): it is granted once — one refund event per ticket
 * (ticket_events_one_refund_idx), one refund of each of the stay's payments (refunds_ticket_once_idx, decision 085).
 */
export const isTicketRefundTwice = (error: unknown) =>
  violates(error, '23505', 'ticket_events_one_refund_idx') || violates(error, '23505', 'refunds_ticket_once_idx');

const RETRYABLE = new Set(['40001', '40P01']);
/** How many times a transaction that lost a serialization race or a deadlock is tried again. */
export const MAX_RETRIES = 3;

/** Runs `attempt` again (up to MAX_RETRIES times) when PostgreSQL aborted it for a serialization failure or deadlock. */
export async function withRetry<T>(attempt: () => Promise<T>): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      const code = sqlState(error);
      if (retry >= MAX_RETRIES || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (retry + 1)));
    }
  }
}
