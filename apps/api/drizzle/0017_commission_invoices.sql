CREATE TABLE "commission_invoice_entries" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"parking_id" uuid NOT NULL,
	"commission" bigint NOT NULL,
	"invoice_id" uuid,
	"line_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_invoice_entries_line_with_invoice" CHECK (invoice_id is not null or line_id is null)
);
--> statement-breakpoint
ALTER TABLE "commission_invoice_entries" ADD CONSTRAINT "commission_invoice_entries_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_invoice_entries" ADD CONSTRAINT "commission_invoice_entries_parking_id_parkings_id_fk" FOREIGN KEY ("parking_id") REFERENCES "public"."parkings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_invoice_entries" ADD CONSTRAINT "commission_invoice_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_invoice_entries" ADD CONSTRAINT "commission_invoice_entries_line_id_invoice_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_invoice_entries_parking_idx" ON "commission_invoice_entries" USING btree ("parking_id");--> statement-breakpoint
CREATE INDEX "commission_invoice_entries_invoice_idx" ON "commission_invoice_entries" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "commission_invoice_entries_line_idx" ON "commission_invoice_entries" USING btree ("line_id");