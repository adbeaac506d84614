DROP INDEX "spots_parking_number_idx";--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "spots_parking_number_idx" ON "spots" USING btree ("parking_id","number") WHERE deleted_at is null;