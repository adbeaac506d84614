import { monthOf } from '@parkshare/shared/payments/calendar';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/sql-rows';
import { bankAccounts } from '../../db/schema/billing';
import { parkings } from '../../db/schema/parkings';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, tokenFor, type TestUser } from '../../test/factories';
import { createParkingFixture, type ParkingFixture } from '../../test/owner-factories';
import { ledgerInvariants, walletBalance } from '../ledger/ledger.service';
import { pdfFontNames, pdfText } from '../documents/pdf-text.test-helper';
import { earnAt, payoutAt, postAt, reverseAt, ticketFor, type Stay } from './statements.test-helpers';
import { parseCsv, toGrosze } from './statements.csv.test-helper';
import { COMPLETE } from '../reservations/reservations.test-helpers';
import { grant, scene } from '../tickets/ticket-money.test-helpers';

// Monthly statements add up against the ledger (decision 086): a stay across the October DST night, a stay credited
// at 23:59:59 on the month's last day and one credited half an hour after midnight, a refund the owner bore in the
// next month on a stay of the month before, a payout with its fee, a failed payout that came back, a top-up, and a
// second parking of the same owner — by month in Europe/Warsaw, with opening and closing balances that add up.

let t: TestApp;
let owner: TestUser;
let token: string;
let driver: TestUser;
let p1: ParkingFixture;
let p2: ParkingFixture;
let stay1: Stay;
let ticketNumber: string;

const at = (iso: string) => new Date(iso);
const PAYOUT = 'mutation($input: RequestPayoutInput!) { requestPayout(input: $input) { id } }';
const MONTHS = `query($parkingId: ID!, $first: Int, $after: String) { parkingStatements(parkingId: $parkingId, first: $first, after: $after) {
  items { month closed stays reversals earnings commission refundsBorne commissionReturned net currency
    pdf { url fileName } csv { url fileName } commissionInvoice { number } commissionCorrection { number } }
  nextCursor } }`;

const download = (url: string, as = token) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${as}` } });

/** Σ of the owner's wallet lines dated before `before`: the ledger's own balance at that instant. */
async function balanceAt(userId: string, before: Date): Promise<number> {
  const [row] = await executeRows<{ balance: string }>(
    t.app.deps.db,
    sql`select coalesce(sum(l.amount), 0) as balance from journal_lines l join ledger_accounts a on a.id = l.account_id
      join journal_entries e on e.id = l.entry_id where a.kind = 'wallet' and a.user_id = ${userId}
      and e.created_at < ${before.toISOString()}`,
  );
  return Number(row?.balance ?? 0);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app);
  token = await tokenFor(t.app, owner);
  driver = await createUser(t.app);
  p1 = await createParkingFixture(t.app, { ownerId: owner.id, status: 'active', name: 'Podwórko Żółte' });
  p2 = await createParkingFixture(t.app, { ownerId: owner.id, status: 'active', name: 'Garaż' });
  for (const { parking } of [p1, p2]) {
    await t.app.deps.db
      .update(parkings)
      .set({ createdAt: at('2025-09-01T10:00:00Z') })
      .where(eq(parkings.id, parking.id));
  }
  const base = { ownerId: owner.id, driverId: driver.id };
  const onP1 = { ...base, parkingId: p1.parking.id, spotId: p1.spot.id };
  // 26 October 2025: Warsaw goes back from 03:00 CEST to 02:00 CET. 00:30 CEST – 04:30 CET.
  stay1 = await earnAt(t.app, {
    ...onP1,
    from: at('2025-10-25T22:30:00Z'),
    to: at('2025-10-26T03:30:00Z'),
    price: 2345,
  });
  // Credited at 23:59:59 on 31 October (Warsaw): October's.
  await earnAt(t.app, {
    ...onP1,
    from: at('2025-10-31T20:00:00Z'),
    to: at('2025-10-31T21:00:00Z'),
    price: 999,
    creditedAt: at('2025-10-31T22:59:59Z'),
  });
  // Over midnight into November, credited at 00:30 on 1 November: November's.
  await earnAt(t.app, { ...onP1, from: at('2025-10-31T21:30:00Z'), to: at('2025-10-31T23:30:00Z'), price: 1500 });
  // The second parking's stay in October.
  await earnAt(t.app, {
    ...base,
    parkingId: p2.parking.id,
    spotId: p2.spot.id,
    from: at('2025-10-10T08:00:00Z'),
    to: at('2025-10-10T12:00:00Z'),
    price: 4000,
  });
  // A top-up in October, a payout with a 1 zł fee in October, a payout that failed and came back in November.
  await postAt(t.app, at('2025-10-12T09:00:00Z'), {
    kind: 'deposit',
    lines: [
      { account: { platform: 'gateway_clearing' }, amount: -500 },
      { account: { wallet: owner.id }, amount: 500 },
    ],
  });
  await payoutAt(t.app, at('2025-10-28T09:00:00Z'), { userId: owner.id, amount: 3000, fee: 100 });
  await payoutAt(t.app, at('2025-11-03T09:00:00Z'), {
    userId: owner.id,
    amount: 500,
    fee: 0,
    returnedAt: at('2025-11-03T09:10:00Z'),
  });
  // Support refunds 10 zł of the DST stay on 5 November at the owner's cost.
  const ticket = await ticketFor(t.app, stay1, p1.parking.id);
  ticketNumber = ticket.number;
  await reverseAt(t.app, at('2025-11-05T12:00:00Z'), {
    stay: stay1,
    ownerId: owner.id,
    ticketId: ticket.id,
    amount: 1000,
  });
});

describe('monthly statements from the ledger', () => {
  it('lists the months with movement, newest first, with their sums, a page at a time', async () => {
    const result = await t.gql<{ parkingStatements: { items: Record<string, unknown>[]; nextCursor: string | null } }>(
      MONTHS,
      { parkingId: p1.parking.id, first: 1 },
      { token },
    );
    expect(result.errors).toBeUndefined();
    const first = result.data?.parkingStatements;
    expect(first?.items).toEqual([
      expect.objectContaining({
        month: '2025-11',
        closed: true,
        stays: 1,
        reversals: 1,
        earnings: 1500,
        commission: 150,
        refundsBorne: 1000,
        commissionReturned: 100,
        net: 1350 - 900,
        currency: 'PLN',
        pdf: {
          url: `/api/documents/statements/${p1.parking.id}/2025-11.pdf`,
          fileName: `zestawienie-${p1.parking.identifier}-2025-11.pdf`,
        },
        commissionInvoice: null,
      }),
    ]);
    const second = await t.gql<{ parkingStatements: { items: { month: string }[]; nextCursor: string | null } }>(
      MONTHS,
      { parkingId: p1.parking.id, first: 1, after: first?.nextCursor },
      { token },
    );
    expect(second.data?.parkingStatements.items).toEqual([
      expect.objectContaining({ month: '2025-10', stays: 2, earnings: 2345 + 999, commission: 235 + 100, net: 3009 }),
    ]);
    expect(second.data?.parkingStatements.nextCursor).toBeNull();
  });

  it('adds up: opening + this parking + other parkings + payouts + the rest = closing, in CSV and PDF', async () => {
    const october = await download(`/api/documents/statements/${p1.parking.id}/2025-10.csv`);
    expect(october.statusCode).toBe(200);
    expect(october.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(october.headers['content-disposition']).toBe(
      `attachment; filename="zestawienie-${p1.parking.identifier}-2025-10.csv"`,
    );
    expect([...october.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(october.rawPayload);
    const byType = (type: string) => rows.filter((row) => row['Rodzaj / Type'] === type);
    expect(byType('earning').map((row) => [row['Postój od / Stay from'], row['Postój do / Stay to']])).toEqual([
      ['2025-10-26 00:30', '2025-10-26 04:30'],
      ['2025-10-31 21:00', '2025-10-31 22:00'],
    ]);
    expect(byType('earning').map((row) => row['Data / Date'])).toEqual(['2025-10-26 04:30', '2025-10-31 23:59']);
    expect(byType('earning').map((row) => row['Kwota / Amount'])).toEqual(['23,45', '9,99']);
    expect(byType('earning').map((row) => row['Prowizja / Commission'])).toEqual(['-2,35', '-1,00']);
    const opening = toGrosze(byType('opening_balance')[0]?.['Saldo / Balance']);
    const closing = toGrosze(byType('closing_balance')[0]?.['Saldo / Balance']);
    const moved = rows.reduce((sum, row) => sum + toGrosze(row['Na saldo / To balance']), 0);
    expect(opening).toBe(0);
    expect(opening + moved).toBe(closing);
    expect(closing).toBe(await balanceAt(owner.id, at('2025-10-31T23:00:00Z')));
    expect(byType('other_parkings').map((row) => row['Na saldo / To balance'])).toEqual(['36,00']);
    expect(
      byType('payout').map((row) => [row['Kwota / Amount'], row['Opłata / Fee'], row['Na saldo / To balance']]),
    ).toEqual([['-30,00', '-1,00', '-31,00']]);
    expect(byType('other_movements').map((row) => row['Na saldo / To balance'])).toEqual(['5,00']);

    const november = parseCsv((await download(`/api/documents/statements/${p1.parking.id}/2025-11.csv`)).rawPayload);
    const novemberOf = (type: string) => november.filter((row) => row['Rodzaj / Type'] === type);
    expect(toGrosze(novemberOf('opening_balance')[0]?.['Saldo / Balance'])).toBe(closing);
    expect(novemberOf('earning_reversal')).toEqual([
      expect.objectContaining({
        'Zgłoszenie / Ticket': ticketNumber,
        'Kwota / Amount': '-10,00',
        'Prowizja / Commission': '1,00',
        'Na saldo / To balance': '-9,00',
      }),
    ]);
    expect(novemberOf('payout').length + novemberOf('payout_returned').length).toBe(2);
    const novemberClosing = toGrosze(novemberOf('closing_balance')[0]?.['Saldo / Balance']);
    expect(novemberClosing).toBe(await walletBalance(t.app.deps.db, owner.id));
    expect(
      toGrosze(novemberOf('opening_balance')[0]?.['Saldo / Balance']) +
        november.reduce((sum, row) => sum + toGrosze(row['Na saldo / To balance']), 0),
    ).toBe(novemberClosing);
    expect(await ledgerInvariants(t.app.deps.db)).toEqual({ total: 0, unbalancedEntries: [], negativeWallets: [] });

    const pdf = await download(`/api/documents/statements/${p1.parking.id}/2025-10.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Lines the layout wraps are read as one: the test checks what the document says, not where it breaks.
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      'Zestawienie miesięczne parkingu',
      'Monthly parking statement',
      `${p1.parking.identifier} · październik 2025 / October 2025`,
      'Podwórko Żółte',
      'Wypłaty z Twojego salda w tym miesiącu / Payouts from your balance this month',
      'Wypłaty są z całego Twojego salda, nie z jednego parkingu',
      '23,45 zł',
      '-2,35 zł',
      '26.10.2025, 00:30 – 26.10.2025, 04:30',
      'Saldo końcowe 31.10.2025, 24:00 / Closing balance',
      '40,09 zł',
      '-31,00 zł',
    ]) {
      expect(text).toContain(expected);
    }
    expect(pdfFontNames(pdf.rawPayload).every((name) => name.includes('DejaVu'))).toBe(true);
    // The same month gives the same bytes.
    const again = await download(`/api/documents/statements/${p1.parking.id}/2025-10.pdf`);
    expect(Buffer.compare(again.rawPayload, pdf.rawPayload)).toBe(0);
  });

  it('continues a long month on further pages under the repeated table header', async () => {
    const busy = await createUser(t.app);
    const fixture = await createParkingFixture(t.app, { ownerId: busy.id, status: 'active' });
    await t.app.deps.db
      .update(parkings)
      .set({ createdAt: at('2025-12-01T10:00:00Z') })
      .where(eq(parkings.id, fixture.parking.id));
    for (let i = 0; i < 45; i += 1) {
      const end = new Date(Date.UTC(2026, 0, 1 + (i % 28), 8 + Math.floor(i / 28)));
      await earnAt(t.app, {
        ownerId: busy.id,
        driverId: driver.id,
        parkingId: fixture.parking.id,
        spotId: fixture.spot.id,
        from: new Date(end.getTime() - 3_600_000),
        to: end,
        price: 1_000 + i,
      });
    }
    const pdf = await download(
      `/api/documents/statements/${fixture.parking.id}/2026-01.pdf`,
      await tokenFor(t.app, busy),
    );
    const pages = (await pdfText(pdf.rawPayload)).split('\f');
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain('Drawn from Parkshare’s ledger; not an invoice.');
    expect(pages[1]).toContain('Opis / Description');
    expect(pages.join(' ').replace(/\s+/g, ' ')).toContain(`Opłaty za postoje (45) / Parking fees (45) 459,90 zł`);
  });

  it('puts the first instant of April (after the March DST change) in April, the last of March in March', async () => {
    const other = await createUser(t.app);
    const otherToken = await tokenFor(t.app, other);
    const p3 = await createParkingFixture(t.app, { ownerId: other.id, status: 'active' });
    await t.app.deps.db
      .update(parkings)
      .set({ createdAt: at('2026-03-01T10:00:00Z') })
      .where(eq(parkings.id, p3.parking.id));
    const onP3 = { ownerId: other.id, driverId: driver.id, parkingId: p3.parking.id, spotId: p3.spot.id };
    // 29 March 2026 Warsaw moves to CEST: the month ends at 22:00 UTC on 31 March.
    await earnAt(t.app, { ...onP3, from: at('2026-03-29T00:30:00Z'), to: at('2026-03-29T01:30:00Z'), price: 700 });
    await earnAt(t.app, { ...onP3, from: at('2026-03-31T20:00:00Z'), to: at('2026-03-31T21:59:59Z'), price: 800 });
    await earnAt(t.app, { ...onP3, from: at('2026-03-31T20:00:00Z'), to: at('2026-03-31T22:00:00Z'), price: 900 });
    const result = await t.gql<{ parkingStatements: { items: { month: string; earnings: number }[] } }>(
      MONTHS,
      { parkingId: p3.parking.id },
      { token: otherToken },
    );
    expect(result.data?.parkingStatements.items.map(({ month, earnings }) => [month, earnings])).toEqual([
      ['2026-04', 900],
      ['2026-03', 1500],
    ]);
    const csv = parseCsv(
      (await download(`/api/documents/statements/${p3.parking.id}/2026-03.csv`, otherToken)).rawPayload,
    );
    expect(csv.filter((row) => row['Rodzaj / Type'] === 'earning').map((row) => row['Postój od / Stay from'])).toEqual([
      '2026-03-29 01:30',
      '2026-03-31 22:00',
    ]);
  });

  it('follows the real paths this month: a completed stay, a refund on its ticket at the owner’s cost, a payout', async () => {
    const s = await scene(t);
    expect((await t.gql(COMPLETE, { id: s.reservationId }, { token: s.who.token })).errors).toBeUndefined();
    const granted = await grant(t, s.admin.token, { ticketId: s.ticket.id, amount: 300, bearer: 'owner' });
    expect(granted.errors).toBeUndefined();
    const [bank] = await t.app.deps.db
      .insert(bankAccounts)
      .values({
        userId: s.place.ownerId,
        accountNumber: 'PL61109010140000071219812874',
        name: 'Main',
        isVerified: true,
        isDefault: true,
      })
      .returning();
    const payout = await t.gql(
      PAYOUT,
      { input: { amount: 200, bankAccountId: bank?.id } },
      { token: s.place.ownerToken },
    );
    expect(payout.errors).toBeUndefined();
    const month = monthOf(new Date());
    const listed = await t.gql<{ parkingStatements: { items: Record<string, unknown>[] } }>(
      MONTHS,
      { parkingId: s.place.parkingId },
      { token: s.place.ownerToken },
    );
    expect(listed.data?.parkingStatements.items).toEqual([
      expect.objectContaining({
        month,
        closed: false,
        stays: 1,
        reversals: 1,
        earnings: 900,
        commission: 90,
        refundsBorne: 300,
        commissionReturned: 30,
        net: 810 - 270,
      }),
    ]);
    const csv = parseCsv(
      (await download(`/api/documents/statements/${s.place.parkingId}/${month}.csv`, s.place.ownerToken)).rawPayload,
    );
    expect(csv.map((row) => row['Rodzaj / Type'])).toEqual([
      'opening_balance',
      'earning',
      'earning_reversal',
      'payout',
      'closing_balance',
    ]);
    expect(csv[2]?.['Zgłoszenie / Ticket']).toBe(s.ticket.number);
    const closing = toGrosze(csv.at(-1)?.['Saldo / Balance']);
    expect(closing).toBe(await walletBalance(t.app.deps.db, s.place.ownerId));
    expect(csv.reduce((sum, row) => sum + toGrosze(row['Na saldo / To balance']), 0)).toBe(closing);
    expect(await ledgerInvariants(t.app.deps.db)).toEqual({ total: 0, unbalancedEntries: [], negativeWallets: [] });
  });
});
