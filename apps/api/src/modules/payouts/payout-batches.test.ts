import { formatMessage } from '@parkshare/shared/validation/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts } from '../../db/schema/billing';
import { payoutBatches, payouts } from '../../db/schema/payouts';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { fundWallet } from '../../test/money-factories';
import { ledgerInvariants, walletBalance } from '../ledger/ledger.service';
import { createPayoutBatch } from './payout-batches';
import { elixirText, textField, windows1250 } from './transfer-file';

// Payouts by bank transfer file (decision 084), through GraphQL and the file route, as an admin does it.

const SENDER = 'PL61109010140000071219812874';
const BATCH =
  'id number status payoutCount total accountNumber fileUrl fileName payouts { id ownerName amount status failureCode }';

interface Batch {
  id: string;
  number: string;
  status: string;
  payoutCount: number;
  total: number;
  fileUrl: string;
  fileName: string;
  payouts: { id: string; ownerName: string; amount: number; status: string; failureCode: string | null }[];
}

/** A valid Polish IBAN (compact) for a 24-digit account number. */
function polishIban(bban: string): string {
  let rest = 0;
  for (const digit of `${bban}252100`) rest = (rest * 10 + Number(digit)) % 97;
  return `PL${String(98 - rest).padStart(2, '0')}${bban}`;
}
let accounts = 0;
const iban = () => polishIban(`10501445${String(++accounts).padStart(8, '0')}12345678`);

let t: TestApp;
let gateway: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ PAYOUTS_VIA: 'bank_file', PAYOUTS_ACCOUNT_IBAN: SENDER });
  gateway = await createTestApp();
  adminToken = await tokenFor(t.app, await createUser(t.app, { roles: ['user', 'admin'] }));
});

async function ownerAsking(amount: number, name = 'Test Owner') {
  const user = await createUser(t.app, { name });
  await fundWallet(t.app, user.id, amount + 500);
  const [bank] = await t.app.deps.db
    .insert(bankAccounts)
    .values({ userId: user.id, accountNumber: iban(), name: 'Main', isVerified: true, isDefault: true })
    .returning();
  const token = await tokenFor(t.app, user);
  const asked = await t.gql<{ requestPayout: { id: string; status: string } }>(
    'mutation($input: RequestPayoutInput!) { requestPayout(input: $input) { id status } }',
    { input: { amount, bankAccountId: bank?.id, idempotencyKey: `payout-${user.id}` } },
    { token },
  );
  const payout = asked.data?.requestPayout;
  if (!payout) throw new Error(JSON.stringify(asked.errors));
  return { user, token, payout, bank };
}

const createBatch = (token = adminToken) =>
  t.gql<{ createPayoutBatch: Batch }>(`mutation { createPayoutBatch { ${BATCH} } }`, {}, { token });
const confirm = (id: string, token = adminToken) =>
  t.gql<{ confirmPayoutBatch: Batch }>(
    `mutation($id: ID!) { confirmPayoutBatch(id: $id) { ${BATCH} } }`,
    { id },
    { token },
  );
const markReturned = (payoutId: string, token = adminToken) =>
  t.gql<{ returnBatchPayout: Batch }>(
    `mutation($payoutId: ID!) { returnBatchPayout(payoutId: $payoutId) { ${BATCH} } }`,
    { payoutId },
    { token },
  );
const download = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('payouts by bank transfer file', () => {
  it('keeps payouts waiting, puts them in one file the bank imports, and completes or returns each', async () => {
    const first = await ownerAsking(12_345, 'Zażółć Gęślą "Jaźń" | Łódź');
    const second = await ownerAsking(5_000);
    expect(first.payout.status).toBe('pending');
    const [row] = await t.app.deps.db.select().from(payouts).where(eq(payouts.id, first.payout.id));
    expect(row?.providerPayoutId).toBeNull();

    const waiting = await t.gql<{ payoutTransfers: { via: string; awaitingCount: number; awaitingTotal: number } }>(
      'query { payoutTransfers { via awaitingCount awaitingTotal accountNumber } }',
      {},
      { token: adminToken },
    );
    // The account the file will leave from, shown to the admin before the file is made.
    expect(waiting.data?.payoutTransfers).toEqual({
      via: 'bank_file',
      awaitingCount: 2,
      awaitingTotal: 17_345,
      accountNumber: 'PL61 1090 1014 0000 0712 1981 2874',
    });

    const made = (await createBatch()).data?.createPayoutBatch;
    expect(made).toMatchObject({ status: 'open', payoutCount: 2, total: 17_345 });
    expect(made?.number).toMatch(/^WYP\/\d{4}\/\d{2}\/0001$/);
    expect(made?.fileName).toMatch(/^przelewy-WYP-\d{4}-\d{2}-0001\.txt$/);
    expect(made?.payouts.map((payout) => payout.status)).toEqual(['processing', 'processing']);

    // Nothing left to put in a second file.
    const again = await createBatch();
    expect(fieldErrors(again)).toEqual({ batch: [formatMessage('noPayoutsAwaitingFile')] });

    const file = await download(made?.fileUrl ?? '', adminToken);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/plain; charset=windows-1250');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${made?.fileName}"`);
    // Windows-1250: "ż" is one byte, 0xBF; CRLF after every record.
    expect(file.rawPayload.includes(0xbf)).toBe(true);
    // Read back with the platform's own Windows-1250 decoder.
    const lines = new TextDecoder('windows-1250').decode(file.rawPayload).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    const fields = (lines[0] ?? '').split(',');
    expect(fields.slice(0, 5)).toEqual(['110', expect.stringMatching(/^\d{8}$/), '12345', '10901014', '0']);
    expect(fields[5]).toBe(`"${SENDER.slice(2)}"`);
    expect(fields[6]).toBe(`"${first.bank?.accountNumber.slice(2)}"`);
    expect(fields[10]).toBe('10501445');
    expect(fields[14]).toBe('"51"');
    // The owner's name without quotes or pipes, which would break the record.
    expect(fields[8]).toBe(`"${textField(['Zażółć Gęślą Jaźń Łódź'])}"`);

    // The bank refused the first transfer: its money and fee go back to the owner.
    const before = await walletBalance(t.app.deps.db, first.user.id);
    const returned = (await markReturned(first.payout.id)).data?.returnBatchPayout;
    expect(returned?.payouts.find((payout) => payout.id === first.payout.id)).toMatchObject({
      status: 'failed',
      failureCode: 'returned_by_bank',
    });
    expect(await walletBalance(t.app.deps.db, first.user.id)).toBe(before + 12_345);

    const confirmed = (await confirm(made?.id ?? '')).data?.confirmPayoutBatch;
    expect(confirmed?.status).toBe('confirmed');
    expect(confirmed?.payouts.map((payout) => payout.status)).toEqual(['failed', 'completed']);
    // Confirming again, or returning a transfer of a confirmed file, changes nothing.
    expect((await confirm(made?.id ?? '')).data?.confirmPayoutBatch.status).toBe('confirmed');
    expect(fieldErrors(await markReturned(second.payout.id))).toEqual({
      payoutId: [formatMessage('payoutNotInOpenFile')],
    });
    const mine = await t.gql<{ myPayouts: { items: { status: string }[] } }>(
      'query { myPayouts { items { status } } }',
      {},
      { token: second.token },
    );
    expect(mine.data?.myPayouts.items).toEqual([{ status: 'completed' }]);
    expect(await ledgerInvariants(t.app.deps.db)).toEqual({ total: 0, unbalancedEntries: [], negativeWallets: [] });
  });

  it('is for admins only, and answers unknown files as not found', async () => {
    const user = await createUser(t.app);
    const token = await tokenFor(t.app, user);
    expect(errorCode(await createBatch(token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql('query { payoutBatches { items { id } } }', {}, { token }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql('query { payoutTransfers { via } }'))).toBe('UNAUTHENTICATED');

    const [batch] = await t.app.deps.db.select().from(payoutBatches).limit(1);
    const url = `/api/admin/payout-batches/${batch?.id}/file`;
    expect((await download(url)).statusCode).toBe(401);
    expect((await download(url, token)).statusCode).toBe(403);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const answer = await download(`/api/admin/payout-batches/${encodeURIComponent(id)}/file`, adminToken);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
      expect(errorCode(await confirm(id))).toBe('NOT_FOUND');
      expect(errorCode(await markReturned(id))).toBe('NOT_FOUND');
    }
  });

  it('lets two admins at once make one file of each payout', async () => {
    await ownerAsking(1_000);
    await ownerAsking(2_000);
    const adminId = (await createUser(t.app, { roles: ['user', 'admin'] })).id;
    const results = await Promise.allSettled([
      createPayoutBatch(t.app.deps, { adminId }),
      createPayoutBatch(t.app.deps, { adminId }),
    ]);
    const made = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(made).toHaveLength(1);
    expect(made[0]?.payoutCount).toBe(2);
    const refused = results.find((result) => result.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('has no file to make when the gateway sends payouts', async () => {
    const admin = await createUser(gateway.app, { roles: ['user', 'admin'] });
    const answer = await gateway.gql(
      'mutation { createPayoutBatch { id } }',
      {},
      { token: await tokenFor(gateway.app, admin) },
    );
    expect(fieldErrors(answer)).toEqual({ batch: [formatMessage('payoutsByGateway')] });
    const transfers = await gateway.gql<{ payoutTransfers: { via: string; accountNumber: string | null } }>(
      'query { payoutTransfers { via accountNumber } }',
      {},
      { token: await tokenFor(gateway.app, admin) },
    );
    expect(transfers.data?.payoutTransfers).toEqual({ via: 'gateway', accountNumber: null });
  });
});

describe('the Elixir-O transfer file', () => {
  const file = {
    senderAccount: SENDER,
    senderLines: ['Parkshare sp. z o.o.', 'ul. Prosta 20', '00-850 Warszawa'],
    executionDate: '2026-12-01',
    transfers: [
      {
        amount: 1_050,
        recipientAccount: 'PL27114020040000300201355387',
        recipientName: 'Wspólnota Mieszkaniowa "Pod Lipami" przy ulicy Długiej 15 w Gdańsku; zarząd: Ćwikła & syn',
        title: 'Parkshare 2026-11',
      },
    ],
  };

  it('writes one quoted, comma-separated record per transfer', () => {
    expect(elixirText(file)).toBe(
      '110,20261201,1050,10901014,0,"61109010140000071219812874","27114020040000300201355387",' +
        '"Parkshare sp. z o.o.|ul. Prosta 20|00-850 Warszawa|",' +
        '"Wspólnota Mieszkaniowa Pod Lipami|przy ulicy Długiej 15 w Gdańsku|zarząd Ćwikła syn|",' +
        '0,11402004,"Parkshare 2026-11|||","","","51"\r\n',
    );
  });

  it('keeps text fields to four lines of 35 characters and Polish letters in Windows-1250', () => {
    const long = textField(['x'.repeat(200)]).split('|');
    expect(long).toHaveLength(4);
    expect(long.every((line) => line.length === 35)).toBe(true);
    expect(textField(['Émile Zoë Müller'])).toBe('Emile Zoe Muller|||');
    expect([...windows1250('Łódź żółć')]).toEqual([0xa3, 0xf3, 0x64, 0x9f, 0x20, 0xbf, 0xf3, 0xb3, 0xe6]);
    expect(() =>
      elixirText({ ...file, transfers: [{ ...file.transfers[0]!, recipientAccount: 'DE89370400440532013000' }] }),
    ).toThrow();
    expect(() => elixirText({ ...file, transfers: [{ ...file.transfers[0]!, amount: 0 }] })).toThrow();
  });
});
