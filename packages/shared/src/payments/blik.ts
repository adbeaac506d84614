// BLIK as a person meets it (SPEC §5, §9; issue 4). A code is the 6 digits shown in the bank app, valid 120 s;
// a payment waits at most 45 s for the approval in the bank app.

export const BLIK_CODE = /^\d{6}$/;
export const BLIK_CODE_VALIDITY_SECONDS = 120;
export const BLIK_APPROVAL_TIMEOUT_SECONDS = 45;

/**
 * The sandbox gateway's test codes (docs/payments.md): a person and a test reach every outcome with them.
 * Any other 6-digit code waits for a decision in the sandbox bank app.
 */
export const SANDBOX_BLIK_CODES = {
  approvedPrefix: '777',
  declined: '500500',
  expired: '700701',
  cancelled: '700702',
  alreadyUsed: '700703',
  /** Approved; any refund of the payment is accepted, then fails 1.5 s later (refund_rejected): money to the balance. */
  refundFails: '777900',
  /** Approved; any refund of the payment is refused outright when asked (the request throws). */
  refundRefused: '777901',
} as const;
