import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { reservations } from '../../db/schema/reservations';
import type { Job } from '../../jobs/scheduler';
import type { SpotStateEvent } from '../../lib/spot-events';
import type { Tx } from '../../db/transaction';
import { completeLocked } from './complete-reservation';
import { claimForClock, lockForChange, type Locked } from './reservation-lock';
import { cancelUnpaid } from './reservation-money';
import { moveReservation } from './reservation-move';
import { withRetry } from './refusal';
import { publishSpotEvents, spotEventOf } from '../map/publish-spot-events';

// The reservations' clock (decision 050). Every 5 seconds, on every instance: unpaid holds expire, unpaid
// extension holds are dropped, paid reservations start, started ones complete and the owner is credited.
// Safe on many instances at once: candidates are read without locks, then each is changed in its own short
// transaction that claims it for this run (an advisory lock: a reservation another run is moving is left to that
// run), locks its orders and the reservation (orders first, as settle does; a payment in progress is waited for)
// and checks the condition again under the lock — so one that another instance already moved no longer matches.

/** How many reservations of each kind one run handles at most; the rest wait 5 seconds for the next run. */
const BATCH = 200;

interface Step {
  name: string;
  candidates: (deps: AppDeps, now: Date) => Promise<{ id: string }[]>;
  /** Checks the locked reservation still needs the step, and makes the change; false when it no longer applies. */
  apply: (tx: Tx, locked: Locked, now: Date) => Promise<boolean>;
}

const ids = (deps: AppDeps, where: ReturnType<typeof and>, order: Parameters<typeof asc>[0]) =>
  deps.db.select({ id: reservations.id }).from(reservations).where(where).orderBy(asc(order)).limit(BATCH);

const due = (at: Date | null, now: Date) => at !== null && at <= now;

const STEPS: Step[] = [
  {
    name: 'expire unpaid holds',
    candidates: (deps, now) =>
      ids(
        deps,
        and(eq(reservations.status, 'pending_payment'), lte(reservations.paymentDueAt, now)),
        reservations.paymentDueAt,
      ),
    apply: async (tx, { reservation, placed }, now) => {
      if (reservation.status !== 'pending_payment' || !due(reservation.paymentDueAt, now)) return false;
      await cancelUnpaid(tx, placed);
      await moveReservation(tx, reservation, 'expired', { updatedAt: now });
      return true;
    },
  },
  {
    name: 'drop unpaid extension holds',
    candidates: (deps, now) =>
      ids(
        deps,
        and(isNotNull(reservations.extensionDueAt), lte(reservations.extensionDueAt, now)),
        reservations.extensionDueAt,
      ),
    apply: async (tx, { reservation, placed }, now) => {
      if (!due(reservation.extensionDueAt, now)) return false;
      await cancelUnpaid(
        tx,
        placed.filter((order) => order.product === 'reservation_extension'),
      );
      await tx
        .update(reservations)
        .set({ holdEndAt: reservation.endAt, extensionDueAt: null, updatedAt: now })
        .where(eq(reservations.id, reservation.id));
      return true;
    },
  },
  {
    name: 'start paid reservations',
    candidates: (deps, now) =>
      ids(deps, and(eq(reservations.status, 'confirmed'), lte(reservations.startAt, now)), reservations.startAt),
    apply: async (tx, { reservation }, now) => {
      if (reservation.status !== 'confirmed' || reservation.startAt > now) return false;
      await moveReservation(tx, reservation, 'active', { updatedAt: now });
      return true;
    },
  },
  {
    // An extension still waiting for payment (not yet due) keeps the reservation running until it is paid or dropped.
    name: 'complete ended reservations',
    candidates: (deps, now) =>
      ids(
        deps,
        and(eq(reservations.status, 'active'), lte(reservations.endAt, now), isNull(reservations.extensionDueAt)),
        reservations.endAt,
      ),
    apply: async (tx, locked, now) => {
      const { reservation } = locked;
      if (reservation.status !== 'active' || reservation.endAt > now || reservation.extensionDueAt !== null) {
        return false;
      }
      await completeLocked(tx, locked, now);
      return true;
    },
  },
];

/** One reservation, one transaction; answers its spot event when it changed. */
async function runStep(deps: AppDeps, step: Step, id: string, now: Date): Promise<SpotStateEvent | null> {
  return withRetry(() =>
    deps.db.transaction(async (tx) => {
      // One run per reservation at a time, whatever the instance; the others leave it to that run.
      if (!(await claimForClock(tx, id))) return null;
      const locked = await lockForChange(tx, id);
      if (!locked || !(await step.apply(tx, locked, now))) return null;
      return spotEventOf(tx, locked.reservation);
    }),
  );
}

/** One run of the clock: every step over its due reservations, each change published after its commit. */
export async function runReservationsClock(deps: AppDeps, now: Date): Promise<void> {
  for (const step of STEPS) {
    for (const { id } of await step.candidates(deps, now)) {
      try {
        publishSpotEvents(deps, [await runStep(deps, step, id, now)]);
      } catch (error) {
        // One damaged reservation must not stop the clock for the others.
        deps.log.error({ err: error, reservationId: id, step: step.name }, 'reservations clock step failed');
      }
    }
  }
}

export const reservationsClockJob: Job = {
  name: 'reservations-clock',
  everyMs: 5000,
  run: (deps, now) => runReservationsClock(deps, now),
};
