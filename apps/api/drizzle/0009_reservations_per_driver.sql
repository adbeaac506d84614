DROP INDEX "reservations_one_current_per_user_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_unpaid_per_user_idx" ON "reservations" USING btree ("user_id") WHERE status = 'pending_payment';--> statement-breakpoint
-- Hand-written (issue 13, decision 077): a driver is in one place at a time. No two reservations of one driver
-- that hold their spots may overlap in [start_at, hold_end_at) — the stay, and an extension while it waits for
-- payment. Without the leave buffer: a stay may begin elsewhere when the previous one ends.
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap_per_driver"
  EXCLUDE USING gist ("user_id" WITH =, tstzrange("start_at", "hold_end_at") WITH &&)
  WHERE ("status" IN ('pending_payment', 'confirmed', 'active'));
