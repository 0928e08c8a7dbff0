import type { TServiceStatus } from '@app/shared/service-status';
import { eq } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { serviceStatus } from '../../db/schema';
import { recordServiceChange, serviceChangeHistory } from '../change-log';

/** The single row (id 1, created by migration 0012). */
const STATUS_ID = 1;

export type TServiceStatusRow = {
  pausedUntil: Date | null;
  pausedOrderTypes: ('DELIVERY' | 'TAKEAWAY')[];
  extraMinutes: number;
  extraUntil: Date | null;
};

const columns = {
  pausedUntil: serviceStatus.pausedUntil,
  pausedOrderTypes: serviceStatus.pausedOrderTypes,
  extraMinutes: serviceStatus.extraMinutes,
  extraUntil: serviceStatus.extraUntil,
};

export function serviceStatusRepository(db: TDb) {
  return {
    async get(): Promise<TServiceStatusRow | undefined> {
      const [row] = await db.select(columns).from(serviceStatus).where(eq(serviceStatus.id, STATUS_ID));
      return row;
    },

    /**
     * Runs `change` with the row locked (concurrent saves from two tablets queue, and each records the
     * state it replaced), writes what it returns and records the change; nothing when it returns null.
     */
    async update(
      change: (before: TServiceStatusRow | undefined) => {
        values: TServiceStatusRow;
        record: { by: string; before: TServiceStatus; after: TServiceStatus };
      } | null,
    ): Promise<void> {
      await db.transaction(async (tx: TTx) => {
        const [before] = await tx
          .select(columns)
          .from(serviceStatus)
          .where(eq(serviceStatus.id, STATUS_ID))
          .for('update');
        const next = change(before);
        if (!next) return;
        const set = { ...next.values, updatedAt: new Date() };
        await tx
          .insert(serviceStatus)
          .values({ id: STATUS_ID, ...set })
          .onConflictDoUpdate({ target: serviceStatus.id, set });
        await recordServiceChange(tx, 'service-status', next.record);
      });
    },

    /** The latest `limit` changes, newest first. */
    history(limit: number) {
      return serviceChangeHistory(db, 'service-status', limit);
    },
  };
}
