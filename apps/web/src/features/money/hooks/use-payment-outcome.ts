import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { usePayment } from '../api/payment';

/** How often a waiting payment is asked about (the bank's answer usually comes within seconds). */
export const POLL_INTERVAL_MS = 1500;

/**
 * Polls a payment while it waits for the bank and, once it is final, goes to the success or failure page.
 * `active: false` stops the polling (the countdown ended) but keeps the last answer.
 */
export function usePaymentOutcome(paymentId: string | null, active = true) {
  const navigate = useNavigate();
  const query = usePayment(paymentId, active ? POLL_INTERVAL_MS : 0);
  const status = query.data?.payment.status;
  useEffect(() => {
    if (!paymentId) {
      return;
    }
    if (status === 'succeeded') {
      void navigate(paths.paymentSuccess.href(paymentId), { replace: true });
    } else if (status === 'failed') {
      void navigate(paths.paymentFailure.href(paymentId), { replace: true });
    }
  }, [navigate, paymentId, status]);
  useEffect(() => {
    if (!active || status === 'succeeded' || status === 'failed') {
      query.stopPolling();
    }
  }, [active, status, query]);
  return query;
}
