import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { everyPage, expectPageArgumentsChecked } from '../../test/paging';
import {
  addBasicAddress,
  addBasicPriceList,
  addSpot,
  billingAccount,
  createParking,
  makeReady,
  matrix,
  person,
  type ParkingResult,
  type Person,
} from './parkings.fixtures';

const FIELDS = 'id identifier status rejectionReason verificationRequestedAt verifiedAt';
const REQUEST = `mutation($id: ID!) { requestParkingVerification(id: $id) { ${FIELDS} } }`;
const VERIFY = `mutation($id: ID!) { verifyParking(id: $id) { ${FIELDS} } }`;
const REJECT = `mutation($id: ID!, $reason: String) { rejectParking(id: $id, reason: $reason) { ${FIELDS} } }`;
const DEACTIVATE = `mutation($id: ID!) { deactivateParking(id: $id) { ${FIELDS} } }`;
const ACTIVATE = `mutation($id: ID!) { activateParking(id: $id) { ${FIELDS} } }`;
const QUEUE = `query($first: Int, $after: String) { page: parkingsAwaitingVerification(first: $first, after: $after) {
  items { id identifier spotCount owner { id name email } } nextCursor } }`;

type Result = Pick<ParkingResult, 'id' | 'identifier' | 'status' | 'rejectionReason' | 'verificationRequestedAt'> & {
  verifiedAt: string | null;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://parkshare.example' });
});

async function act(query: string, id: string, token: string | undefined, extra: Record<string, unknown> = {}) {
  const result = await t.gql<Record<string, Result>>(query, { id, ...extra }, token ? { token } : {});
  const data = result.data ? Object.values(result.data)[0] : undefined;
  return { result, parking: data ?? undefined };
}

async function expectOk(
  query: string,
  id: string,
  token: string,
  extra: Record<string, unknown> = {},
): Promise<Result> {
  const { result, parking } = await act(query, id, token, extra);
  if (!parking) throw new Error(JSON.stringify(result.errors));
  return parking;
}

const mailsTo = (email: string) => t.outbox().filter((mail) => mail.to.includes(email));

describe('status machine walk', () => {
  it('create → request → reject → fix → request → verify → deactivate → activate, with e-mails', async () => {
    const owner = await person(t, { language: 'pl', name: 'Olga Nowak' });
    const admin = await person(t, { roles: ['user', 'admin'] });
    const billingAccountId = await billingAccount(t, owner.token, 'Łódź');
    const parking = await createParking(t, owner.token, { billingAccountId });
    await makeReady(t, owner.token, parking.id);

    const requested = await expectOk(REQUEST, parking.id, owner.token);
    expect(requested).toMatchObject({ status: 'pending_verification', rejectionReason: null });
    expect(requested.verificationRequestedAt).not.toBeNull();

    const reason = 'Zdjęcia nie pokazują wjazdu <b>na parking</b>.';
    const rejected = await expectOk(REJECT, parking.id, admin.token, { reason: `  ${reason} ` });
    expect(rejected).toMatchObject({ status: 'rejected_verification', rejectionReason: reason });
    const [rejection] = mailsTo(owner.email);
    expect(rejection?.subject).toBe(`Parking ${parking.identifier} wymaga poprawek`);
    expect(rejection?.text).toContain(reason);
    expect(rejection?.text).toContain('Cześć, Olga!');
    expect(rejection?.text).toContain(`https://parkshare.example/parking/${parking.id}/editor`);
    expect(rejection?.html).toContain('&lt;b&gt;na parking&lt;/b&gt;');

    // Gone from the queue while the owner fixes it; the owner still sees the reason.
    const queue = await everyPage<{ id: string }>(t, QUEUE, { token: admin.token });
    expect(queue.items.map((p) => p.id)).not.toContain(parking.id);
    expect(errorCode((await act(VERIFY, parking.id, admin.token)).result)).toBe('VALIDATION_FAILED');

    const again = await expectOk(REQUEST, parking.id, owner.token);
    expect(again).toMatchObject({ status: 'pending_verification', rejectionReason: null });

    const verified = await expectOk(VERIFY, parking.id, admin.token);
    expect(verified.status).toBe('active');
    expect(verified.verifiedAt).not.toBeNull();
    const live = mailsTo(owner.email).find((mail) => mail.subject.includes('jest już dostępny'));
    expect(live?.text).toContain(`https://parkshare.example/${parking.identifier}`);

    expect((await expectOk(DEACTIVATE, parking.id, owner.token)).status).toBe('inactive');
    expect((await expectOk(ACTIVATE, parking.id, owner.token)).status).toBe('active');
  });

  it('writes e-mails in English for an English-speaking owner', async () => {
    const owner = await person(t, { language: 'en', name: 'Olga Nowak' });
    const admin = await person(t, { roles: ['user', 'admin'] });
    const parking = await createParking(t, owner.token, { billingAccountId: await billingAccount(t, owner.token) });
    await makeReady(t, owner.token, parking.id);
    await expectOk(REQUEST, parking.id, owner.token);
    await expectOk(REJECT, parking.id, admin.token, { reason: 'Blurry photos.' });
    const [mail] = mailsTo(owner.email);
    expect(mail?.subject).toBe(`Your parking ${parking.identifier} needs changes`);
    expect(mail?.text).toContain('Blurry photos.');
    await expectOk(REQUEST, parking.id, owner.token);
    await expectOk(VERIFY, parking.id, admin.token);
    expect(mailsTo(owner.email).map((m) => m.subject)).toContain(`Your parking ${parking.identifier} is live`);
  });
});

describe('requestParkingVerification', () => {
  it('lists everything that is missing and changes nothing', async () => {
    const owner = await person(t);
    const parking = await createParking(t, owner.token, { billingAccountId: await billingAccount(t, owner.token) });
    const { result } = await act(REQUEST, parking.id, owner.token);
    expect(fieldErrors(result)).toEqual({
      addresses: [messages.missingBasicAddress],
      spots: [messages.missingSpots],
      priceLists: [messages.missingBasicPriceList],
    });
    await addBasicAddress(t, parking.id);
    await addSpot(t, owner.token, parking.id);
    expect(fieldErrors((await act(REQUEST, parking.id, owner.token)).result)).toEqual({
      priceLists: [messages.missingBasicPriceList],
    });
    await addBasicPriceList(t, parking.id);
    expect((await expectOk(REQUEST, parking.id, owner.token)).verificationRequestedAt).not.toBeNull();
  });

  it('is refused for an active parking (wrong state, not a 500)', async () => {
    const { owner, admin, parking } = await matrix(t);
    await makeReady(t, owner.token, parking.id);
    await expectOk(REQUEST, parking.id, owner.token);
    await expectOk(VERIFY, parking.id, admin.token);
    const { result } = await act(REQUEST, parking.id, owner.token);
    expect(fieldErrors(result)).toEqual({ status: [messages.parkingStatusForbids] });
  });
});

describe('wrong states', () => {
  it('refuses every action the machine does not allow, with a clear message', async () => {
    const { owner, admin, parking } = await matrix(t);
    await makeReady(t, owner.token, parking.id);
    const refused = async (query: string, token: string, extra: Record<string, unknown> = {}) =>
      expect(fieldErrors((await act(query, parking.id, token, extra)).result)).toEqual({
        status: [messages.parkingStatusForbids],
      });
    // pending, not yet requested: admins cannot act, the owner cannot (de)activate
    await refused(VERIFY, admin.token);
    await refused(REJECT, admin.token, { reason: 'x' });
    await refused(DEACTIVATE, owner.token);
    await refused(ACTIVATE, owner.token);
    await expectOk(REQUEST, parking.id, owner.token);
    await expectOk(VERIFY, parking.id, admin.token);
    // active
    await refused(VERIFY, admin.token);
    await refused(REJECT, admin.token, { reason: 'x' });
    await refused(ACTIVATE, owner.token);
    await expectOk(DEACTIVATE, parking.id, owner.token);
    await refused(DEACTIVATE, owner.token);
    await refused(VERIFY, admin.token);
  });
});

describe('rejectParking input', () => {
  it.each([
    [undefined, messages.required],
    ['   ', messages.required],
    ['r'.repeat(1001), formatMessage('maxLength', { count: 1000 })],
  ])('refuses the reason %j', async (reason, message) => {
    const { owner, admin, parking } = await matrix(t);
    await makeReady(t, owner.token, parking.id);
    await expectOk(REQUEST, parking.id, owner.token);
    const { result } = await act(REJECT, parking.id, admin.token, reason === undefined ? {} : { reason });
    expect(fieldErrors(result)).toEqual({ reason: [message] });
  });
});

describe('authorization matrix', () => {
  async function readyRequested() {
    const cast = await matrix(t);
    await makeReady(t, cast.owner.token, cast.parking.id);
    await expectOk(REQUEST, cast.parking.id, cast.owner.token);
    return cast;
  }
  const expectCode = async (query: string, id: string, who: Person | undefined, code: string, extra = {}) => {
    const { result } = await act(query, id, who?.token, extra);
    if (code === 'Unauthenticated.') expect(result.errors?.[0]?.message).toBe(code);
    else expect(errorCode(result)).toBe(code);
  };

  it('requestParkingVerification: owner and organization admin ok; member FORBIDDEN; stranger NOT_FOUND', async () => {
    const { owner, orgAdmin, member, stranger, admin, parking } = await matrix(t);
    await makeReady(t, owner.token, parking.id);
    await expectCode(REQUEST, parking.id, member, 'FORBIDDEN');
    await expectCode(REQUEST, parking.id, admin, 'FORBIDDEN');
    await expectCode(REQUEST, parking.id, stranger, 'NOT_FOUND');
    await expectCode(REQUEST, parking.id, undefined, 'Unauthenticated.');
    await expectOk(REQUEST, parking.id, owner.token);
    await expectOk(REQUEST, parking.id, orgAdmin.token);
  });

  it('verifyParking and rejectParking: admins only', async () => {
    const { owner, orgAdmin, member, stranger, admin, parking } = await readyRequested();
    for (const [query, extra] of [
      [VERIFY, {}],
      [REJECT, { reason: 'No.' }],
    ] as const) {
      for (const who of [owner, orgAdmin, member, stranger]) {
        await expectCode(query, parking.id, who, 'FORBIDDEN', extra);
      }
      await expectCode(query, parking.id, undefined, 'Unauthenticated.', extra);
      await expectCode(query, 'not-an-id', admin, 'NOT_FOUND', extra);
    }
    await expectOk(REJECT, parking.id, admin.token, { reason: 'No.' });
    await expectOk(REQUEST, parking.id, owner.token);
    await expectOk(VERIFY, parking.id, admin.token);
  });

  it('deactivateParking and activateParking: owner and organization admin ok; others refused', async () => {
    const { owner, orgAdmin, member, stranger, admin, parking } = await readyRequested();
    await expectOk(VERIFY, parking.id, admin.token);
    for (const query of [DEACTIVATE, ACTIVATE]) {
      await expectCode(query, parking.id, member, 'FORBIDDEN');
      await expectCode(query, parking.id, admin, 'FORBIDDEN');
      await expectCode(query, parking.id, stranger, 'NOT_FOUND');
      await expectCode(query, parking.id, undefined, 'Unauthenticated.');
    }
    await expectOk(DEACTIVATE, parking.id, owner.token);
    await expectOk(ACTIVATE, parking.id, orgAdmin.token);
    await expectOk(DEACTIVATE, parking.id, orgAdmin.token);
    await expectOk(ACTIVATE, parking.id, owner.token);
  });
});

describe('parkingsAwaitingVerification', () => {
  it('lists requested parkings, oldest request first, with their owners; admins only', async () => {
    const admin = await person(t, { roles: ['user', 'admin'] });
    const first = await matrix(t);
    const second = await matrix(t);
    const notRequested = await matrix(t);
    await makeReady(t, second.owner.token, second.parking.id);
    await makeReady(t, first.owner.token, first.parking.id);
    await expectOk(REQUEST, second.parking.id, second.owner.token);
    await expectOk(REQUEST, first.parking.id, first.owner.token);
    // One at a time: the keyset runs oldest request first across pages.
    const result = await everyPage<{ id: string; owner: { email: string }; spotCount: number }>(t, QUEUE, {
      token: admin.token,
      first: 1,
    });
    const ids = result.items.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(notRequested.parking.id);
    expect(ids.indexOf(second.parking.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(second.parking.id)).toBeLessThan(ids.indexOf(first.parking.id));
    const entry = result.items.find((p) => p.id === second.parking.id);
    expect(entry).toMatchObject({ owner: { email: second.owner.email }, spotCount: 1 });

    await expectPageArgumentsChecked(t, QUEUE, { token: admin.token });
    expect(errorCode(await t.gql(QUEUE, {}, { token: first.owner.token }))).toBe('FORBIDDEN');
    expect((await t.gql(QUEUE)).errors?.[0]?.message).toBe('Unauthenticated.');
  });
});
