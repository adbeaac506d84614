CREATE TABLE "stored_files" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_bucket_key_pk" PRIMARY KEY("bucket","key"),
	CONSTRAINT "stored_files_bucket" CHECK ("stored_files"."bucket" in ('images', 'private-images')),
	CONSTRAINT "stored_files_bytes" CHECK ("stored_files"."bytes" = octet_length("stored_files"."content"))
);
