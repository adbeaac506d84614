import { monthOf, monthStart } from '@parkshare/shared/payments/calendar';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceLines, invoices } from '../../db/schema/documents';
import { createTestApp, type TestApp } from '../../test/app';
import { sandboxFor } from '../payments/gateway';
import { expectRefundsSound, refundsOf, tickGateway } from '../refunds/refunds.test-helpers';
import { runReservationsClock } from '../reservations/reservations.jobs';
import { activeParking, bookingInput, createOk, HOUR, PAY, shift } from '../reservations/reservations.test-helpers';
import { CORRECTION_REASONS } from './refund-corrections';
import { correctionOf, vatDriver } from './invoices.test-helpers';
import { issueMonthlyInvoices } from './monthly-invoices';
import { ensureInvoice, paymentsAwaitingInvoice } from './sale-invoices';

// A payment that reaches Parkshare after its order was canceled (the hold ran out while the bank decided) bought
// nothing: it goes back whole in the transaction that settles it (decision 085). It is no sale, so no invoice —
// per payment or monthly — ever carries it and its refund corrects nothing (not_invoiced): no sale invoice and KOR
// pair in the buyer's KSeF for money that never paid for parking. Its document is the payment confirmation.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const PAPERS = `query($id: ID!) { payment(id: $id) { status document { kind number fileName }
  monthlyInvoice { month } refunds { cause correction { number } } } }`;

interface Papers {
  status: string;
  document: { kind: string; number: string; fileName: string } | null;
  monthlyInvoice: { month: string } | null;
  refunds: { cause: string; correction: { number: string } | null }[];
}

/** A VAT buyer's BLIK payment approved after the stay's hold ran out: its late refund. */
async function latePayment(monthly: boolean) {
  const place = await activeParking(t);
  const who = await vatDriver(t, { monthly });
  const booked = await createOk(t, who, bookingInput(who, place.spotIds[0]!, HOUR, HOUR));
  const paid = await t.gql<{ payOrder: { id: string } }>(
    PAY,
    { input: { orderId: booked.order.id, method: 'BLIK', blikCode: '777555' } },
    { token: who.token },
  );
  const paymentId = paid.data!.payOrder.id;
  await shift(t, booked.reservation.id, { paymentDueAt: new Date(Date.now() - 1000) });
  await runReservationsClock(t.app.deps, new Date());
  await tickGateway(t);
  const [refund] = await refundsOf(t, booked.reservation.id);
  expect(refund).toMatchObject({ cause: 'late_payment', amount: 500, paymentId });
  const papers = await t.gql<{ payment: Papers }>(PAPERS, { id: paymentId }, { token: who.token });
  return { who, paymentId, refund: refund!, papers: papers.data!.payment };
}

const invoicesOfPayment = async (paymentId: string) => [
  ...(await t.app.deps.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.paymentId, paymentId))),
  ...(await t.app.deps.db
    .select({ id: invoiceLines.invoiceId })
    .from(invoiceLines)
    .where(eq(invoiceLines.paymentId, paymentId))),
];

describe('a payment that arrives after its order was canceled', () => {
  it('of a buyer invoiced per payment: no sale invoice, no correction; its document is the payment confirmation', async () => {
    const { paymentId, refund, papers } = await latePayment(false);
    expect(await correctionOf(t, refund.id)).toMatchObject({
      adjustment: { amount: 500, reason: CORRECTION_REASONS.late_payment(null), invoiceId: null },
      invoice: null,
    });
    expect(papers).toMatchObject({
      status: 'succeeded',
      document: { kind: 'receipt' },
      monthlyInvoice: null,
      refunds: [{ cause: 'late_payment', correction: null }],
    });
    expect(papers.document?.fileName).toMatch(/^potwierdzenie-/);
    // Neither the issuing job nor a download gives it an invoice later.
    expect(await paymentsAwaitingInvoice(t.app.deps.db, 5000)).not.toContain(paymentId);
    expect(await ensureInvoice(t.app.deps.db, paymentId)).toBeNull();
    expect(await invoicesOfPayment(paymentId)).toEqual([]);
    // The bank's approval polled again settles and refunds nothing twice, and corrects nothing.
    await sandboxFor(t.app.deps).tick(new Date(Date.now() + 4000));
    expect(await invoicesOfPayment(paymentId)).toEqual([]);
    await expectRefundsSound(t);
  });

  it('of a monthly-billed buyer: its month is invoiced without it', async () => {
    const { paymentId, refund, papers } = await latePayment(true);
    expect(papers).toMatchObject({ document: { kind: 'receipt' }, monthlyInvoice: null });
    const nextMonth = monthStart(monthOf(new Date(monthStart(monthOf(new Date())).getTime() + 40 * 24 * HOUR)));
    await issueMonthlyInvoices(t.app.deps.db, new Date(nextMonth.getTime() + HOUR));
    expect(await invoicesOfPayment(paymentId)).toEqual([]);
    expect(await correctionOf(t, refund.id)).toMatchObject({ adjustment: { invoiceId: null }, invoice: null });
    await expectRefundsSound(t);
  });
});
