CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"registration_number" text NOT NULL,
	"name" text,
	"status" text DEFAULT 'active' NOT NULL,
	"billing_account_id" uuid,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "vehicle_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "billing_account_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "hold_end_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "blocks_until" timestamp with time zone DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "extension_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_billing_account_id_billing_accounts_id_fk" FOREIGN KEY ("billing_account_id") REFERENCES "public"."billing_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicles_user_idx" ON "vehicles" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_user_registration_idx" ON "vehicles" USING btree ("user_id","registration_number");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_one_default_idx" ON "vehicles" USING btree ("user_id") WHERE is_default;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_billing_account_id_billing_accounts_id_fk" FOREIGN KEY ("billing_account_id") REFERENCES "public"."billing_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_payment_due_idx" ON "reservations" USING btree ("payment_due_at") WHERE status = 'pending_payment';--> statement-breakpoint
CREATE INDEX "reservations_extension_due_idx" ON "reservations" USING btree ("extension_due_at") WHERE extension_due_at is not null;--> statement-breakpoint
CREATE INDEX "reservations_confirmed_start_idx" ON "reservations" USING btree ("start_at") WHERE status = 'confirmed';--> statement-breakpoint
CREATE INDEX "reservations_active_end_idx" ON "reservations" USING btree ("end_at") WHERE status = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_current_per_user_idx" ON "reservations" USING btree ("user_id") WHERE status in ('pending_payment', 'confirmed', 'active');--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_end_after_start" CHECK ("reservations"."end_at" > "reservations"."start_at");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_hold_covers_stay" CHECK ("reservations"."hold_end_at" >= "reservations"."end_at");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_amount_not_negative" CHECK ("reservations"."amount" >= 0);--> statement-breakpoint
-- Hand-written (issue 5, decision 050): btree_gist lets one GiST index compare the spot by equality and the time
-- range by overlap; PGlite loads it from its contrib bundle, PostgreSQL from contrib.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- blocks_until is hold_end_at plus the 5-minute leave buffer (LEAVE_BUFFER_MINUTES), whatever the writer sent.
CREATE FUNCTION reservations_blocks_until() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.blocks_until := NEW.hold_end_at + interval '5 minutes';
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER reservations_blocks_until BEFORE INSERT OR UPDATE ON "reservations"
  FOR EACH ROW EXECUTE FUNCTION reservations_blocks_until();--> statement-breakpoint
-- No two reservations that hold a spot may overlap on it, leave buffer included: double booking is impossible.
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_double_booking"
  EXCLUDE USING gist ("spot_id" WITH =, tstzrange("start_at", "blocks_until") WITH &&)
  WHERE ("status" IN ('pending_payment', 'confirmed', 'active'));--> statement-breakpoint
-- Map search: the parkings whose address lies in a viewport.
CREATE INDEX "parking_addresses_point_idx" ON "parking_addresses" USING gist (point("longitude", "latitude"));
