ALTER TABLE "parkings" ADD COLUMN "access_instructions" text;--> statement-breakpoint
ALTER TABLE "spots" ADD COLUMN "features" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_features_known" CHECK ("spots"."features" <@ array['ev_charger', 'accessible', 'covered', 'underground']::text[]);