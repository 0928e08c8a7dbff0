/**
 * The availability rule of reservations by capacity (docs/decisions/027), without the database: which
 * tables a booking holds at a time, and which free table (or set of joined tables) seats a party.
 */

export type TTableFit = {
  id: number;
  seats: number;
  minSeats: number;
  /** The other tables it can be joined with (symmetric). */
  joinableWith: readonly number[];
};

/** A booking that holds tables: from its start for its sitting. */
export type THeldTables = { reservationId: string; start: number; end: number; tableIds: readonly number[] };

/** Tables one booking may take; the search stops there (and after SEARCH_STEPS steps). */
export const MAX_JOINED_TABLES = 4;
const SEARCH_STEPS = 20_000;

/** The tables held by other bookings at some moment of [start, end). */
export function heldTableIds(
  bookings: readonly THeldTables[],
  start: number,
  end: number,
  exceptReservationId?: string,
): Set<number> {
  const held = new Set<number>();
  for (const booking of bookings) {
    if (booking.reservationId === exceptReservationId) continue;
    if (booking.start < end && start < booking.end) for (const id of booking.tableIds) held.add(id);
  }
  return held;
}

/**
 * The tables a party of `people` takes among the free ones: the single table with the fewest seats that
 * seats it (seats >= people >= minSeats); else the set of mutually joinable tables with the fewest seats in
 * all (then the fewest tables) whose seats add up to the party, at most MAX_JOINED_TABLES. Null: none fits.
 */
export function chooseTables(free: readonly TTableFit[], people: number): number[] | null {
  const single = free
    .filter((table) => table.seats >= people && people >= table.minSeats)
    .sort((a, b) => a.seats - b.seats || a.id - b.id)[0];
  if (single) return [single.id];

  const tables = [...free].sort((a, b) => a.id - b.id);
  const joinable = new Map(tables.map((table) => [table.id, new Set(table.joinableWith)] as const));
  let best: { ids: number[]; seats: number } | null = null;
  let steps = 0;
  const better = (ids: number[], seats: number) =>
    !best || seats < best.seats || (seats === best.seats && ids.length < best.ids.length);

  function extend(from: number, ids: number[], seats: number) {
    if (++steps > SEARCH_STEPS) return;
    if (seats >= people) {
      if (ids.length > 1 && better(ids, seats)) best = { ids: [...ids], seats };
      return;
    }
    if (ids.length >= MAX_JOINED_TABLES || (best && seats >= best.seats)) return;
    for (let i = from; i < tables.length; i++) {
      const table = tables[i];
      if (!table) continue;
      // Every table of the set is joinable with every other one.
      if (!ids.every((id) => joinable.get(id)?.has(table.id))) continue;
      ids.push(table.id);
      extend(i + 1, ids, seats + table.seats);
      ids.pop();
    }
  }
  extend(0, [], 0);
  return best ? (best as { ids: number[] }).ids : null;
}

/** The tables that seat a party in [start, end), given the bookings that hold tables; null: none. */
export function fitAt(
  tables: readonly TTableFit[],
  bookings: readonly THeldTables[],
  people: number,
  start: number,
  end: number,
  exceptReservationId?: string,
): number[] | null {
  const held = heldTableIds(bookings, start, end, exceptReservationId);
  return chooseTables(
    tables.filter((table) => !held.has(table.id)),
    people,
  );
}
