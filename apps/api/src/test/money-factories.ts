import type { FastifyInstance } from 'fastify';
import { billingAccounts, type BillingAccountRow } from '../db/schema/billing';
import { postEntry } from '../modules/ledger/ledger.service';

// Money data for tests of modules that need a billing account or a balance to start from.

/** The buyer an order keeps (a private person, no VAT invoice), for orders inserted directly. */
export const ORDER_BUYER = {
  fullName: 'Ewa Kowalska',
  companyName: null,
  vatId: null,
  street: 'Złota',
  buildingNumber: '44',
  localNumber: null,
  postcode: '00-120',
  city: 'Warszawa',
  invoiceEmail: 'ewa@example.com',
  wantsVatInvoice: false,
};

/** A billing account of the user (the default one), optionally wanting VAT invoices. */
export async function createBillingAccountFixture(
  app: FastifyInstance,
  userId: string,
  overrides: Partial<typeof billingAccounts.$inferInsert> = {},
): Promise<BillingAccountRow> {
  const [row] = await app.deps.db
    .insert(billingAccounts)
    .values({
      userId,
      fullName: 'Zofia Łęcka-Żółć',
      street: 'Świętokrzyska',
      buildingNumber: '12',
      localNumber: '4',
      postcode: '00-916',
      city: 'Warszawa',
      invoiceEmail: 'faktury@example.com',
      isDefault: true,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('billing account insert failed');
  return row;
}

/**
 * Puts money on a user's balance the way a succeeded top-up does (gateway clearing → wallet), without an
 * order: for tests that need a balance to spend and do not test top-ups themselves.
 */
export async function fundWallet(app: FastifyInstance, userId: string, amount: number): Promise<void> {
  await app.deps.db.transaction((tx) =>
    postEntry(tx, {
      kind: 'deposit',
      description: 'test funding',
      lines: [
        { account: { platform: 'gateway_clearing' }, amount: -amount },
        { account: { wallet: userId }, amount },
      ],
    }),
  );
}
