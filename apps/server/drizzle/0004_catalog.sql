CREATE TABLE "classification_tag" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "classification_tag_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100 CACHE 1),
	"classification_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "free_tag" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "free_tag_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100 CACHE 1),
	"name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_level" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "security_level_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100 CACHE 1),
	"level" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"description" varchar(300) DEFAULT '' NOT NULL,
	"masking_rule" varchar(10) DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_classification" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "source_classification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100 CACHE 1),
	"classify" smallint NOT NULL,
	"parent_id" bigint,
	"name" varchar(50) NOT NULL,
	"name_en" varchar(100) DEFAULT '' NOT NULL,
	"item_type" smallint,
	"sort" integer DEFAULT 0 NOT NULL,
	"icon" varchar(200) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classification_tag" ADD CONSTRAINT "classification_tag_classification_id_source_classification_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."source_classification"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_classification" ADD CONSTRAINT "source_classification_parent_id_source_classification_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."source_classification"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "classification_tag_name_uq" ON "classification_tag" USING btree ("classification_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "free_tag_name_uq" ON "free_tag" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "security_level_level_uq" ON "security_level" USING btree ("level");--> statement-breakpoint
CREATE UNIQUE INDEX "security_level_name_uq" ON "security_level" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "source_classification_sibling_name_uq" ON "source_classification" USING btree ("classify",coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "source_classification_parent_idx" ON "source_classification" USING btree ("classify","parent_id");