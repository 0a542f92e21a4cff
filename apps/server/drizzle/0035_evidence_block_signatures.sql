CREATE TABLE "evidence_block_signature" (
	"block_no" bigint PRIMARY KEY NOT NULL,
	"block_hash" varchar(64) NOT NULL,
	"key_id" bigint NOT NULL,
	"key_version" integer NOT NULL,
	"algorithm" varchar(16) NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"signature" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evidence_block_signature" ADD CONSTRAINT "evidence_block_signature_block_no_evidence_block_block_no_fk" FOREIGN KEY ("block_no") REFERENCES "public"."evidence_block"("block_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evidence_entry_consumer_idx" ON "evidence_entry" USING btree (("payload"::jsonb ->> 'consumerId')) WHERE "evidence_entry"."entry_type" = 'order.submitted';--> statement-breakpoint
CREATE INDEX "evidence_entry_seller_idx" ON "evidence_entry" USING btree (("payload"::jsonb ->> 'sellerId')) WHERE "evidence_entry"."entry_type" = 'order.submitted';