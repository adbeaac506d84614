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

/** A verified notification, whatever the gateway's own format. */
export type ProviderNotification =
  | ({ eventId: string; type: 'payment'; providerPaymentId: string; merchantReference: string } & PaymentStatusReport)
  | ({ eventId: string; type: 'payout'; providerPayoutId: string; merchantReference: string } & PayoutStatusReport);

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
  refund(request: {
    providerPaymentId: string;
    amount: number;
    reference: string;
  }): Promise<{ providerRefundId: string }>;
  createPayout(request: CreatePayoutRequest): Promise<{ providerPayoutId: string }>;
  getPayoutStatus(providerPayoutId: string): Promise<PayoutStatusReport>;
}

export class NotificationRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotificationRejected';
  }
}
