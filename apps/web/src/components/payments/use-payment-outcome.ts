import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { usePayment } from './payment';

/** How often a waiting payment is asked about (the bank's answer usually comes within seconds). */
export const POLL_INTERVAL_MS = 1500;

export interface FinalPayment {
  id: string;
  status: string;
  failureCode?: string | null;
  /** The order it paid; a reservation's names it (the screen opens the reservation). */
  order?: { reservationId?: string | null } | null;
}

/**
 * What to do once the payment is final. Without it the money pages take over: /payment/success or
 * /payment/failure. A screen with its own outcome (the reservation's payment) passes it.
 */
export type PaymentOutcomeHandler = (payment: FinalPayment) => void;

/**
 * Polls a payment while it waits for the bank and, once it is final, hands it to `onFinal` (by default: goes to
 * the success or failure page). `active: false` stops the polling (the countdown ended) but keeps the last answer.
 */
export function usePaymentOutcome(paymentId: string | null, active = true, onFinal?: PaymentOutcomeHandler) {
  const navigate = useNavigate();
  const query = usePayment(paymentId, active ? POLL_INTERVAL_MS : 0);
  const payment = query.data?.payment;
  const status = payment?.status;
  const handler = useRef(onFinal);
  handler.current = onFinal;
  useEffect(() => {
    if (!paymentId || !payment || (status !== 'succeeded' && status !== 'failed')) {
      return;
    }
    if (handler.current) {
      handler.current(payment);
    } else if (status === 'succeeded') {
      void navigate(paths.paymentSuccess.href(paymentId), { replace: true });
    } else {
      void navigate(paths.paymentFailure.href(paymentId), { replace: true });
    }
    // Once per final status: a poll answering the same again must not repeat the outcome.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigate, paymentId, status]);
  useEffect(() => {
    if (!active || status === 'succeeded' || status === 'failed') {
      query.stopPolling();
    }
  }, [active, status, query]);
  return query;
}
