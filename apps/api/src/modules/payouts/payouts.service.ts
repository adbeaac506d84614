import { monthOf, monthStart, nextMonth } from '@parkshare/shared/payments/calendar';
import { bankAccountStatus } from '@parkshare/shared/payments/bank-account-status';
import {
  automaticPayoutMonth,
  nextAutomaticPayout,
  payoutFee,
  type AutomaticPayoutBlocker,
} from '@parkshare/shared/payments/payouts';
import { canMovePayout } from '@parkshare/shared/payments/status';
import { formatMessage } from '@parkshare/shared/validation/messages';
import { MAX_PAYOUT, type RequestPayoutData } from '@parkshare/shared/validation/payments';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, notExists, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { bankAccounts, type BankAccountRow } from '../../db/schema/billing';
import { journalEntries, journalLines, ledgerAccounts, transactions } from '../../db/schema/ledger';
import { payouts, type PayoutRow } from '../../db/schema/payouts';
import { users } from '../../db/schema/users';
import { fieldError, notFound } from '../../lib/errors';
import { idempotent } from '../../lib/idempotency';
import { afterCursor, cursorTime, keysetPage, type Page, type PageRequest } from '../../lib/page';
import { inTurn } from '../../lib/keyed-queue';
import { isUuid } from '../../lib/tokens';
import { findOwnBankAccount } from '../billing/bank-accounts.service';
import type { Tx } from '../../db/transaction';
import { accountBalance, lockWallet, postEntry, walletBalance, type EntryLine } from '../ledger/ledger.service';
import type { Reader } from '../../db/transaction';
import { getPaymentProvider, notifyUrl } from '../payments/gateway';

// Payouts (issue 4, decision 044 "Payouts"): money leaves a wallet for the user's verified bank account, on
// demand (the first of a Warsaw month free, each further one 1 PLN) or automatically (last month's earnings, from
// the 1st of the month). Asking books everything at once — the payout, its withdrawal transaction and the
// withdrawal entry — in one database transaction; the gateway hears about it after the commit, and its answer
// (webhook or status poll) completes the payout or returns the money.

/** A payout not handed to the gateway within this time (a crash between commit and call) is sent again. */
export const PAYOUT_SEND_RETRY_MS = 60_000;
/** A payout the gateway has not answered for this long is asked about (a lost notification). */
export const PAYOUT_POLL_AFTER_MS = 2 * 60_000;
const BATCH = 50;

const złoty = (grosze: number) => (grosze / 100).toFixed(2);

export interface PayoutReport {
  providerPayoutId: string;
  status: 'processing' | 'completed' | 'failed';
  failureCode?: string | undefined;
  /** The gateway's copy of Parkshare's payout id, when the notification carries it. */
  merchantReference?: string | undefined;
}

/** On-demand payouts of a user in a Warsaw month that did not fail (they decide the next one's fee). */
async function onDemandPayoutsIn(db: Reader, userId: string, month: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(payouts)
    .where(
      and(
        eq(payouts.userId, userId),
        eq(payouts.kind, 'on_demand'),
        eq(payouts.month, month),
        ne(payouts.status, 'failed'),
      ),
    );
  return Number(row?.count ?? 0);
}

async function defaultBankAccount(db: Reader, userId: string): Promise<BankAccountRow | null> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.isDefault, true)))
    .limit(1);
  return row ?? null;
}

export interface PayoutQuote {
  fee: number;
  maxAmount: number;
  defaultBankAccount: BankAccountRow | null;
  freePayoutsLeft: number;
  /** When this month's earnings go out on their own, and what stops them (shown on /balance). */
  automaticPayout: { by: string; blockers: AutomaticPayoutBlocker[] };
}

/** What the withdraw dialog shows before confirming: the fee of the next payout and how much can go. */
export async function payoutQuote(db: Reader, userId: string, now = new Date()): Promise<PayoutQuote> {
  const earlier = await onDemandPayoutsIn(db, userId, monthOf(now));
  const balance = await walletBalance(db, userId);
  const fee = payoutFee(earlier);
  const bank = await defaultBankAccount(db, userId);
  return {
    fee,
    maxAmount: Math.min(MAX_PAYOUT, Math.max(0, balance - fee)),
    defaultBankAccount: bank,
    freePayoutsLeft: earlier > 0 ? 0 : 1,
    automaticPayout: nextAutomaticPayout(now, { balance, defaultBankAccount: bank ? bankAccountStatus(bank) : null }),
  };
}

interface NewPayout {
  userId: string;
  bank: BankAccountRow;
  kind: PayoutRow['kind'];
  amount: number;
  fee: number;
  earningsMonth: string | null;
  now: Date;
}

/**
 * The payout row, its withdrawal transaction and the withdrawal entry (wallet −(A + F), payouts clearing +A,
 * revenue +F), in the caller's transaction. Null when a monthly payout of that month already exists.
 */
async function bookPayout(tx: Tx, payout: NewPayout): Promise<PayoutRow | null> {
  const { userId, bank, kind, amount, fee, earningsMonth, now } = payout;
  const [row] = await tx
    .insert(payouts)
    .values({
      userId,
      bankAccountId: bank.id,
      accountNumber: bank.accountNumber,
      kind,
      amount,
      fee,
      month: monthOf(now),
      earningsMonth,
      createdAt: now,
      // updated_at = created_at marks a payout not yet handed to the gateway by anyone (sendPayout claims it).
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await tx.insert(transactions).values({
    userId,
    type: 'withdrawal',
    status: 'pending',
    amount: amount + fee,
    payoutId: row.id,
    createdAt: now,
    updatedAt: now,
  });
  const lines: EntryLine[] = [
    { account: { wallet: userId }, amount: -(amount + fee) },
    { account: { platform: 'payouts_clearing' }, amount },
  ];
  if (fee > 0) lines.push({ account: { platform: 'platform_revenue' }, amount: fee });
  await postEntry(tx, {
    kind: 'withdrawal',
    description: kind === 'monthly' ? `Automatic payout of ${earningsMonth ?? ''} earnings` : 'Payout',
    payoutId: row.id,
    balanceField: 'amount',
    lines,
  });
  return row;
}

/** One of the user's payouts, or NOT_FOUND. */
export async function findOwnPayout(db: Reader, { id, userId }: { id: string; userId: string }): Promise<PayoutRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, id), eq(payouts.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/** One page of the user's payouts, newest first (decision 064). */
export async function listPayouts(
  db: Reader,
  { userId, page }: { userId: string; page: PageRequest },
): Promise<Page<PayoutRow>> {
  const rows = await db
    .select({ row: payouts, cursorAt: cursorTime(payouts.createdAt) })
    .from(payouts)
    .where(and(eq(payouts.userId, userId), afterCursor(payouts.createdAt, payouts.id, page.after)))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(page.first + 1);
  return keysetPage(rows, page.first);
}

/**
 * An on-demand payout to one of the user's verified bank accounts. The wallet is locked before the balance is
 * read, so two payouts from one balance are serialised and the second sees what the first took.
 */
export async function requestPayout(deps: AppDeps, request: PayoutRequest): Promise<PayoutRow> {
  const payout = await placePayout(deps, request);
  await sendPayout(deps, payout.id, { now: request.now ?? new Date() });
  return findOwnPayout(deps.db, { id: payout.id, userId: request.userId });
}

export interface PayoutRequest {
  userId: string;
  input: RequestPayoutData;
  now?: Date | undefined;
}

/** The booking half of requestPayout (one transaction); the payout is pending until sendPayout hands it over. */
export function placePayout(deps: AppDeps, { userId, input, now = new Date() }: PayoutRequest): Promise<PayoutRow> {
  const { idempotencyKey, ...rest } = input;
  // Payouts take from the wallet under its lock; one user's requests queue here, not in the connection pool.
  return inTurn(deps, `wallet:${userId}`, () =>
    deps.db.transaction((tx) =>
      idempotent<PayoutRow>({
        tx,
        userId,
        key: idempotencyKey,
        operation: 'requestPayout',
        input: rest,
        replay: (id) => findOwnPayout(tx, { id, userId }),
        run: async () => {
          const bank = await findOwnBankAccount(tx, { id: input.bankAccountId, userId });
          if (!bank) throw fieldError('bankAccountId', formatMessage('ownBankAccount'));
          if (!bank.isVerified) throw fieldError('bankAccountId', formatMessage('bankAccountNotVerified'));
          const { balance } = await lockWallet(tx, userId);
          const fee = payoutFee(await onDemandPayoutsIn(tx, userId, monthOf(now)));
          if (input.amount + fee > balance) {
            throw fieldError('amount', formatMessage('payoutAboveBalance', { max: złoty(Math.max(0, balance - fee)) }));
          }
          const row = await bookPayout(tx, {
            userId,
            bank,
            kind: 'on_demand',
            amount: input.amount,
            fee,
            earningsMonth: null,
            now,
          });
          if (!row) throw new Error('on-demand payout insert failed');
          return row;
        },
      }),
    ),
  );
}

/**
 * Hands a pending payout to the gateway and moves it to processing. A payout is claimed first (its updated_at
 * moves), so the request that booked it and the recovery job on any instance never send it twice at once; a
 * payout whose sending failed stays pending and the job tries again after PAYOUT_SEND_RETRY_MS.
 */
export async function sendPayout(
  deps: AppDeps,
  payoutId: string,
  { now = new Date(), retry = false } = {},
): Promise<void> {
  const claim = retry
    ? lt(payouts.updatedAt, new Date(now.getTime() - PAYOUT_SEND_RETRY_MS))
    : eq(payouts.updatedAt, payouts.createdAt);
  const [payout] = await deps.db
    .update(payouts)
    .set({ updatedAt: new Date(Math.max(now.getTime(), Date.now())) })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'pending'), isNull(payouts.providerPayoutId), claim))
    .returning();
  if (!payout) return;
  try {
    const [owner] = await deps.db.select({ name: users.name }).from(users).where(eq(users.id, payout.userId));
    const provider = getPaymentProvider(deps);
    const { providerPayoutId } = await provider.createPayout({
      payoutId: payout.id,
      amount: payout.amount,
      currency: payout.currency,
      accountNumber: payout.accountNumber,
      recipientName: owner?.name ?? '',
      title:
        payout.kind === 'monthly' ? `Parkshare ${payout.earningsMonth ?? ''}` : `Parkshare ${payout.id.slice(0, 8)}`,
      notifyUrl: notifyUrl(deps, provider.name),
    });
    await deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(payouts).where(eq(payouts.id, payout.id)).for('update');
      if (!current || current.providerPayoutId) return;
      await tx
        .update(payouts)
        .set({
          providerPayoutId,
          status: current.status === 'pending' ? 'processing' : current.status,
          updatedAt: new Date(),
        })
        .where(eq(payouts.id, payout.id));
    });
  } catch (error) {
    deps.log.warn({ err: error, payoutId }, 'payout not sent to the gateway yet; the payouts job retries');
  }
}

/** Moves a locked payout as the gateway reported; a repeated or older report changes nothing. */
async function movePayout(tx: Tx, payout: PayoutRow, report: PayoutReport, now: Date): Promise<void> {
  const to = report.status;
  if (payout.status === to || !canMovePayout(payout.status, to)) return;
  if (to === 'processing') {
    await tx.update(payouts).set({ status: to, updatedAt: now }).where(eq(payouts.id, payout.id));
    return;
  }
  const failed = to === 'failed';
  await tx
    .update(payouts)
    .set({ status: to, failureCode: failed ? (report.failureCode ?? 'failed') : null, finishedAt: now, updatedAt: now })
    .where(eq(payouts.id, payout.id));
  await tx
    .update(transactions)
    .set({ status: failed ? 'failed' : 'completed', processedAt: now, updatedAt: now })
    .where(and(eq(transactions.payoutId, payout.id), eq(transactions.status, 'pending')));
  if (!failed) {
    await postEntry(tx, {
      kind: 'payout_completed',
      description: 'Payout sent by the gateway',
      payoutId: payout.id,
      lines: [
        { account: { platform: 'payouts_clearing' }, amount: -payout.amount },
        { account: { platform: 'gateway_clearing' }, amount: payout.amount },
      ],
    });
    return;
  }
  const lines: EntryLine[] = [
    { account: { platform: 'payouts_clearing' }, amount: -payout.amount },
    { account: { wallet: payout.userId }, amount: payout.amount + payout.fee },
  ];
  if (payout.fee > 0) lines.push({ account: { platform: 'platform_revenue' }, amount: -payout.fee });
  await postEntry(tx, {
    kind: 'payout_returned',
    description: 'Payout failed: money and fee back to the balance',
    payoutId: payout.id,
    lines,
  });
}

/**
 * What the gateway said about a payout (its webhook and the status poll call this): completed books
 * payout_completed, failed returns the money and the fee to the wallet (payout_returned). Idempotent and
 * forward only. An unknown payout is NOT_FOUND (the webhook answers 4xx; the gateway retries).
 */
export async function handlePayoutReport(deps: AppDeps, report: PayoutReport, now = new Date()): Promise<void> {
  await deps.db.transaction(async (tx) => {
    let [payout] = await tx
      .select()
      .from(payouts)
      .where(eq(payouts.providerPayoutId, report.providerPayoutId))
      .for('update');
    if (!payout && report.merchantReference && isUuid(report.merchantReference)) {
      // The gateway answered before the payout's provider id was saved: adopt the id it reports.
      [payout] = await tx
        .select()
        .from(payouts)
        .where(and(eq(payouts.id, report.merchantReference), isNull(payouts.providerPayoutId)))
        .for('update');
      if (payout) {
        await tx.update(payouts).set({ providerPayoutId: report.providerPayoutId }).where(eq(payouts.id, payout.id));
      }
    }
    if (!payout) throw notFound('Unknown payout.');
    await movePayout(tx, payout, report, now);
  });
}

/**
 * The payouts job's recovery half: sends pending payouts that never reached the gateway (the server stopped
 * between commit and call, or the gateway was down) and asks the gateway about payouts it has not answered.
 */
export async function recoverPayouts(deps: AppDeps, now = new Date()): Promise<void> {
  const unsent = await deps.db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        eq(payouts.status, 'pending'),
        isNull(payouts.providerPayoutId),
        lt(payouts.updatedAt, new Date(now.getTime() - PAYOUT_SEND_RETRY_MS)),
      ),
    )
    .orderBy(asc(payouts.updatedAt))
    .limit(BATCH);
  for (const { id } of unsent) await sendPayout(deps, id, { now, retry: true });

  const waiting = await deps.db
    .select({ providerPayoutId: payouts.providerPayoutId })
    .from(payouts)
    .where(
      and(
        inArray(payouts.status, ['pending', 'processing']),
        sql`${payouts.providerPayoutId} is not null`,
        lt(payouts.updatedAt, new Date(now.getTime() - PAYOUT_POLL_AFTER_MS)),
      ),
    )
    .orderBy(asc(payouts.updatedAt))
    .limit(BATCH);
  const provider = getPaymentProvider(deps);
  for (const { providerPayoutId } of waiting) {
    if (!providerPayoutId) continue;
    try {
      const report = await provider.getPayoutStatus(providerPayoutId);
      await handlePayoutReport(deps, { providerPayoutId, status: report.status, failureCode: report.failureCode }, now);
    } catch (error) {
      deps.log.warn({ err: error, providerPayoutId }, 'payout status poll failed');
    }
  }
}

/** Users with earnings credited to their wallet in a Warsaw month and no automatic payout of it yet. */
async function earnersWithoutPayout(db: Reader, month: string): Promise<{ userId: string; earned: number }[]> {
  const rows = await db
    .select({ userId: ledgerAccounts.userId, earned: sql<string>`sum(${journalLines.amount})` })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(
      and(
        eq(journalEntries.kind, 'earning'),
        eq(ledgerAccounts.kind, 'wallet'),
        sql`${journalLines.amount} > 0`,
        gte(journalEntries.createdAt, monthStart(month)),
        lt(journalEntries.createdAt, monthStart(nextMonth(month))),
        notExists(
          db
            .select({ id: payouts.id })
            .from(payouts)
            .where(
              and(
                eq(payouts.userId, ledgerAccounts.userId),
                eq(payouts.kind, 'monthly'),
                eq(payouts.earningsMonth, month),
              ),
            ),
        ),
      ),
    )
    .groupBy(ledgerAccounts.userId)
    .orderBy(asc(ledgerAccounts.userId));
  return rows.flatMap((row) => (row.userId ? [{ userId: row.userId, earned: Number(row.earned) }] : []));
}

/**
 * The automatic payout of last month's earnings (decision 044 "Payouts"): for each user whose wallet was
 * credited with earnings in the previous Warsaw month, min(balance, those earnings) goes to their default bank
 * account if it is verified, free, once per user and month. Safe on several instances at once: a wallet another
 * instance holds is skipped (SKIP LOCKED), and the unique (user, earnings month) index turns a second payout into
 * nothing. Users without a verified default bank account are skipped and tried again on the next run.
 * Answers how many payouts this run booked.
 */
export async function runMonthlyPayouts(deps: AppDeps, now = new Date()): Promise<number> {
  const earningsMonth = automaticPayoutMonth(now);
  let booked = 0;
  for (const { userId, earned } of await earnersWithoutPayout(deps.db, earningsMonth)) {
    try {
      const payout = await deps.db.transaction(async (tx) => {
        const [wallet] = await tx
          .select({ id: ledgerAccounts.id })
          .from(ledgerAccounts)
          .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.userId, userId)))
          .for('update', { skipLocked: true });
        if (!wallet) return null;
        const bank = await defaultBankAccount(tx, userId);
        if (!bank?.isVerified) return null;
        const amount = Math.min(await accountBalance(tx, wallet.id), earned);
        if (amount <= 0) return null;
        return bookPayout(tx, { userId, bank, kind: 'monthly', amount, fee: 0, earningsMonth, now });
      });
      if (payout) {
        booked += 1;
        await sendPayout(deps, payout.id, { now });
      }
    } catch (error) {
      deps.log.error({ err: error, userId, earningsMonth }, 'automatic payout failed');
    }
  }
  return booked;
}
