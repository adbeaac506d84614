import { monthOf, warsawDay } from '@parkshare/shared/payments/calendar';
import { formatMessage } from '@parkshare/shared/validation/messages';
import { and, asc, count, desc, eq, inArray, isNull, like, sql, sum } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { payoutBatches, payouts, type PayoutBatchRow, type PayoutRow } from '../../db/schema/payouts';
import { users } from '../../db/schema/users';
import type { Reader, Tx } from '../../db/transaction';
import { fieldError, notFound } from '../../lib/errors';
import { afterCursor, cursorTime, keysetPage, type Page, type PageRequest } from '../../lib/page';
import { isUuid } from '../../lib/tokens';
import { SELLER } from '../company/seller';
import { applyPayoutReport } from './payout-reports';
import { payoutTitle } from './send-payout';
import { elixirText } from './transfer-file';

// Payouts by bank transfer file (decision 084). When the gateway offers no payouts (Przelewy24's standard contract),
// booked payouts wait, pending, until an admin makes a transfer file: every waiting payout goes into it and moves
// to processing. The operator imports the file in Parkshare's bank; once the bank has executed the transfers the
// admin confirms the file and its payouts complete (payout_completed). A transfer the bank refused is marked
// returned before that, and its money and fee go back to the owner's balance (payout_returned), as a gateway's
// failed payout does.

/** A file holds at most this many transfers; the rest wait for the next file. */
export const BATCH_LIMIT = 500;

/** The provider id a payout sent by file carries: unique, and never asked about at a gateway. */
export const BANK_FILE_PREFIX = 'bank-file:';

export interface AwaitingFile {
  count: number;
  total: number;
}

export interface BatchPayout {
  payout: PayoutRow;
  ownerName: string;
}

const awaiting = and(eq(payouts.status, 'pending'), isNull(payouts.batchId), isNull(payouts.providerPayoutId));

/** How many payouts wait for a transfer file, and how much they come to (grosze). */
export async function payoutsAwaitingFile(db: Reader): Promise<AwaitingFile> {
  const [row] = await db
    .select({ count: count(), total: sum(payouts.amount) })
    .from(payouts)
    .where(awaiting);
  return { count: row?.count ?? 0, total: Number(row?.total ?? 0) };
}

/** "2026-11", 3 → "WYP/2026/11/0003". */
export const batchNumber = (month: string, sequence: number) =>
  `WYP/${month.replace('-', '/')}/${String(sequence).padStart(4, '0')}`;

/** "WYP/2026/11/0003" → "przelewy-WYP-2026-11-0003.txt". */
export const batchFileName = (number: string) => `przelewy-${number.replaceAll('/', '-')}.txt`;

async function nextBatchNumber(tx: Tx, month: string): Promise<string> {
  const prefix = batchNumber(month, 0).slice(0, -4);
  const [row] = await tx
    .select({ count: count() })
    .from(payoutBatches)
    .where(like(payoutBatches.number, `${prefix}%`));
  return batchNumber(month, (row?.count ?? 0) + 1);
}

function requireBankFile(deps: AppDeps): string {
  if (deps.config.payouts.via !== 'bank_file') throw fieldError('batch', formatMessage('payoutsByGateway'));
  return deps.config.payouts.accountIban;
}

/**
 * Makes a transfer file of every payout waiting for one (oldest first, at most BATCH_LIMIT). One file at a time: a
 * transaction-scoped advisory lock serialises two admins, and the payouts are locked as they are taken, so no payout
 * is ever in two files.
 */
export async function createPayoutBatch(
  deps: AppDeps,
  { adminId, now = new Date() }: { adminId: string; now?: Date },
): Promise<PayoutBatchRow> {
  const accountNumber = requireBankFile(deps);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('payout_batches'))`);
    const taken = await tx
      .select({ payout: payouts, ownerName: users.name })
      .from(payouts)
      .innerJoin(users, eq(users.id, payouts.userId))
      .where(awaiting)
      .orderBy(asc(payouts.createdAt), asc(payouts.id))
      .limit(BATCH_LIMIT)
      .for('update', { of: payouts });
    if (taken.length === 0) throw fieldError('batch', formatMessage('noPayoutsAwaitingFile'));
    const content = elixirText({
      senderAccount: accountNumber,
      senderLines: [SELLER.name, SELLER.street, `${SELLER.postcode} ${SELLER.city}`],
      executionDate: `${monthOf(now)}-${String(warsawDay(now).day).padStart(2, '0')}`,
      transfers: taken.map(({ payout, ownerName }) => ({
        amount: payout.amount,
        recipientAccount: payout.accountNumber,
        recipientName: ownerName,
        title: payoutTitle(payout),
      })),
    });
    const [batch] = await tx
      .insert(payoutBatches)
      .values({
        number: await nextBatchNumber(tx, monthOf(now)),
        payoutCount: taken.length,
        total: taken.reduce((total, { payout }) => total + payout.amount, 0),
        accountNumber,
        content,
        createdBy: adminId,
        createdAt: now,
      })
      .returning();
    if (!batch) throw new Error('payout batch insert failed');
    for (const { payout } of taken) {
      await tx
        .update(payouts)
        .set({ batchId: batch.id, providerPayoutId: `${BANK_FILE_PREFIX}${payout.id}` })
        .where(eq(payouts.id, payout.id));
      await applyPayoutReport(
        tx,
        payout,
        { providerPayoutId: `${BANK_FILE_PREFIX}${payout.id}`, status: 'processing' },
        now,
      );
    }
    return batch;
  });
}

async function lockBatch(tx: Tx, batchId: string): Promise<PayoutBatchRow> {
  if (!isUuid(batchId)) throw notFound();
  const [batch] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, batchId)).for('update');
  if (!batch) throw notFound();
  return batch;
}

/**
 * The bank executed the file: its payouts still processing complete (payout_completed). Confirming a confirmed
 * file changes nothing.
 */
export async function confirmPayoutBatch(
  deps: AppDeps,
  { batchId, adminId, now = new Date() }: { batchId: string; adminId: string; now?: Date },
): Promise<PayoutBatchRow> {
  return deps.db.transaction(async (tx) => {
    const batch = await lockBatch(tx, batchId);
    if (batch.status === 'confirmed') return batch;
    const inBatch = await tx
      .select()
      .from(payouts)
      .where(eq(payouts.batchId, batch.id))
      .orderBy(asc(payouts.id))
      .for('update');
    for (const payout of inBatch) {
      if (!payout.providerPayoutId) continue;
      await applyPayoutReport(tx, payout, { providerPayoutId: payout.providerPayoutId, status: 'completed' }, now);
    }
    const [confirmed] = await tx
      .update(payoutBatches)
      .set({ status: 'confirmed', confirmedAt: now, confirmedBy: adminId })
      .where(eq(payoutBatches.id, batch.id))
      .returning();
    if (!confirmed) throw new Error('payout batch confirm failed');
    return confirmed;
  });
}

/**
 * The bank refused one transfer of a file not yet confirmed (a closed account, a wrong name): the payout fails and
 * its money and fee go back to the owner's balance. Answers the payout's file.
 */
export async function returnBatchPayout(
  deps: AppDeps,
  { payoutId, now = new Date() }: { payoutId: string; now?: Date },
): Promise<PayoutBatchRow> {
  if (!isUuid(payoutId)) throw notFound();
  return deps.db.transaction(async (tx) => {
    const [found] = await tx.select({ batchId: payouts.batchId }).from(payouts).where(eq(payouts.id, payoutId));
    if (!found?.batchId) throw notFound();
    const batch = await lockBatch(tx, found.batchId);
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
    if (!payout?.providerPayoutId) throw notFound();
    if (batch.status !== 'open' || payout.status !== 'processing') {
      throw fieldError('payoutId', formatMessage('payoutNotInOpenFile'));
    }
    await applyPayoutReport(
      tx,
      payout,
      { providerPayoutId: payout.providerPayoutId, status: 'failed', failureCode: 'returned_by_bank' },
      now,
    );
    return batch;
  });
}

/** The transfer files, newest first, a page at a time. */
export async function listPayoutBatches(db: Reader, page: PageRequest): Promise<Page<PayoutBatchRow>> {
  const rows = await db
    .select({ row: payoutBatches, cursorAt: cursorTime(payoutBatches.createdAt) })
    .from(payoutBatches)
    .where(afterCursor(payoutBatches.createdAt, payoutBatches.id, page.after))
    .orderBy(desc(payoutBatches.createdAt), desc(payoutBatches.id))
    .limit(page.first + 1);
  return keysetPage(rows, page.first);
}

/** One transfer file, or NOT_FOUND. */
export async function payoutBatch(db: Reader, batchId: string): Promise<PayoutBatchRow> {
  if (!isUuid(batchId)) throw notFound();
  const [batch] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
  if (!batch) throw notFound();
  return batch;
}

/** The payouts of some files with their owners' names, in file order. */
export async function payoutsOfBatches(db: Reader, batchIds: readonly string[]): Promise<Map<string, BatchPayout[]>> {
  const found = new Map<string, BatchPayout[]>(batchIds.map((id) => [id, []]));
  if (batchIds.length === 0) return found;
  const rows = await db
    .select({ payout: payouts, ownerName: users.name })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .where(inArray(payouts.batchId, [...batchIds]))
    .orderBy(asc(payouts.createdAt), asc(payouts.id));
  for (const row of rows) found.get(row.payout.batchId ?? '')?.push(row);
  return found;
}
