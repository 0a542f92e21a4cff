CREATE TABLE "kms_key" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kms_key_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(64) NOT NULL,
	"algorithm" varchar(16) NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"state" varchar(24) DEFAULT 'enabled' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"destroy_at" timestamp with time zone,
	"created_by" bigint NOT NULL,
	"created_by_name" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kms_key_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kms_key_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key_id" bigint NOT NULL,
	"version" integer,
	"action" varchar(24) NOT NULL,
	"actor_id" bigint,
	"actor_name" varchar(64) DEFAULT '' NOT NULL,
	"detail" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kms_key_version" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kms_key_version_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"state" varchar(16) DEFAULT 'active' NOT NULL,
	"wrapped_material" text NOT NULL,
	"public_key" text,
	"fingerprint" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kms_key_event" ADD CONSTRAINT "kms_key_event_key_id_kms_key_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."kms_key"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kms_key_version" ADD CONSTRAINT "kms_key_version_key_id_kms_key_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."kms_key"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kms_key_name_uq" ON "kms_key" USING btree ("name");--> statement-breakpoint
CREATE INDEX "kms_key_destroy_idx" ON "kms_key" USING btree ("destroy_at") WHERE "kms_key"."state" = 'pendingDestruction';--> statement-breakpoint
CREATE INDEX "kms_key_event_key_idx" ON "kms_key_event" USING btree ("key_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "kms_key_version_uq" ON "kms_key_version" USING btree ("key_id","version");