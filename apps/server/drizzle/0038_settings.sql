CREATE TABLE "sys_mail_config" (
	"id" smallint PRIMARY KEY NOT NULL,
	"host" varchar(255) NOT NULL,
	"port" integer NOT NULL,
	"security" varchar(10) NOT NULL,
	"username" varchar(255) DEFAULT '' NOT NULL,
	"password_sealed" text DEFAULT '' NOT NULL,
	"from_address" varchar(255) NOT NULL,
	"from_name" varchar(100) DEFAULT '' NOT NULL,
	"enabled" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_mail_config_single_row" CHECK ("sys_mail_config"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sys_mail_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_mail_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"template_code" varchar(64) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"locale" varchar(5) NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"receiver" varchar(255) NOT NULL,
	"subject" varchar(500) NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_mail_template" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_mail_template_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"variables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subject" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"builtin" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_mail_template_code_uq" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sys_message_locale" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"locale" varchar(5) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_sms_config" (
	"id" smallint PRIMARY KEY NOT NULL,
	"provider" varchar(10) NOT NULL,
	"url" varchar(500) DEFAULT '' NOT NULL,
	"secret_sealed" text DEFAULT '' NOT NULL,
	"signature_header" varchar(64) DEFAULT 'X-Signature' NOT NULL,
	"enabled" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_sms_config_single_row" CHECK ("sys_sms_config"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sys_sms_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_sms_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"template_code" varchar(64) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"locale" varchar(5) NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"mobile" varchar(20) NOT NULL,
	"content" varchar(1000) NOT NULL,
	"provider" varchar(10) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_sms_template" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_sms_template_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"variables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"builtin" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_sms_template_code_uq" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sys_dict_data" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_dict_data_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100 CACHE 1),
	"dict_type_id" bigint NOT NULL,
	"dict_value" varchar(64) NOT NULL,
	"label_zh_cn" varchar(100) NOT NULL,
	"label_zh_tw" varchar(100) NOT NULL,
	"label_en_us" varchar(100) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict_type" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_dict_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100 CACHE 1),
	"dict_type" varchar(64) NOT NULL,
	"dict_name" varchar(100) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_params" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_params_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100 CACHE 1),
	"param_code" varchar(64) NOT NULL,
	"param_value" varchar(2000) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"value_type" varchar(16) DEFAULT 'string' NOT NULL,
	"rule" varchar(200) DEFAULT '' NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_dict_data" ADD CONSTRAINT "sys_dict_data_dict_type_id_sys_dict_type_id_fk" FOREIGN KEY ("dict_type_id") REFERENCES "public"."sys_dict_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_mail_log_created_idx" ON "sys_mail_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sys_mail_log_pending_idx" ON "sys_mail_log" USING btree ("id") WHERE "sys_mail_log"."status" = 2;--> statement-breakpoint
CREATE INDEX "sys_sms_log_created_idx" ON "sys_sms_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sys_sms_log_pending_idx" ON "sys_sms_log" USING btree ("id") WHERE "sys_sms_log"."status" = 2;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_data_value_uq" ON "sys_dict_data" USING btree ("dict_type_id","dict_value");--> statement-breakpoint
CREATE INDEX "sys_dict_data_sort_idx" ON "sys_dict_data" USING btree ("dict_type_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_type_key_uq" ON "sys_dict_type" USING btree ("dict_type");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_params_code_uq" ON "sys_params" USING btree ("param_code");