import { SANDBOX_BLIK_CODES } from '@parkshare/shared/payments/blik';
import { monthStart, monthOf } from '@parkshare/shared/payments/calendar';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/documents';
import { payments } from '../../db/schema/payments';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import {
  balanceAndHistory,
  expectRefundsSound,
  payByBlik,
  refundsOf,
  tickGateway,
} from '../refunds/refunds.test-helpers';
import {
  activeParking,
  bookAndPay,
  bookingInput,
  CANCEL,
  createOk,
  driver,
  HOUR,
  type Driver,
} from '../reservations/reservations.test-helpers';
import { CANCEL_STAY, grant } from '../tickets/ticket-money.test-helpers';
import { openTicket, type TicketData } from '../tickets/tickets.test-helpers';
import { CORRECTION_REASONS } from './refund-corrections';
import { correctionOf, expectCorrection, vatDriver } from './invoices.test-helpers';
import { issueMonthlyInvoices } from './monthly-invoices';

// Every refund of an invoiced purchase is its correction invoice (decisions 083 and 085), whatever the refund's
// cause and route: a cancelled stay paid by BLIK (even when the bank then sends the refund back and the money lands
// on the balance), one paid from the balance, support's partial refund on a ticket and the remedy after it. A
// monthly-billed purchase refunded before its month's invoice is carried by it at the lower amount, after it gets a
// KOR of the monthly invoice. The buyer sees each correction on the refund (Refund.correction); nobody else does.

let t: TestApp;
let admin: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.app, { roles: ['user', 'admin'] });
  admin = { id: user.id, token: await tokenFor(t.app, user) };
});

const CANCELLED = CORRECTION_REASONS.cancellation(null);
const PAYMENT = `query($id: ID!) { payment(id: $id) { id document { kind number }
  refunds { id status correction { kind number url fileName } } } }`;

interface PaymentData {
  document: { kind: string; number: string } | null;
  refunds: {
    id: string;
    status: string;
    correction: { kind: string; number: string; url: string; fileName: string } | null;
  }[];
}

async function paymentAs(token: string, id: string): Promise<PaymentData> {
  const result = await t.gql<{ payment: PaymentData }>(PAYMENT, { id }, { token });
  if (!result.data?.payment) throw new Error(JSON.stringify(result.errors));
  return result.data.payment;
}

async function cancel(who: Driver, reservationId: string) {
  expect((await t.gql(CANCEL, { id: reservationId }, { token: who.token })).errors).toBeUndefined();
}

const saleInvoiceOf = async (paymentId: string) =>
  (await t.app.deps.db.select().from(invoices).where(eq(invoices.paymentId, paymentId)))[0];

/** A two-hour stay (9.00 PLN) of a VAT buyer starting `startIn` from now, paid by BLIK with `blikCode`. */
async function vatStay({ blikCode = '777123', startIn = HOUR, monthly = false } = {}) {
  const place = await activeParking(t);
  const who = await vatDriver(t, { monthly });
  const booked = await createOk(t, who, bookingInput(who, place.spotIds[0]!, startIn, 2 * HOUR));
  const paymentId = await payByBlik(t, who, booked.order.id, blikCode);
  return { who, reservationId: booked.reservation.id, paymentId };
}

async function compensationTicket(who: Driver, reservationId: string): Promise<TicketData> {
  return openTicket(t, who.token, {
    type: 'compensation',
    subject: 'Spot occupied',
    description: 'Another car stood in my spot.',
    reservationId,
    reason: 'spot_occupied',
  });
}

describe('a refund of a purchase with its own VAT invoice', () => {
  it('a cancelled stay paid by BLIK: one KOR of the sale invoice, which stands when the bank sends the money back', async () => {
    const { who, reservationId, paymentId } = await vatStay({ blikCode: SANDBOX_BLIK_CODES.refundFails });
    await cancel(who, reservationId);
    const [refund] = await refundsOf(t, reservationId);
    expect(refund).toMatchObject({ destination: 'payer', status: 'processing', amount: 900 });
    // The sale invoice was due and not issued yet: the correction issued it first.
    const sale = await saleInvoiceOf(paymentId);
    expect(sale).toMatchObject({ kind: 'sale', grossTotal: 900 });
    const kor = await expectCorrection(t, refund!.id, {
      amount: 900,
      before: 900,
      reason: CANCELLED,
      correctedId: sale?.id,
    });
    // The bank refuses the refund: the money lands on the balance — given back all the same, so the KOR stays.
    await tickGateway(t);
    expect((await refundsOf(t, reservationId))[0]).toMatchObject({ status: 'failed' });
    expect((await balanceAndHistory(t, who.token)).balance).toBe(900);
    expect((await correctionOf(t, refund!.id)).invoice?.id).toBe(kor.id);
    const seen = await paymentAs(who.token, paymentId);
    expect(seen.document).toMatchObject({ kind: 'vat_invoice', number: sale?.number });
    expect(seen.refunds).toEqual([
      {
        id: refund!.id,
        status: 'failed',
        correction: {
          kind: 'correction',
          number: kor.number,
          url: `/api/documents/invoices/${kor.id}`,
          fileName: `faktura-korygujaca-${kor.number.replace(/\//g, '-')}.pdf`,
        },
      },
    ]);
    const pdf = await t.app.inject({
      url: `/api/documents/invoices/${kor.id}`,
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Another person's correction: as if it did not exist.
    const stranger = await vatDriver(t);
    const foreign = await t.app.inject({
      url: `/api/documents/invoices/${kor.id}`,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(foreign.statusCode).toBe(404);
    await expectRefundsSound(t);
  });

  it('a stay paid from the balance: the refund to the balance corrects the invoice the same way', async () => {
    const place = await activeParking(t);
    const who = await vatDriver(t, { balance: 2000 });
    const paid = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!, HOUR, 2 * HOUR));
    await cancel(who, paid.reservation.id);
    const [refund] = await refundsOf(t, paid.reservation.id);
    expect(refund).toMatchObject({ destination: 'balance', status: 'completed' });
    const sale = await saleInvoiceOf(refund!.paymentId);
    await expectCorrection(t, refund!.id, { amount: 900, before: 900, reason: CANCELLED, correctedId: sale?.id });
    expect((await balanceAndHistory(t, who.token)).balance).toBe(2000);
  });

  it("support's partial refund names the ticket; the cancellation then corrects what is left; only the buyer sees them", async () => {
    const { who, reservationId, paymentId } = await vatStay();
    const ticket = await compensationTicket(who, reservationId);
    expect(
      (await grant(t, admin.token, { ticketId: ticket.id, amount: 300, bearer: 'platform' })).errors,
    ).toBeUndefined();
    const [partial] = await refundsOf(t, reservationId);
    const sale = await saleInvoiceOf(paymentId);
    const first = await expectCorrection(t, partial!.id, {
      amount: 300,
      before: 900,
      reason: `Zwrot przyznany w zgłoszeniu ${ticket.number}`,
      correctedId: sale?.id,
    });
    await cancel(who, reservationId);
    const [, rest] = await refundsOf(t, reservationId);
    expect(rest).toMatchObject({ cause: 'cancellation', amount: 600 });
    const second = await expectCorrection(t, rest!.id, { amount: 600, before: 600, reason: CANCELLED });
    expect(second.correctedInvoiceId).toBe(sale?.id);
    expect(second.number).not.toBe(first.number);
    const own = await paymentAs(who.token, paymentId);
    expect(own.refunds.map((r) => r.correction?.number)).toEqual([first.number, second.number]);
    // Support sees the ticket's refunds, never the buyer's documents.
    const seenBySupport = await t.gql<{ ticket: { refund: { refunds: { correction: unknown }[] } } }>(
      'query($id: ID!) { ticket(id: $id) { refund { refunds { amount correction { number } } } } }',
      { id: ticket.id },
      { token: admin.token },
    );
    expect(seenBySupport.data?.ticket.refund.refunds).toEqual([{ amount: 300, correction: null }]);
    await tickGateway(t);
    await expectRefundsSound(t);
  });

  it('the "cancel and get it back" remedy on a ticket: a KOR of the whole price, as a cancellation', async () => {
    const { who, reservationId, paymentId } = await vatStay({ startIn: 0 });
    const ticket = await compensationTicket(who, reservationId);
    expect((await t.gql(CANCEL_STAY, { ticketId: ticket.id }, { token: who.token })).errors).toBeUndefined();
    const [refund] = await refundsOf(t, reservationId);
    expect(refund).toMatchObject({ cause: 'cancellation', ticketId: ticket.id, amount: 900 });
    const sale = await saleInvoiceOf(paymentId);
    await expectCorrection(t, refund!.id, { amount: 900, before: 900, reason: CANCELLED, correctedId: sale?.id });
    await tickGateway(t);
    await expectRefundsSound(t);
  });

  it('a buyer without VAT invoices: a refund corrects nothing and the refund shows no correction', async () => {
    const place = await activeParking(t);
    const plain = await driver(t);
    const booked = await createOk(t, plain, bookingInput(plain, place.spotIds[1]!, HOUR, 2 * HOUR));
    const paymentId = await payByBlik(t, plain, booked.order.id);
    await cancel(plain, booked.reservation.id);
    const [refund] = await refundsOf(t, booked.reservation.id);
    expect(await correctionOf(t, refund!.id)).toMatchObject({ adjustment: { invoiceId: null }, invoice: null });
    expect((await paymentAs(plain.token, paymentId)).refunds).toMatchObject([{ correction: null }]);
  });
});

describe('monthly billing', () => {
  it('a refund before the month is invoiced: no KOR, the monthly invoice carries the lower amount', async () => {
    const { who, reservationId, paymentId } = await vatStay({ startIn: 0, monthly: true });
    const ticket = await compensationTicket(who, reservationId);
    await grant(t, admin.token, { ticketId: ticket.id, amount: 300, bearer: 'platform' });
    const [refund] = await refundsOf(t, reservationId);
    expect(await correctionOf(t, refund!.id)).toMatchObject({ adjustment: { invoiceId: null }, invoice: null });
    const nextMonth = new Date(monthStart(monthOf(new Date())).getTime() + 40 * 24 * HOUR);
    await issueMonthlyInvoices(t.app.deps.db, new Date(monthStart(monthOf(nextMonth)).getTime() + HOUR));
    const monthly = (await correctionOf(t, refund!.id)).adjustment?.invoiceId;
    const [invoice] = await t.app.deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, monthly ?? ''));
    expect(invoice).toMatchObject({ kind: 'monthly', grossTotal: 600 });
    expect((await paymentAs(who.token, paymentId)).refunds).toMatchObject([{ correction: null }]);
  });

  it('a refund after the month was invoiced: a KOR of the monthly invoice', async () => {
    const { who, reservationId, paymentId } = await vatStay({ monthly: true });
    // Paid last month: the month is closed and invoiced on the 1st.
    const lastMonth = new Date(monthStart(monthOf(new Date())).getTime() - 24 * HOUR);
    await t.app.deps.db.update(payments).set({ finishedAt: lastMonth }).where(eq(payments.id, paymentId));
    const issued = await issueMonthlyInvoices(t.app.deps.db, new Date());
    const monthly = issued.find((invoice) => invoice.userId === who.id);
    expect(monthly).toMatchObject({ kind: 'monthly', grossTotal: 900 });
    await cancel(who, reservationId);
    const [refund] = await refundsOf(t, reservationId);
    const kor = await expectCorrection(t, refund!.id, {
      amount: 900,
      before: 900,
      reason: CANCELLED,
      correctedId: monthly?.id,
    });
    expect((await paymentAs(who.token, paymentId)).refunds).toMatchObject([{ correction: { number: kor.number } }]);
  });
});
