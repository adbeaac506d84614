import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ksefSubmissions } from '../../db/schema/ksef';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, tokenFor, type TestUser } from '../../test/factories';
import { startFakeKsef, type FakeKsef } from '../../test/fakes/ksef/fake-ksef';
import { createBillingAccountFixture } from '../../test/money-factories';
import { SELLER } from '../company/seller';
import { companyBuyer, purchase } from '../invoices/invoices.test-helpers';
import { issueMonthlyInvoices } from '../invoices/monthly-invoices';
import { sendDueKsef } from '../ksef/ksef-sender';

// PaymentDocument.ksefNumber (decision 082): the KSeF number of a payment's invoice, and of the monthly invoice that
// carries a monthly-billed purchase, once KSeF accepted it; null before, for a receipt, and while the installation
// does not send to KSeF. Two apps on the same database: one sending to the loopback fake of KSeF, one without KSeF.

const PAYMENTS = `query($first: Int) { myPayments(first: $first) { items { id
  document { kind number ksefNumber }
  monthlyInvoice { document { kind number ksefNumber } }
} } }`;

interface Document {
  kind: string;
  number: string;
  ksefNumber: string | null;
}
interface PaymentItem {
  id: string;
  document: Document | null;
  monthlyInvoice: { document: Document | null } | null;
}

const KSEF_NUMBER = new RegExp(`^${SELLER.vatId}-\\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$`);
const FAST = { intervalMs: 0, attempts: 5 };

let fake: FakeKsef;
let on: TestApp;
let off: TestApp;
let driver: TestUser;
let token: string;

beforeAll(async () => {
  fake = await startFakeKsef();
  on = await createTestApp({
    KSEF_URL: fake.url,
    KSEF_TOKEN: fake.addToken(SELLER.vatId),
    KSEF_NIP: SELLER.vatId,
    KSEF_QR_URL: 'https://qr-test.ksef.mf.gov.pl',
  });
  off = await createTestApp();
  driver = await createUser(on.app);
  token = await tokenFor(on.app, driver);
});
afterAll(() => fake.close());

const paymentsVia = async (app: TestApp, as = token): Promise<Map<string, PaymentItem>> => {
  const answer = await app.gql<{ myPayments: { items: PaymentItem[] } }>(PAYMENTS, { first: 100 }, { token: as });
  expect(answer.errors).toBeUndefined();
  return new Map((answer.data?.myPayments.items ?? []).map((item) => [item.id, item]));
};
const send = () => sendDueKsef(on.app.deps, { poll: FAST });
const numbersOf = async (invoiceNumbers: string[]) =>
  new Map(
    (
      await on.app.deps.db
        .select({ number: ksefSubmissions.invoiceNumber, ksefNumber: ksefSubmissions.ksefNumber })
        .from(ksefSubmissions)
        .where(inArray(ksefSubmissions.invoiceNumber, invoiceNumbers))
    ).map((row) => [row.number, row.ksefNumber]),
  );

describe('PaymentDocument.ksefNumber', () => {
  it('is null while KSeF has not accepted the invoice, then the number KSeF gave each invoice of a list', async () => {
    const account = (await createBillingAccountFixture(on.app, driver.id, companyBuyer(false))).id;
    const bought = [];
    for (const unitGross of [1_230, 2_460, 3_690]) {
      bought.push(await purchase(on.app, { userId: driver.id, billingAccountId: account, unitGross }));
    }
    // Asking for the list issues the invoices (and queues them for KSeF); none is in KSeF yet.
    const before = await paymentsVia(on);
    const invoiceNumbers = bought.map(({ payment }) => {
      const document = before.get(payment.id)?.document;
      expect(document).toMatchObject({ kind: 'vat_invoice', ksefNumber: null });
      return document?.number ?? '';
    });
    expect((await numbersOf(invoiceNumbers)).size).toBe(3);

    expect(await send()).toMatchObject({ accepted: 3, rejected: 0 });
    const accepted = await numbersOf(invoiceNumbers);
    const after = await paymentsVia(on);
    for (const [index, { payment }] of bought.entries()) {
      const ksefNumber = after.get(payment.id)?.document?.ksefNumber;
      expect(ksefNumber).toMatch(KSEF_NUMBER);
      expect(ksefNumber).toBe(accepted.get(invoiceNumbers[index] ?? ''));
    }
    expect(new Set(bought.map(({ payment }) => after.get(payment.id)?.document?.ksefNumber)).size).toBe(3);

    // The same invoices through an installation that does not send to KSeF: no KSeF marks at all.
    const withoutKsef = await paymentsVia(off);
    for (const { payment } of bought) expect(withoutKsef.get(payment.id)?.document).toMatchObject({ ksefNumber: null });
  });

  it('gives the monthly invoice’s number under Payment.monthlyInvoice, and none to the purchase’s receipt', async () => {
    const account = (await createBillingAccountFixture(on.app, driver.id, companyBuyer(true))).id;
    // Well inside a month already closed, so the monthly invoice is issued now (dated today, as KSeF wants).
    const { payment } = await purchase(on.app, {
      userId: driver.id,
      billingAccountId: account,
      paidAt: new Date(Date.now() - 45 * 86_400_000),
    });
    const [monthly] = (await issueMonthlyInvoices(on.app.deps.db, new Date())).filter(
      (invoice) => invoice.billingAccountId === account,
    );
    expect(monthly?.kind).toBe('monthly');
    const waiting = (await paymentsVia(on)).get(payment.id);
    expect(waiting?.document).toMatchObject({ kind: 'receipt', ksefNumber: null });
    expect(waiting?.monthlyInvoice?.document).toMatchObject({ number: monthly?.number, ksefNumber: null });

    await send();
    const [row] = await on.app.deps.db
      .select()
      .from(ksefSubmissions)
      .where(eq(ksefSubmissions.invoiceId, monthly?.id ?? ''));
    expect(row?.status).toBe('accepted');
    const invoiced = (await paymentsVia(on)).get(payment.id);
    expect(invoiced?.monthlyInvoice?.document?.ksefNumber).toBe(row?.ksefNumber);
    expect(invoiced?.document?.ksefNumber).toBeNull();
  });

  it('is null for a receipt, and for an invoice to a buyer without a NIP (never sent to KSeF)', async () => {
    const person = (await createBillingAccountFixture(on.app, driver.id, { isDefault: false, wantsVatInvoice: false }))
      .id;
    const plain = (await createBillingAccountFixture(on.app, driver.id, { isDefault: false, wantsVatInvoice: true }))
      .id;
    const receipt = await purchase(on.app, { userId: driver.id, billingAccountId: person });
    const invoice = await purchase(on.app, { userId: driver.id, billingAccountId: plain });
    await paymentsVia(on);
    await send();
    const answer = await paymentsVia(on);
    expect(answer.get(receipt.payment.id)?.document).toMatchObject({ kind: 'receipt', ksefNumber: null });
    expect(answer.get(invoice.payment.id)?.document).toMatchObject({ kind: 'vat_invoice', ksefNumber: null });
  });

  it('shows a user only their own payments’ numbers', async () => {
    const other = await createUser(on.app);
    const otherToken = await tokenFor(on.app, other);
    const account = (await createBillingAccountFixture(on.app, other.id, companyBuyer(false))).id;
    const theirs = await purchase(on.app, { userId: other.id, billingAccountId: account });
    await paymentsVia(on, otherToken);
    await send();
    expect((await paymentsVia(on, otherToken)).get(theirs.payment.id)?.document?.ksefNumber).toMatch(KSEF_NUMBER);
    expect((await paymentsVia(on)).has(theirs.payment.id)).toBe(false);
    const anonymous = await on.gql(PAYMENTS, { first: 100 });
    expect(anonymous.errors?.[0]?.message).toBe('Unauthenticated.');
  });
});
