CREATE TABLE "enterprise_info" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"legal_person" varchar(50) NOT NULL,
	"license_file_key" varchar(120) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reject_reason" varchar(500) DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_info" ADD CONSTRAINT "enterprise_info_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;