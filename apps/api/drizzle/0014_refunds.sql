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
