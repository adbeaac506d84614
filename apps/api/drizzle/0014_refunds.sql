CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'PLN' NOT NULL,
	"destination" text NOT NULL,
	"status" text NOT NULL,
	"cause" text NOT NULL,
	"reservation_id" uuid,
	"ticket_id" uuid,
	"bearer" text,
	"provider" text,
	"provider_refund_id" text,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_positive" CHECK (amount > 0),
	CONSTRAINT "refunds_ticket_has_ticket" CHECK (cause <> 'ticket' or (ticket_id is not null and bearer is not null)),
	CONSTRAINT "refunds_balance_not_at_gateway" CHECK (destination = 'payer' or (status = 'completed' and provider is null))
);
--> statement-breakpoint
DROP INDEX "journal_entries_ticket_kind_idx";--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_cancellation_once_idx" ON "refunds" USING btree ("payment_id") WHERE cause = 'cancellation';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_late_payment_once_idx" ON "refunds" USING btree ("payment_id") WHERE cause = 'late_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_ticket_once_idx" ON "refunds" USING btree ("ticket_id","payment_id") WHERE cause = 'ticket';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_id_idx" ON "refunds" USING btree ("provider","provider_refund_id") WHERE provider_refund_id is not null;--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_reservation_idx" ON "refunds" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "refunds_unfinished_idx" ON "refunds" USING btree ("updated_at") WHERE status = 'processing';--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_ticket_reversal_idx" ON "journal_entries" USING btree ("ticket_id") WHERE ticket_id is not null and kind = 'earning_reversal';--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_refund_kind_idx" ON "journal_entries" USING btree ("refund_id","kind") WHERE refund_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_refund_outcome_idx" ON "journal_entries" USING btree ("refund_id") WHERE kind in ('refund_sent', 'refund_failed');--> statement-breakpoint
CREATE INDEX "sandbox_payments_refunds_idx" ON "sandbox_payments" USING btree ("payment_id") WHERE kind = 'refund';--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_events_one_refund_idx" ON "ticket_events" USING btree ("ticket_id") WHERE kind = 'refund';--> statement-breakpoint
-- hand-written:
-- Refunds to the payer pass through their own platform account (decision 085), created like 0003's accounts.
INSERT INTO ledger_accounts (kind) VALUES ('refunds_clearing');
--> statement-breakpoint
-- Refunds made before this migration all went to the balance and have no record: they get one, so every refund
-- Parkshare gave is in this table (corrections of invoices read it). Refunds of an order (a cancellation, a
-- payment after its order was canceled: that entry names no reservation) against the order's payment.
INSERT INTO refunds (order_id, payment_id, user_id, amount, currency, destination, status, cause, reservation_id,
                     created_at, updated_at, finished_at)
SELECT e.order_id, p.id, w.user_id, w.amount, o.currency, 'balance', 'completed',
       CASE WHEN e.reservation_id IS NULL THEN 'late_payment' ELSE 'cancellation' END,
       o.reservation_id, e.created_at, e.created_at, e.created_at
FROM journal_entries e
JOIN (SELECT l.entry_id, a.user_id, sum(l.amount) AS amount
      FROM journal_lines l JOIN ledger_accounts a ON a.id = l.account_id AND a.kind = 'wallet'
      GROUP BY l.entry_id, a.user_id) w ON w.entry_id = e.id AND w.amount > 0
JOIN orders o ON o.id = e.order_id
JOIN payments p ON p.order_id = o.id AND p.status = 'succeeded'
WHERE e.kind = 'refund' AND e.order_id IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Refunds granted on tickets named the stay, not an order: split over the stay's paid orders, newest first, each
-- at most what its payment took less the tickets' refunds placed on it before (as the code splits them now).
DO $$
DECLARE
  t record;
  p record;
  rest bigint;
  part bigint;
  used bigint;
BEGIN
  FOR t IN
    SELECT e.id, e.reservation_id, e.ticket_id, e.created_at,
           sum(l.amount) FILTER (WHERE a.kind = 'wallet') AS amount,
           (array_agg(a.user_id) FILTER (WHERE a.kind = 'wallet'))[1] AS user_id,
           bool_or(a.kind = 'platform_revenue') AS by_platform
    FROM journal_entries e
    JOIN journal_lines l ON l.entry_id = e.id
    JOIN ledger_accounts a ON a.id = l.account_id
    WHERE e.kind = 'refund' AND e.order_id IS NULL AND e.ticket_id IS NOT NULL AND e.reservation_id IS NOT NULL
    GROUP BY e.id
    ORDER BY e.created_at, e.id
  LOOP
    rest := coalesce(t.amount, 0);
    FOR p IN
      SELECT o.id AS order_id, o.currency, py.id AS payment_id, py.amount
      FROM orders o JOIN payments py ON py.order_id = o.id AND py.status = 'succeeded'
      WHERE o.reservation_id = t.reservation_id
        AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.payment_id = py.id AND r.cause = 'late_payment')
      ORDER BY o.created_at DESC, o.id DESC
    LOOP
      EXIT WHEN rest <= 0;
      SELECT coalesce(sum(amount), 0) INTO used FROM refunds WHERE payment_id = p.payment_id AND cause = 'ticket';
      part := least(rest, p.amount - used);
      CONTINUE WHEN part <= 0;
      INSERT INTO refunds (order_id, payment_id, user_id, amount, currency, destination, status, cause,
                           reservation_id, ticket_id, bearer, created_at, updated_at, finished_at)
      VALUES (p.order_id, p.payment_id, t.user_id, part, p.currency, 'balance', 'completed', 'ticket',
              t.reservation_id, t.ticket_id, CASE WHEN t.by_platform THEN 'platform' ELSE 'owner' END,
              t.created_at, t.created_at, t.created_at)
      ON CONFLICT DO NOTHING;
      rest := rest - part;
    END LOOP;
  END LOOP;
END $$;
