import { formatMessage } from '@parkshare/shared/validation/messages';
import type { ReservationRow } from '../../db/schema/reservations';
import { fieldError } from '../../lib/errors';
import { driverChange, type DriverChangeOptions } from './driver-change';
import { refused } from './refusal';
import { hasLivePayment } from './reservation-lock';
import { cancelUnpaid, refundCancelledStay } from './reservation-money';
import { moveReservation } from './reservation-move';
import { canCancel } from './reservations.policy';

// Cancelling a reservation before its start (the driver's choice; expiry of an unpaid hold is the clock's).

/**
 * cancelReservation: before the start only. Waiting for payment: the order is canceled. Paid (confirmed): every
 * paid order is refunded to the driver's balance (escrow → wallet, 'refund'; less what support already refunded on
 * a ticket about it) and canceled. A payment still under
 * way at the gateway is waited for (waiting_for_payment): cancelling then would only refund it later.
 */
export function cancelReservation(options: DriverChangeOptions): Promise<ReservationRow> {
  const now = options.now ?? new Date();
  return driverChange(options, async (tx, { reservation, placed, paid }) => {
    if (!canCancel({ ...reservation, role: 'driver' }, now)) {
      throw fieldError('id', formatMessage('cancelOnlyBeforeStart'));
    }
    if (await hasLivePayment(tx, placed)) throw refused('waiting_for_payment');
    await cancelUnpaid(tx, placed);
    await refundCancelledStay(tx, paid, reservation.id);
    return moveReservation(tx, reservation, 'cancelled', { cancelledAt: now, paymentDueAt: null, updatedAt: now });
  });
}
