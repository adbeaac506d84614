import { createHash } from 'node:crypto';
import { formatMessage } from '@parkshare/shared/validation/messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/idempotency-keys';
import type { Tx } from '../db/transaction';
import { fieldError } from './errors';

// Client-generated idempotency keys for paying mutations (issue 4). The key is claimed in the same transaction
// as the operation (a booking: in the same statement): a retry with the same key and input answers the first
// result and moves no money again; the same key with another input is refused. Two requests with one key at
// once: the second waits on the key's row until the first commits, then finds it.

/** A stable hash of an operation's input (keys sorted, the key itself left out). */
export function requestHash(operation: string, input: Record<string, unknown>): string {
  const canonical = JSON.stringify(sortKeys({ operation, ...input, idempotencyKey: undefined }));
  return createHash('sha256').update(canonical).digest('hex');
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, item]) => item !== undefined && item !== null)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, sortKeys(item)]),
    );
  }
  return value;
}

export interface IdempotentOptions<T> {
  tx: Tx;
  userId: string;
  key: string | undefined | null;
  operation: string;
  input: Record<string, unknown>;
  /** Loads the first request's result by its id. */
  replay: (resultId: string) => Promise<T>;
  /** Does the work and answers the result with its id. */
  run: () => Promise<T & { id: string }>;
}

/** Runs `run` once per (user, key); later calls with the same key and input get `replay` of the first result. */
export async function idempotent<T>({
  tx,
  userId,
  key,
  operation,
  input,
  replay,
  run,
}: IdempotentOptions<T>): Promise<T> {
  if (!key) return run();
  const hash = requestHash(operation, input);
  // Claim the key first. A concurrent request with the same key waits here until the first one commits (then
  // finds its row) or rolls back (then claims the key itself).
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, operation, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) return replay(await firstResultId(tx, { userId, key, operation, requestHash: hash }));
  const result = await run();
  await tx
    .update(idempotencyKeys)
    .set({ resultId: result.id })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return result;
}

export interface ClaimedKey {
  userId: string;
  key: string;
  operation: string;
  /** requestHash(operation, input) of this request. */
  requestHash: string;
}

/**
 * For a request whose key was already claimed: the first request's result id when this one is the same
 * operation with the same input, else the idempotencyConflict field error.
 */
export async function firstResultId(
  db: Db | Tx,
  { userId, key, operation, requestHash: hash }: ClaimedKey,
): Promise<string> {
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!existing || existing.operation !== operation || existing.requestHash !== hash || !existing.resultId) {
    throw fieldError('idempotencyKey', formatMessage('idempotencyConflict'));
  }
  return existing.resultId;
}
