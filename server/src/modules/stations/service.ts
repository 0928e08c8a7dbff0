import { STATION_MESSAGES, type TStation } from '@app/shared/kitchen';
import type { TDb, TTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { recordServiceChange } from '../change-log';
import { stationsRepository, type TStationRow } from './repository';

const MISSING = 'This station no longer exists.';
const TAKEN = 'A station named "{name}" already exists.';
const UNKNOWN_PRINTERS =
  '{count, plural, one {Printer {ids} does} other {Printers {ids} do}} not exist (any more). ' +
  'Reload the page and choose the printers again.';

/** A station as the routes hand it over, checked by ZStationInputSchema (printers left out: none). */
type TStationWrite = { name: string; targetMinutes: number; printerIds: number[] };

const toStation = (row: TStationRow, printerIds: number[] = []): TStation => ({
  id: row.id,
  name: row.name,
  targetMinutes: row.targetMinutes,
  printerIds,
});

/** Names compare without regard to case: "Wok" and "WOK" would be the same station on the wall. */
const sameName = (a: string, b: string) => a.toLocaleLowerCase('de-CH') === b.toLocaleLowerCase('de-CH');

/**
 * The kitchen's stations (docs/decisions/030): a name, a target preparation time and the printers that
 * print its tickets. Every write takes the stations' lock (names are unique regardless of case), checks
 * the printers exist with their rows locked (a printer deleted at the same moment waits), and records the
 * change (before and after) in the change log in its own transaction. Deleting a station leaves its
 * categories and items with none (the foreign keys' ON DELETE SET NULL): they reach no display until
 * routed again; orders already routed to it keep their lines, which lose the station.
 */
export function stationsService(db: TDb) {
  const repo = stationsRepository(db);

  const record = (tx: TTx, by: string, before: TStation | null, after: TStation | null) =>
    recordServiceChange(tx, 'stations', { by, before: { station: before }, after: { station: after } });

  /** Refuses (422, nothing written) printers that do not exist; the ids without duplicates, ascending. */
  async function checkPrinters(tx: TTx, ids: readonly number[]): Promise<number[]> {
    const wanted = [...new Set(ids)].sort((a, b) => a - b);
    const existing = await stationsRepository(tx).existingPrinters(wanted);
    const unknown = wanted.filter((id) => !existing.has(id));
    if (unknown.length > 0) {
      const values = { count: unknown.length, ids: unknown.join(', ') };
      throw new AppError(422, UNKNOWN_PRINTERS, {
        code: 'VALIDATION',
        values,
        details: { printerIds: STATION_MESSAGES.printerIds },
      });
    }
    return wanted;
  }

  function checkName(list: readonly TStationRow[], name: string, id: number | null): void {
    if (list.some((s) => s.id !== id && sameName(s.name, name))) {
      throw new AppError(409, TAKEN, { values: { name }, details: { name: TAKEN } });
    }
  }

  /** The station as it now is, read in `tx`. */
  async function readOne(tx: TTx, id: number): Promise<TStation | null> {
    const r = stationsRepository(tx);
    const row = (await r.list()).find((s) => s.id === id);
    return row ? toStation(row, (await r.printerIds()).get(id)) : null;
  }

  return {
    /** Every station by position, then id, with its printers. */
    async list(): Promise<TStation[]> {
      const [rows, printers] = await Promise.all([repo.list(), repo.printerIds()]);
      return rows.map((row) => toStation(row, printers.get(row.id)));
    },
    /** A new station, last in the list. */
    async create(input: TStationWrite, by: string): Promise<TStation> {
      return db.transaction(async (tx) => {
        const r = stationsRepository(tx);
        await r.lock();
        const list = await r.list();
        checkName(list, input.name, null);
        const printerIds = await checkPrinters(tx, input.printerIds);
        const position = Math.max(0, ...list.map((s) => s.position)) + 1;
        const id = await r.insert({ name: input.name, targetMinutes: input.targetMinutes, position });
        await r.setPrinters(id, printerIds);
        const created = toStation(
          { id, name: input.name, targetMinutes: input.targetMinutes, position },
          printerIds,
        );
        await record(tx, by, null, created);
        return created;
      });
    },
    /** Its name, time and printers, all three as sent (printers left out: none). */
    async update(id: number, input: TStationWrite, by: string): Promise<TStation> {
      return db.transaction(async (tx) => {
        const r = stationsRepository(tx);
        await r.lock();
        const before = await readOne(tx, id);
        if (!before) throw notFound(MISSING);
        checkName(await r.list(), input.name, id);
        const printerIds = await checkPrinters(tx, input.printerIds);
        const after: TStation = { id, name: input.name, targetMinutes: input.targetMinutes, printerIds };
        // A form saved without a change writes nothing and records nothing.
        if (JSON.stringify(before) === JSON.stringify(after)) return before;
        await r.update(id, { name: input.name, targetMinutes: input.targetMinutes });
        await r.setPrinters(id, printerIds);
        await record(tx, by, before, after);
        return after;
      });
    },
    async remove(id: number, by: string): Promise<void> {
      await db.transaction(async (tx) => {
        const r = stationsRepository(tx);
        await r.lock();
        const before = await readOne(tx, id);
        if (!before || !(await r.remove(id))) throw notFound(MISSING);
        await record(tx, by, before, null);
      });
    },
  };
}

export type TStationsService = ReturnType<typeof stationsService>;
