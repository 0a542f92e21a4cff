-- The open block's hash input moves onto the head row (the chain step reads nothing else): the last block's
-- hash when it is sealed, else its previous block's hash followed by "|hash" of each of its entries.
ALTER TABLE "evidence_head" ADD COLUMN "block_input" text;--> statement-breakpoint
UPDATE "evidence_head" h SET "block_input" = coalesce(
  (
    SELECT coalesce(
      b."block_hash",
      b."prev_block_hash" || coalesce(
        (SELECT string_agg('|' || e."hash", '' ORDER BY e."seq") FROM "evidence_entry" e WHERE e."block_no" = b."block_no"),
        ''
      )
    )
    FROM "evidence_block" b ORDER BY b."block_no" DESC LIMIT 1
  ),
  repeat('0', 64)
);--> statement-breakpoint
ALTER TABLE "evidence_head" ALTER COLUMN "block_input" SET NOT NULL;
