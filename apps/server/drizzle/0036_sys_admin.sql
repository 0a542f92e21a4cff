CREATE TABLE "mall_banner" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_banner_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title_zh_cn" varchar(100) NOT NULL,
	"title_zh_tw" varchar(100) NOT NULL,
	"title_en_us" varchar(100) NOT NULL,
	"image" varchar(200) NOT NULL,
	"link" varchar(500) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_log_error" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_log_error_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" varchar(64) DEFAULT '' NOT NULL,
	"user_id" bigint,
	"username" varchar(64) DEFAULT '' NOT NULL,
	"method" varchar(10) NOT NULL,
	"url" varchar(300) NOT NULL,
	"params" text DEFAULT '' NOT NULL,
	"error_message" text DEFAULT '' NOT NULL,
	"stack" text DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_region" (
	"id" bigint PRIMARY KEY NOT NULL,
	"pid" bigint DEFAULT 0 NOT NULL,
	"name" varchar(64) NOT NULL,
	"type" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mall_banner_sort_idx" ON "mall_banner" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "sys_log_error_created_idx" ON "sys_log_error" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sys_region_pid_idx" ON "sys_region" USING btree ("pid","sort");