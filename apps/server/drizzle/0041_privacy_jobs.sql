CREATE TABLE "privacy_job" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_job_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" varchar(64) NOT NULL,
	"consumer_id" bigint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"spec" jsonb NOT NULL,
	"status" varchar(12) NOT NULL,
	"failure" varchar(30),
	"failure_detail" varchar(500) DEFAULT '' NOT NULL,
	"outcome" jsonb,
	"result_hash" varchar(64),
	"directory_sent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"deadline_at" timestamp with time zone NOT NULL,
	CONSTRAINT "privacy_job_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "privacy_job_message" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_job_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_id" bigint NOT NULL,
	"sender" varchar(40) NOT NULL,
	"recipient" varchar(40) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"body" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_job_party" (
	"job_id" bigint NOT NULL,
	"party" varchar(40) NOT NULL,
	"role" varchar(10) NOT NULL,
	"owner_id" bigint NOT NULL,
	"node_id" bigint NOT NULL,
	"dataset" varchar(200) NOT NULL,
	"reveal_keys" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone,
	CONSTRAINT "privacy_job_party_job_id_party_pk" PRIMARY KEY("job_id","party")
);
--> statement-breakpoint
ALTER TABLE "privacy_job_message" ADD CONSTRAINT "privacy_job_message_job_id_privacy_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."privacy_job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_job_party" ADD CONSTRAINT "privacy_job_party_job_id_privacy_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."privacy_job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_job_consumer_idx" ON "privacy_job" USING btree ("consumer_id","id");--> statement-breakpoint
CREATE INDEX "privacy_job_status_idx" ON "privacy_job" USING btree ("status");--> statement-breakpoint
CREATE INDEX "privacy_job_message_recipient_idx" ON "privacy_job_message" USING btree ("job_id","recipient","id");--> statement-breakpoint
CREATE INDEX "privacy_job_party_node_idx" ON "privacy_job_party" USING btree ("node_id");