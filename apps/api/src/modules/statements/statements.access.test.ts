import { randomUUID } from 'node:crypto';
import { monthOf, nextMonth } from '@parkshare/shared/payments/calendar';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parkings } from '../../db/schema/parkings';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { createOrganizationFixture, createParkingFixture, type ParkingFixture } from '../../test/owner-factories';
import { DOCUMENT_LIMIT } from '../documents/documents.routes';
import { pdfText } from '../documents/pdf-text.test-helper';
import { parseCsv } from './statements.csv.test-helper';
import { earnAt, payoutAt } from './statements.test-helpers';

// Who may download a parking's statement and what each of them gets (decision 086): its owner (everything), an
// admin of its organization (the parking's part, without the owner's balance and payouts), and nobody else — an
// organization's member and a platform admin see the parking but may not manage it (403), any other person, a
// driver who parked there included, gets the 404 of an id that does not exist. Hostile ids and months are refused
// with the documents' shapes, never a 500.

let t: TestApp;
let fixture: ParkingFixture;
const tokens: Record<'owner' | 'orgAdmin' | 'member' | 'stranger' | 'driver' | 'admin', string> = {
  owner: '',
  orgAdmin: '',
  member: '',
  stranger: '',
  driver: '',
  admin: '',
};
const MONTH = '2025-10';
const LIST = `query($parkingId: ID!, $first: Int, $after: String) { parkingStatements(parkingId: $parkingId, first: $first, after: $after) { items { month net } nextCursor } }`;

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const fileUrl = (file: string, parkingId = fixture.parking.id) => `/api/documents/statements/${parkingId}/${file}`;

beforeAll(async () => {
  t = await createTestApp();
  const [owner, orgAdmin, member, stranger, driver, admin] = await Promise.all([
    createUser(t.app),
    createUser(t.app),
    createUser(t.app),
    createUser(t.app),
    createUser(t.app),
    createUser(t.app, { roles: ['user', 'admin'] }),
  ]);
  const organization = await createOrganizationFixture(t.app, {
    [owner.id]: 'admin',
    [orgAdmin.id]: 'admin',
    [member.id]: 'member',
  });
  fixture = await createParkingFixture(t.app, { ownerId: owner.id, organizationId: organization.id, status: 'active' });
  await t.app.deps.db
    .update(parkings)
    .set({ createdAt: new Date('2025-09-15T10:00:00Z') })
    .where(eq(parkings.id, fixture.parking.id));
  await earnAt(t.app, {
    parkingId: fixture.parking.id,
    spotId: fixture.spot.id,
    ownerId: owner.id,
    driverId: driver.id,
    from: new Date('2025-10-10T08:00:00Z'),
    to: new Date('2025-10-10T10:00:00Z'),
    price: 1200,
  });
  await payoutAt(t.app, new Date('2025-10-20T08:00:00Z'), { userId: owner.id, amount: 500, fee: 100 });
  const users = { owner, orgAdmin, member, stranger, driver, admin };
  for (const [role, user] of Object.entries(users)) tokens[role as keyof typeof tokens] = await tokenFor(t.app, user);
});

describe('who may download a statement', () => {
  it('serves the owner everything, and an organization admin the parking without the owner’s balance', async () => {
    const own = parseCsv((await get(fileUrl(`${MONTH}.csv`), tokens.owner)).rawPayload);
    expect(own.map((row) => row['Rodzaj / Type'])).toEqual(['opening_balance', 'earning', 'payout', 'closing_balance']);
    const managed = await get(fileUrl(`${MONTH}.csv`), tokens.orgAdmin);
    expect(managed.statusCode).toBe(200);
    expect(parseCsv(managed.rawPayload).map((row) => row['Rodzaj / Type'])).toEqual(['earning']);
    const pdf = await get(fileUrl(`${MONTH}.pdf`), tokens.orgAdmin);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Saldo i wypłaty należą do właściciela parkingu i widzi je tylko on.');
    expect(text).not.toContain('Payouts from your balance');
    const list = await t.gql(LIST, { parkingId: fixture.parking.id }, { token: tokens.orgAdmin });
    expect(list.data).toEqual({ parkingStatements: { items: [{ month: MONTH, net: 1080 }], nextCursor: null } });
  });

  it('refuses a member and a platform admin (403), a stranger and a driver (404), anonymous (401)', async () => {
    for (const role of ['member', 'admin'] as const) {
      const response = await get(fileUrl(`${MONTH}.pdf`), tokens[role]);
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect(errorCode(await t.gql(LIST, { parkingId: fixture.parking.id }, { token: tokens[role] }))).toBe(
        'FORBIDDEN',
      );
    }
    for (const role of ['stranger', 'driver'] as const) {
      for (const file of [`${MONTH}.pdf`, `${MONTH}.csv`]) {
        const response = await get(fileUrl(file), tokens[role]);
        expect(response.statusCode, role).toBe(404);
        expect(response.json()).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
      }
      expect(errorCode(await t.gql(LIST, { parkingId: fixture.parking.id }, { token: tokens[role] }))).toBe(
        'NOT_FOUND',
      );
    }
    const anonymous = await get(fileUrl(`${MONTH}.pdf`));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthenticated.', code: 'UNAUTHENTICATED' });
    expect((await t.gql(LIST, { parkingId: fixture.parking.id })).errors?.[0]?.message).toBe('Unauthenticated.');
    expect((await get(fileUrl(`${MONTH}.pdf`), 'not-a-token')).statusCode).toBe(401);
  });

  it('answers hostile ids with 404 and bad or future months with 400 on month, never a 500', async () => {
    for (const id of ['not-an-id', randomUUID(), "1' or '1'='1", '%00', 'a'.repeat(90), '..%2F..%2Fetc']) {
      const response = await get(fileUrl(`${MONTH}.pdf`, id), tokens.owner);
      expect(response.statusCode, id.slice(0, 20)).toBe(404);
      expect(errorCode(await t.gql(LIST, { parkingId: id }, { token: tokens.owner }))).toBe('NOT_FOUND');
    }
    // Past Fastify's parameter length (100) the router itself answers 414, as for every route.
    expect((await get(fileUrl(`${MONTH}.pdf`, 'a'.repeat(5000)), tokens.owner)).statusCode).toBe(414);
    expect(errorCode(await t.gql(LIST, { parkingId: 'a'.repeat(5000) }, { token: tokens.owner }))).toBe('NOT_FOUND');
    for (const file of ['2025-10.exe', '2025-10', '2025-10.PDF', 'x'.repeat(90)]) {
      expect((await get(fileUrl(file), tokens.owner)).statusCode, file.slice(0, 20)).toBe(404);
    }
    for (const month of [
      '2025-13',
      '2025-00',
      '2025-1',
      '25-10',
      'abcd-ef',
      '1999-12',
      '',
      '2025-10-01',
      '２０２５-10',
    ]) {
      const response = await get(fileUrl(`${encodeURIComponent(month)}.csv`), tokens.owner);
      expect(response.statusCode, month).toBe(400);
      expect(response.json()).toEqual({
        message: 'Invalid value.',
        code: 'BAD_USER_INPUT',
        errors: { month: ['Invalid value.'] },
      });
    }
    const future = nextMonth(monthOf(new Date()));
    const response = await get(fileUrl(`${future}.pdf`), tokens.owner);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { month: ['The time cannot be later than the present time.'] } });
    // A month before the parking existed has no statement.
    expect((await get(fileUrl('2025-08.pdf'), tokens.owner)).statusCode).toBe(404);
    // The month under way has one, so far.
    expect((await get(fileUrl(`${monthOf(new Date())}.csv`), tokens.owner)).statusCode).toBe(200);
  });

  it('refuses bad paging arguments as field errors', async () => {
    for (const [variables, field] of [
      [{ first: 0 }, 'first'],
      [{ first: 101 }, 'first'],
      [{ after: 'not-a-cursor' }, 'after'],
      [{ after: Buffer.from('["2025-13"]').toString('base64url') }, 'after'],
      [{ after: Buffer.from('["2025-10","x"]').toString('base64url') }, 'after'],
      [{ after: 'x'.repeat(500) }, 'after'],
    ] as const) {
      const result = await t.gql(LIST, { parkingId: fixture.parking.id, ...variables }, { token: tokens.owner });
      expect(Object.keys(fieldErrors(result) ?? {}), JSON.stringify(variables).slice(0, 40)).toEqual([field]);
    }
  });

  it('shares the documents’ limit: 60 downloads a minute per user, then 429 with retry-after', async () => {
    const hurried = await createUser(t.app);
    const token = await tokenFor(t.app, hurried);
    for (let i = 0; i < DOCUMENT_LIMIT.limit / 2; i += 1) {
      expect((await get(`/api/documents/invoices/${randomUUID()}`, token)).statusCode).toBe(404);
      expect((await get(fileUrl(`${MONTH}.pdf`), token)).statusCode).toBe(404);
    }
    const refused = await get(fileUrl(`${MONTH}.pdf`), token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(fileUrl(`${MONTH}.pdf`), tokens.owner)).statusCode).toBe(200);
  });
});
