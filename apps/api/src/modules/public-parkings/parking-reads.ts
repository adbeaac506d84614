import type { Db } from '../../db/client';
import { statementFor } from './parking-statement';
import { buildParking } from './parking-view';
import type { PublicParking } from './public-parkings.types';

// Requests for the same parking that arrive in one event-loop turn share one read (decision 042): a QR code at a
// busy gate, or a burst of guests, costs one statement, one parse and one build instead of one per request. A
// read is only joined while it has not been sent yet, and it is sent by setImmediate, once the sockets ready in
// the current poll phase have been read; so every request's answer is read after the request arrived, exactly
// as if it had its own statement. Nothing outlives the read: the next turn's requests read again. Different
// parkings keep a statement each: one statement for all of a turn's parkings was measured (decision 042) and
// built them one after another in one task, so its p99 was worse.
interface PendingRead {
  promise: Promise<PublicParking | null>;
  resolve: (parking: PublicParking | null) => void;
  reject: (error: unknown) => void;
}

const pendingReads = new WeakMap<Db, Map<string, PendingRead>>();

/** The page of a parking read alone at `now`: active ones only, or in any status for a preview; null when none. */
export async function readParking(
  db: Db,
  { identifier, now, preview = false }: { identifier: string; now: Date; preview?: boolean },
): Promise<PublicParking | null> {
  const [row] = await statementFor(db, preview).execute({ identifier, now: now.toISOString() });
  return row ? buildParking(row, now) : null;
}

function sendPendingReads(db: Db) {
  const pending = pendingReads.get(db);
  pendingReads.delete(db);
  if (!pending) return;
  const now = new Date();
  for (const [identifier, read] of pending) readParking(db, { identifier, now }).then(read.resolve, read.reject);
}

/** The page of an active parking, read together with the other requests for it of this event-loop turn. */
export function sharedRead(db: Db, identifier: string): Promise<PublicParking | null> {
  let pending = pendingReads.get(db);
  if (!pending) {
    pending = new Map();
    pendingReads.set(db, pending);
    setImmediate(sendPendingReads, db);
  }
  let read = pending.get(identifier);
  if (!read) {
    let resolve!: PendingRead['resolve'];
    let reject!: PendingRead['reject'];
    const promise = new Promise<PublicParking | null>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    read = { promise, resolve, reject };
    pending.set(identifier, read);
  }
  return read.promise;
}
