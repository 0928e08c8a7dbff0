import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { printers, stationPrinters, stations } from '../../db/schema';

export type TStationRow = { id: number; name: string; targetMinutes: number; position: number };

/** A key of its own for pg_advisory_xact_lock: writes of the stations are decided one after the other. */
const STATIONS_LOCK = 727_274_030;

export function stationsRepository(db: TDb | TTx) {
  return {
    /** Every station in the kitchen's order: by position, then id. */
    list(): Promise<TStationRow[]> {
      return db
        .select({
          id: stations.id,
          name: stations.name,
          targetMinutes: stations.targetMinutes,
          position: stations.position,
        })
        .from(stations)
        .orderBy(asc(stations.position), asc(stations.id));
    },
    /** Each station's printers (ids ascending), by station. */
    async printerIds(): Promise<Map<number, number[]>> {
      const rows = await db
        .select({ stationId: stationPrinters.stationId, printerId: stationPrinters.printerId })
        .from(stationPrinters)
        .orderBy(asc(stationPrinters.stationId), asc(stationPrinters.printerId));
      const byStation = new Map<number, number[]>();
      for (const row of rows) {
        const list = byStation.get(row.stationId) ?? [];
        list.push(row.printerId);
        byStation.set(row.stationId, list);
      }
      return byStation;
    },
    /**
     * Takes the stations' write lock until the transaction ends: names are unique regardless of case,
     * and two saves of the same name at once must not both find it free.
     */
    async lock(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${STATIONS_LOCK})`);
    },
    /** Of `ids`, the printers that exist, locked against a delete until our write is done. */
    async existingPrinters(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: printers.id })
        .from(printers)
        .where(inArray(printers.id, [...ids]))
        .for('key share');
      return new Set(rows.map((row) => row.id));
    },
    async insert(values: Omit<TStationRow, 'id'>): Promise<number> {
      const [row] = await db.insert(stations).values(values).returning({ id: stations.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },
    async update(id: number, values: Pick<TStationRow, 'name' | 'targetMinutes'>): Promise<void> {
      await db
        .update(stations)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(stations.id, id));
    },
    /** Replaces the station's printers with `printerIds`. */
    async setPrinters(id: number, printerIds: readonly number[]): Promise<void> {
      await db.delete(stationPrinters).where(eq(stationPrinters.stationId, id));
      if (printerIds.length > 0) {
        await db
          .insert(stationPrinters)
          .values(printerIds.map((printerId) => ({ stationId: id, printerId })));
      }
    },
    /** Its printers go with it; its categories and items fall back to none (ON DELETE SET NULL). */
    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(stations).where(eq(stations.id, id)).returning({ id: stations.id });
      return rows.length > 0;
    },
  };
}
