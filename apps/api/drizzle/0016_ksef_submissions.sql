CREATE TABLE "ksef_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"xml" text NOT NULL,
	"xml_sha256" text NOT NULL,
	"invoice_number" text NOT NULL,
	"issue_date" date NOT NULL,
	"seller_nip" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"deadline_at" timestamp with time zone NOT NULL,
	"deadline_alert" text,
	"last_error" text,
	"ksef_status_code" integer,
	"offline_mode" boolean DEFAULT false NOT NULL,
	"session_reference" text,
	"invoice_reference" text,
	"ksef_number" text,
	"upo_xml" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "ksef_submissions_accepted_has_number" CHECK (status <> 'accepted' OR ksef_number IS NOT NULL),
	CONSTRAINT "ksef_submissions_sending_has_lease" CHECK (status <> 'sending' OR lease_until IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "ksef_submissions" ADD CONSTRAINT "ksef_submissions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ksef_submissions_invoice_idx" ON "ksef_submissions" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ksef_submissions_ksef_number_idx" ON "ksef_submissions" USING btree ("ksef_number");--> statement-breakpoint
CREATE INDEX "ksef_submissions_due_idx" ON "ksef_submissions" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "ksef_submissions_deadline_idx" ON "ksef_submissions" USING btree ("deadline_at") WHERE status <> 'accepted';