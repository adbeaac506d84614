-- Reminders become at least once (decision 092): a claim not sent within its lease is taken on again, up to a few
-- attempts. Rows sent before this migration keep their sent_at and count as sent.
ALTER TABLE "reminders_sent" ALTER COLUMN "sent_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "reminders_sent" ALTER COLUMN "sent_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD COLUMN "claimed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;