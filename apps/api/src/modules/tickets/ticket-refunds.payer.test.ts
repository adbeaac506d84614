import { formatMoney } from '@parkshare/shared/money';
import { SANDBOX_BLIK_CODES } from '@parkshare/shared/payments/blik';
import { formatMessage } from '@parkshare/shared/validation/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import {
  balanceAndHistory,
  expectRefundsSound,
  platformBalance,
  refundsOf,
  tickGateway,
} from '../refunds/refunds.test-helpers';
import {
  CANCEL,
  COMPLETE,
  EXTEND,
  HOUR,
  payWithWallet,
  row,
  type PayloadData,
} from '../reservations/reservations.test-helpers';
import { asViewer, CANCEL_STAY, grant, scene, validationOf, type MoneyTicketData } from './ticket-money.test-helpers';
import { dataOf, openTicket } from './tickets.test-helpers';

// Refunds on tickets go back the way the stay was paid (decision 085): support's refund of a stay paid by BLIK to
// the BLIK account, a stay paid partly by BLIK and partly from the balance split over its orders (the newest
// first, each against its own payment, never more than it took), the "cancel and get it back" remedy likewise; the
// thread and the mail say where the money went, and the ledger and every history stay sound.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const BLIK = '777444';

async function complete(token: string, id: string) {
  expect((await t.gql(COMPLETE, { id }, { token })).errors).toBeUndefined();
}

describe('support refunds a stay paid by BLIK', () => {
  it('to the BLIK account: the thread and the mail say so, the balance does not move, the owner still earns', async () => {
    const s = await scene(t, { blikCode: BLIK });
    expect((await asViewer(t, s.admin.token, s.ticket.id)).refundablePlan).toEqual({ toPayer: 900, toBalance: 0 });
    const revenue = await platformBalance(t, 'platform_revenue');
    const mails = t.outbox().length;
    const ticket = dataOf<MoneyTicketData>(
      await grant(t, s.admin.token, { ticketId: s.ticket.id, amount: 300, bearer: 'platform' }),
    );
    expect(ticket.refund).toMatchObject({
      amount: 300,
      bearer: 'platform',
      refunds: [{ amount: 300, destination: 'payer', status: 'processing', cause: 'ticket' }],
    });
    expect(ticket.refundablePlan).toEqual({ toPayer: 600, toBalance: 0 });
    expect(ticket.messages.at(-1)?.body).toBe(
      `Support has refunded ${formatMoney(300, 'en')} to the driver: it is on its way back to the BLIK / bank account they paid from.`,
    );
    const mail = t.outbox().slice(mails)[0];
    expect(mail?.text).toContain('It is on its way back to your BLIK / bank account');
    expect(await platformBalance(t, 'platform_revenue')).toBe(revenue - 300);
    await tickGateway(t);
    expect((await asViewer(t, s.who.token, s.ticket.id)).refund?.refunds).toMatchObject([{ status: 'completed' }]);
    expect((await balanceAndHistory(t, s.who.token)).balance).toBe(2000);
    await complete(s.who.token, s.reservationId);
    expect((await balanceAndHistory(t, s.place.ownerToken)).balance).toBe(810);
    await expectRefundsSound(t);
  });

  it('in Polish, to a card that refuses it: the thread says BLIK, the money then lands on the balance', async () => {
    const s = await scene(t, { blikCode: SANDBOX_BLIK_CODES.refundFails, language: 'pl' });
    const ticket = dataOf<MoneyTicketData>(
      await grant(t, s.admin.token, { ticketId: s.ticket.id, amount: 900, bearer: 'owner' }),
    );
    expect(ticket.messages.at(-1)?.body).toBe(
      `Zespół wsparcia zwrócił kierowcy ${formatMoney(900, 'pl')}: pieniądze wracają na konto, z którego zapłacono BLIK-iem lub przelewem.`,
    );
    await tickGateway(t);
    expect((await asViewer(t, s.who.token, s.ticket.id)).refund?.refunds).toMatchObject([
      { destination: 'payer', status: 'failed' },
    ]);
    const { balance, history } = await balanceAndHistory(t, s.who.token);
    expect(balance).toBe(2000 + 900);
    expect(history[0]).toEqual({ kind: 'refund_to_balance', amount: 900 });
    await expectRefundsSound(t);
  });
});

describe('a stay paid partly by BLIK, partly from the balance (an extension)', () => {
  it('splits refunds over its orders, newest first, each the way it was paid and never above its payment', async () => {
    const s = await scene(t, { blikCode: BLIK });
    const endAt = new Date((await row(t, s.reservationId)).endAt.getTime() + HOUR).toISOString();
    const extended = await t.gql<{ extendReservation: PayloadData }>(
      EXTEND,
      { input: { reservationId: s.reservationId, endAt } },
      { token: s.who.token },
    );
    await payWithWallet(t, s.who, extended.data!.extendReservation.order.id);
    const before = await asViewer(t, s.admin.token, s.ticket.id);
    expect(before.refundable).toBe(1300);
    expect(before.refundablePlan).toEqual({ toPayer: 900, toBalance: 400 });
    // The remedy, too, would give back each order the way it was paid.
    expect((await asViewer(t, s.who.token, s.ticket.id)).remedies?.refundPlan).toEqual({
      toPayer: 900,
      toBalance: 400,
    });

    const first = dataOf<MoneyTicketData>(
      await grant(t, s.admin.token, { ticketId: s.ticket.id, amount: 600, bearer: 'owner' }),
    );
    expect(first.refund?.refunds).toMatchObject([
      { amount: 400, destination: 'balance', status: 'completed' },
      { amount: 200, destination: 'payer', status: 'processing' },
    ]);
    expect(first.messages.at(-1)?.body).toBe(
      `Support has refunded ${formatMoney(600, 'en')} to the driver: ${formatMoney(200, 'en')} is on its way back to the BLIK / bank account they paid from, ${formatMoney(400, 'en')} is on their Parkshare balance.`,
    );
    expect((await balanceAndHistory(t, s.who.token)).balance).toBe(2000);

    // A second ticket about the same stay: what is left is the BLIK payment's 7.00, no more.
    const other = await openTicket(t, s.who.token, {
      type: 'compensation',
      subject: 'Still occupied',
      description: 'Another car again.',
      reservationId: s.reservationId,
      reason: 'other',
    });
    const above = await grant(t, s.admin.token, { ticketId: other.id, amount: 701, bearer: 'platform' });
    expect(validationOf(above)).toEqual({ amount: [formatMessage('refundAboveRefundable', { max: '7.00' })] });
    const rest = dataOf<MoneyTicketData>(
      await grant(t, s.admin.token, { ticketId: other.id, amount: 700, bearer: 'platform' }),
    );
    expect(rest.refund?.refunds).toMatchObject([{ amount: 700, destination: 'payer' }]);
    await tickGateway(t);
    const rows = await refundsOf(t, s.reservationId);
    const byPayment = new Map<string, number>();
    for (const row of rows) byPayment.set(row.paymentId, (byPayment.get(row.paymentId) ?? 0) + row.amount);
    expect([...byPayment.values()].sort()).toEqual([400, 900]);
    expect(rows.every((row) => row.status === 'completed')).toBe(true);
    await expectRefundsSound(t);
  });
});

describe('cancel and get it back, on a stay paid by BLIK', () => {
  it('the remedy sends the whole price back to the BLIK account and says so', async () => {
    const s = await scene(t, { blikCode: BLIK });
    expect((await asViewer(t, s.who.token, s.ticket.id)).remedies).toMatchObject({
      refundAmount: 900,
      refundPlan: { toPayer: 900, toBalance: 0 },
    });
    const done = dataOf<MoneyTicketData>(await t.gql(CANCEL_STAY, { ticketId: s.ticket.id }, { token: s.who.token }));
    expect(done.messages.at(-1)?.body).toBe(
      `The spot was taken, so the stay was cancelled and its full price, ${formatMoney(900, 'en')}, is on its way back to the driver's BLIK / bank account.`,
    );
    expect(await refundsOf(t, s.reservationId)).toMatchObject([
      { cause: 'cancellation', ticketId: s.ticket.id, destination: 'payer', amount: 900 },
    ]);
    await tickGateway(t);
    expect(await refundsOf(t, s.reservationId)).toMatchObject([{ status: 'completed' }]);
    expect((await balanceAndHistory(t, s.who.token)).balance).toBe(2000);
    await expectRefundsSound(t);
  });

  it('a partial refund on a ticket, then the driver cancels before the start: the rest goes back, no more', async () => {
    const s = await scene(t, { blikCode: BLIK, startIn: HOUR });
    const revenue = await platformBalance(t, 'platform_revenue');
    await grant(t, s.admin.token, { ticketId: s.ticket.id, amount: 300, bearer: 'platform' });
    expect((await t.gql(CANCEL, { id: s.reservationId }, { token: s.who.token })).errors).toBeUndefined();
    await tickGateway(t);
    expect((await refundsOf(t, s.reservationId)).map((row) => [row.cause, row.amount, row.status])).toEqual([
      ['ticket', 300, 'completed'],
      ['cancellation', 600, 'completed'],
    ]);
    // What the platform bore came back to it from escrow: the stay cost the driver nothing, Parkshare nothing.
    expect(await platformBalance(t, 'platform_revenue')).toBe(revenue);
    expect((await balanceAndHistory(t, s.who.token)).balance).toBe(2000);
    await expectRefundsSound(t);
  });
});
