import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql-rows.js';
import { onlineThreshold } from './node-status.js';

/**
 * Nodes online and offline per kind for the operator's monitor, by the same rule as the node lists
 * (node-status.ts: the last beat said online and came within the offline window), counted in one statement.
 */
export async function nodeOnlineCounts(db: DbOrTx, now: Date) {
  const threshold = onlineThreshold(now);
  const rows = await rowsOf(
    db,
    sql`select kind,
          count(*) filter (where last_reported_status = 'online' and last_heartbeat_at >= ${threshold})::int as online,
          count(*)::int as total, max(last_heartbeat_at) as last_beat
        from node_info group by kind order by kind`,
  );
  const byKind = rows.map((r) => ({
    kind: String(r.kind),
    online: Number(r.online),
    offline: Number(r.total) - Number(r.online),
  }));
  const beats = rows
    .map((r) => (r.last_beat ? new Date(r.last_beat as string | Date) : null))
    .filter((d): d is Date => d !== null);
  const lastHeartbeatAt = beats.length ? new Date(Math.max(...beats.map((d) => d.getTime()))) : null;
  return { byKind, lastHeartbeatAt };
}

/** One owner's nodes online and offline by the node lists' rule, read on its own rows (node_info_owner_idx). */
export async function ownerNodeCounts(db: DbOrTx, ownerId: number, now: Date) {
  const [row] = await rowsOf(
    db,
    sql`select count(*) filter (where last_reported_status = 'online' and last_heartbeat_at >= ${onlineThreshold(now)})::int
          as online, count(*)::int as total
        from node_info where owner_id = ${ownerId}`,
  );
  const online = Number(row?.online ?? 0);
  return { online, offline: Number(row?.total ?? 0) - online };
}
