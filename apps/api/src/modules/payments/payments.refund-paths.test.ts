import { eq, inArray } from 'drizzle-orm';
import { invoices } from '../../db/schema/documents';
import { beforeAll, describe, expect, it } from 'vitest';
import { journalEntries } from '../../db/schema/ledger';
import type { RefundRow } from '../../db/schema/refunds';
import type { TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { CORRECTION_REASONS } from '../invoices/refund-corrections';
import { correctionOf, expectCorrection, vatDriver } from '../invoices/invoices.test-helpers';
import { expectRefundsSound, refundsOf } from '../refunds/refunds.test-helpers';
import {
  activeParking,
  bookingInput,
  CANCEL,
  createOk,
  HOUR,
  shift,
  type Driver,
} from '../reservations/reservations.test-helpers';
import { runReservationsClock } from '../reservations/reservations.jobs';
import { grant } from '../tickets/ticket-money.test-helpers';
import { openTicket } from '../tickets/tickets.test-helpers';
import { refundResultSign } from './przelewy24/sign';
import { expectBooksTrue, P24_ACCOUNT, przelewy24Gateway, sandboxGateway, type Gateway } from './gateways.test-helpers';
import { getPayment, payOk } from './payments.test-helpers';
import { REFUND_POLL_AFTER_MS, recoverRefunds } from './recover-refunds';

// Every refund path, through the sandbox and through Przelewy24 (its loopback fake): a paid stay cancelled before it
// starts (BLIK and online transfer) goes back to the payer through the gateway's refund and its signed
// notification; support's partial refund on a ticket; a refund the gateway refuses or the payer's bank sends back
// (the money lands on the balance); a lost refund notification settled by the re-query; refund notifications
// replayed and reordered. Each refund counted once, the ledger at zero, refunds clearing holding what is on its
// way, the history a person sees equal to the balance — and each refund's correction invoice issued once, with
// valid FA(3) XML, whatever became of the money.

const CANCELLED = CORRECTION_REASONS.cancellation(null);

describe.each([
  ['sandbox', sandboxGateway],
  ['przelewy24', przelewy24Gateway],
] as const)('refunds through %s', (name, make) => {
  let g: Gateway;
  let t: TestApp;
  let support: { token: string };
  beforeAll(async () => {
    g = await make();
    t = g.t;
    const admin = await createUser(t.app, { roles: ['user', 'admin'] });
    support = { token: await tokenFor(t.app, admin) };
  });

  interface StayOptions {
    method?: 'BLIK' | 'ONLINE';
    /** What becomes of its refunds (refundingCode); a payment online is refunded as the gateway decides. */
    outcome?: 'completed' | 'rejected' | 'refused';
    startIn?: number;
    who?: Driver;
  }

  /** A two-hour stay (9.00 PLN) of a VAT buyer starting `startIn` from now, paid through the gateway and settled. */
  async function paidStay({ method = 'BLIK', outcome = 'completed', startIn = HOUR, who }: StayOptions = {}) {
    const place = await activeParking(t);
    const driver = who ?? (await vatDriver(t));
    const booked = await createOk(t, driver, bookingInput(driver, place.spotIds[0]!, startIn, 2 * HOUR));
    const blik = { blikCode: g.refundingCode(outcome) };
    const payment = await payOk(t, driver, { orderId: booked.order.id, method, ...(method === 'BLIK' ? blik : {}) });
    if (method === 'BLIK') await g.bankDecides([payment]);
    else await g.payOnline(payment);
    expect(await getPayment(t, driver, payment.id)).toMatchObject({ status: 'succeeded', order: { status: 'paid' } });
    return { who: driver, reservationId: booked.reservation.id, paymentId: payment.id };
  }

  async function cancel(who: Driver, reservationId: string): Promise<RefundRow> {
    expect((await t.gql(CANCEL, { id: reservationId }, { token: who.token })).errors).toBeUndefined();
    const rows = await refundsOf(t, reservationId);
    return rows.at(-1)!;
  }

  const rowOf = async (refund: RefundRow) =>
    (await refundsOf(t, refund.reservationId!)).find((r) => r.id === refund.id)!;

  /** The refund's ledger entries by kind: one `refund`, then one `refund_sent` or `refund_failed` — never more. */
  async function entryKinds(refundIds: string[]) {
    const rows = await t.app.deps.db
      .select({ kind: journalEntries.kind })
      .from(journalEntries)
      .where(inArray(journalEntries.refundId, refundIds));
    return rows.map((row) => row.kind).sort();
  }

  it.each(['BLIK', 'ONLINE'] as const)(
    'a stay paid by %s, cancelled before it starts: back to the payer, one KOR',
    async (method) => {
      const { who, reservationId, paymentId } = await paidStay({ method });
      const refund = await cancel(who, reservationId);
      expect(refund).toMatchObject({ destination: 'payer', status: 'processing', amount: 900, cause: 'cancellation' });
      expect(refund.providerRefundId).not.toBeNull();
      if (g.p24) expect(g.p24.transaction(paymentId)).toMatchObject({ verified: true, amount: 900 });
      await g.completeRefunds();
      expect(await rowOf(refund)).toMatchObject({ status: 'completed', failureCode: null });
      expect(await entryKinds([refund.id])).toEqual(['refund', 'refund_sent']);
      // Przelewy24 returned the whole payment: the transaction reads "returned".
      if (g.p24) expect(g.p24.transaction(paymentId)?.status).toBe(3);
      await expectCorrection(t, refund.id, { amount: 900, before: 900, reason: CANCELLED });
      await expectBooksTrue(t, who);
      await expectRefundsSound(t);
    },
  );

  it("support's partial refund on a ticket goes back to the payer; its KOR names the ticket", async () => {
    const { who, reservationId } = await paidStay({ startIn: 0 });
    const ticket = await openTicket(t, who.token, {
      type: 'compensation',
      subject: 'Spot occupied',
      description: 'Another car stood in my spot.',
      reservationId,
      reason: 'spot_occupied',
    });
    expect(
      (await grant(t, support.token, { ticketId: ticket.id, amount: 300, bearer: 'platform' })).errors,
    ).toBeUndefined();
    const [refund] = await refundsOf(t, reservationId);
    expect(refund).toMatchObject({ cause: 'ticket', destination: 'payer', amount: 300, status: 'processing' });
    await g.completeRefunds();
    expect(await rowOf(refund!)).toMatchObject({ status: 'completed' });
    await expectCorrection(t, refund!.id, {
      amount: 300,
      before: 900,
      reason: CORRECTION_REASONS.ticket(ticket.number),
    });
    await expectBooksTrue(t, who);
    await expectRefundsSound(t);
  });

  it('the gateway refuses the refund when asked: on the balance at once; the KOR stands', async () => {
    const { who, reservationId } = await paidStay({ outcome: 'refused' });
    g.refuseRefunds(true);
    const refund = await cancel(who, reservationId).finally(() => g.refuseRefunds(false));
    expect(refund).toMatchObject({ destination: 'payer', status: 'failed', failureCode: 'gateway_refused' });
    expect(await entryKinds([refund.id])).toEqual(['refund', 'refund_failed']);
    await expectCorrection(t, refund.id, { amount: 900, before: 900, reason: CANCELLED });
    await expectBooksTrue(t, who);
    const seen = await t.gql<{ me: { balance: number } }>('{ me { balance } }', {}, { token: who.token });
    expect(seen.data?.me.balance).toBe(900);
    await expectRefundsSound(t);
  });

  it("the payer's bank sends the refund back: failed, the money on the balance; the KOR stands", async () => {
    const { who, reservationId } = await paidStay({ outcome: 'rejected' });
    const refund = await cancel(who, reservationId);
    await g.completeRefunds({ reject: true });
    expect(await rowOf(refund)).toMatchObject({ status: 'failed' });
    expect(await entryKinds([refund.id])).toEqual(['refund', 'refund_failed']);
    // A second round of the gateway's decisions changes nothing.
    await g.completeRefunds({ reject: true });
    expect(await entryKinds([refund.id])).toEqual(['refund', 'refund_failed']);
    const kor = await expectCorrection(t, refund.id, { amount: 900, before: 900, reason: CANCELLED });
    expect((await correctionOf(t, refund.id)).invoice?.id).toBe(kor.id);
    await expectBooksTrue(t, who);
    await expectRefundsSound(t);
  });

  it('a lost refund notification: the re-query settles it; the late notification changes nothing', async () => {
    const { who, reservationId } = await paidStay();
    g.webhookDown();
    const refund = await cancel(who, reservationId);
    await g.completeRefunds();
    expect(await rowOf(refund)).toMatchObject({ status: 'processing' });
    await recoverRefunds(t.app.deps, new Date(Date.now() + REFUND_POLL_AFTER_MS + 1000));
    expect(await rowOf(refund)).toMatchObject({ status: 'completed' });
    g.webhookUp();
    await g.retryDue();
    const late = await g.notificationsOf([refund]);
    expect(late.length).toBeGreaterThan(0);
    for (const send of late) expect((await send()).status).toBe(200);
    expect(await entryKinds([refund.id])).toEqual(['refund', 'refund_sent']);
    await expectCorrection(t, refund.id, { amount: 900, before: 900, reason: CANCELLED });
    await expectBooksTrue(t, who);
    await expectRefundsSound(t);
  });

  it('a payment approved after its hold ran out: back to the payer whole, and no invoice or KOR for it', async () => {
    const place = await activeParking(t);
    const who = await vatDriver(t);
    const booked = await createOk(t, who, bookingInput(who, place.spotIds[0]!, HOUR, HOUR));
    const payment = await payOk(t, who, {
      orderId: booked.order.id,
      method: 'BLIK',
      blikCode: g.refundingCode('completed'),
    });
    await shift(t, booked.reservation.id, { paymentDueAt: new Date(Date.now() - 1000) });
    await runReservationsClock(t.app.deps, new Date());
    await g.bankDecides([payment]);
    expect(await getPayment(t, who, payment.id)).toMatchObject({ status: 'succeeded', order: { status: 'canceled' } });
    const [refund] = await refundsOf(t, booked.reservation.id);
    expect(refund).toMatchObject({ cause: 'late_payment', destination: 'payer', amount: 500, status: 'processing' });
    await g.completeRefunds();
    expect(await rowOf(refund!)).toMatchObject({ status: 'completed' });
    // It bought nothing: no invoice carries it, so its refund corrects nothing (not_invoiced).
    expect(await correctionOf(t, refund!.id)).toMatchObject({ adjustment: { invoiceId: null }, invoice: null });
    expect(await t.app.deps.db.select().from(invoices).where(eq(invoices.paymentId, payment.id))).toEqual([]);
    await expectBooksTrue(t, who);
    await expectRefundsSound(t);
  });

  // Przelewy24 signs refundsUuid, not requestId, and says what it refunded of which transaction: a notification is
  // taken for the refund its signed fields name, and only if it describes that refund.
  it.runIf(name === 'przelewy24')(
    'a refund notification naming another refund, payment or amount is refused; nothing moves',
    async () => {
      const who = await vatDriver(t);
      const [a, b] = [await paidStay({ who }), await paidStay({ who, startIn: 4 * HOUR })];
      g.webhookDown();
      const [ra, rb] = [await cancel(who, a.reservationId), await cancel(who, b.reservationId)];
      await g.completeRefunds();
      g.webhookUp();
      type Note = Parameters<typeof refundResultSign>[0] & { requestId: string; sign: string; timestamp: number };
      const noteOf = (id: string) =>
        JSON.parse(g.p24!.notifications().find((n) => n.body.includes(`"requestId":"${id}"`))!.body) as Note;
      const [na, nb] = [noteOf(ra.id), noteOf(rb.id)];
      const resigned = (n: Note) => ({ ...n, sign: refundResultSign(n, P24_ACCOUNT.crc) });
      const post = (body: unknown) =>
        t.app.inject({
          method: 'POST',
          url: '/api/payments/notifications/przelewy24',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
      const forged: [unknown, number][] = [
        [{ ...na, requestId: rb.id }, 400], // the unsigned requestId moved to another refund
        [resigned({ ...na, amount: na.amount - 1 }), 422],
        [resigned({ ...na, currency: 'EUR' }), 422],
        [resigned({ ...na, refundsUuid: nb.refundsUuid, requestId: rb.id }), 422], // b's refund, a's payment
        [resigned({ ...na, orderId: nb.orderId, sessionId: nb.sessionId }), 422], // a's refund, b's payment
        [resigned({ ...na, refundsUuid: 'x'.repeat(32), requestId: 'x'.repeat(32) }), 400],
      ];
      for (const [body, status] of forged) expect((await post(body)).statusCode, JSON.stringify(body)).toBe(status);
      expect((await Promise.all([ra, rb].map(rowOf))).map((row) => row.status)).toEqual(['processing', 'processing']);
      expect((await post(na)).json()).toEqual({ status: 'ok', result: 'applied' });
      expect((await post(nb)).json()).toEqual({ status: 'ok', result: 'applied' });
      expect(await entryKinds([ra.id, rb.id])).toEqual(['refund', 'refund', 'refund_sent', 'refund_sent']);
      await expectBooksTrue(t, who);
      await expectRefundsSound(t);
    },
  );

  it('refund notifications three times, reversed and shuffled: each refund counted once, one KOR each', async () => {
    const who = await vatDriver(t);
    const stays = [
      // One driver's stays one after another (a driver's stays may not overlap).
      await paidStay({ who }),
      await paidStay({ who, method: 'ONLINE', startIn: 4 * HOUR }),
      await paidStay({ who, outcome: 'rejected', startIn: 7 * HOUR }),
    ];
    g.webhookDown();
    // Two go back to the payer; the third the payer's bank sends back (the sandbox: by its code).
    const refunds = [await cancel(who, stays[0]!.reservationId), await cancel(who, stays[1]!.reservationId)];
    await g.completeRefunds();
    refunds.push(await cancel(who, stays[2]!.reservationId));
    await g.completeRefunds({ reject: true });
    expect((await Promise.all(refunds.map(rowOf))).map((row) => row.status)).toEqual(Array(3).fill('processing'));
    g.webhookUp();
    const sends = await g.notificationsOf(refunds);
    expect(sends.length).toBe(refunds.length);
    const deliveries = [...[...sends].reverse(), ...sends, ...sends];
    for (let i = deliveries.length - 1; i > sends.length; i -= 1) {
      const j = sends.length + Math.floor(Math.random() * (i - sends.length + 1));
      [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
    }
    const results: string[] = [];
    for (const send of deliveries) {
      const answer = await send();
      expect(answer.status).toBe(200);
      results.push(answer.result ?? '');
    }
    expect(results.filter((r) => r === 'applied')).toHaveLength(refunds.length);
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(sends.length * 2);
    const ended = await Promise.all(refunds.map(rowOf));
    expect(ended.map((row) => row.status)).toEqual(['completed', 'completed', 'failed']);
    const kinds = await entryKinds(refunds.map((r) => r.id));
    expect(kinds.filter((kind) => kind === 'refund')).toHaveLength(3);
    expect(kinds.filter((kind) => kind === 'refund_sent' || kind === 'refund_failed')).toHaveLength(3);
    for (const refund of refunds) await expectCorrection(t, refund.id, { amount: 900, before: 900, reason: CANCELLED });
    await expectBooksTrue(t, who);
    expect((await t.gql<{ me: { balance: number } }>('{ me { balance } }', {}, { token: who.token })).data?.me).toEqual(
      {
        balance: 900,
      },
    );
    await expectRefundsSound(t);
  });
});
