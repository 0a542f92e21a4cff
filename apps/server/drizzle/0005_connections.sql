CREATE TABLE "database_connection" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "database_connection_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"db_type" varchar(20) NOT NULL,
	"host" varchar(255) NOT NULL,
	"port" integer NOT NULL,
	"database_name" varchar(128) NOT NULL,
	"username" varchar(128) NOT NULL,
	"password_enc" text DEFAULT '' NOT NULL,
	"params" jsonb NOT NULL,
	"last_test_code" integer,
	"last_test_version" varchar(200) DEFAULT '' NOT NULL,
	"last_test_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "database_connection_owner_idx" ON "database_connection" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "database_connection_owner_name_uq" ON "database_connection" USING btree ("owner_id","name");