import type { PaymentMethod, PaymentStatus, Product } from '@parkshare/shared/payments/status';
import type { FastifyInstance } from 'fastify';
import { orders, type OrderRow } from '../../db/schema/orders';
import { payments, type PaymentRow } from '../../db/schema/payments';
import { eq } from 'drizzle-orm';
import { placeOrder } from '../orders/orders.service';

// An order of a user with a payment in a given state, finished at a given moment (invoices care when it was paid,
// not how): the tests of monthly invoices and corrections place purchases on both sides of month ends.

export interface Purchase {
  order: OrderRow;
  payment: PaymentRow;
}

export async function purchase(
  app: FastifyInstance,
  options: {
    userId: string;
    billingAccountId: string;
    product?: Product;
    unitGross?: number;
    quantity?: number;
    status?: PaymentStatus;
    method?: PaymentMethod;
    paidAt?: Date;
  },
): Promise<Purchase> {
  const product = options.product ?? 'reservation';
  return app.deps.db.transaction(async (tx) => {
    const order = await placeOrder(tx, {
      userId: options.userId,
      billingAccountId: options.billingAccountId,
      product,
      unitGross: options.unitGross ?? 12_300,
      quantity: options.quantity ?? 1,
      vatRate: product === 'top_up' ? null : 23,
    });
    const status = options.status ?? 'succeeded';
    const finishedAt = status === 'succeeded' || status === 'failed' ? (options.paidAt ?? new Date()) : null;
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        userId: order.userId,
        amount: order.grossAmount,
        method: options.method ?? 'blik',
        status,
        provider: options.method === 'wallet' ? 'wallet' : 'sandbox',
        finishedAt,
        updatedAt: finishedAt ?? new Date(),
      })
      .returning();
    if (!payment) throw new Error('payment insert failed');
    if (status !== 'succeeded') return { order, payment };
    const [paid] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: finishedAt })
      .where(eq(orders.id, order.id))
      .returning();
    return { order: paid ?? order, payment };
  });
}

/** A VAT buyer with a NIP: monthly billing or not. */
export const companyBuyer = (monthly: boolean) => ({
  isDefault: false,
  companyName: 'Żółta Łódź & <Syn> "Parking" sp. z o.o.',
  fullName: null,
  vatId: '1234563218',
  wantsVatInvoice: true,
  isMonthlyBilling: monthly,
});
