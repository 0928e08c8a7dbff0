import { and, desc, eq, gte } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { backups } from '../../db/schema';

export type TBackupRecord = typeof backups.$inferSelect;

export function backupsRepository(db: TDb) {
  return {
    async record(row: Omit<typeof backups.$inferInsert, 'id'>): Promise<void> {
      await db.insert(backups).values(row);
    },
    async latest(): Promise<TBackupRecord | undefined> {
      const [row] = await db
        .select()
        .from(backups)
        .orderBy(desc(backups.finishedAt), desc(backups.id))
        .limit(1);
      return row;
    },
    async okSince(since: Date): Promise<boolean> {
      const rows = await db
        .select({ id: backups.id })
        .from(backups)
        .where(and(eq(backups.ok, true), gte(backups.startedAt, since)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
