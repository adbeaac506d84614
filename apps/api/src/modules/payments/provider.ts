import type { PaymentMethod } from '@parkshare/shared/payments/status';

// The seam between Parkshare and a payment gateway (issue 4, decision 044). The sandbox provider
// (./sandbox) is the default and runs inside Parkshare; a real Polish gateway (Przelewy24, PayU, Tpay...) is
// another implementation of this interface. Everything after it — the signed webhook, the state machine, the
// ledger — is the same code path for both.

export type GatewayMethod = Exclude<PaymentMethod, 'wallet'>;

/** Who pays: BLIK needs the person's IP and browser (Przelewy24's PSU), aliases are kept per e-mail. */
export interface Payer {
  email: string;
  ip: string;
  userAgent: string | null;
}

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
  /** BLIK: the person accepted the gateway's terms on Parkshare's page (`blikTermsOnOurPage`). */
  termsAccepted?: boolean | undefined;
  /** Where the person's browser goes after an online payment (Parkshare's /payment-redirect). */
  returnUrl: string;
  /** Where the gateway posts its signed notifications. */
  notifyUrl: string;
  description: string;
  language: string;
  payer: Payer;
}

export interface CreatedPayment {
  /** The gateway's id, or null when it gives one only later (Przelewy24's orderId of an online payment). */
  providerPaymentId: string | null;
  /**
   * `created`: waiting for the person (bank choice page); `processing`: waiting for the bank (BLIK); `failed`: the
   * gateway turned it down at once in a way the person can act on (`failureCode`), e.g. an ambiguous BLIK alias.
   */
  status: 'created' | 'processing' | 'failed';
  failureCode?: string | undefined;
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
  /** The gateway's id when it is learnt on the way (Przelewy24's orderId comes with the payment). */
  providerPaymentId?: string | undefined;
  /** What the gateway says was paid, grosze; a success for another amount or currency is refused. */
  amount?: number | undefined;
  currency?: string | undefined;
}

/** Asked of the gateway before a success is applied (Przelewy24's transaction/verify). */
export interface ConfirmPaymentRequest {
  paymentId: string;
  providerPaymentId: string | null;
  /** Parkshare's own amount and currency, never the notification's. */
  amount: number;
  currency: string;
  /** The person asked to save this shop (BLIK): the payer's e-mail, which the gateway keeps aliases under. */
  aliasOwnerEmail?: string | undefined;
}

export interface PaymentStatusRequest {
  /** Parkshare's payment id (Przelewy24 looks a transaction up by it: its sessionId). */
  paymentId: string;
  providerPaymentId: string | null;
  createdAt: Date;
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

export interface RefundStatusRequest {
  refundId: string;
  providerRefundId: string;
  paymentId: string;
  providerPaymentId: string;
}

/** A verified notification, whatever the gateway's own format. */
export type ProviderNotification =
  | ({ eventId: string; type: 'payment'; providerPaymentId: string; merchantReference: string } & PaymentStatusReport)
  | ({ eventId: string; type: 'payout'; providerPayoutId: string; merchantReference: string } & PayoutStatusReport)
  | ({
      eventId: string;
      type: 'refund';
      providerRefundId: string;
      merchantReference: string; /* refundId */
      /** What the gateway says it refunded, when its notification tells: checked against the refund before it moves. */
      refunded?: { amount: number; currency: string; providerPaymentId: string; paymentId: string };
    } & RefundStatusReport)
  | {
      eventId: string;
      /** A BLIK alias was registered, or is no longer usable (Przelewy24's alias notification). */
      type: 'alias';
      /** Parkshare's payment whose approval registered the alias. */
      merchantReference: string;
      alias: SavedAlias;
      registered: boolean;
    };

export interface PaymentProvider {
  readonly name: string;
  /**
   * BLIK is charged on Parkshare's own page, so the payer must accept the gateway's terms there before paying
   * (Przelewy24: the consent that goes with `regulationAccept`); Parkshare refuses such a BLIK payment without it.
   */
  readonly blikTermsOnOurPage: boolean;
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  /**
   * Checks the signature over the raw bytes and parses the notification; throws NotificationRejected when the
   * signature is missing or wrong or the body is not a notification.
   */
  verifyNotification(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<ProviderNotification>;
  /**
   * Called before a reported success is applied, inside the transaction that applies it: the gateway confirms the
   * payment (Przelewy24 settles money only after transaction/verify). Throws when it did not; nothing is applied
   * then. Answers a saved BLIK alias when the gateway knows of one (`aliasOwnerEmail`).
   */
  confirmPayment(request: ConfirmPaymentRequest): Promise<Pick<PaymentStatusReport, 'alias'>>;
  /** The status poll, for payments stuck in processing (a lost notification, a restart). */
  getPaymentStatus(request: PaymentStatusRequest): Promise<PaymentStatusReport>;
  /**
   * Asks the gateway to pay `amount` of a payment back to its payer. Answers `processing` when the gateway accepted
   * the request and reports later, `completed`/`failed` only when it decided at once; throws when it refused the
   * request outright (the caller then gives the money to the driver's balance). The same `refundId` asked twice
   * (a retry after a crash) must not refund twice.
   */
  refund(request: RefundRequest): Promise<{ providerRefundId: string } & RefundStatusReport>;
  /** The status re-query for a refund whose notification never came. */
  getRefundStatus(request: RefundStatusRequest): Promise<RefundStatusReport>;
  createPayout(request: CreatePayoutRequest): Promise<{ providerPayoutId: string }>;
  getPayoutStatus(providerPayoutId: string): Promise<PayoutStatusReport>;
}

/** A notification or poll that reports a success Parkshare must not take (another amount or currency). */
export class PaymentReportRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PaymentReportRefused';
  }
}

/** The gateway did not confirm a payment it reported paid (Przelewy24's verify failed): try again later. */
export class PaymentNotConfirmed extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PaymentNotConfirmed';
  }
}

/**
 * A gateway call whose request may never have arrived, or whose answer was lost (no answer, a time-out, a 5xx):
 * the caller asks again later with the same ids, which the gateway answers with the first result. Providers throw
 * it (or a subclass) for those cases; anything else they throw is the gateway's refusal.
 */
export class GatewayUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayUnreachable';
  }
}

export class NotificationRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotificationRejected';
  }
}
