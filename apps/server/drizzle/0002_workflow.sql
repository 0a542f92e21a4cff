CREATE TABLE "workflow_definition" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workflow_definition_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" varchar(64) NOT NULL,
	"version" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"bpmn_xml" text NOT NULL,
	"hash" varchar(64) NOT NULL,
	"deployed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_definition_key_version_uq" UNIQUE("key","version")
);
--> statement-breakpoint
CREATE TABLE "workflow_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workflow_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"instance_id" bigint NOT NULL,
	"task_id" bigint,
	"activity_id" varchar(64) NOT NULL,
	"activity_name" varchar(100) NOT NULL,
	"action" varchar(20) NOT NULL,
	"assignee_user_id" bigint,
	"comment" varchar(500) DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_instance" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workflow_instance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1),
	"definition_key" varchar(64) NOT NULL,
	"definition_version" integer NOT NULL,
	"business_key" varchar(64) NOT NULL,
	"business_type" varchar(50) DEFAULT '' NOT NULL,
	"object_name" varchar(200) DEFAULT '' NOT NULL,
	"starter_user_id" bigint NOT NULL,
	"state" varchar(20) NOT NULL,
	"decision" varchar(10),
	"engine_state" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_instance_state_ck" CHECK ("workflow_instance"."state" in ('running', 'suspended', 'completed', 'terminated')),
	CONSTRAINT "workflow_instance_decision_ck" CHECK ("workflow_instance"."decision" in ('approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "workflow_task" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workflow_task_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1),
	"instance_id" bigint NOT NULL,
	"element_id" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"assignee_user_id" bigint,
	"candidate_role_type" smallint,
	"state" varchar(20) DEFAULT 'open' NOT NULL,
	"comment" varchar(500) DEFAULT '' NOT NULL,
	"actor_user_id" bigint,
	"last_decision_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_task_state_ck" CHECK ("workflow_task"."state" in ('open', 'completed', 'rejected', 'delegated'))
);
--> statement-breakpoint
ALTER TABLE "workflow_history" ADD CONSTRAINT "workflow_history_instance_id_workflow_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."workflow_instance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_instance" ADD CONSTRAINT "workflow_instance_definition_fk" FOREIGN KEY ("definition_key","definition_version") REFERENCES "public"."workflow_definition"("key","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_task" ADD CONSTRAINT "workflow_task_instance_id_workflow_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."workflow_instance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_history_instance_idx" ON "workflow_history" USING btree ("instance_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_instance_live_uq" ON "workflow_instance" USING btree ("definition_key","business_key") WHERE "workflow_instance"."state" in ('running', 'suspended');--> statement-breakpoint
CREATE INDEX "workflow_instance_state_idx" ON "workflow_instance" USING btree ("state","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_task_open_uq" ON "workflow_task" USING btree ("instance_id","element_id") WHERE "workflow_task"."state" = 'open';--> statement-breakpoint
CREATE INDEX "workflow_task_assignee_idx" ON "workflow_task" USING btree ("assignee_user_id") WHERE "workflow_task"."state" = 'open';--> statement-breakpoint
CREATE INDEX "workflow_task_candidate_idx" ON "workflow_task" USING btree ("candidate_role_type") WHERE "workflow_task"."state" = 'open';