import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { sysMenu } from './access.table.js';

export type MenuRow = typeof sysMenu.$inferSelect;

export async function listMenusOfRole(db: DbOrTx, roleType: number): Promise<MenuRow[]> {
  return db.select().from(sysMenu).where(eq(sysMenu.roleType, roleType));
}

export async function insertMenu(db: DbOrTx, row: typeof sysMenu.$inferInsert): Promise<MenuRow> {
  const [inserted] = await db.insert(sysMenu).values(row).returning();
  return inserted!;
}

export async function renameMenu(
  db: DbOrTx,
  id: number,
  names: Pick<MenuRow, 'nameZhCn' | 'nameZhTw' | 'nameEnUs'>,
): Promise<void> {
  await db
    .update(sysMenu)
    .set({ ...names, updatedAt: new Date() })
    .where(eq(sysMenu.id, id));
}
