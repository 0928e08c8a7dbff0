import { and, eq, isNull } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { autoPauses } from '../../db/schema';

/** The automatic pauses as the periodic check noticed them: when each started and ended. */
export function autoPauseRepository(db: TDb) {
  return {
    /** The automatic pause going on as last noticed; undefined: none. */
    async openPause() {
      const [row] = await db.select().from(autoPauses).where(isNull(autoPauses.endedAt)).limit(1);
      return row;
    },

    /**
     * Records that an automatic pause started at `at`, and `log` in the same transaction; false when
     * another instance recorded it first.
     */
    async startPause(at: Date, log: (tx: TTx) => Promise<unknown>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(autoPauses)
          .values({ startedAt: at })
          .onConflictDoNothing()
          .returning({ id: autoPauses.id });
        if (!row) return false;
        await log(tx);
        return true;
      });
    },

    /** Ends pause `id` at `at` (once: the first instance to end it logs it with `log`). */
    async endPause(id: number, at: Date, log: (tx: TTx) => Promise<unknown>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(autoPauses)
          .set({ endedAt: at })
          .where(and(eq(autoPauses.id, id), isNull(autoPauses.endedAt)))
          .returning({ id: autoPauses.id });
        if (!row) return false;
        await log(tx);
        return true;
      });
    },
  };
}
