import { createHash } from 'node:crypto';

// The fake Przelewy24's books: what the real one keeps about a merchant's transactions, BLIK aliases and refunds,
// held in memory for one test file. Statuses are the contract's own numbers, so the API answers them as they are.

export interface Account {
  merchantId: number;
  posId: number;
  apiKey: string;
  crc: string;
}

export interface BlikCharge {
  kind: 'code' | 'alias';
  code?: string;
  /** chargeByCode with aliasValue and aliasLabel: the payer is invited to save the shop. */
  aliasValue?: string;
  aliasLabel?: string;
  decided: boolean;
}

export interface FakeTransaction {
  token: string;
  orderId: number;
  sessionId: string;
  amount: number;
  currency: string;
  description: string;
  email: string;
  language: string;
  urlReturn: string;
  urlStatus: string | undefined;
  urlCardPaymentNotification: string | undefined;
  channel: number | undefined;
  timeLimit: number;
  methodRefId: string | undefined;
  referenceRegister: boolean;
  /** The payer accepted Przelewy24's terms on the merchant's page (regulationAccept: true). */
  regulationAccept: boolean;
  psu: { IP: string; userAgent: string } | undefined;
  /** transaction/by/sessionId's status: 0 no payment, 1 advance payment (not verified), 2 payment made, 3 returned. */
  status: 0 | 1 | 2 | 3;
  verified: boolean;
  /** How many times verify answered success (a repeated verify of the same data answers success again). */
  verifications: number;
  methodId: number | undefined;
  paidAt: Date | undefined;
  createdAt: Date;
  charge: BlikCharge | undefined;
}

export interface FakeAlias {
  email: string;
  value: string;
  label: string;
  status: 'REGISTERED' | 'UNREGISTERED' | 'EXPIRED';
  /** Bank apps the alias leads to: more than one makes chargeByAlias answer 409 with alternative keys. */
  apps: { key: string; label: string }[];
  expirationDate: string;
}

export interface FakeRefund {
  requestId: string;
  refundsUuid: string;
  orderId: number;
  sessionId: string;
  amount: number;
  description: string;
  urlStatus: string | undefined;
  /** refund/by/orderId's status: 1 completed, 2 pending, 3 awaiting P24's acceptance, 4 rejected. */
  status: 1 | 2 | 3 | 4;
  batchId: number;
  date: Date;
}

export interface Books {
  transactions: Map<string, FakeTransaction>;
  aliases: Map<string, FakeAlias>;
  refunds: FakeRefund[];
  requestIds: Set<string>;
  nextOrderId: number;
}

export const newBooks = (): Books => ({
  transactions: new Map(),
  aliases: new Map(),
  refunds: [],
  requestIds: new Set(),
  // Above the signed 32-bit range on purpose: the contract warns that orderIds outgrow INT.
  nextOrderId: 3_000_000_000 + Math.floor(Math.random() * 1_000_000),
});

export const byToken = (books: Books, token: string) => [...books.transactions.values()].find((t) => t.token === token);

export const byOrderId = (books: Books, orderId: number) =>
  [...books.transactions.values()].find((t) => t.orderId === orderId);

/** What is still refundable: paid, less refunds that were not rejected. */
export const refundable = (books: Books, t: FakeTransaction) =>
  t.amount -
  books.refunds.filter((r) => r.orderId === t.orderId && r.status !== 4).reduce((sum, r) => sum + r.amount, 0);

/** The payment title Przelewy24 writes (the `statement` of the notification). */
export const statementOf = (t: FakeTransaction) => `p24-${String(t.orderId).slice(-6)}-${t.description}`.slice(0, 80);

export const accountMd5 = (email: string) => createHash('md5').update(email).digest('hex');
