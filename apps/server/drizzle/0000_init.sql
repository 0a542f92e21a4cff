CREATE TABLE "sys_menu" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_menu_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"role_type" smallint NOT NULL,
	"key" varchar(120) NOT NULL,
	"pid" bigint DEFAULT 0 NOT NULL,
	"name_zh_cn" varchar(100) NOT NULL,
	"name_zh_tw" varchar(100) NOT NULL,
	"name_en_us" varchar(100) NOT NULL,
	"url" varchar(200) DEFAULT '' NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"icon" varchar(50) DEFAULT '' NOT NULL,
	"permissions" varchar(1000) DEFAULT '' NOT NULL,
	"isshow" smallint DEFAULT 1 NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha" (
	"uuid" varchar(64) PRIMARY KEY NOT NULL,
	"code" varchar(10) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"username" varchar(64) NOT NULL,
	"operation" smallint NOT NULL,
	"status" smallint NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mobile" varchar(20) NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"content" varchar(300) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"provider" varchar(30) NOT NULL,
	"send_status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1),
	"username" varchar(64) NOT NULL,
	"password_hash" text NOT NULL,
	"real_name" varchar(50) DEFAULT '' NOT NULL,
	"contact_name" varchar(50) DEFAULT '' NOT NULL,
	"company_name" varchar(100) DEFAULT '' NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"head_url" varchar(300) DEFAULT '' NOT NULL,
	"role_type" smallint NOT NULL,
	"sp_type" smallint DEFAULT 0 NOT NULL,
	"reject_reason" varchar(500) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"pay_code" smallint DEFAULT 1 NOT NULL,
	"super_admin" smallint DEFAULT 0 NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_session" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_session_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"access_hash" varchar(64) NOT NULL,
	"refresh_hash" varchar(64) NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operation_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"username" varchar(64) DEFAULT '' NOT NULL,
	"operation" varchar(100) NOT NULL,
	"method" varchar(10) NOT NULL,
	"path" varchar(300) NOT NULL,
	"params" text DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"result_code" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL,
	"request_id" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_session" ADD CONSTRAINT "user_session_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_menu_role_key_uq" ON "sys_menu" USING btree ("role_type","key");--> statement-breakpoint
CREATE INDEX "login_log_created_idx" ON "login_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_log_mobile_idx" ON "sms_log" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_username_uq" ON "sys_user" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_mobile_uq" ON "sys_user" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "user_session_access_uq" ON "user_session" USING btree ("access_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "user_session_refresh_uq" ON "user_session" USING btree ("refresh_hash");--> statement-breakpoint
CREATE INDEX "user_session_user_idx" ON "user_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "operation_log_created_idx" ON "operation_log" USING btree ("created_at");