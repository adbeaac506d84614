ALTER TABLE "ksef_submissions" ADD COLUMN "ksef_url" text;--> statement-breakpoint
ALTER TABLE "ksef_submissions" ADD COLUMN "qr_url" text;