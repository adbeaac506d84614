import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { journalLines } from '../../db/schema/ledger';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { fundWallet } from '../../test/money-factories';
import { ledgerInvariants, postEntry, walletBalance, walletBalances } from './ledger.service';

let t: TestApp;
// PGlite and node-postgres both answer execute() with { rows }.
const rowsOf = (result: unknown) => (result as { rows: { id: string }[] }).rows;
beforeAll(async () => {
  t = await createTestApp();
});

const move = (from: string, to: string, amount: number) =>
  t.app.deps.db.transaction((tx) =>
    postEntry(tx, {
      kind: 'purchase',
      description: 'test',
      balanceField: 'method',
      lines: [
        { account: { wallet: from }, amount: -amount },
        { account: { wallet: to }, amount },
      ],
    }),
  );

describe('ledger', () => {
  it('keeps a balance as the sum of its lines and every entry at zero', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    expect(await walletBalance(t.app.deps.db, user.id)).toBe(0);
    await fundWallet(t.app, user.id, 5000);
    await move(user.id, other.id, 1234);
    expect(await walletBalance(t.app.deps.db, user.id)).toBe(3766);
    expect(
      Object.fromEntries(await walletBalances(t.app.deps.db, [user.id, other.id, user.id.replace(/.$/, '0')])),
    ).toMatchObject({
      [user.id]: 3766,
      [other.id]: 1234,
    });
    const invariants = await ledgerInvariants(t.app.deps.db);
    expect(invariants).toMatchObject({ total: 0, unbalancedEntries: [], negativeWallets: [] });
  });

  it('refuses to take more than a wallet holds, naming the field, and writes nothing', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    await fundWallet(t.app, user.id, 100);
    await expect(move(user.id, other.id, 101)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      validation: { method: ['Your balance is too low for this payment.'] },
    });
    expect(await walletBalance(t.app.deps.db, user.id)).toBe(100);
    expect(await walletBalance(t.app.deps.db, other.id)).toBe(0);
  });

  it('refuses unbalanced and empty entries before writing', async () => {
    const user = await createUser(t.app);
    await expect(
      t.app.deps.db.transaction((tx) =>
        postEntry(tx, {
          kind: 'deposit',
          description: 'x',
          lines: [
            { account: { wallet: user.id }, amount: 10 },
            { account: { platform: 'gateway_clearing' }, amount: -9 },
          ],
        }),
      ),
    ).rejects.toThrow(/does not balance/);
    await expect(
      t.app.deps.db.transaction((tx) =>
        postEntry(tx, {
          kind: 'deposit',
          description: 'x',
          lines: [
            { account: { wallet: user.id }, amount: 0.5 },
            { account: { platform: 'gateway_clearing' }, amount: -0.5 },
          ],
        }),
      ),
    ).rejects.toThrow(/whole number/);
  });

  it('has the database refuse an unbalanced entry, an overdrawn wallet and any change to posted rows', async () => {
    const user = await createUser(t.app);
    await fundWallet(t.app, user.id, 300);
    const db = t.app.deps.db;
    const [line] = await db.select().from(journalLines).limit(1);
    if (!line) throw new Error('no line');
    // Unbalanced: a second line for an existing entry makes it sum to non-zero at commit.
    await expect(
      db.execute(
        sql`insert into journal_lines (entry_id, account_id, amount) values (${line.entryId}, ${line.accountId}, 1)`,
      ),
    ).rejects.toThrow();
    // Overdrawn: a balanced entry that takes 301 from a wallet holding 300.
    await expect(
      db.transaction(async (tx) => {
        const [entry] = await tx
          .execute<{ id: string }>(
            sql`insert into journal_entries (kind, description) values ('purchase', 'raw') returning id`,
          )
          .then(rowsOf);
        const wallet = await tx
          .execute<{ id: string }>(sql`select id from ledger_accounts where user_id = ${user.id}`)
          .then(rowsOf);
        const escrow = await tx
          .execute<{ id: string }>(sql`select id from ledger_accounts where kind = 'escrow'`)
          .then(rowsOf);
        await tx.execute(
          sql`insert into journal_lines (entry_id, account_id, amount) values (${entry?.id}, ${wallet[0]?.id}, -301), (${entry?.id}, ${escrow[0]?.id}, 301)`,
        );
      }),
    ).rejects.toThrow();
    await expect(db.execute(sql`update journal_lines set amount = amount + 1 where id = ${line.id}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from journal_entries where id = ${line.entryId}`)).rejects.toThrow();
    expect(await walletBalance(db, user.id)).toBe(300);
    expect((await ledgerInvariants(db)).total).toBe(0);
  });
});
