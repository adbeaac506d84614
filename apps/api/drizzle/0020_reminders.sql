CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failure_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"reservation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_sent_reservation_id_kind_at_pk" PRIMARY KEY("reservation_id","kind","at"),
	CONSTRAINT "reminders_sent_kind" CHECK ("reminders_sent"."kind" in ('ends_soon', 'starts_soon', 'booked'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminder_minutes" integer DEFAULT 10;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reminder_minutes" CHECK ("users"."reminder_minutes" in (5, 10, 15));--> statement-breakpoint
-- Reservations paid before this migration were confirmed without the e-mail; they must not all get one now.
INSERT INTO "reminders_sent" ("reservation_id", "kind", "at", "channel")
SELECT "id", 'booked', "start_at", 'none' FROM "reservations" WHERE "status" IN ('confirmed', 'active', 'completed');
