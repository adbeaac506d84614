import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REFUND_CAUSES, REFUND_DESTINATIONS, REFUND_STATUSES } from '@parkshare/shared/payments/refunds';
import { REFUND_BEARERS } from '@parkshare/shared/tickets/status';
import { at, money } from './money-columns';
import { orders } from './orders';
import { payments } from './payments';
import { reservations } from './reservations';
import { tickets } from './tickets';
import { users } from './users';

/**
 * Every refund Parkshare gives a driver for an order, whatever caused it (issue 16, decision 085): one row per
 * order and cause, against the payment that paid the order. `payer` refunds go back through the gateway to the
 * account that paid (processing until the gateway reports), `balance` refunds to the Parkshare balance (completed
 * at once). A `failed` payer refund was given to the balance instead, so its amount was refunded either way:
 * corrections of invoices read this table. The ledger entries of a refund name it (journal_entries.refund_id).
 */
export const refunds = pgTable(
  'refunds',
  {
    // Parkshare's refund id: the gateway's reference for it, sent back in its notification.
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('PLN'),
    destination: text('destination', { enum: REFUND_DESTINATIONS }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    cause: text('cause', { enum: REFUND_CAUSES }).notNull(),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'restrict' }),
    // The support ticket it was granted on (cause ticket) or whose remedy cancelled the stay (cause cancellation).
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'restrict' }),
    // A ticket's refund: who bears it (platform revenue, or the owner's money in escrow).
    bearer: text('bearer', { enum: REFUND_BEARERS }),
    // The gateway that took the payment and gives the money back (payer refunds), and its id of the refund.
    provider: text('provider'),
    providerRefundId: text('provider_refund_id'),
    // Why a payer refund failed, as the gateway said it (refund_rejected, gateway_refused, ...).
    failureCode: text('failure_code'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    // A cause is refunded once, however it is retried: a cancellation and a late payment once per payment, a
    // ticket's refund once per payment of its stay (a grant split over a stay's orders is one row per order).
    uniqueIndex('refunds_cancellation_once_idx')
      .on(t.paymentId)
      .where(sql`cause = 'cancellation'`),
    uniqueIndex('refunds_late_payment_once_idx')
      .on(t.paymentId)
      .where(sql`cause = 'late_payment'`),
    uniqueIndex('refunds_ticket_once_idx')
      .on(t.ticketId, t.paymentId)
      .where(sql`cause = 'ticket'`),
    uniqueIndex('refunds_provider_id_idx')
      .on(t.provider, t.providerRefundId)
      .where(sql`provider_refund_id is not null`),
    index('refunds_payment_idx').on(t.paymentId, t.createdAt),
    index('refunds_reservation_idx').on(t.reservationId),
    // The recovery job: payer refunds not finished (not handed to the gateway, or not reported).
    index('refunds_unfinished_idx')
      .on(t.updatedAt)
      .where(sql`status = 'processing'`),
    check('refunds_amount_positive', sql`amount > 0`),
    check('refunds_ticket_has_ticket', sql`cause <> 'ticket' or (ticket_id is not null and bearer is not null)`),
    check('refunds_balance_not_at_gateway', sql`destination = 'payer' or (status = 'completed' and provider is null)`),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;
