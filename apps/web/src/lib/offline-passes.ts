import { OFFLINE_PASSES_KEY } from './session/token-storage';

// The driver's passes for the moments with no signal (issue 17 §4, decision 091): what the pass screen shows of
// each current and upcoming reservation, saved while online and read when the API cannot be reached. One
// person's passes at a time: they are kept with the user id, dropped for anyone else and cleared with the session
// (clearSessionStorage). A pass goes once its stay has ended.

export interface OfflinePass {
  id: string;
  status: 'confirmed' | 'active';
  parkingName: string;
  parkingIdentifier: string;
  spotNumber: string;
  address: string;
  startAt: string;
  endAt: string;
  registrationNumber: string;
  accessInstructions: string | null;
  /** What the spot's QR code holds: the address of the spot's public page (as on the printed sign). */
  qrUrl: string;
  /** When this copy was taken (ISO), for the "saved at" mark. */
  savedAt: string;
}

interface Stored {
  userId: string;
  passes: OfflinePass[];
}

const isStored = (value: unknown): value is Stored =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Stored).userId === 'string' &&
  Array.isArray((value as Stored).passes);

function read(): Stored | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(OFFLINE_PASSES_KEY) ?? 'null');
    return isStored(value) ? value : null;
  } catch {
    return null;
  }
}

function write(stored: Stored): void {
  try {
    if (stored.passes.length === 0) {
      localStorage.removeItem(OFFLINE_PASSES_KEY);
    } else {
      localStorage.setItem(OFFLINE_PASSES_KEY, JSON.stringify(stored));
    }
  } catch {
    // Storage full or blocked (private mode): the pass is simply not there offline.
  }
}

const notEnded = (now: number) => (pass: OfflinePass) => Date.parse(pass.endAt) > now;

/** The user's passes still worth keeping; another user's are none of theirs. */
function passesOf(userId: string, now: number): OfflinePass[] {
  const stored = read();
  return stored && stored.userId === userId ? stored.passes.filter(notEnded(now)) : [];
}

/**
 * Keeps these passes (new ones added, known ones replaced by the fresher copy) and drops the ended ones. With
 * `complete`, the list is everything live the user has, so any other pass (cancelled, moved) goes too.
 */
export function saveOfflinePasses(
  userId: string,
  passes: OfflinePass[],
  { complete = false, now = Date.now() }: { complete?: boolean; now?: number } = {},
): void {
  const fresh = new Map(passes.map((pass) => [pass.id, pass]));
  const kept = complete ? [] : passesOf(userId, now).filter((pass) => !fresh.has(pass.id));
  write({ userId, passes: [...kept, ...fresh.values()].filter(notEnded(now)) });
}

/** Forgets one pass (the reservation was cancelled, finished or is no longer the user's). */
export function removeOfflinePass(userId: string, reservationId: string, now = Date.now()): void {
  write({ userId, passes: passesOf(userId, now).filter((pass) => pass.id !== reservationId) });
}

/** The saved pass of this reservation, if the user has one that has not ended. */
export function readOfflinePass(userId: string, reservationId: string, now = Date.now()): OfflinePass | null {
  return passesOf(userId, now).find((pass) => pass.id === reservationId) ?? null;
}

export function clearOfflinePasses(): void {
  try {
    localStorage.removeItem(OFFLINE_PASSES_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
