import { randomBytes } from 'node:crypto';
import {
  BLIK_APPROVAL_TIMEOUT_SECONDS,
  BLIK_CODE_VALIDITY_SECONDS,
  SANDBOX_BLIK_CODES,
} from '@parkshare/shared/payments/blik';
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sandboxNotifications, sandboxPayments, type SandboxPaymentRow } from '../../../db/schema/sandbox-gateway';
import type { Tx } from '../../../db/transaction';

// The sandbox gateway's books: what a real gateway keeps on its side. A payment, payout or refund row moves
// waiting (for the person: bank choice page or bank app) → processing (the bank answers shortly) → succeeded |
// failed, and every move the merchant must hear about queues one signed notification (delivery.ts). Refunds are
// accepted in refunds.ts.

export type SandboxStatus = 'waiting' | 'processing' | 'succeeded' | 'failed';

/** How long the sandbox "bank" takes to answer a test code, an online transfer or a payout. */
export const BANK_DELAY_MS = 1500;
/** How long the hosted bank choice page stays open for an online payment. */
export const ONLINE_PAGE_VALIDITY_MS = 15 * 60 * 1000;
export const ALIAS_LABEL = 'Parkshare';
export const ALIAS_VALIDITY_MS = 365 * 24 * 60 * 60 * 1000;
/** Payouts to accounts ending with these digits fail (docs/payments.md): a test and a person reach a failed payout. */
export const FAILING_ACCOUNT_SUFFIX = '00000000';

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export interface NotificationBody {
  id: string;
  type: 'payment' | 'payout' | 'refund';
  /** The sandbox's id of the payment, payout or refund. */
  sandboxId: string;
  merchantReference: string;
  status: 'processing' | 'succeeded' | 'failed';
  failureCode?: string;
  alias?: { key: string; label: string; expiresAt: string };
  occurredAt: string;
}

export interface Outcome {
  status: 'succeeded' | 'failed';
  failureCode?: string;
  /** BLIK: the person saved this shop in the bank app while approving. */
  saveAlias?: boolean;
}

/** Locks one sandbox row for a change. */
export async function lockSandboxRow(tx: Tx, id: string): Promise<SandboxPaymentRow | undefined> {
  const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).for('update');
  return row;
}

export async function findSandboxRow(db: Db | Tx, id: string): Promise<SandboxPaymentRow | undefined> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  return row;
}

/** The newest sandbox payment made for a merchant reference (the bank app opened with Parkshare's payment id). */
export async function findByReference(db: Db | Tx, reference: string): Promise<SandboxPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.merchantReference, reference), eq(sandboxPayments.kind, 'payment')))
    .orderBy(desc(sandboxPayments.createdAt))
    .limit(1);
  return row;
}

/** Queues the notification of a row's current state; answers its id (the event id). */
async function queueNotification(tx: Tx, row: SandboxPaymentRow, now: Date): Promise<string> {
  const id = newId('evt');
  const body: NotificationBody = {
    id,
    type: row.kind,
    sandboxId: row.id,
    merchantReference: row.merchantReference,
    status: row.status as NotificationBody['status'],
    ...(row.failureCode ? { failureCode: row.failureCode } : {}),
    ...(row.status === 'succeeded' && row.aliasKey && row.saveAlias
      ? {
          alias: {
            key: row.aliasKey,
            label: row.aliasLabel ?? ALIAS_LABEL,
            expiresAt: new Date(now.getTime() + ALIAS_VALIDITY_MS).toISOString(),
          },
        }
      : {}),
    occurredAt: now.toISOString(),
  };
  await tx.insert(sandboxNotifications).values({
    id,
    sandboxPaymentId: row.id,
    url: row.notifyUrl,
    body: JSON.stringify(body),
    nextAttemptAt: now,
    createdAt: now,
  });
  return id;
}

/** Ends a waiting or processing row; answers the queued notification's id, or null when it had already ended. */
export async function finish(tx: Tx, id: string, outcome: Outcome, now: Date): Promise<string | null> {
  const row = await lockSandboxRow(tx, id);
  if (!row || (row.status !== 'waiting' && row.status !== 'processing')) return null;
  const saveAlias =
    outcome.status === 'succeeded' &&
    row.kind === 'payment' &&
    row.method === 'blik' &&
    (outcome.saveAlias ?? row.saveAlias);
  const [updated] = await tx
    .update(sandboxPayments)
    .set({
      status: outcome.status,
      failureCode: outcome.status === 'failed' ? (outcome.failureCode ?? 'failed') : null,
      decidedAt: now,
      saveAlias,
      ...(saveAlias ? { aliasKey: newId('sbx_alias'), aliasLabel: ALIAS_LABEL } : {}),
    })
    .where(eq(sandboxPayments.id, id))
    .returning();
  return updated ? queueNotification(tx, updated, now) : null;
}

/** Online: the person paid on the bank choice page; the bank answers a moment later. */
export async function startTransfer(tx: Tx, id: string, bank: string, now: Date): Promise<string | null> {
  const row = await lockSandboxRow(tx, id);
  if (!row || row.status !== 'waiting') return null;
  const [updated] = await tx
    .update(sandboxPayments)
    .set({ status: 'processing', bank, expiresAt: new Date(now.getTime() + BANK_DELAY_MS) })
    .where(eq(sandboxPayments.id, id))
    .returning();
  return updated ? queueNotification(tx, updated, now) : null;
}

/** What the bank decides when a processing row's time comes, or a waiting row's person never answered. */
export async function outcomeWhenDue(db: Db | Tx, row: SandboxPaymentRow): Promise<Outcome> {
  if (row.status === 'waiting') {
    return { status: 'failed', failureCode: row.method === 'online' ? 'expired' : 'timeout' };
  }
  if (row.kind === 'payout') {
    return (row.bank ?? '').endsWith(FAILING_ACCOUNT_SUFFIX)
      ? { status: 'failed', failureCode: 'account_closed' }
      : { status: 'succeeded' };
  }
  if (row.kind === 'refund') return refundOutcome(db, row);
  if (row.method === 'blik') return blikCodeOutcome(db, row);
  if (row.method === 'blik_alias') return { status: 'failed', failureCode: 'alias_unknown' };
  return { status: 'succeeded' };
}

/** A refund: the payer's bank takes it, unless the payment was approved with the failing test code (docs/payments.md). */
async function refundOutcome(db: Db | Tx, row: SandboxPaymentRow): Promise<Outcome> {
  const [payment] = row.paymentId
    ? await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, row.paymentId))
    : [];
  return payment?.blikCode === SANDBOX_BLIK_CODES.refundFails
    ? { status: 'failed', failureCode: 'refund_rejected' }
    : { status: 'succeeded' };
}

async function blikCodeOutcome(db: Db | Tx, row: SandboxPaymentRow): Promise<Outcome> {
  const code = row.blikCode ?? '';
  if (code.startsWith(SANDBOX_BLIK_CODES.approvedPrefix)) return { status: 'succeeded' };
  const failures: Record<string, string> = {
    [SANDBOX_BLIK_CODES.declined]: 'declined',
    [SANDBOX_BLIK_CODES.expired]: 'expired',
    [SANDBOX_BLIK_CODES.cancelled]: 'cancelled',
    [SANDBOX_BLIK_CODES.alreadyUsed]: 'already_used',
  };
  if (failures[code]) return { status: 'failed', failureCode: failures[code] };
  // Any other code went to the bank app; it only reaches processing when it was already used (see firstState).
  return (await codeUsedBefore(db, row)) ? { status: 'failed', failureCode: 'already_used' } : { status: 'succeeded' };
}

/** A real BLIK code works once: the same ordinary code used again while it is valid (120 s) fails. */
async function codeUsedBefore(db: Db | Tx, row: SandboxPaymentRow): Promise<boolean> {
  const since = new Date(row.createdAt.getTime() - BLIK_CODE_VALIDITY_SECONDS * 1000);
  const [earlier] = await db
    .select({ id: sandboxPayments.id })
    .from(sandboxPayments)
    .where(
      and(
        eq(sandboxPayments.blikCode, row.blikCode ?? ''),
        gt(sandboxPayments.createdAt, since),
        lte(sandboxPayments.createdAt, row.createdAt),
        sql`${sandboxPayments.id} <> ${row.id}`,
      ),
    )
    .limit(1);
  return earlier !== undefined;
}

/** Where a new payment starts: test codes and reused codes get a bank answer; other BLIK waits in the bank app. */
export async function firstState(
  db: Db | Tx,
  payment: { method: string; blikCode?: string | undefined; aliasKey?: string | undefined },
  now: Date,
): Promise<{ status: SandboxStatus; expiresAt: Date }> {
  const bankAnswer = { status: 'processing' as const, expiresAt: new Date(now.getTime() + BANK_DELAY_MS) };
  const bankApp = {
    status: 'waiting' as const,
    expiresAt: new Date(now.getTime() + BLIK_APPROVAL_TIMEOUT_SECONDS * 1000),
  };
  if (payment.method === 'online') {
    return { status: 'waiting', expiresAt: new Date(now.getTime() + ONLINE_PAGE_VALIDITY_MS) };
  }
  if (payment.method === 'blik_alias') return (await aliasKnown(db, payment.aliasKey ?? '')) ? bankApp : bankAnswer;
  const code = payment.blikCode ?? '';
  if (code.startsWith(SANDBOX_BLIK_CODES.approvedPrefix) || Object.values(SANDBOX_BLIK_CODES).includes(code as never)) {
    return bankAnswer;
  }
  const since = new Date(now.getTime() - BLIK_CODE_VALIDITY_SECONDS * 1000);
  const [used] = await db
    .select({ id: sandboxPayments.id })
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.blikCode, code), gt(sandboxPayments.createdAt, since)))
    .limit(1);
  return used ? bankAnswer : bankApp;
}

/** An alias the sandbox gave out when a person saved the shop (BLIK without code needs one). */
async function aliasKnown(db: Db | Tx, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sandboxPayments.id })
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.aliasKey, key), eq(sandboxPayments.status, 'succeeded')))
    .limit(1);
  return row !== undefined;
}

/**
 * Moves every row whose time has come (the bank's answer, or the person's deadline), each in its own
 * transaction, rows locked with SKIP LOCKED so several instances share the work. Answers the queued notifications.
 */
export async function resolveDue(db: Db, now: Date, ids?: string[]): Promise<string[]> {
  const due = await db
    .select({ id: sandboxPayments.id })
    .from(sandboxPayments)
    .where(
      and(
        inArray(sandboxPayments.status, ['waiting', 'processing']),
        lte(sandboxPayments.expiresAt, now),
        ...(ids ? [inArray(sandboxPayments.id, ids)] : []),
      ),
    )
    .limit(100);
  const queued: string[] = [];
  for (const { id } of due) {
    const notification = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.id, id))
        .for('update', { skipLocked: true });
      if (!row || (row.status !== 'waiting' && row.status !== 'processing') || !row.expiresAt || row.expiresAt > now) {
        return null;
      }
      return finish(tx, id, await outcomeWhenDue(tx, row), now);
    });
    if (notification) queued.push(notification);
  }
  return queued;
}
