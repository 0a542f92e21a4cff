CREATE TABLE "sys_oss_config" (
	"id" smallint PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"provider" varchar(20) DEFAULT 'other' NOT NULL,
	"endpoint" varchar(255) DEFAULT '' NOT NULL,
	"region" varchar(64) DEFAULT '' NOT NULL,
	"bucket" varchar(63) DEFAULT '' NOT NULL,
	"access_key" varchar(128) DEFAULT '' NOT NULL,
	"secret_sealed" text DEFAULT '' NOT NULL,
	"force_path_style" boolean DEFAULT true NOT NULL,
	"updated_by" varchar(100) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_oss_config_single_row" CHECK ("sys_oss_config"."id" = 1)
);
