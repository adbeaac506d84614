import { z } from 'zod';
import type { Db } from '../../../db/client';
import { sandboxPayments, type SandboxPaymentRow } from '../../../db/schema/sandbox-gateway';
import {
  NotificationRejected,
  type CreatedPayment,
  type CreatePaymentRequest,
  type CreatePayoutRequest,
  type PaymentProvider,
  type PaymentStatusReport,
  type PayoutStatusReport,
  type ProviderNotification,
} from '../provider';
import { BANK_DELAY_MS, findSandboxRow, firstState, newId, resolveDue } from './books';
import { deliverDue, deliverNotification, type DeliveryDeps, type Transport } from './delivery';
import { refundReport, startRefund } from './refunds';
import { checkSignature, SIGNATURE_HEADER } from './signature';

// The sandbox gateway (decision 044): a PaymentProvider that runs inside Parkshare with its own books, hosted
// pages (sandbox.routes.ts) and signed notifications delivered over HTTP to Parkshare's webhook, exactly the way
// a real gateway's would arrive.

export const SANDBOX_PROVIDER = 'sandbox';

export interface SandboxOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  transport: Transport;
  log?: DeliveryDeps['log'];
  /** Injectable for tests; the real clock otherwise. */
  now?: () => Date;
}

export interface SandboxProvider extends PaymentProvider {
  /** The bank's answers and the people's deadlines that are due, then the notifications that are due. */
  tick(now: Date): Promise<void>;
  /** The immediate first delivery attempt of a notification just queued (after its transaction committed). */
  deliverNow(notificationIds: (string | null)[]): Promise<void>;
  /** The bank choice page; `origin` is the shop's (the sandbox lives in this server): by default the public URL. */
  payPageUrl(id: string, origin?: string): string;
}

const notificationSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['payment', 'payout', 'refund']),
  sandboxId: z.string().min(1).max(100),
  merchantReference: z.string().min(1).max(100),
  status: z.enum(['processing', 'succeeded', 'failed']),
  failureCode: z.string().max(100).optional(),
  alias: z
    .object({ key: z.string().min(1).max(100), label: z.string().min(1).max(100), expiresAt: z.iso.datetime() })
    .optional(),
  occurredAt: z.iso.datetime(),
});

/** What the merchant sees of a sandbox row's state. */
function paymentReport(row: SandboxPaymentRow): PaymentStatusReport {
  if (row.status === 'succeeded') return { status: 'succeeded' };
  if (row.status === 'failed') return { status: 'failed', failureCode: row.failureCode ?? 'failed' };
  // Online: waiting on the bank choice page is "created"; BLIK waiting in the bank app is already with the bank.
  return { status: row.status === 'waiting' && row.method === 'online' ? 'created' : 'processing' };
}

function payoutReport(row: SandboxPaymentRow): PayoutStatusReport {
  if (row.status === 'succeeded') return { status: 'completed' };
  if (row.status === 'failed') return { status: 'failed', failureCode: row.failureCode ?? 'failed' };
  return { status: 'processing' };
}

export function createSandboxProvider(options: SandboxOptions): SandboxProvider {
  const { db } = options;
  const clock = options.now ?? (() => new Date());
  const delivery: DeliveryDeps = {
    db,
    secret: options.secret,
    transport: options.transport,
    ...(options.log ? { log: options.log } : {}),
  };

  const rowOf = async (id: string, kind: SandboxPaymentRow['kind']) => {
    // A due answer is given before reporting, as a real gateway's own clock would have done it.
    await resolveDue(db, clock(), [id]);
    const row = await findSandboxRow(db, id);
    if (!row || row.kind !== kind) throw new Error(`sandbox ${kind} ${id} does not exist`);
    return row;
  };

  const provider: SandboxProvider = {
    name: SANDBOX_PROVIDER,
    blikTermsOnOurPage: false,

    async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
      const now = clock();
      const id = newId('sbx_pay');
      const first = await firstState(db, request, now);
      await db.insert(sandboxPayments).values({
        id,
        merchantReference: request.paymentId,
        kind: 'payment',
        method: request.method,
        amount: request.amount,
        currency: request.currency,
        status: first.status,
        blikCode: request.blikCode ?? null,
        aliasKey: request.aliasKey ?? null,
        saveAlias: request.saveAlias ?? false,
        returnUrl: request.returnUrl,
        notifyUrl: request.notifyUrl,
        language: request.language === 'pl' ? 'pl' : 'en',
        createdAt: now,
        expiresAt: first.expiresAt,
      });
      const online = request.method === 'online';
      return {
        providerPaymentId: id,
        status: online ? 'created' : 'processing',
        redirectUrl: online ? provider.payPageUrl(id, new URL(request.returnUrl).origin) : null,
      };
    },

    async verifyNotification(rawBody, headers): Promise<ProviderNotification> {
      const refused = checkSignature(options.secret, rawBody, headers[SIGNATURE_HEADER], clock());
      if (refused) throw new NotificationRejected(refused);
      let parsed: z.infer<typeof notificationSchema>;
      try {
        parsed = notificationSchema.parse(JSON.parse(rawBody.toString('utf8')));
      } catch {
        throw new NotificationRejected('not a notification');
      }
      const failureCode = parsed.status === 'failed' ? (parsed.failureCode ?? 'failed') : undefined;
      const ended = parsed.status === 'succeeded' ? ('completed' as const) : parsed.status;
      if (parsed.type === 'refund') {
        return {
          eventId: parsed.id,
          type: 'refund',
          providerRefundId: parsed.sandboxId,
          merchantReference: parsed.merchantReference,
          status: ended,
          ...(failureCode ? { failureCode } : {}),
        };
      }
      if (parsed.type === 'payout') {
        return {
          eventId: parsed.id,
          type: 'payout',
          providerPayoutId: parsed.sandboxId,
          merchantReference: parsed.merchantReference,
          status: ended,
          ...(failureCode ? { failureCode } : {}),
        };
      }
      return {
        eventId: parsed.id,
        type: 'payment',
        providerPaymentId: parsed.sandboxId,
        merchantReference: parsed.merchantReference,
        status: parsed.status,
        ...(failureCode ? { failureCode } : {}),
        ...(parsed.alias ? { alias: parsed.alias } : {}),
      };
    },

    // The sandbox settles what it reports: nothing to confirm.
    confirmPayment: () => Promise.resolve({}),

    async getPaymentStatus({ providerPaymentId }) {
      if (!providerPaymentId) throw new Error('the sandbox names every payment it starts');
      return paymentReport(await rowOf(providerPaymentId, 'payment'));
    },

    refund: (request) => startRefund(db, request, clock()),

    async getRefundStatus({ refundId, providerRefundId }) {
      const row = await rowOf(providerRefundId, 'refund');
      if (row.merchantReference !== refundId) throw new Error(`sandbox refund ${providerRefundId} is another refund`);
      return refundReport(row);
    },

    async createPayout(request: CreatePayoutRequest) {
      const now = clock();
      const id = newId('sbx_po');
      await db.insert(sandboxPayments).values({
        id,
        merchantReference: request.payoutId,
        kind: 'payout',
        method: 'transfer',
        amount: request.amount,
        currency: request.currency,
        status: 'processing',
        // For a payout, the "bank" is the receiving account (its number decides the sandbox's answer).
        bank: request.accountNumber.replace(/\s+/g, ''),
        notifyUrl: request.notifyUrl,
        createdAt: now,
        expiresAt: new Date(now.getTime() + BANK_DELAY_MS),
      });
      return { providerPayoutId: id };
    },

    getPayoutStatus: async (providerPayoutId) => payoutReport(await rowOf(providerPayoutId, 'payout')),

    async tick(now) {
      await resolveDue(db, now);
      await deliverDue(delivery, now);
    },

    async deliverNow(ids) {
      const now = clock();
      for (const id of ids) if (id) await deliverNotification(delivery, id, now);
    },

    payPageUrl: (id, origin = options.publicUrl) => `${origin}/api/payments/sandbox/pay/${id}`,
  };
  return provider;
}
