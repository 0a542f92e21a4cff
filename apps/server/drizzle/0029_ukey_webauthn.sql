CREATE TABLE "ukey_ceremony" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"subject_id" bigint,
	"challenge" varchar(128) NOT NULL,
	"rp_id" varchar(253) NOT NULL,
	"origin" varchar(300) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ukey_policy" (
	"role_type" smallint PRIMARY KEY NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_ukey" ADD COLUMN "credential_id" varchar(1024);--> statement-breakpoint
ALTER TABLE "user_ukey" ADD COLUMN "credential_public_key" text;--> statement-breakpoint
ALTER TABLE "user_ukey" ADD COLUMN "credential_counter" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_ukey" ADD COLUMN "credential_transports" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_ukey" ADD COLUMN "credential_rp_id" varchar(253);--> statement-breakpoint
ALTER TABLE "user_ukey" ADD COLUMN "registered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ukey_ceremony" ADD CONSTRAINT "ukey_ceremony_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ukey_ceremony_user_idx" ON "ukey_ceremony" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_ukey_credential_uq" ON "user_ukey" USING btree ("credential_id") WHERE "user_ukey"."status" <> 4;