import { describe, expect, it } from 'vitest';
import { TICKET_STATUSES } from '../tickets/status';
import { formatMessage, matchMessage, messages } from './messages';
import { IDEMPOTENCY_KEY_MAX_LENGTH, ticketFilterInput, ticketMoveInput, ticketRefundInput } from './tickets';

// The ticket inputs' rules that no form shows by itself: every refusal is a catalogue message the web app can
// translate (matchMessage), never zod's own English.

type Issues = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const fieldErrors = (result: Issues) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const ticketId = '0b9f3c2e-6a57-4d43-9a3c-2f1c5b0e7d11';

describe('ticketRefundInput', () => {
  const refund = { ticketId, amount: 500, bearer: 'platform' };

  it(`takes an idempotency key of at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters, refused with the catalogue's message`, () => {
    const key = 'k'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH);
    expect(ticketRefundInput.parse({ ...refund, idempotencyKey: key }).idempotencyKey).toBe(key);
    const errors = fieldErrors(ticketRefundInput.safeParse({ ...refund, idempotencyKey: `${key}k` }));
    expect(errors).toEqual({ idempotencyKey: formatMessage('maxLength', { count: IDEMPOTENCY_KEY_MAX_LENGTH }) });
    expect(matchMessage(errors.idempotencyKey ?? '')).not.toBeNull();
  });
});

describe('ticketFilterInput', () => {
  it('takes each status once at most: a longer list is refused', () => {
    expect(ticketFilterInput.parse({ statuses: [...TICKET_STATUSES] }).statuses).toEqual([...TICKET_STATUSES]);
    const longer = Array.from({ length: TICKET_STATUSES.length + 1 }, () => 'new');
    expect(fieldErrors(ticketFilterInput.safeParse({ statuses: longer }))).toEqual({
      statuses: messages.invalidValue,
    });
  });
});

describe('ticketMoveInput', () => {
  it('takes an outcome only with resolving', () => {
    expect(ticketMoveInput.parse({ ticketId, status: 'resolved', outcome: 'Refunded' }).outcome).toBe('Refunded');
    for (const status of TICKET_STATUSES.filter((status) => status !== 'resolved')) {
      expect(fieldErrors(ticketMoveInput.safeParse({ ticketId, status, outcome: 'Refunded' })), status).toEqual({
        outcome: messages.ticketOutcomeOnResolve,
      });
      expect(ticketMoveInput.parse({ ticketId, status, outcome: '  ' }).outcome, status).toBeNull();
    }
  });
});
