ALTER TABLE "workflow_task" DROP CONSTRAINT "workflow_task_state_ck";--> statement-breakpoint
ALTER TABLE "workflow_task" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workflow_task" ADD COLUMN "opened_engine_state" text;--> statement-breakpoint
ALTER TABLE "workflow_task" ADD CONSTRAINT "workflow_task_state_ck" CHECK ("workflow_task"."state" in ('open', 'completed', 'rejected', 'delegated', 'rolled_back', 'terminated'));