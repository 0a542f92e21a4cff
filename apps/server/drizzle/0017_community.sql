CREATE TABLE "community_article" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "community_article_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"author_id" bigint NOT NULL,
	"author_name" varchar(100) NOT NULL,
	"column_id" bigint,
	"category" varchar(20) NOT NULL,
	"title" varchar(100) NOT NULL,
	"summary" varchar(300) DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"tags" varchar(20)[] DEFAULT '{}'::varchar[] NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_article_status_ck" CHECK ("community_article"."status" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "community_column" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "community_column_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"author_id" bigint NOT NULL,
	"author_name" varchar(100) NOT NULL,
	"title" varchar(50) NOT NULL,
	"summary" varchar(300) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_column_status_ck" CHECK ("community_column"."status" between 0 and 4)
);
--> statement-breakpoint
ALTER TABLE "community_article" ADD CONSTRAINT "community_article_column_id_community_column_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."community_column"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_article_author_idx" ON "community_article" USING btree ("author_id","updated_at");--> statement-breakpoint
CREATE INDEX "community_article_column_idx" ON "community_article" USING btree ("column_id");--> statement-breakpoint
CREATE INDEX "community_article_public_idx" ON "community_article" USING btree ("category","published_at") WHERE "community_article"."status" = 2 and "community_article"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "community_article_hot_idx" ON "community_article" USING btree ("views") WHERE "community_article"."status" = 2 and "community_article"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "community_column_author_idx" ON "community_column" USING btree ("author_id","updated_at");--> statement-breakpoint
CREATE INDEX "community_column_public_idx" ON "community_column" USING btree ("published_at") WHERE "community_column"."status" = 2 and "community_column"."deleted_at" is null;