import { isIsoDate } from '@app/shared/calendar-day';
import { openInstantsOn } from '@app/shared/opening-hours';
import {
  DEFAULT_RESERVATION_SETTINGS,
  guaranteePolicyOf,
  RESERVATION_SETTINGS_LIMITS,
  sittingMinutes,
  type TAvailability,
  type TReservationSettings,
  type TReservationSettingsChange,
  type TReservationSettingsInput,
  type TTable,
  type TTableInput,
} from '@app/shared/reservation-settings';
import { instantToZonedLocal } from '@app/shared/zoned-time';
import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import {
  reservationSettings,
  reservations,
  reservationTables,
  restaurantTableJoins,
  restaurantTables,
} from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { FIELD_ERRORS_MESSAGE } from '../../plugins/errors';
import { recordServiceChange, serviceChangeHistory } from '../change-log';
import { scheduleOfRow, type TRestaurantInfoService } from '../restaurant-info';
import { fitAt, heldTableIds, type THeldTables, type TTableFit } from './capacity';
import { reservationNoShows } from './no-shows';

export const TABLE_NAME_TAKEN_MESSAGE = 'A table with this name already exists.';
export const TABLE_GONE_MESSAGE = 'This table no longer exists.';
export const TABLE_SELF_MESSAGE = 'A table cannot be joined with itself.';
export const TABLE_UNKNOWN_MESSAGE = 'One of these tables does not exist (any more).';
export const TABLE_INACTIVE_MESSAGE = 'One of these tables is not in use. Choose an active table.';
export const TABLE_TAKEN_MESSAGE =
  'Table {name} is taken at that time by another booking. Choose another table or time.';
export const TABLE_IN_USE_MESSAGE =
  'This table is assigned to upcoming bookings. Move them to other tables first, or set the table inactive.';
export const RESERVATION_GONE_MESSAGE = 'This reservation no longer exists.';

/** Every assignment of tables (automatic or by staff) queues on this lock: one booking takes a table at a time. */
const TABLES_LOCK = sql`select pg_advisory_xact_lock(hashtext('reservation-tables'))`;
const SETTINGS_ID = 1;
/** The longest sitting the settings allow: bookings starting this long before a time may still hold tables. */
const LONGEST_SITTING_MS = RESERVATION_SETTINGS_LIMITS.sittingMinutes.max * 60_000;
const HISTORY_LENGTH = 10;

/** The statuses whose assigned tables are held: a booking that still stands. */
const HOLDING = ['REQUESTED', 'CONFIRMED'] as const;

function invalid(details: Record<string, string>) {
  const [first] = Object.values(details);
  const message = Object.keys(details).length === 1 && first ? first : FIELD_ERRORS_MESSAGE;
  return new AppError(422, message, { code: 'VALIDATION', details });
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

/** The stored settings over the defaults (a missing row or key reads as the default). */
export function settingsOf(value: Partial<TReservationSettings> | undefined): TReservationSettings {
  return {
    ...DEFAULT_RESERVATION_SETTINGS,
    ...(value ?? {}),
    guarantee: { ...DEFAULT_RESERVATION_SETTINGS.guarantee, ...(value?.guarantee ?? {}) },
  };
}

/** The restaurant-local day number of an ISO date (days since 1970-01-01). */
const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);

/**
 * Reservations by capacity (docs/decisions/027): the settings, the tables and which can be joined, the
 * times a party can book, and the tables a booking takes. See docs/decisions/027-reservations-by-capacity.md.
 */
export function reservationCapacity(
  db: TDb,
  options: { readonly timeZone: string; restaurantInfo: Pick<TRestaurantInfoService, 'stored'> },
) {
  const noShows = reservationNoShows(db);

  async function settings(q: TDb | TTx = db): Promise<TReservationSettings> {
    const [row] = await q.select().from(reservationSettings).where(eq(reservationSettings.id, SETTINGS_ID));
    return settingsOf(row?.value);
  }

  async function tables(q: TDb | TTx = db): Promise<TTable[]> {
    const [rows, joins] = await Promise.all([
      q.select().from(restaurantTables).orderBy(asc(restaurantTables.name), asc(restaurantTables.id)),
      q.select().from(restaurantTableJoins),
    ]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      seats: row.seats,
      minSeats: row.minSeats,
      joinableWith: joins
        .filter((join) => join.tableId === row.id)
        .map((join) => join.otherId)
        .sort((a, b) => a - b),
      active: row.active,
    }));
  }

  /** The bookings holding tables that overlap [from, to) with any sitting (their sitting from the settings). */
  async function heldBetween(
    q: TDb | TTx,
    from: Date,
    to: Date,
    rules: TReservationSettings,
  ): Promise<THeldTables[]> {
    const rows = await q
      .select({
        id: reservations.id,
        at: reservations.reservationAt,
        people: reservations.numberOfPeople,
        tableId: reservationTables.tableId,
      })
      .from(reservationTables)
      .innerJoin(reservations, eq(reservations.id, reservationTables.reservationId))
      .where(
        and(
          inArray(reservations.status, [...HOLDING]),
          gt(reservations.reservationAt, new Date(from.getTime() - LONGEST_SITTING_MS)),
          lt(reservations.reservationAt, to),
        ),
      );
    const byId = new Map<string, THeldTables & { tableIds: number[] }>();
    for (const row of rows) {
      const start = row.at.getTime();
      const held = byId.get(row.id) ?? {
        reservationId: row.id,
        start,
        end: start + sittingMinutes(rules.sittings, row.people) * 60_000,
        tableIds: [],
      };
      held.tableIds.push(row.tableId);
      byId.set(row.id, held);
    }
    return [...byId.values()];
  }

  /** The tables of each reservation, by id. */
  async function tablesOf(ids: readonly string[], q: TDb | TTx = db): Promise<Map<string, number[]>> {
    const byId = new Map<string, number[]>();
    if (ids.length === 0) return byId;
    const rows = await q
      .select()
      .from(reservationTables)
      .where(inArray(reservationTables.reservationId, [...ids]))
      .orderBy(asc(reservationTables.tableId));
    for (const row of rows)
      byId.set(row.reservationId, [...(byId.get(row.reservationId) ?? []), row.tableId]);
    return byId;
  }

  /** 409 naming the first of `tableIds` another standing booking holds during [start, end); nothing else changes. */
  async function assertFree(
    tx: TTx,
    reservationId: string,
    tableIds: readonly number[],
    start: number,
    people: number,
  ): Promise<void> {
    const rules = await settings(tx);
    const end = start + sittingMinutes(rules.sittings, people) * 60_000;
    const held = heldTableIds(
      await heldBetween(tx, new Date(start), new Date(end), rules),
      start,
      end,
      reservationId,
    );
    const clash = tableIds.find((id) => held.has(id));
    if (clash !== undefined) {
      const name = (await tables(tx)).find((table) => table.id === clash)?.name ?? String(clash);
      throw new AppError(409, TABLE_TAKEN_MESSAGE, { code: 'TABLE_TAKEN', values: { name } });
    }
  }

  /** Links a new booking to its tables (inside its transaction). */
  async function link(tx: TTx, reservationId: string, tableIds: readonly number[]) {
    if (tableIds.length > 0)
      await tx.insert(reservationTables).values(tableIds.map((tableId) => ({ reservationId, tableId })));
  }

  /** Replaces a booking's tables (empty: none); the caller holds the tables' lock. */
  async function setTables(tx: TTx, reservationId: string, tableIds: readonly number[]) {
    await tx.delete(reservationTables).where(eq(reservationTables.reservationId, reservationId));
    await link(tx, reservationId, tableIds);
  }

  const fitsOf = (list: TTable[]): TTableFit[] => list.filter((table) => table.active);

  /** Joins of `id` replaced by `others`, both ways. */
  async function setJoins(tx: TTx, id: number, others: readonly number[]) {
    await tx
      .delete(restaurantTableJoins)
      .where(or(eq(restaurantTableJoins.tableId, id), eq(restaurantTableJoins.otherId, id)));
    if (others.length === 0) return;
    await tx
      .insert(restaurantTableJoins)
      .values([
        ...others.map((other) => ({ tableId: id, otherId: other })),
        ...others.map((other) => ({ tableId: other, otherId: id })),
      ]);
  }

  /** Checks the joins of a table's input (422 naming the field); the name's uniqueness is the index's. */
  async function checkJoins(tx: TTx, input: TTableInput, id?: number) {
    if (id !== undefined && input.joinableWith.includes(id))
      throw invalid({ joinableWith: TABLE_SELF_MESSAGE });
    if (input.joinableWith.length === 0) return;
    const known = await tx
      .select({ id: restaurantTables.id })
      .from(restaurantTables)
      .where(inArray(restaurantTables.id, input.joinableWith));
    if (known.length !== input.joinableWith.length) throw invalid({ joinableWith: TABLE_UNKNOWN_MESSAGE });
  }

  async function saveTable(input: TTableInput, id?: number): Promise<TTable> {
    try {
      const savedId = await db.transaction(async (tx) => {
        await tx.execute(TABLES_LOCK);
        await checkJoins(tx, input, id);
        const values = {
          name: input.name,
          seats: input.seats,
          minSeats: input.minSeats,
          active: input.active,
        };
        let rowId: number;
        if (id === undefined) {
          const [row] = await tx
            .insert(restaurantTables)
            .values(values)
            .returning({ id: restaurantTables.id });
          if (!row) throw new Error('table insert returned no row');
          rowId = row.id;
        } else {
          const [row] = await tx
            .update(restaurantTables)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(restaurantTables.id, id))
            .returning({ id: restaurantTables.id });
          if (!row) throw notFound(TABLE_GONE_MESSAGE);
          rowId = row.id;
        }
        await setJoins(tx, rowId, input.joinableWith);
        return rowId;
      });
      const saved = (await tables()).find((table) => table.id === savedId);
      if (!saved) throw notFound(TABLE_GONE_MESSAGE);
      return saved;
    } catch (err) {
      if (isUniqueViolation(err))
        throw new AppError(409, TABLE_NAME_TAKEN_MESSAGE, {
          code: 'TABLE_NAME_TAKEN',
          details: { name: TABLE_NAME_TAKEN_MESSAGE },
        });
      throw err;
    }
  }

  /** The restaurant-local date of an instant, 'YYYY-MM-DD'. */
  const localDate = (at: Date) => instantToZonedLocal(at, options.timeZone).slice(0, 10);

  /** Whether `at` is within the online booking window: minimum notice and days ahead. */
  function inWindow(rules: TReservationSettings, at: Date, now: Date): boolean {
    if (at.getTime() < now.getTime() + rules.minNoticeMinutes * 60_000) return false;
    return dayNumber(localDate(at)) - dayNumber(localDate(now)) <= rules.maxDaysAhead;
  }

  return {
    settings: () => settings(),

    /** Replaces the whole settings; a change is logged with who, when, before and after. */
    async updateSettings(input: TReservationSettingsInput, by: string): Promise<TReservationSettings> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(reservationSettings)
          .where(eq(reservationSettings.id, SETTINGS_ID))
          .for('update');
        const before = settingsOf(row?.value);
        const after = settingsOf(input);
        await tx
          .insert(reservationSettings)
          .values({ id: SETTINGS_ID, value: after })
          .onConflictDoUpdate({
            target: reservationSettings.id,
            set: { value: after, updatedAt: new Date() },
          });
        if (JSON.stringify(before) !== JSON.stringify(after))
          await recordServiceChange(tx, 'reservation-settings', { by, before, after });
        return after;
      });
    },

    /** The latest changes of the settings, newest first. */
    async settingsHistory(limit = HISTORY_LENGTH): Promise<TReservationSettingsChange[]> {
      const rows = await serviceChangeHistory(db, 'reservation-settings', limit);
      return rows.map((row) => ({
        at: row.changedAt.toISOString(),
        by: row.changedBy,
        before: row.before as TReservationSettings,
        after: row.after as TReservationSettings,
      }));
    },

    tables: () => tables(),
    createTable: (input: TTableInput) => saveTable(input),
    updateTable: (id: number, input: TTableInput) => saveTable(input, id),

    /** Removes a table; refused (409) while a standing booking from now on holds it. */
    async deleteTable(id: number, now = new Date()): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(TABLES_LOCK);
        const [upcoming] = await tx
          .select({ id: reservations.id })
          .from(reservationTables)
          .innerJoin(reservations, eq(reservations.id, reservationTables.reservationId))
          .where(
            and(
              eq(reservationTables.tableId, id),
              inArray(reservations.status, [...HOLDING]),
              gt(reservations.reservationAt, new Date(now.getTime() - LONGEST_SITTING_MS)),
            ),
          )
          .limit(1);
        if (upcoming) throw new AppError(409, TABLE_IN_USE_MESSAGE, { code: 'TABLE_IN_USE' });
        const gone = await tx
          .delete(restaurantTables)
          .where(eq(restaurantTables.id, id))
          .returning({ id: restaurantTables.id });
        if (gone.length === 0) throw notFound(TABLE_GONE_MESSAGE);
      });
    },

    /**
     * The times a party of `people` may request on restaurant-local `date` (see ZAvailabilitySchema): the
     * opening hours' times (special days included) every slotMinutes, within the minimum notice and the
     * days ahead; with active tables only those at which a table or joined tables are free for the whole
     * sitting. A sitting may run past the closing time: only its start must be within the opening hours.
     */
    async availability(
      date: string,
      people: number,
      now = new Date(),
      /** A booking being moved by its guest: its own tables count as free (it may move within its sitting). */
      exceptReservationId?: string,
    ): Promise<TAvailability> {
      const [rules, list, info] = await Promise.all([settings(), tables(), options.restaurantInfo.stored()]);
      const active = fitsOf(list);
      const managed = active.length > 0;
      const guarantee = guaranteePolicyOf(rules);
      if (people > rules.maxPartyOnline) return { times: [], managed, callUs: true, guarantee };
      const schedule = scheduleOfRow(info);
      if (!schedule || !isIsoDate(date)) return { times: [], managed, callUs: false, guarantee };
      const starts = openInstantsOn(schedule, date, options.timeZone, rules.slotMinutes).filter((at) =>
        inWindow(rules, at, now),
      );
      let open = starts;
      if (managed && starts.length > 0) {
        const sitting = sittingMinutes(rules.sittings, people) * 60_000;
        const first = starts[0] as Date;
        const last = starts.at(-1) as Date;
        const held = await heldBetween(db, first, new Date(last.getTime() + sitting), rules);
        open = starts.filter(
          (at) =>
            fitAt(active, held, people, at.getTime(), at.getTime() + sitting, exceptReservationId) !== null,
        );
      }
      // An autumn night's hour shows twice on the clock: offered once.
      const times = [...new Set(open.map((at) => instantToZonedLocal(at, options.timeZone).slice(11, 16)))];
      return { times, managed, callUs: false, guarantee };
    },

    /**
     * Inside a new booking's transaction: the tables it takes when the restaurant confirms automatically
     * and one is free for its sitting, under the tables' lock (so of two requests for the last table one
     * gets it and the other waits, then finds it taken). Null: stays REQUESTED for staff.
     */
    async autoAssign(
      tx: TTx,
      at: Date,
      people: number,
      now = new Date(),
      /** A booking its guest moves: its own tables count as free. */
      exceptReservationId?: string,
      /** A new booking's guest: one with `noShowLimit` no-shows or more waits for staff (0: no limit). */
      guest?: { email: string; phone: string },
    ): Promise<number[] | null> {
      const rules = await settings(tx);
      if (!rules.autoConfirm || people > rules.maxPartyOnline || !inWindow(rules, at, now)) return null;
      if (guest && rules.noShowLimit > 0 && (await noShows.noShowsOf(guest, tx)) >= rules.noShowLimit)
        return null;
      await tx.execute(TABLES_LOCK);
      const active = fitsOf(await tables(tx));
      if (active.length === 0) return null;
      const sitting = sittingMinutes(rules.sittings, people) * 60_000;
      const held = await heldBetween(tx, at, new Date(at.getTime() + sitting), rules);
      return fitAt(active, held, people, at.getTime(), at.getTime() + sitting, exceptReservationId);
    },

    /** Whether any active table exists: automatic confirmation needs one. */
    async managed(): Promise<boolean> {
      return (await tables()).some((table) => table.active);
    },

    tablesOf,

    /** The tables' lock, for a transaction that checks a booking's tables (taken before any row lock). */
    async lockTables(tx: TTx): Promise<void> {
      await tx.execute(TABLES_LOCK);
    },

    /**
     * A party staff seat at `at` (a walk-in), under the tables' lock: the tables asked for (422 unknown or
     * inactive, 409 TABLE_TAKEN naming one another booking holds during the sitting), else the free table or
     * joined tables that fit as for automatic confirmation; null: none free; none without an active table.
     * Opening hours do not apply.
     */
    async seat(tx: TTx, at: Date, people: number, asked?: readonly number[]): Promise<number[] | null> {
      await tx.execute(TABLES_LOCK);
      const list = await tables(tx);
      if (asked) {
        const chosen = asked.map((id) => list.find((table) => table.id === id));
        if (chosen.some((table) => !table)) throw invalid({ tableIds: TABLE_UNKNOWN_MESSAGE });
        if (chosen.some((table) => !table?.active)) throw invalid({ tableIds: TABLE_INACTIVE_MESSAGE });
        if (asked.length > 0) await assertFree(tx, '', asked, at.getTime(), people);
        return [...asked].sort((a, b) => a - b);
      }
      // A restaurant without active tables (not managed) has nothing to assign: seated without one.
      const active = fitsOf(list);
      if (active.length === 0) return [];
      const rules = await settings(tx);
      const end = at.getTime() + sittingMinutes(rules.sittings, people) * 60_000;
      const held = await heldBetween(tx, at, new Date(end), rules);
      return fitAt(active, held, people, at.getTime(), end);
    },

    /**
     * A booking moved or resized by staff keeps its tables only where they are free for its new sitting:
     * 409 naming the table otherwise (the caller holds the tables' lock). Nothing to check without tables.
     */
    async assertTablesFree(tx: TTx, reservationId: string, at: Date, people: number): Promise<void> {
      const own = (await tablesOf([reservationId], tx)).get(reservationId) ?? [];
      if (own.length > 0) await assertFree(tx, reservationId, own, at.getTime(), people);
    },

    link,
    setTables,

    /**
     * Staff assign or move a booking to tables (empty: none). Refused, nothing changed: an unknown or
     * inactive table (422), a table another standing booking holds during this one's sitting (409).
     */
    async assign(reservationId: string, tableIds: readonly number[]): Promise<number[]> {
      return db.transaction(async (tx) => {
        await tx.execute(TABLES_LOCK);
        const [booking] = await tx
          .select()
          .from(reservations)
          .where(eq(reservations.id, reservationId))
          .for('update');
        if (!booking) throw notFound(RESERVATION_GONE_MESSAGE);
        const list = await tables(tx);
        const chosen = tableIds.map((id) => list.find((table) => table.id === id));
        if (chosen.some((table) => !table)) throw invalid({ tableIds: TABLE_UNKNOWN_MESSAGE });
        if (chosen.some((table) => !table?.active)) throw invalid({ tableIds: TABLE_INACTIVE_MESSAGE });
        await assertFree(
          tx,
          reservationId,
          tableIds,
          booking.reservationAt.getTime(),
          booking.numberOfPeople,
        );
        await setTables(tx, reservationId, tableIds);
        return [...tableIds].sort((a, b) => a - b);
      });
    },
  };
}

export type TReservationCapacity = ReturnType<typeof reservationCapacity>;
