import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';

/**
 * One author's articles per status (draft 0, in review 1, published 2, rejected 3, taken down 4), deleted ones
 * left out, for the developer's home; read on the author's own rows (community_article_author_idx).
 */
export async function authorArticleCounts(db: DbOrTx, authorId: number): Promise<Map<number, number>> {
  const rows = await rowsOf(
    db,
    sql`select status, count(*)::int as n from community_article
        where author_id = ${authorId} and deleted_at is null group by status`,
  );
  return new Map(rows.map((r) => [Number(r.status), Number(r.n)]));
}
