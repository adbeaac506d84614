import { formatMessage } from '@parkshare/shared/validation/messages';
import type { ReservationRow } from '../../db/schema/reservations';
import { fieldError } from '../../lib/errors';
import { toGateway } from '../refunds/record-refund';
import { dispatchRefunds } from '../refunds/refund-dispatch';
import { driverChange, type DriverChangeOptions } from './driver-change';
import { refused } from './refusal';
import { hasLivePayment } from './reservation-lock';
import { cancelUnpaid, refundCancelledStay } from './reservation-money';
import { moveReservation } from './reservation-move';
import { canCancel } from './reservations.policy';

// Cancelling a reservation before its start (the driver's choice; expiry of an unpaid hold is the clock's).

/**
 * cancelReservation: before the start only. Waiting for payment: the order is canceled. Paid (confirmed): every
 * paid order is refunded the way it was paid (decision 085: through the gateway to the BLIK or bank account that
 * paid, or to the balance; less what support already refunded on a ticket about it) and canceled; after the commit
 * the refunds to the payer are handed to the gateway. A payment still under way at the gateway is waited for
 * (waiting_for_payment): cancelling then would only refund it later.
 */
export async function cancelReservation(options: DriverChangeOptions): Promise<ReservationRow> {
  const now = options.now ?? new Date();
  let sent: string[] = [];
  const cancelled = await driverChange(options, async (tx, { reservation, placed, paid }) => {
    if (!canCancel({ ...reservation, role: 'driver' }, now)) {
      throw fieldError('id', formatMessage('cancelOnlyBeforeStart'));
    }
    if (await hasLivePayment(tx, placed)) throw refused('waiting_for_payment');
    await cancelUnpaid(tx, placed);
    // Set on each attempt: a transaction retried after a serialization failure records its refunds again.
    sent = toGateway((await refundCancelledStay(tx, paid, reservation.id, { now })).refunds);
    return moveReservation(tx, reservation, 'cancelled', { cancelledAt: now, paymentDueAt: null, updatedAt: now });
  });
  await dispatchRefunds(options.deps, sent);
  return cancelled;
}
