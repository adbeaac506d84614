import type { PaymentMethod } from '@parkshare/shared/payments/status';

// The seam between Parkshare and a payment gateway (issue 4, decision 044). The sandbox provider
// (./sandbox) is the default and runs inside Parkshare; a real Polish gateway (Przelewy24, PayU, Tpay...) is
// another implementation of this interface. Everything after it — the signed webhook, the state machine, the
// ledger — is the same code path for both.

export type GatewayMethod = Exclude<PaymentMethod, 'wallet'>;

export interface CreatePaymentRequest {
  /** Parkshare's payment id, sent back in every notification as `merchantReference`. */
  paymentId: string;
  amount: number;
  currency: string;
  method: GatewayMethod;
  /** BLIK: the 6-digit code the person typed. */
  blikCode?: string | undefined;
  /** BLIK without code: the gateway's alias key saved earlier. */
  aliasKey?: string | undefined;
  /** BLIK: offer to save this shop in the bank app (the person decides there). */
  saveAlias?: boolean | undefined;
  /** Where the person's browser goes after an online payment (Parkshare's /payment-redirect). */
  returnUrl: string;
  /** Where the gateway posts its signed notifications. */
  notifyUrl: string;
  description: string;
  language: string;
}

export interface CreatedPayment {
  providerPaymentId: string;
  /** `created`: waiting for the person (bank choice page); `processing`: waiting for the bank (BLIK). */
  status: 'created' | 'processing';
  /** Online payments: the gateway page to send the person to; otherwise null. */
  redirectUrl: string | null;
}

export interface SavedAlias {
  key: string;
  label: string;
  expiresAt: string;
}

export interface PaymentStatusReport {
  status: 'created' | 'processing' | 'succeeded' | 'failed';
  failureCode?: string | undefined;
  /** Set when the person saved this shop in the bank app while approving a BLIK payment. */
  alias?: SavedAlias | undefined;
}

export interface CreatePayoutRequest {
  payoutId: string;
  amount: number;
  currency: string;
  /** Compact IBAN. */
  accountNumber: string;
  recipientName: string;
  title: string;
  notifyUrl: string;
}

export interface PayoutStatusReport {
  status: 'processing' | 'completed' | 'failed';
  failureCode?: string | undefined;
}

/** Money back to the payer of a payment (issue 16, decision 085: the refund seam agreed for the gateways). */
export interface RefundRequest {
  /** Parkshare's refund id (a uuid): the gateway's reference for this refund, sent back in its notification. */
  refundId: string;
  /** Parkshare's payment id the money came in with (Przelewy24: the transaction's sessionId). */
  paymentId: string;
  /** The gateway's id of that payment (Przelewy24: its orderId, as a string). */
  providerPaymentId: string;
  /** Grosze, > 0, at most what the payment took less what was refunded of it before. */
  amount: number;
  currency: string;
  /** What the payer reads on the statement, e.g. "Parkshare refund PS/2026/11/000123". */
  description: string;
  /** Where the gateway posts the signed notification of the refund's outcome. */
  notifyUrl: string;
}

export interface RefundStatusReport {
  status: 'processing' | 'completed' | 'failed';
  failureCode?: string | undefined;
}

/** A verified notification, whatever the gateway's own format. */
export type ProviderNotification =
  | ({ eventId: string; type: 'payment'; providerPaymentId: string; merchantReference: string } & PaymentStatusReport)
  | ({ eventId: string; type: 'payout'; providerPayoutId: string; merchantReference: string } & PayoutStatusReport)
  | ({ eventId: string; type: 'refund'; providerRefundId: string; merchantReference: string } & RefundStatusReport);

export interface PaymentProvider {
  readonly name: string;
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  /**
   * Checks the signature over the raw bytes and parses the notification; throws NotificationRejected when the
   * signature is missing or wrong or the body is not a notification.
   */
  verifyNotification(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderNotification;
  /** The status poll, for payments stuck in processing (a lost notification, a restart). */
  getPaymentStatus(providerPaymentId: string): Promise<PaymentStatusReport>;
  /**
   * Asks the gateway to pay `amount` of a payment back to its payer. Answers `processing` when the gateway accepted
   * the request and reports later, `completed`/`failed` only when it decided at once; throws when it refused the
   * request outright (the caller then gives the money to the driver's balance). The same `refundId` asked twice
   * (a retry after a crash) must not refund twice.
   */
  refund(request: RefundRequest): Promise<{ providerRefundId: string } & RefundStatusReport>;
  /** The status re-query for a refund whose notification never came. */
  getRefundStatus(request: {
    refundId: string;
    providerRefundId: string;
    paymentId: string;
    providerPaymentId: string;
  }): Promise<RefundStatusReport>;
  createPayout(request: CreatePayoutRequest): Promise<{ providerPayoutId: string }>;
  getPayoutStatus(providerPayoutId: string): Promise<PayoutStatusReport>;
}

export class NotificationRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotificationRejected';
  }
}
