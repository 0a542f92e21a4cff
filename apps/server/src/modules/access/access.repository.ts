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

export async function findMenu(db: DbOrTx, id: number): Promise<MenuRow | null> {
  const [row] = await db.select().from(sysMenu).where(eq(sysMenu.id, id));
  return row ?? null;
}

export async function updateMenu(db: DbOrTx, id: number, changes: Partial<typeof sysMenu.$inferInsert>) {
  await db
    .update(sysMenu)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(sysMenu.id, id));
}

export async function deleteMenu(db: DbOrTx, id: number) {
  await db.delete(sysMenu).where(eq(sysMenu.id, id));
}
