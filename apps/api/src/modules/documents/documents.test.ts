import { randomUUID } from 'node:crypto';
import { monthOf } from '@parkshare/shared/payments/calendar';
import { isValidNip } from '@parkshare/shared/validation/nip';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/documents';
import { payments, type PaymentRow } from '../../db/schema/payments';
import type { PaymentMethod, PaymentStatus, Product } from '@parkshare/shared/payments/status';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, tokenFor, type TestUser } from '../../test/factories';
import { createBillingAccountFixture, fundWallet } from '../../test/money-factories';
import { ledgerInvariants } from '../ledger/ledger.service';
import { placeOrder } from '../orders/orders.service';
import { issueSaleInvoicesJob } from '../invoices/invoices.jobs';
import { DOCUMENT_LIMIT } from './documents.routes';
import { formatInvoiceNumber } from '../invoices/invoice-number';
import { ensureInvoice, paymentsAwaitingInvoice } from '../invoices/sale-invoices';
import { paymentDocument } from './documents.service';
import { formatAmount } from './format';
import { pdfFontNames, pdfText } from './pdf-text.test-helper';
import { SELLER } from '../company/seller';

let t: TestApp;
let owner: TestUser;
let ownerToken: string;
let stranger: TestUser;
let strangerToken: string;
let receiptBilling: string;
let invoiceBilling: string;

const PANGRAM = 'Pchnąć w tę łódź jeża lub ośm skrzyń fig';
const CAPITALS = 'ĄĆĘŁŃÓŚŹŻ';

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app);
  stranger = await createUser(t.app);
  ownerToken = await tokenFor(t.app, owner);
  strangerToken = await tokenFor(t.app, stranger);
  receiptBilling = (await createBillingAccountFixture(t.app, owner.id, { fullName: `Zofia Łęcka-Żółć ${CAPITALS}` }))
    .id;
  invoiceBilling = (
    await createBillingAccountFixture(t.app, owner.id, {
      isDefault: false,
      fullName: 'Józef Gęśla',
      companyName: `${PANGRAM} sp. j.`,
      vatId: '1234563218',
      street: null,
      buildingNumber: '7',
      localNumber: null,
      postcode: '05-830',
      city: 'Wólka Kosowska',
      wantsVatInvoice: true,
    })
  ).id;
});

interface Paid {
  payment: PaymentRow;
  orderNumber: string;
}

/** An order of the owner with a payment in the given state (documents do not care how it was paid). */
async function pay(options: {
  billingAccountId: string;
  product?: Product;
  unitGross?: number;
  quantity?: number;
  status?: PaymentStatus;
  method?: PaymentMethod;
  userId?: string;
}): Promise<Paid> {
  const product = options.product ?? 'reservation';
  return t.app.deps.db.transaction(async (tx) => {
    const order = await placeOrder(tx, {
      userId: options.userId ?? owner.id,
      billingAccountId: options.billingAccountId,
      product,
      unitGross: options.unitGross ?? 12_300,
      quantity: options.quantity ?? 1,
      vatRate: product === 'top_up' ? null : 23,
    });
    const status = options.status ?? 'succeeded';
    const finished = status === 'succeeded' || status === 'failed';
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        userId: order.userId,
        amount: order.grossAmount,
        method: options.method ?? 'blik',
        status,
        provider: options.method === 'wallet' ? 'wallet' : 'sandbox',
        finishedAt: finished ? new Date() : null,
      })
      .returning();
    if (!payment) throw new Error('payment insert failed');
    return { payment, orderNumber: order.number };
  });
}

const download = (paymentId: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/documents/payments/${paymentId}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** The text with line breaks as spaces: table cells and long names wrap. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

const invoiceCount = async () => (await t.app.deps.db.select({ id: invoices.id }).from(invoices)).length;

describe('formatAmount', () => {
  it.each([
    [0, '0,00 zł'],
    [5, '0,05 zł'],
    [99_999, '999,99 zł'],
    [123_450, '1 234,50 zł'],
    [100_000_000, '1 000 000,00 zł'],
    [-123_450, '-1 234,50 zł'],
  ])('%d grosze → %s (no-break spaces)', (grosze, text) => {
    expect(formatAmount(grosze).replace(/\u00a0/g, ' ')).toBe(text);
    expect(formatAmount(grosze)).not.toContain(' ');
  });
});

describe('the seller', () => {
  it('has a valid NIP and the company name', () => {
    expect(isValidNip(SELLER.vatId)).toBe(true);
    expect(SELLER.name).toBe('Parkshare sp. z o.o.');
  });
});

describe('GET /api/documents/payments/:paymentId — receipt', () => {
  it('sends a receipt for a top-up with Polish characters, the buyer, the order number, amounts outside VAT', async () => {
    const { payment, orderNumber } = await pay({
      billingAccountId: receiptBilling,
      product: 'top_up',
      unitGross: 123_450,
      method: 'wallet',
    });
    const response = await download(payment.id, ownerToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const fileName = `potwierdzenie-${orderNumber.replace(/\//g, '-')}.pdf`;
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = flat(await pdfText(response.rawPayload));
    expect(text).toContain('Potwierdzenie zapłaty');
    expect(text).toContain('Payment receipt');
    expect(text).toContain(`Nr / No. ${orderNumber}`);
    expect(text).not.toContain('Faktura VAT');
    expect(text).toContain(`Zofia Łęcka-Żółć ${CAPITALS}`);
    expect(text).toContain('Świętokrzyska 12/4');
    expect(text).toContain('00-916 Warszawa');
    expect(text).toContain('Parkshare sp. z o.o.');
    expect(text).toContain('NIP: 525-297-43-07');
    expect(text).toContain('Doładowanie salda / Balance top-up');
    expect(text).toContain('np.');
    expect(text).toContain('nie podlega VAT');
    expect(text).toContain('Razem do zapłaty / Total: 1 234,50 zł');
    expect(text).toContain('Zapłacono / Paid: 1 234,50 zł');
    expect(text).toContain('Pozostało do zapłaty / Amount due: 0,00 zł');
    expect(text).toContain('Saldo Parkshare / Parkshare balance');
    expect(text).toContain('Status: Zapłacono / Paid');
    expect(text).toContain(payment.id);
    // Fonts: the embedded DejaVu subsets only, never a standard font without ą, ę, ł...
    expect(new Set(pdfFontNames(response.rawPayload).map((name) => name.replace(/^[A-Z]{6}\+/, '')))).toEqual(
      new Set(['DejaVuSans', 'DejaVuSans-Bold']),
    );
    // A receipt needs no invoice number.
    expect(await t.app.deps.db.select().from(invoices).where(eq(invoices.paymentId, payment.id))).toEqual([]);
  });

  it('gives the same bytes every time (drawn from the rows)', async () => {
    const { payment } = await pay({
      billingAccountId: receiptBilling,
      product: 'reservation_extension',
      unitGross: 1_999,
      quantity: 3,
    });
    const first = await download(payment.id, ownerToken);
    const second = await download(payment.id, ownerToken);
    expect(first.statusCode).toBe(200);
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
    const text = flat(await pdfText(first.rawPayload));
    expect(text).toContain('Przedłużenie rezerwacji / Reservation extension');
    // 3 × 19,99 = 59,97 gross; net 59,97 × 100 / 123 = 48,76 (half up), VAT 11,21.
    expect(text).toContain('19,99 zł');
    expect(text).toContain('48,76 zł 23% 11,21 zł 59,97 zł');
  });
});

describe('top-ups (decision 083: a multi-purpose voucher)', () => {
  it('get a payment confirmation, never a VAT invoice, even for a buyer who wants invoices', async () => {
    const { payment, orderNumber } = await pay({
      billingAccountId: invoiceBilling,
      product: 'top_up',
      unitGross: 5_000,
    });
    expect(await paymentDocument(t.app.deps.db, payment)).toMatchObject({ kind: 'receipt', number: orderNumber });
    expect(await paymentsAwaitingInvoice(t.app.deps.db, 1000)).not.toContain(payment.id);
    expect(await ensureInvoice(t.app.deps.db, payment.id)).toBeNull();
    const response = await download(payment.id, ownerToken);
    const text = flat(await pdfText(response.rawPayload));
    expect(text).toContain('Potwierdzenie zapłaty');
    expect(text).toContain('bonem różnego przeznaczenia');
    expect(text).toContain('nie jest fakturą VAT');
    expect(await t.app.deps.db.select().from(invoices).where(eq(invoices.paymentId, payment.id))).toEqual([]);
  });
});

describe('hostile buyer data', () => {
  it('draws a document for names with characters outside the font, direction marks and a very long company name', async () => {
    const odd = await createUser(t.app);
    const token = await tokenFor(t.app, odd);
    const billing = await createBillingAccountFixture(t.app, odd.id, {
      fullName: 'Ala 🚗 中文 \u202eodwrócone\u202c <script>alert(1)</script>',
      companyName: `Spółka ${'Ż'.repeat(250)}`,
      street: '%PDF-1.7 /JavaScript (app.alert)',
    });
    const { payment } = await pay({ billingAccountId: billing.id, userId: odd.id });
    const response = await download(payment.id, token);
    expect(response.statusCode).toBe(200);
    const text = flat(await pdfText(response.rawPayload));
    expect(text).toContain('<script>alert(1)</script>');
    expect(text).toContain('/JavaScript (app.alert)');
    expect(text).toContain('Razem do zapłaty / Total: 123,00 zł');
    // Text is text: no script or action objects in the file.
    expect(response.rawPayload.toString('latin1')).not.toMatch(/\/(JS|JavaScript|OpenAction|AA)\b/);
  });
});

describe('documents drawn one after another', () => {
  it('keep their own text: glyphs met in one document never carry its characters into the next', async () => {
    const first = await pay({ billingAccountId: receiptBilling, method: 'wallet' });
    const second = await pay({ billingAccountId: invoiceBilling, method: 'online' });
    const alone = flat(await pdfText((await download(second.payment.id, ownerToken)).rawPayload));
    expect((await download(first.payment.id, ownerToken)).statusCode).toBe(200);
    const after = flat(await pdfText((await download(second.payment.id, ownerToken)).rawPayload));
    expect(after).toBe(alone);
    expect(after).toContain('Przelew online / Online bank transfer');
  });
});

describe('GET /api/documents/payments/:paymentId — VAT invoice', () => {
  it('issues an invoice with its own number to the company buyer, 23% VAT split per line', async () => {
    const { payment, orderNumber } = await pay({
      billingAccountId: invoiceBilling,
      unitGross: 12_300,
      method: 'online',
    });
    const response = await download(payment.id, ownerToken);
    expect(response.statusCode).toBe(200);
    const [invoice] = await t.app.deps.db.select().from(invoices).where(eq(invoices.paymentId, payment.id));
    expect(invoice?.number).toMatch(/^FV\/\d{4}\/\d{2}\/\d{6}$/);
    expect(invoice?.month).toBe(monthOf(new Date()));
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="faktura-${invoice?.number.replace(/\//g, '-')}.pdf"`,
    );

    const text = flat(await pdfText(response.rawPayload));
    expect(text).toContain('Faktura VAT');
    expect(text).toContain('VAT invoice');
    expect(text).toContain(`Nr / No. ${invoice?.number}`);
    expect(text).toContain('Data wystawienia / Issue date');
    expect(text).toContain('Data sprzedaży / Date of sale');
    expect(text).toContain(`${PANGRAM} sp. j.`);
    expect(text).toContain('Józef Gęśla');
    expect(text).toContain('Wólka Kosowska 7');
    expect(text).toContain('05-830 Wólka Kosowska');
    expect(text).toContain('NIP: 123-456-32-18');
    expect(text).toContain('Rezerwacja miejsca');
    expect(text).toContain('100,00 zł 23% 23,00 zł 123,00 zł');
    expect(text).toContain('Przelew online / Online bank transfer');
    expect(text).toContain(`Zamówienie / Order: ${orderNumber}`);
    expect(text).not.toContain('nie jest fakturą VAT');
    for (const letter of 'ąćęłńóśźż') expect(text).toContain(letter);
  });

  it('keeps an invoice number once given and numbers the next invoice of the month without a gap', async () => {
    const first = await pay({ billingAccountId: invoiceBilling });
    const second = await pay({ billingAccountId: invoiceBilling });
    const a = await download(first.payment.id, ownerToken);
    const b = await download(second.payment.id, ownerToken);
    const again = await download(first.payment.id, ownerToken);
    expect(Buffer.compare(a.rawPayload, again.rawPayload)).toBe(0);
    const rows = await t.app.deps.db.select().from(invoices);
    const numberOf = (id: string) => rows.find((row) => row.paymentId === id);
    const x = numberOf(first.payment.id);
    const y = numberOf(second.payment.id);
    expect(x && y && y.sequence - x.sequence).toBe(1);
    expect(y?.month).toBe(x?.month);
    expect(b.statusCode).toBe(200);
    // Every month's numbers run 1, 2, 3... with no gap.
    const sequences = rows
      .filter((row) => row.month === x?.month)
      .map((row) => row.sequence)
      .sort((p, q) => p - q);
    expect(sequences).toEqual(sequences.map((_, i) => i + 1));
  });

  it('gives one number to a payment asked for many times at once', async () => {
    const { payment } = await pay({ billingAccountId: invoiceBilling });
    const before = await invoiceCount();
    const responses = await Promise.all(Array.from({ length: 6 }, () => download(payment.id, ownerToken)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(await invoiceCount()).toBe(before + 1);
    const texts = await Promise.all(responses.map((r) => pdfText(r.rawPayload)));
    expect(new Set(texts).size).toBe(1);
  });

  it('starts every month from 1 (numbers by the Warsaw month of issue)', async () => {
    const { payment } = await pay({ billingAccountId: invoiceBilling });
    // 1 March 2030, 00:30 in Warsaw is still 28 February in UTC.
    const invoice = await ensureInvoice(t.app.deps.db, payment.id, new Date('2030-02-28T23:30:00Z'));
    expect(invoice).toMatchObject({ month: '2030-03', sequence: 1, number: 'FV/2030/03/000001' });
    expect(await ensureInvoice(t.app.deps.db, payment.id)).toEqual(invoice);
    expect(formatInvoiceNumber('FV', '2026-11', 123)).toBe('FV/2026/11/000123');
    expect(formatInvoiceNumber('KOR', '2026-12', 7)).toBe('KOR/2026/12/000007');
  });

  it('lists succeeded invoice payments without a number for the issuing job, and none of the others', async () => {
    const waiting = await pay({ billingAccountId: invoiceBilling });
    const receipt = await pay({ billingAccountId: receiptBilling });
    const pending = await pay({ billingAccountId: invoiceBilling, status: 'processing' });
    const ids = await paymentsAwaitingInvoice(t.app.deps.db, 1000);
    expect(ids).toContain(waiting.payment.id);
    expect(ids).not.toContain(receipt.payment.id);
    expect(ids).not.toContain(pending.payment.id);
    await ensureInvoice(t.app.deps.db, waiting.payment.id);
    expect(await paymentsAwaitingInvoice(t.app.deps.db, 1000)).not.toContain(waiting.payment.id);
  });

  it('the issuing job numbers every waiting invoice once, also when two workers run it at once', async () => {
    const waiting = await Promise.all([1, 2, 3].map(() => pay({ billingAccountId: invoiceBilling })));
    await Promise.all([
      t.app.scheduler.runNow('invoices.issue-sale'),
      issueSaleInvoicesJob.run(t.app.deps, new Date()),
    ]);
    expect(await paymentsAwaitingInvoice(t.app.deps.db, 1000)).toEqual([]);
    const rows = await t.app.deps.db.select().from(invoices);
    for (const { payment } of waiting) expect(rows.filter((row) => row.paymentId === payment.id)).toHaveLength(1);
    const byMonth = new Map<string, number[]>();
    for (const row of rows) byMonth.set(row.month, [...(byMonth.get(row.month) ?? []), row.sequence]);
    for (const sequences of byMonth.values()) {
      expect(sequences.sort((p, q) => p - q)).toEqual(sequences.map((_, i) => i + 1));
    }
  });
});

describe('paymentDocument (the Payment.document field)', () => {
  it('is null until the payment succeeded, then names the kind, number, URL and file', async () => {
    const pending = await pay({ billingAccountId: invoiceBilling, status: 'processing' });
    expect(await paymentDocument(t.app.deps.db, pending.payment)).toBeNull();
    const receipt = await pay({ billingAccountId: receiptBilling });
    expect(await paymentDocument(t.app.deps.db, receipt.payment)).toEqual({
      kind: 'receipt',
      number: receipt.orderNumber,
      url: `/api/documents/payments/${receipt.payment.id}`,
      fileName: `potwierdzenie-${receipt.orderNumber.replace(/\//g, '-')}.pdf`,
      invoiceId: null,
    });
    const invoice = await pay({ billingAccountId: invoiceBilling });
    const document = await paymentDocument(t.app.deps.db, invoice.payment);
    expect(document?.kind).toBe('vat_invoice');
    expect(document?.number).toMatch(/^FV\//);
    expect(await paymentDocument(t.app.deps.db, invoice.payment)).toEqual(document);
  });
});

describe('GET /api/documents/payments/:paymentId — refusals', () => {
  let paid: Paid;
  beforeAll(async () => {
    paid = await pay({ billingAccountId: invoiceBilling });
  });

  it('answers 401 in the shape of SPEC §8 without a token or with a bad one', async () => {
    for (const token of [undefined, 'not-a-token', `${ownerToken}x`]) {
      const response = await download(paid.payment.id, token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.', code: 'UNAUTHENTICATED' });
    }
    const noBearer = await t.app.inject({
      method: 'GET',
      url: `/api/documents/payments/${paid.payment.id}`,
      headers: { authorization: ownerToken },
    });
    expect(noBearer.statusCode).toBe(401);
  });

  it.each([
    ['another user’s payment', () => ({ id: paid.payment.id, token: strangerToken })],
    ['an unknown id', () => ({ id: randomUUID(), token: ownerToken })],
    ['a malformed id', () => ({ id: 'not-a-uuid', token: ownerToken })],
    ['a hostile id', () => ({ id: encodeURIComponent("' or 1=1 --"), token: ownerToken })],
  ])('answers 404 NOT_FOUND for %s and issues no invoice', async (_case, target) => {
    const before = await invoiceCount();
    const { id, token } = target();
    const response = await download(id, token);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
    expect(await invoiceCount()).toBe(before);
  });

  it('refuses an oversized id before any lookup (Fastify: 414 URI too long) with a JSON answer', async () => {
    const response = await download('a'.repeat(5000), ownerToken);
    expect(response.statusCode).toBe(414);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(typeof response.json<{ message: unknown }>().message).toBe('string');
  });

  it.each(['pending', 'created', 'processing', 'failed'] as const)(
    'answers 404 for a %s payment and issues no invoice',
    async (status) => {
      const { payment } = await pay({ billingAccountId: invoiceBilling, status });
      const before = await invoiceCount();
      const response = await download(payment.id, ownerToken);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
      expect(await invoiceCount()).toBe(before);
      await expect(ensureInvoice(t.app.deps.db, payment.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    },
  );

  it('answers 429 with retry-after after 60 documents a minute per user', async () => {
    const hurried = await createUser(t.app);
    const token = await tokenFor(t.app, hurried);
    for (let i = 0; i < DOCUMENT_LIMIT.limit; i += 1) {
      expect((await download(randomUUID(), token)).statusCode).toBe(404);
    }
    const refused = await download(randomUUID(), token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Others are not slowed down by it.
    expect((await download(paid.payment.id, ownerToken)).statusCode).toBe(200);
  });

  it('answers 404 to the stranger even for their own payment id of another user, and serves them their own', async () => {
    const billing = await createBillingAccountFixture(t.app, stranger.id);
    const own = await pay({ billingAccountId: billing.id, userId: stranger.id });
    expect((await download(own.payment.id, strangerToken)).statusCode).toBe(200);
    expect((await download(own.payment.id, ownerToken)).statusCode).toBe(404);
  });
});

describe('Payment.document in GraphQL', () => {
  const DOCUMENTS = `query { myPayments { items { id status document { kind number url fileName } } } }`;
  const PAY = `mutation Pay($input: PayOrderInput!) { payOrder(input: $input) { id status document { kind number url fileName } } }`;

  it('is null for an unfinished payment and names the PDF of a succeeded one, which downloads', async () => {
    const pending = await pay({ billingAccountId: invoiceBilling, status: 'processing' });
    const receipt = await pay({ billingAccountId: receiptBilling });
    const invoice = await pay({ billingAccountId: invoiceBilling });
    const result = await t.gql<{ myPayments: { items: { id: string; document: Record<string, string> | null }[] } }>(
      DOCUMENTS,
      {},
      { token: ownerToken },
    );
    expect(result.errors).toBeUndefined();
    const byId = new Map(result.data?.myPayments.items.map((payment) => [payment.id, payment.document]));
    expect(byId.get(pending.payment.id)).toBeNull();
    expect(byId.get(receipt.payment.id)).toEqual({
      kind: 'receipt',
      number: receipt.orderNumber,
      url: `/api/documents/payments/${receipt.payment.id}`,
      fileName: `potwierdzenie-${receipt.orderNumber.replace(/\//g, '-')}.pdf`,
    });
    // Every payment of the list at once (one query for all): each succeeded one has its own document.
    const invoiceDocument = byId.get(invoice.payment.id);
    const [invoiceRow] = await t.app.deps.db.select().from(invoices).where(eq(invoices.paymentId, invoice.payment.id));
    expect(invoiceDocument).toEqual({
      kind: 'vat_invoice',
      number: invoiceRow?.number,
      url: `/api/documents/payments/${invoice.payment.id}`,
      fileName: `faktura-${invoiceRow?.number.replace(/\//g, '-')}.pdf`,
    });
    const rows = await t.app.deps.db
      .select({ id: payments.id, status: payments.status })
      .from(payments)
      .where(eq(payments.userId, owner.id));
    for (const row of rows) expect(byId.get(row.id) === null).toBe(row.status !== 'succeeded');
    const response = await t.app.inject({
      method: 'GET',
      url: byId.get(receipt.payment.id)?.url ?? '',
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(byId.get(receipt.payment.id)?.fileName);
  });

  it('gives a VAT invoice for an order paid from the wallet through payOrder, and the ledger stays whole', async () => {
    const buyer = await createUser(t.app);
    const token = await tokenFor(t.app, buyer);
    const billing = await createBillingAccountFixture(t.app, buyer.id, {
      companyName: 'Żółta Łódź sp. z o.o.',
      vatId: '1234563218',
      wantsVatInvoice: true,
    });
    await fundWallet(t.app, buyer.id, 50_000);
    const order = await t.app.deps.db.transaction((tx) =>
      placeOrder(tx, {
        userId: buyer.id,
        billingAccountId: billing.id,
        product: 'reservation',
        unitGross: 24_600,
        vatRate: 23,
      }),
    );
    const paid = await t.gql<{ payOrder: { id: string; status: string; document: Record<string, string> | null } }>(
      PAY,
      { input: { orderId: order.id, method: 'WALLET', idempotencyKey: randomUUID() } },
      { token },
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data?.payOrder.status).toBe('succeeded');
    const document = paid.data?.payOrder.document;
    expect(document?.kind).toBe('vat_invoice');
    expect(document?.number).toMatch(/^FV\/\d{4}\/\d{2}\/\d{6}$/);
    const response = await t.app.inject({
      method: 'GET',
      url: document?.url ?? '',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const text = flat(await pdfText(response.rawPayload));
    expect(text).toContain(`Nr / No. ${document?.number}`);
    expect(text).toContain('Żółta Łódź sp. z o.o.');
    expect(text).toContain('200,00 zł 23% 46,00 zł 246,00 zł');
    expect(text).toContain('Saldo Parkshare / Parkshare balance');
    // Another user sees neither the payment nor its document.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: document?.url ?? '',
          headers: { authorization: `Bearer ${ownerToken}` },
        })
      ).statusCode,
    ).toBe(404);
    expect(await ledgerInvariants(t.app.deps.db)).toEqual({ total: 0, unbalancedEntries: [], negativeWallets: [] });
  });
});
