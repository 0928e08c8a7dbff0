import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { saleSettings } from '../../db/schema';

/** The single sale row (id 1, created at start by ensureBaseRows). */
const SALE_ID = 1;

export type TSaleRow = {
  enabled: boolean;
  percentMenuTenths: number;
  percentBuffetTenths: number;
  startsAt: Date | null;
  endsAt: Date | null;
};

export function discountsRepository(db: TDb) {
  return {
    async get(): Promise<TSaleRow | undefined> {
      const [row] = await db.select().from(saleSettings).where(eq(saleSettings.id, SALE_ID)).limit(1);
      return row;
    },
    /** Writes the whole sale; creates the row if an installation somehow lacks it. */
    async save(values: TSaleRow): Promise<TSaleRow> {
      const set = { ...values, updatedAt: new Date() };
      const [row] = await db
        .insert(saleSettings)
        .values({ id: SALE_ID, ...set })
        .onConflictDoUpdate({ target: saleSettings.id, set })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },
  };
}
