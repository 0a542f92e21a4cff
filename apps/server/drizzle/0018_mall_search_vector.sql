-- Keyword search reads a stored tsvector instead of computing the expression per row. A dense keyword walks the
-- newest-first index and tests each row (ts_match_vq), which cost about 10 µs a row with the expression; the
-- GIN index moves from the expression to the column in 0019. Left out of goods.table.ts's columns on purpose: PostgreSQL
-- maintains it and only the mall's SQL (MALL_TEXT_VECTOR) reads it.
ALTER TABLE "goods_item" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(lower((("name")::text || ' '::text) || ("summary")::text), '([^\x01-\x7f])'::text, ' \1 '::text, 'g'::text))) STORED;
