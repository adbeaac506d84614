import { formatMessage } from '@parkshare/shared/validation/messages';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  journalEntries,
  journalLines,
  ledgerAccounts,
  type JournalEntryKind,
  type LedgerAccountKind,
} from '../../db/schema/ledger';
import { fieldError } from '../../lib/errors';
import type { Reader, Tx } from '../../db/transaction';

// The double-entry journal (issue 4, decision 044). Every movement of money is one entry whose lines sum to zero,
// written in the same transaction as the state change that causes it. A balance is a sum of lines, never a
// stored number. The database refuses unbalanced entries, negative wallets and changes to posted rows too
// (triggers in migration 0003); this module is where code posts, so the rules are checked before the database.

export type PlatformAccount = Exclude<LedgerAccountKind, 'wallet'>;

/** An account a line names: a user's wallet or one of the platform's accounts. */
export type AccountRef = { wallet: string } | { platform: PlatformAccount };

export interface EntryLine {
  account: AccountRef;
  /** Grosze; positive adds to the account, negative takes from it. */
  amount: number;
}

export interface NewEntry {
  kind: JournalEntryKind;
  description: string;
  orderId?: string | null;
  paymentId?: string | null;
  payoutId?: string | null;
  reservationId?: string | null;
  /** The support ticket a refund (or the owner's earning reversal) is granted on: once per ticket and kind. */
  ticketId?: string | null;
  /** The refund (decision 085) the entry books: once per refund and kind. */
  refundId?: string | null;
  lines: EntryLine[];
  /**
   * The field a too-low wallet is reported on (`amount` for a payout, `method` for paying from the balance).
   * Posting that takes more from a wallet than it holds fails with a validation error on it.
   */
  balanceField?: string;
  /** The message of that error: insufficientBalance unless the poster names another (the owner's, on a ticket). */
  balanceMessage?: string;
}

const platformIds = new WeakMap<object, Map<PlatformAccount, string>>();

/** The id of one of the platform's accounts (created by migration 0003), cached per database. */
async function platformAccountId(db: Reader, kind: PlatformAccount): Promise<string> {
  const key = db as object;
  const cached = platformIds.get(key)?.get(kind);
  if (cached) return cached;
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), isNull(ledgerAccounts.userId)));
  if (!row) throw new Error(`ledger account ${kind} is missing (migration 0003 creates it)`);
  // Transactions are short-lived objects; only cache on the long-lived database handle.
  if (!('rollback' in key)) {
    const map = platformIds.get(key) ?? new Map<PlatformAccount, string>();
    map.set(kind, row.id);
    platformIds.set(key, map);
  }
  return row.id;
}

/** The user's wallet account id, opened on first use (safe when two transactions open it at once). */
export async function walletAccountId(db: Reader, userId: string): Promise<string> {
  const [existing] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.userId, userId)));
  if (existing) return existing.id;
  await db
    .insert(ledgerAccounts)
    .values({ kind: 'wallet', userId })
    .onConflictDoNothing({ target: [ledgerAccounts.userId, ledgerAccounts.kind], where: sql`user_id is not null` });
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.userId, userId)));
  if (!row) throw new Error('wallet account insert failed');
  return row.id;
}

const accountIdOf = (db: Reader, account: AccountRef): Promise<string> =>
  'wallet' in account ? walletAccountId(db, account.wallet) : platformAccountId(db, account.platform);

/** Sum of an account's lines, grosze. */
export async function accountBalance(db: Reader, accountId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${journalLines.amount}), 0)` })
    .from(journalLines)
    .where(eq(journalLines.accountId, accountId));
  return Number(row?.balance ?? 0);
}

/** A user's balance (SPEC §3 `balance`): the sum of their wallet's lines; 0 before their first movement. */
export async function walletBalance(db: Reader, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${journalLines.amount}), 0)` })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.userId, userId)));
  return Number(row?.balance ?? 0);
}

/** Balances of several users at once (lists, DataLoader), 0 for those without a wallet yet. */
export async function walletBalances(db: Reader, userIds: readonly string[]): Promise<Map<string, number>> {
  const balances = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return balances;
  const rows = await db
    .select({ userId: ledgerAccounts.userId, balance: sql<string>`coalesce(sum(${journalLines.amount}), 0)` })
    .from(ledgerAccounts)
    .leftJoin(journalLines, eq(journalLines.accountId, ledgerAccounts.id))
    .where(and(eq(ledgerAccounts.kind, 'wallet'), inArray(ledgerAccounts.userId, [...userIds])))
    .groupBy(ledgerAccounts.userId);
  for (const row of rows) if (row.userId) balances.set(row.userId, Number(row.balance));
  return balances;
}

/**
 * Locks a user's wallet for the rest of the transaction and answers its balance. Everything that takes money
 * from a wallet calls this first, so two payments from one balance are serialised and neither can overdraw it.
 */
export async function lockWallet(tx: Tx, userId: string): Promise<{ accountId: string; balance: number }> {
  const accountId = await walletAccountId(tx, userId);
  await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId)).for('update');
  return { accountId, balance: await accountBalance(tx, accountId) };
}

/** Posts one balanced entry; must run inside the transaction that makes the state change it records. */
export async function postEntry(tx: Tx, entry: NewEntry): Promise<string> {
  if (entry.lines.length < 2) throw new Error('a journal entry needs at least two lines');
  let total = 0;
  for (const line of entry.lines) {
    if (!Number.isSafeInteger(line.amount) || line.amount === 0) {
      throw new Error(`journal line amount must be a non-zero whole number of grosze, got ${line.amount}`);
    }
    total += line.amount;
  }
  if (total !== 0) throw new Error(`journal entry ${entry.kind} does not balance (sum ${total})`);

  // One query at a time: a transaction is one connection, and pg refuses overlapping queries on a client.
  const resolved: { line: EntryLine; accountId: string }[] = [];
  for (const line of entry.lines) resolved.push({ line, accountId: await accountIdOf(tx, line.account) });
  // What each wallet gives in this entry; a wallet that gives must hold enough (locked, so no race can overdraw).
  const taken = new Map<string, number>();
  for (const { line } of resolved) {
    if ('wallet' in line.account) taken.set(line.account.wallet, (taken.get(line.account.wallet) ?? 0) + line.amount);
  }
  for (const [userId, change] of [...taken].sort(([a], [b]) => a.localeCompare(b))) {
    if (change >= 0) continue;
    const { balance } = await lockWallet(tx, userId);
    if (balance + change < 0) {
      throw fieldError(entry.balanceField ?? 'amount', entry.balanceMessage ?? formatMessage('insufficientBalance'));
    }
  }

  const [row] = await tx
    .insert(journalEntries)
    .values({
      kind: entry.kind,
      description: entry.description,
      orderId: entry.orderId ?? null,
      paymentId: entry.paymentId ?? null,
      payoutId: entry.payoutId ?? null,
      reservationId: entry.reservationId ?? null,
      ticketId: entry.ticketId ?? null,
      refundId: entry.refundId ?? null,
    })
    .returning({ id: journalEntries.id });
  if (!row) throw new Error('journal entry insert failed');
  await tx
    .insert(journalLines)
    .values(resolved.map(({ line, accountId }) => ({ entryId: row.id, accountId, amount: line.amount })));
  return row.id;
}

export interface LedgerInvariants {
  /** Sum of every line of every entry: always 0. */
  total: number;
  /** Entries whose lines do not sum to 0: always none. */
  unbalancedEntries: string[];
  /** Wallets below zero: always none. */
  negativeWallets: { userId: string; balance: number }[];
}

/** What the tests and the bench check after every scenario (issue 4 "invariants"). */
export async function ledgerInvariants(db: Reader): Promise<LedgerInvariants> {
  const [total] = await db.select({ total: sql<string>`coalesce(sum(${journalLines.amount}), 0)` }).from(journalLines);
  const unbalanced = await db
    .select({ entryId: journalLines.entryId })
    .from(journalLines)
    .groupBy(journalLines.entryId)
    .having(sql`sum(${journalLines.amount}) <> 0`);
  const negative = await db
    .select({ userId: ledgerAccounts.userId, balance: sql<string>`sum(${journalLines.amount})` })
    .from(ledgerAccounts)
    .innerJoin(journalLines, eq(journalLines.accountId, ledgerAccounts.id))
    .where(eq(ledgerAccounts.kind, 'wallet'))
    .groupBy(ledgerAccounts.userId)
    .having(sql`sum(${journalLines.amount}) < 0`);
  return {
    total: Number(total?.total ?? 0),
    unbalancedEntries: unbalanced.map((row) => row.entryId),
    negativeWallets: negative.map((row) => ({ userId: row.userId ?? '', balance: Number(row.balance) })),
  };
}
