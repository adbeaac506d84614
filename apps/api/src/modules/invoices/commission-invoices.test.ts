import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { commissionInvoiceEntries } from '../../db/schema/commission';
import { invoiceLines, invoices, type InvoiceRow } from '../../db/schema/documents';
import { parkings } from '../../db/schema/parkings';
import { validateFa3 } from '../../lib/fa3-schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, tokenFor, type TestUser } from '../../test/factories';
import { createBillingAccountFixture } from '../../test/money-factories';
import { createOrganizationFixture, createParkingFixture, type ParkingFixture } from '../../test/owner-factories';
import { pdfText } from '../documents/pdf-text.test-helper';
import { ledgerInvariants } from '../ledger/ledger.service';
import { earnAt, reverseAt, ticketFor, type Stay } from '../statements/statements.test-helpers';
import { issueCommissionInvoices } from './commission-invoices';
import { fillMissingXml } from './invoices.jobs';
import { notInKsefYet } from './invoices.test-helpers';

// Parkshare's commission invoices to VAT-registered owners (decision 086): on the 1st, one FV per billing account
// with a NIP and Warsaw month, a line per parking (commission of the month's stays less what the same month's
// reversals gave back), FA(3) XML validated before storing; none without a NIP, none for a month without
// earnings; commission given back later on invoiced stays is corrected by the month's collective KOR.

let t: TestApp;
let second: TestApp;
let owner: TestUser;
let driver: TestUser;

const at = (iso: string) => new Date(iso);
const STATEMENTS = `query($parkingId: ID!) { parkingStatements(parkingId: $parkingId) { items { month commission
  commissionInvoice { number url fileName } commissionCorrection { number url } pdf { url } } } }`;
/** Five past midnight on the 1st in Warsaw (CET in these months): the job's first run for the month before. */
const firstOf = (month: string) => new Date(`${month}-01T00:10:00+01:00`);

beforeAll(async () => {
  t = await createTestApp();
  second = await createTestApp();
  owner = await createUser(t.app);
  driver = await createUser(t.app);
});

async function vatAccount(userId = owner.id, vatId: string | null = '1234563218') {
  return createBillingAccountFixture(t.app, userId, {
    isDefault: false,
    companyName: 'Żółta Łódź & <Syn> sp. z o.o.',
    fullName: null,
    vatId,
  });
}

/** A parking of the owner billed to `billingAccountId`. */
async function parkingOf(billingAccountId: string, userId = owner.id): Promise<ParkingFixture> {
  const fixture = await createParkingFixture(t.app, { ownerId: userId, status: 'active' });
  // Made before the months these tests post in (a month before a parking existed has no statement).
  await t.app.deps.db
    .update(parkings)
    .set({ billingAccountId, createdAt: at('2025-01-01T10:00:00Z') })
    .where(eq(parkings.id, fixture.parking.id));
  return fixture;
}

const stay = (fixture: ParkingFixture, end: string, price: number, userId = owner.id) =>
  earnAt(t.app, {
    parkingId: fixture.parking.id,
    spotId: fixture.spot.id,
    ownerId: userId,
    driverId: driver.id,
    from: new Date(new Date(end).getTime() - 3_600_000),
    to: at(end),
    price,
  });

const issuedTo = (billingAccountId: string) =>
  t.app.deps.db
    .select()
    .from(invoices)
    .where(eq(invoices.billingAccountId, billingAccountId))
    .orderBy(invoices.issuedAt);
const linesOf = (invoiceId: string) =>
  t.app.deps.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(invoiceLines.position);

async function reverse(fixture: ParkingFixture, target: Stay, when: string, amount: number, reversedBefore = 0) {
  const ticket = await ticketFor(t.app, target, fixture.parking.id);
  return reverseAt(t.app, at(when), { stay: target, ownerId: owner.id, ticketId: ticket.id, amount, reversedBefore });
}

/**
 * The invoices.fill-xml job's work: corrections of invoices waiting in the KSeF queue get their XML (sending off, in
 * an installation that goes to KSeF only from tomorrow: at once, NrKSeFN).
 */
const fillXml = () =>
  fillMissingXml(
    {
      db: t.app.deps.db,
      log: { error: () => undefined } as unknown as Parameters<typeof fillMissingXml>[0]['log'],
      config: notInKsefYet(t.app.deps.config),
    },
    new Date(),
  );

describe('commission invoices', () => {
  it('issues one FV per billing account and month on two instances at once, a line per parking, XML valid', async () => {
    const account = await vatAccount();
    const otherAccount = await vatAccount(owner.id, '5252974307');
    const [a, b, c] = [await parkingOf(account.id), await parkingOf(account.id), await parkingOf(otherAccount.id)];
    await stay(a, '2025-11-02T10:00:00Z', 10_000);
    await stay(a, '2025-11-30T22:59:59Z', 2_345); // 23:59:59 on 30 November in Warsaw
    await stay(b, '2025-11-15T10:00:00Z', 4_000);
    await stay(c, '2025-11-20T10:00:00Z', 999);
    await stay(a, '2025-11-30T23:00:00Z', 5_000); // midnight in Warsaw: December's

    const runs = await Promise.all([
      issueCommissionInvoices(t.app.deps.db, firstOf('2025-12')),
      issueCommissionInvoices(second.app.deps.db, firstOf('2025-12')),
      issueCommissionInvoices(t.app.deps.db, firstOf('2025-12')),
    ]);
    expect(
      runs.flat().filter((row) => [account.id, otherAccount.id].includes(row.billingAccountId ?? '')),
    ).toHaveLength(2);
    const [invoice] = await issuedTo(account.id);
    expect(await issuedTo(account.id)).toHaveLength(1);
    expect(invoice).toMatchObject({
      kind: 'commission',
      series: 'FV',
      userId: owner.id,
      periodFrom: '2025-11-01',
      periodTo: '2025-11-30',
      periodKey: `commission:${account.id}:2025-11`,
      grossTotal: 1_000 + 235 + 400,
      netTotal: 1_329,
      vatTotal: 306,
    });
    expect(invoice?.number).toMatch(/^FV\/2025\/12\/\d{6}$/);
    expect(invoice?.buyer).toMatchObject({ vatId: '1234563218', companyName: 'Żółta Łódź & <Syn> sp. z o.o.' });
    const lines = await linesOf(invoice!.id);
    const lineOf = (fixture: ParkingFixture) => lines.find((line) => line.name.includes(fixture.parking.identifier));
    expect(lines).toHaveLength(2);
    expect(lineOf(a)).toMatchObject({ gross: 1_235, net: 1_004, vat: 231, quantity: 1, unitGross: 1_235, vatRate: 23 });
    expect(lineOf(b)).toMatchObject({ gross: 400, net: 325, vat: 75, quantity: 1, vatRate: 23 });
    expect(lines.find((line) => line.name.includes(a.parking.identifier))?.name).toContain(
      'Prowizja Parkshare 10% od opłat za postój — parking',
    );
    expect(lines.find((line) => line.name.includes(a.parking.identifier))?.name).toContain('(liczba postojów: 2)');
    expect(validateFa3(invoice!.xml!).valid).toBe(true);
    expect(invoice!.xml).toContain('<PlatnoscInna>1</PlatnoscInna><OpisPlatnosci>Potrącenie z opłat za postój');
    expect(invoice!.xml).toContain('<DataZaplaty>2025-11-30</DataZaplaty>');
    expect((await issuedTo(otherAccount.id)).map((row) => row.grossTotal)).toEqual([100]);
    // Run again later: nothing new, every entry recorded once.
    await issueCommissionInvoices(second.app.deps.db, new Date(firstOf('2025-12').getTime() + 3_600_000));
    expect(await issuedTo(account.id)).toHaveLength(1);
    expect(await ledgerInvariants(t.app.deps.db)).toEqual({ total: 0, unbalancedEntries: [], negativeWallets: [] });

    // The owner downloads it; a stranger gets 404.
    const token = await tokenFor(t.app, owner);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/documents/invoices/${invoice!.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      'Faktura VAT',
      'NIP: 123-456-32-18',
      'Potrącenie z opłat za postój (kompensata)',
      'Rozliczono / Settled',
      'zawiera 23% VAT',
      '16,35 zł',
    ]) {
      expect(text).toContain(expected);
    }
    // The statements screen of the month names it to the owner, not to an admin of the parking's organization.
    const orgAdmin = await createUser(t.app);
    const organization = await createOrganizationFixture(t.app, { [owner.id]: 'admin', [orgAdmin.id]: 'admin' });
    await t.app.deps.db.update(parkings).set({ organizationId: organization.id }).where(eq(parkings.id, a.parking.id));
    const monthOf = async (as: string) =>
      (
        await t.gql<{ parkingStatements: { items: Record<string, unknown>[] } }>(
          STATEMENTS,
          { parkingId: a.parking.id },
          { token: as },
        )
      ).data?.parkingStatements.items.find((item) => item.month === '2025-11');
    expect(await monthOf(token)).toMatchObject({
      commission: 1_235,
      commissionInvoice: { number: invoice!.number, url: `/api/documents/invoices/${invoice!.id}` },
      commissionCorrection: null,
    });
    expect(await monthOf(await tokenFor(t.app, orgAdmin))).toMatchObject({
      commission: 1_235,
      commissionInvoice: null,
    });
    const stranger = await tokenFor(t.app, driver);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/documents/invoices/${invoice!.id}`,
      headers: { authorization: `Bearer ${stranger}` },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('issues none without a NIP, none for a month without earnings, and only for the month just closed', async () => {
    const plain = await vatAccount(owner.id, null);
    const quiet = await vatAccount();
    const late = await vatAccount();
    const noNip = await parkingOf(plain.id);
    await parkingOf(quiet.id);
    const earlier = await parkingOf(late.id);
    await stay(noNip, '2025-11-10T10:00:00Z', 3_000);
    await stay(earlier, '2025-10-10T10:00:00Z', 3_000); // October's, and the run is December's
    await issueCommissionInvoices(t.app.deps.db, firstOf('2025-12'));
    for (const account of [plain, quiet, late]) expect(await issuedTo(account.id)).toEqual([]);
    const tracked = await t.app.deps.db
      .select()
      .from(commissionInvoiceEntries)
      .where(inArray(commissionInvoiceEntries.parkingId, [noNip.parking.id, earlier.parking.id]));
    expect(tracked).toEqual([]);
    // Before five past midnight the month is not invoiced yet.
    const account = await vatAccount();
    const fixture = await parkingOf(account.id);
    await stay(fixture, '2026-01-20T10:00:00Z', 2_000);
    await issueCommissionInvoices(t.app.deps.db, new Date('2026-02-01T00:02:00+01:00'));
    expect(await issuedTo(account.id)).toEqual([]);
    await issueCommissionInvoices(t.app.deps.db, firstOf('2026-02'));
    expect((await issuedTo(account.id)).map((row) => row.grossTotal)).toEqual([200]);
  });

  it('takes the same month’s reversals off the line and corrects earlier months in one collective KOR', async () => {
    const account = await vatAccount();
    const fixture = await parkingOf(account.id);
    // November: 100 zł (10 zł commission), 40 zł of it refunded at the owner's cost in November (4 zł back).
    const november = await stay(fixture, '2025-11-05T10:00:00Z', 10_000);
    await reverse(fixture, november, '2025-11-06T10:00:00Z', 4_000);
    await issueCommissionInvoices(t.app.deps.db, firstOf('2025-12'));
    const [novemberInvoice] = await issuedTo(account.id);
    expect(novemberInvoice?.grossTotal).toBe(600);
    // December: a new stay, and 20 zł more of November's stay refunded.
    const december = await stay(fixture, '2025-12-05T10:00:00Z', 5_000);
    await reverse(fixture, november, '2025-12-06T10:00:00Z', 2_000, 4_000);
    await issueCommissionInvoices(t.app.deps.db, firstOf('2026-01'));
    const afterDecember = await issuedTo(account.id);
    const decemberInvoice = afterDecember.find((row) => row.periodKey === `commission:${account.id}:2025-12`);
    const decemberKor = afterDecember.find((row) => row.periodKey === `commission-correction:${account.id}:2025-12`);
    expect(decemberInvoice?.grossTotal).toBe(500);
    expect(decemberKor).toMatchObject({ kind: 'correction', series: 'KOR', correctedInvoiceId: novemberInvoice?.id });
    expect(decemberKor?.grossTotal).toBe(-200);
    const korLines = await linesOf(decemberKor!.id);
    expect(korLines.map((line) => [line.state, line.gross])).toEqual([
      ['before', 600],
      ['after', 400],
    ]);
    // November's invoice waits in the KSeF queue: the KOR's XML comes from invoices.fill-xml (sending is off here).
    expect(decemberKor?.xml).toBeNull();
    await fillXml();
    const [korRow] = await t.app.deps.db.select().from(invoices).where(eq(invoices.id, decemberKor!.id));
    expect(validateFa3(korRow!.xml!).valid).toBe(true);
    expect(korRow!.xml).toContain(`<NrFaKorygowanej>${novemberInvoice!.number}</NrFaKorygowanej>`);
    const ownerToken = await tokenFor(t.app, owner);
    const shown = await t.gql<{ parkingStatements: { items: Record<string, unknown>[] } }>(
      STATEMENTS,
      { parkingId: fixture.parking.id },
      { token: ownerToken },
    );
    expect(shown.data?.parkingStatements.items.find((item) => item.month === '2025-12')).toMatchObject({
      commissionInvoice: { number: decemberInvoice!.number },
      commissionCorrection: { number: decemberKor!.number, url: `/api/documents/invoices/${decemberKor!.id}` },
    });
    const statement = await t.app.inject({
      method: 'GET',
      url: `/api/documents/statements/${fixture.parking.id}/2025-12.pdf`,
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    expect((await pdfText(statement.rawPayload)).replace(/\s+/g, ' ')).toContain(
      `Faktura VAT za prowizję / Commission VAT invoice: ${decemberInvoice!.number}; korekta / correction: ${decemberKor!.number}`,
    );
    // January: refunds on both November's and December's stays, and no stay: one KOR correcting both invoices.
    await reverse(fixture, november, '2026-01-10T10:00:00Z', 1_000, 6_000);
    await reverse(fixture, december, '2026-01-11T10:00:00Z', 5_000);
    await issueCommissionInvoices(t.app.deps.db, firstOf('2026-02'));
    const january = (await issuedTo(account.id)).filter((row) => row.periodKey?.endsWith('2026-01'));
    expect(january.map((row: InvoiceRow) => [row.kind, row.grossTotal, row.correctedInvoiceId])).toEqual([
      ['correction', -100 - 500, null],
    ]);
    await fillXml();
    const [collective] = await t.app.deps.db.select().from(invoices).where(eq(invoices.id, january[0]!.id));
    if (!collective) throw new Error('the collective correction is gone');
    expect((await linesOf(collective.id)).map((line) => [line.state, line.gross])).toEqual([
      ['before', 400],
      ['after', 300],
      ['before', 500],
      ['after', 0],
    ]);
    expect(validateFa3(collective.xml!).valid).toBe(true);
    expect(collective.xml!.match(/<DaneFaKorygowanej>/g)).toHaveLength(2);
    const token = await tokenFor(t.app, owner);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/documents/invoices/${collective.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Faktury korygowane / Corrected invoices');
    expect(text).toContain(`${novemberInvoice!.number}`);
    expect(text).toContain(`${decemberInvoice!.number}`);
    // Every reversal was taken into account exactly once.
    const entries = await t.app.deps.db
      .select()
      .from(commissionInvoiceEntries)
      .where(and(eq(commissionInvoiceEntries.parkingId, fixture.parking.id)));
    expect(entries.map((row) => row.commission).sort((x, y) => x - y)).toEqual([-500, -400, -200, -100, 500, 1_000]);
    expect(await ledgerInvariants(t.app.deps.db)).toEqual({ total: 0, unbalancedEntries: [], negativeWallets: [] });
  });

  it('leaves out commission given back on stays never invoiced, and the job is registered', async () => {
    const account = await vatAccount(owner.id, null);
    const fixture = await parkingOf(account.id);
    const october = await stay(fixture, '2025-10-05T10:00:00Z', 10_000);
    // The owner registers for VAT in November; October was never invoiced, so its refund corrects nothing.
    await t.app.deps.db
      .update(parkings)
      .set({ billingAccountId: (await vatAccount()).id })
      .where(eq(parkings.id, fixture.parking.id));
    await reverse(fixture, october, '2025-11-06T10:00:00Z', 4_000);
    await issueCommissionInvoices(t.app.deps.db, firstOf('2025-12'));
    const [tracked] = await t.app.deps.db
      .select()
      .from(commissionInvoiceEntries)
      .where(eq(commissionInvoiceEntries.parkingId, fixture.parking.id));
    expect(tracked).toMatchObject({ commission: -400, invoiceId: null, lineId: null });
    await t.app.scheduler.runNow('invoices.issue-commission');
  });
});
