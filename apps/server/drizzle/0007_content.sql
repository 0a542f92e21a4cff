CREATE TABLE "agreement" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" varchar(40) NOT NULL,
	"titles" jsonb NOT NULL,
	"contents" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_article" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_article_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel_id" bigint NOT NULL,
	"lang" varchar(5) NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"author" varchar(50) DEFAULT '' NOT NULL,
	"source" varchar(100) DEFAULT '' NOT NULL,
	"cover_image" varchar(500) DEFAULT '' NOT NULL,
	"keywords" varchar(200) DEFAULT '' NOT NULL,
	"link" varchar(500) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"is_top" smallint DEFAULT 0 NOT NULL,
	"visits" bigint DEFAULT 0 NOT NULL,
	"publish_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_channel" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_channel_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scode" varchar(32) NOT NULL,
	"parent_id" bigint,
	"group_name" varchar(20) NOT NULL,
	"names" jsonb NOT NULL,
	"type" smallint DEFAULT 2 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_submission" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_submission_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"company" varchar(100) DEFAULT '' NOT NULL,
	"mobile" varchar(11) DEFAULT '' NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"title" varchar(100) DEFAULT '' NOT NULL,
	"content" varchar(2000) NOT NULL,
	"user_id" bigint,
	"username" varchar(50) DEFAULT '' NOT NULL,
	"ip" varchar(64) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"handled_by" varchar(50) DEFAULT '' NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_class" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "footer_class_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"pid" bigint DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL,
	"url" varchar(500) DEFAULT '' NOT NULL,
	"contents" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" varchar(200) NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"receiver_type" smallint DEFAULT 0 NOT NULL,
	"role_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sender_id" bigint NOT NULL,
	"sender_name" varchar(50) NOT NULL,
	"send_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_read" (
	"notice_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notice_read_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "content_article" ADD CONSTRAINT "content_article_channel_id_content_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."content_channel"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_channel" ADD CONSTRAINT "content_channel_parent_id_content_channel_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."content_channel"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_read" ADD CONSTRAINT "notice_read_notice_id_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_code_uq" ON "agreement" USING btree ("code");--> statement-breakpoint
CREATE INDEX "content_article_list_idx" ON "content_article" USING btree ("channel_id","lang","status","is_top","publish_date");--> statement-breakpoint
CREATE INDEX "content_article_visits_idx" ON "content_article" USING btree ("status","visits");--> statement-breakpoint
CREATE UNIQUE INDEX "content_channel_scode_uq" ON "content_channel" USING btree ("scode");--> statement-breakpoint
CREATE INDEX "content_channel_parent_idx" ON "content_channel" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "content_submission_ip_idx" ON "content_submission" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "content_submission_list_idx" ON "content_submission" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "footer_class_pid_idx" ON "footer_class" USING btree ("pid","sort");--> statement-breakpoint
CREATE INDEX "notice_status_idx" ON "notice" USING btree ("status","send_date");--> statement-breakpoint
CREATE INDEX "notice_read_user_idx" ON "notice_read" USING btree ("user_id");