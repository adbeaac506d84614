import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema/ledger';
import { payments, type PaymentRow } from '../../db/schema/payments';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { createBillingAccountFixture } from '../../test/money-factories';
import { placeOrder } from '../orders/orders.service';
import { moveTransactionOf, openTransaction } from '../transactions/transaction-writes';
import { movePayment } from './payment-status';

// Every status write of a payment and of its transaction asks the machine (packages/shared/src/payments/status.ts).
// These moves cannot be provoked through the API — that is the point — so the movers are called directly.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** A top-up order with one BLIK payment in `status` and its pending transaction. */
async function paymentIn(status: PaymentRow['status']): Promise<PaymentRow> {
  const user = await createUser(t.app);
  const billing = await createBillingAccountFixture(t.app, user.id);
  return t.app.deps.db.transaction(async (tx) => {
    const order = await placeOrder(tx, {
      userId: user.id,
      billingAccountId: billing.id,
      product: 'top_up',
      unitGross: 5000,
      vatRate: null,
    });
    const [payment] = await tx
      .insert(payments)
      .values({ orderId: order.id, userId: user.id, amount: 5000, method: 'blik', status, provider: 'sandbox' })
      .returning();
    if (!payment) throw new Error('payment insert failed');
    await openTransaction(tx, {
      userId: user.id,
      type: 'deposit',
      amount: 5000,
      orderId: order.id,
      paymentId: payment.id,
    });
    return payment;
  });
}

const statusOf = async (id: string) =>
  (await t.app.deps.db.select({ status: payments.status }).from(payments).where(eq(payments.id, id)))[0]?.status;
const transactionOf = async (paymentId: string) =>
  (
    await t.app.deps.db
      .select({ status: transactions.status })
      .from(transactions)
      .where(eq(transactions.paymentId, paymentId))
  )[0]?.status;

describe('the payment machine is asked', () => {
  it('refuses to move a succeeded payment to failed, or a failed one to succeeded, and changes nothing', async () => {
    const succeeded = await paymentIn('succeeded');
    await expect(
      t.app.deps.db.transaction((tx) => movePayment(tx, succeeded, 'failed', new Date(), { failureCode: 'late' })),
    ).rejects.toThrow(/cannot move from succeeded to failed/);
    expect(await statusOf(succeeded.id)).toBe('succeeded');

    const failed = await paymentIn('failed');
    await expect(t.app.deps.db.transaction((tx) => movePayment(tx, failed, 'succeeded', new Date()))).rejects.toThrow(
      /cannot move from failed to succeeded/,
    );
    expect(await statusOf(failed.id)).toBe('failed');
  });

  it('moves a payment forward where the machine allows it', async () => {
    const pending = await paymentIn('pending');
    await t.app.deps.db.transaction((tx) => movePayment(tx, pending, 'processing', new Date()));
    expect(await statusOf(pending.id)).toBe('processing');
  });
});

describe('the transaction machine is asked', () => {
  it('moves a pending transaction once and refuses to move a finished one again', async () => {
    const payment = await paymentIn('processing');
    const move = (to: 'completed' | 'failed' | 'pending') =>
      t.app.deps.db.transaction((tx) => moveTransactionOf(tx, { paymentId: payment.id }, to, new Date()));
    expect(await move('completed')).toBe(true);
    expect(await transactionOf(payment.id)).toBe('completed');
    expect(await move('failed')).toBe(false);
    expect(await move('pending')).toBe(false);
    expect(await transactionOf(payment.id)).toBe('completed');
  });
});
