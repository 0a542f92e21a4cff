CREATE TABLE "app_output_sample" (
	"item_id" bigint PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"file_url" varchar(500) NOT NULL,
	"columns" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
