import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema/users.ts',
    './src/db/schema/sessions.ts',
    './src/db/schema/auth-tokens.ts',
    './src/db/schema/billing.ts',
    './src/db/schema/organizations.ts',
    './src/db/schema/parkings.ts',
    './src/db/schema/vehicles.ts',
    './src/db/schema/reservations.ts',
    './src/db/schema/orders.ts',
    './src/db/schema/payments.ts',
    './src/db/schema/payouts.ts',
    './src/db/schema/ledger.ts',
    './src/db/schema/idempotency-keys.ts',
    './src/db/schema/sandbox-gateway.ts',
    './src/db/schema/documents.ts',
    './src/db/schema/tickets.ts',
    './src/db/schema/ksef.ts',
    './src/db/schema/refunds.ts',
    './src/db/schema/commission.ts',
    './src/db/schema/reminders.ts',
    './src/db/schema/social-sign-ins.ts',
  ],
  out: './drizzle',
});
