CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_number" text NOT NULL,
	"name" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"full_name" text,
	"company_name" text,
	"vat_id" text,
	"street" text,
	"building_number" text NOT NULL,
	"local_number" text,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"currency" text DEFAULT 'PLN' NOT NULL,
	"invoice_email" text NOT NULL,
	"is_monthly_billing" boolean DEFAULT false NOT NULL,
	"wants_vat_invoice" boolean DEFAULT false NOT NULL,
	"bank_account_id" uuid,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_user_id_idx" ON "bank_accounts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_default_idx" ON "bank_accounts" USING btree ("user_id") WHERE is_default;--> statement-breakpoint
CREATE INDEX "billing_accounts_user_id_idx" ON "billing_accounts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "billing_accounts_bank_account_id_idx" ON "billing_accounts" USING btree ("bank_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_accounts_one_default_idx" ON "billing_accounts" USING btree ("user_id") WHERE is_default;