CREATE TABLE "sys_dept" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_dept_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"pid" bigint DEFAULT 0 NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_post" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_post_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"post_code" varchar(32) NOT NULL,
	"post_name" varchar(50) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_role_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(50) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"data_scope" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role_menu" (
	"role_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	CONSTRAINT "sys_role_menu_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "sys_staff" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"dept_id" bigint NOT NULL,
	"gender" smallint DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_staff_post" (
	"user_id" bigint NOT NULL,
	"post_id" bigint NOT NULL,
	CONSTRAINT "sys_staff_post_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "sys_staff_role" (
	"user_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	CONSTRAINT "sys_staff_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "sys_schedule_job" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bean_name" varchar(100) NOT NULL,
	"params" text DEFAULT '' NOT NULL,
	"cron_expression" varchar(100) NOT NULL,
	"status" smallint NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"last_fire" timestamp (3) with time zone,
	"running_by" uuid,
	"running_since" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_schedule_job_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" bigint NOT NULL,
	"bean_name" varchar(100) NOT NULL,
	"params" text DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"times" integer NOT NULL,
	"fire_time" timestamp (3) with time zone,
	"run_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_session" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sys_role_menu" ADD CONSTRAINT "sys_role_menu_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_menu" ADD CONSTRAINT "sys_role_menu_menu_id_sys_menu_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."sys_menu"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_staff" ADD CONSTRAINT "sys_staff_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_staff" ADD CONSTRAINT "sys_staff_dept_id_sys_dept_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."sys_dept"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_staff_post" ADD CONSTRAINT "sys_staff_post_user_id_sys_staff_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_staff"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_staff_post" ADD CONSTRAINT "sys_staff_post_post_id_sys_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."sys_post"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_staff_role" ADD CONSTRAINT "sys_staff_role_user_id_sys_staff_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_staff"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_staff_role" ADD CONSTRAINT "sys_staff_role_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dept_pid_name_uq" ON "sys_dept" USING btree ("pid",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "sys_post_code_uq" ON "sys_post" USING btree (lower("post_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_name_uq" ON "sys_role" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "sys_role_menu_menu_idx" ON "sys_role_menu" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "sys_staff_dept_idx" ON "sys_staff" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "sys_staff_post_post_idx" ON "sys_staff_post" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "sys_staff_role_role_idx" ON "sys_staff_role" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "sys_schedule_job_log_created_idx" ON "sys_schedule_job_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sys_schedule_job_log_job_idx" ON "sys_schedule_job_log" USING btree ("job_id","created_at");--> statement-breakpoint
-- Operator accounts made before staff accounts existed keep every menu and permission.
UPDATE "sys_user" SET "super_admin" = 1 WHERE "role_type" = 0;
