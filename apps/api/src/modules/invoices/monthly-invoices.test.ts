import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceLines, invoices } from '../../db/schema/documents';
import { billingAccounts } from '../../db/schema/billing';
import { validateFa3 } from '../../lib/fa3-schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, tokenFor, type TestUser } from '../../test/factories';
import { createBillingAccountFixture } from '../../test/money-factories';
import { pdfText } from '../documents/pdf-text.test-helper';
import { sha256 } from './invoice-write';
import { issueCorrection } from './corrections';
import { issueMonthlyInvoices } from './monthly-invoices';
import { paymentsAwaitingInvoice } from './sale-invoices';
import { companyBuyer, purchase } from './invoices.test-helpers';

let t: TestApp;
let driver: TestUser;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  driver = await createUser(t.app);
  token = await tokenFor(t.app, driver);
});

const monthlyAccount = async (userId = driver.id) =>
  (await createBillingAccountFixture(t.app, userId, companyBuyer(true))).id;

const invoicesOf = (billingAccountId: string) =>
  t.app.deps.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.billingAccountId, billingAccountId), eq(invoices.kind, 'monthly')));

const linesOf = (invoiceId: string) =>
  t.app.deps.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(invoiceLines.position);

const PAYMENT = `query { myPayments { items { id document { kind number } monthlyInvoice { month issueDate document { kind number url fileName } } } } }`;
type Papers = {
  id: string;
  document: { kind: string } | null;
  monthlyInvoice: {
    month: string;
    issueDate: string;
    document: { kind: string; number: string; url: string; fileName: string } | null;
  } | null;
};
const papersOf = async (paymentId: string, as = token) => {
  const result = await t.gql<{ myPayments: { items: Papers[] } }>(PAYMENT, {}, { token: as });
  expect(result.errors).toBeUndefined();
  return result.data?.myPayments.items.find((item) => item.id === paymentId);
};

describe('monthly invoices', () => {
  it('issues one invoice on the 1st for the month just closed, with every purchase, its period and validated XML', async () => {
    const account = await monthlyAccount();
    const bought = [];
    for (const [day, method] of [
      ['2026-11-02T09:00:00Z', 'blik'],
      ['2026-11-15T12:00:00Z', 'wallet'],
      ['2026-11-30T22:59:00Z', 'online'],
    ] as const) {
      bought.push(
        await purchase(t.app, {
          userId: driver.id,
          billingAccountId: account,
          paidAt: new Date(day),
          method,
          unitGross: 1_001,
        }),
      );
    }
    // Not yet invoiced: no invoice of its own either, and the page says when it will be.
    expect(await paymentsAwaitingInvoice(t.app.deps.db, 1000)).not.toContain(bought[0]?.payment.id);
    const before = await papersOf(bought[0]?.payment.id ?? '');
    expect(before?.document?.kind).toBe('receipt');
    expect(before?.monthlyInvoice).toEqual({ month: '2026-11', issueDate: '2026-12-01', document: null });

    // 1 December 00:02 in Warsaw: inside the grace, nothing yet; 00:10: issued.
    expect(await issueMonthlyInvoices(t.app.deps.db, new Date('2026-11-30T23:02:00Z'))).toEqual([]);
    const at = new Date('2026-11-30T23:10:00Z');
    await Promise.all([issueMonthlyInvoices(t.app.deps.db, at), issueMonthlyInvoices(t.app.deps.db, at)]);
    const [invoice, ...more] = await invoicesOf(account);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      periodFrom: '2026-11-01',
      periodTo: '2026-11-30',
      month: '2026-12',
      grossTotal: 3_003,
    });
    expect(invoice?.number).toMatch(/^FV\/2026\/12\/\d{6}$/);
    const lines = await linesOf(invoice?.id ?? '');
    expect(lines.map((line) => line.paymentId)).toEqual(bought.map((b) => b.payment.id));
    expect(invoice?.xml && validateFa3(invoice.xml)).toEqual({ valid: true, errors: [] });
    // KSEF_DEMO_OUT=<folder>: the monthly invoice's FA(3) XML, to look at and check with the ministry's schema.
    if (process.env.KSEF_DEMO_OUT && invoice?.xml) {
      mkdirSync(process.env.KSEF_DEMO_OUT, { recursive: true });
      writeFileSync(join(process.env.KSEF_DEMO_OUT, 'monthly-fa3.xml'), invoice.xml);
    }
    expect(invoice?.xmlSha256).toBe(sha256(invoice?.xml ?? ''));
    expect(invoice?.xml).toContain('<OkresFa><P_6_Od>2026-11-01</P_6_Od><P_6_Do>2026-11-30</P_6_Do></OkresFa>');
    expect(invoice?.xml?.match(/<P_6A>[^<]+<\/P_6A>/g)).toEqual([
      '<P_6A>2026-11-02</P_6A>',
      '<P_6A>2026-11-15</P_6A>',
      '<P_6A>2026-11-30</P_6A>',
    ]);
    // Again (another instance, a retry): nothing new.
    expect(await issueMonthlyInvoices(t.app.deps.db, new Date('2026-12-01T08:00:00Z'))).toEqual([]);

    const after = await papersOf(bought[2]?.payment.id ?? '');
    expect(after?.monthlyInvoice?.document).toEqual({
      kind: 'monthly_invoice',
      number: invoice?.number,
      url: `/api/documents/invoices/${invoice?.id}`,
      fileName: `faktura-${invoice?.number.replace(/\//g, '-')}.pdf`,
    });
    const response = await t.app.inject({
      method: 'GET',
      url: after?.monthlyInvoice?.document?.url ?? '',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Faktura VAT zbiorcza');
    expect(text).toContain('Okres / Period 01.11.2026 – 30.11.2026');
    for (const { order } of bought) expect(text).toContain(order.number);
    expect(text).toContain('Liczba zakupów / Purchases: 3');
    expect(text).toContain('Razem do zapłaty / Total: 30,03 zł');
  });

  it('dates each line by its Warsaw payment day and states the payments in parts, a part per day and form', async () => {
    const account = await monthlyAccount();
    const buy = (paidAt: string, method: 'blik' | 'blik_alias' | 'online' | 'wallet', unitGross: number) =>
      purchase(t.app, { userId: driver.id, billingAccountId: account, paidAt: new Date(paidAt), method, unitGross });
    await buy('2026-05-03T08:00:00Z', 'blik', 12_300);
    await buy('2026-05-03T17:00:00Z', 'blik_alias', 1_001); // the same day and form as the one before: one part
    await buy('2026-05-03T21:30:00Z', 'wallet', 2_000); // 23:30 in Warsaw (UTC+2)
    await buy('2026-05-14T22:30:00Z', 'online', 4_567); // 00:30 on 15 May in Warsaw
    const reduced = await buy('2026-05-20T10:00:00Z', 'online', 3_333);
    const givenBack = await buy('2026-05-21T10:00:00Z', 'wallet', 999);
    // Refunds before the month is invoiced: the lines carry what was finally paid (the second nothing).
    for (const [order, amount] of [
      [reduced.order.id, 1_000],
      [givenBack.order.id, 999],
    ] as const) {
      const result = await t.app.deps.db.transaction((tx) =>
        issueCorrection(tx, { orderId: order, amount, cause: { kind: 'refund', id: randomUUID() }, reason: 'Zwrot' }),
      );
      expect(result).toEqual({ status: 'deferred' });
    }
    await issueMonthlyInvoices(t.app.deps.db, new Date('2026-06-01T06:00:00Z'));
    const [invoice] = await invoicesOf(account);
    const xml = invoice?.xml ?? '';
    expect(validateFa3(xml)).toEqual({ valid: true, errors: [] });
    expect(invoice?.grossTotal).toBe(12_300 + 1_001 + 2_000 + 4_567 + 2_333 + 0);
    expect(xml.match(/<P_6A>[^<]+<\/P_6A>/g)).toEqual(
      ['03', '03', '03', '15', '20', '21'].map((day) => `<P_6A>2026-05-${day}</P_6A>`),
    );
    expect(xml).toContain('<OkresFa><P_6_Od>2026-05-01</P_6_Od><P_6_Do>2026-05-31</P_6_Do></OkresFa>');
    const part = (grosze: number, day: string, form: number) =>
      `<ZaplataCzesciowa><KwotaZaplatyCzesciowej>${(grosze / 100).toFixed(2)}</KwotaZaplatyCzesciowej>` +
      `<DataZaplatyCzesciowej>2026-05-${day}</DataZaplatyCzesciowej><FormaPlatnosci>${form}</FormaPlatnosci></ZaplataCzesciowa>`;
    expect(xml).toContain(
      '<Platnosc><ZnacznikZaplatyCzesciowej>2</ZnacznikZaplatyCzesciowej>' +
        part(2_000, '03', 3) +
        part(13_301, '03', 7) +
        part(4_567, '15', 6) +
        part(2_333, '20', 6) +
        '</Platnosc>',
    );
    // The parts add up to P_15 to the grosz.
    expect(xml).toContain(`<P_15>${((invoice?.grossTotal ?? 0) / 100).toFixed(2)}</P_15>`);
    expect(xml).not.toContain('<Zaplacono>');
  });

  it('puts a purchase in its Warsaw month across the October DST change and the year end', async () => {
    const account = await monthlyAccount();
    const at = (iso: string) =>
      purchase(t.app, { userId: driver.id, billingAccountId: account, paidAt: new Date(iso) });
    const october = await at('2026-10-31T22:30:00Z'); // 23:30 on 31 October (UTC+1 after 25 October)
    const november = await at('2026-10-31T23:30:00Z'); // 00:30 on 1 November
    const december = await at('2026-12-31T22:59:00Z'); // 23:59 on 31 December
    const january = await at('2026-12-31T23:00:00Z'); // 00:00 on 1 January 2027
    await issueMonthlyInvoices(t.app.deps.db, new Date('2027-01-01T00:00:00Z')); // 01:00 on 1 January
    const issued = await invoicesOf(account);
    const byPeriod = new Map(issued.map((invoice) => [invoice.periodFrom, invoice]));
    expect([...byPeriod.keys()].sort()).toEqual(['2026-10-01', '2026-11-01', '2026-12-01']);
    const paymentsOf = async (from: string) => (await linesOf(byPeriod.get(from)?.id ?? '')).map((l) => l.paymentId);
    expect(await paymentsOf('2026-10-01')).toEqual([october.payment.id]);
    expect(await paymentsOf('2026-11-01')).toEqual([november.payment.id]);
    expect(await paymentsOf('2026-12-01')).toEqual([december.payment.id]);
    expect(byPeriod.get('2026-12-01')).toMatchObject({ periodTo: '2026-12-31', month: '2027-01' });
    expect(byPeriod.get('2026-12-01')?.number).toMatch(/^FV\/2027\/01\//);
    // January is still open.
    expect((await papersOf(january.payment.id))?.monthlyInvoice).toEqual({
      month: '2027-01',
      issueDate: '2027-02-01',
      document: null,
    });
  });

  it('keeps past purchases monthly when the account changes, and treats old snapshots without the flag as per payment', async () => {
    const account = await monthlyAccount();
    const past = await purchase(t.app, {
      userId: driver.id,
      billingAccountId: account,
      paidAt: new Date('2026-09-10T10:00:00Z'),
    });
    await t.app.deps.db.update(billingAccounts).set({ isMonthlyBilling: false }).where(eq(billingAccounts.id, account));
    const later = await purchase(t.app, {
      userId: driver.id,
      billingAccountId: account,
      paidAt: new Date('2026-09-11T10:00:00Z'),
    });
    expect(past.order.buyer.monthlyBilling).toBe(true);
    expect(later.order.buyer.monthlyBilling).toBe(false);
    const waiting = await paymentsAwaitingInvoice(t.app.deps.db, 1000);
    expect(waiting).toContain(later.payment.id);
    expect(waiting).not.toContain(past.payment.id);
    await issueMonthlyInvoices(t.app.deps.db, new Date('2026-10-01T06:00:00Z'));
    const [september] = await invoicesOf(account);
    expect((await linesOf(september?.id ?? '')).map((l) => l.paymentId)).toEqual([past.payment.id]);
  });

  it('lets only the owner download a monthly invoice: another user, unknown and hostile ids get 404', async () => {
    const account = await monthlyAccount();
    await purchase(t.app, { userId: driver.id, billingAccountId: account, paidAt: new Date('2026-08-10T10:00:00Z') });
    await issueMonthlyInvoices(t.app.deps.db, new Date('2026-09-01T06:00:00Z'));
    const [invoice] = await invoicesOf(account);
    const stranger = await createUser(t.app);
    const strangerToken = await tokenFor(t.app, stranger);
    const get = (id: string, as?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/documents/invoices/${id}`,
        headers: as ? { authorization: `Bearer ${as}` } : {},
      });
    expect((await get(invoice?.id ?? '', token)).statusCode).toBe(200);
    expect((await get(invoice?.id ?? '')).statusCode).toBe(401);
    for (const [id, as] of [
      [invoice?.id ?? '', strangerToken],
      [randomUUID(), token],
      ['not-a-uuid', token],
      [encodeURIComponent("' or 1=1 --"), token],
    ] as const) {
      const response = await get(id, as);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
    }
    expect((await get('a'.repeat(5000), token)).statusCode).toBe(414);
  });

  it('issues no monthly invoice for top-ups or receipt buyers, nor for payments that did not succeed', async () => {
    const account = await monthlyAccount();
    await purchase(t.app, {
      userId: driver.id,
      billingAccountId: account,
      product: 'top_up',
      paidAt: new Date('2026-07-10T10:00:00Z'),
    });
    await purchase(t.app, {
      userId: driver.id,
      billingAccountId: account,
      status: 'failed',
      paidAt: new Date('2026-07-11T10:00:00Z'),
    });
    await issueMonthlyInvoices(t.app.deps.db, new Date('2026-08-01T06:00:00Z'));
    expect(await invoicesOf(account)).toEqual([]);
  });
});
