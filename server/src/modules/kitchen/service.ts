import { nameIn, type TOrderedOption } from '@app/shared/dish-options';
import type {
  TKitchenHandOut,
  TKitchenPassOrder,
  TKitchenStation,
  TKitchenTicket,
} from '@app/shared/kitchen';
import type { TLanguage } from '@app/shared/languages';
import type { TDb } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { emitChange } from '../../lib/change-hooks';
import type { TOrderAdminService } from '../orders';
import { businessDateOf, businessDay } from '../reports';
import { kitchenLanguageOf, type TRestaurantInfoService } from '../restaurant-info';
import {
  KITCHEN_STATUSES,
  kitchenRepository,
  type TKitchenLineRow,
  type TKitchenOrder,
  type TOrderRow,
  type TStationRow,
} from './repository';

type TActor = { userId: number | null; username: string };

/** How many finished tickets a station can recall. */
export const RECENT_TICKETS = 10;

const STATION_NOT_FOUND = 'This station no longer exists.';
const LINE_NOT_FOUND = 'This order line could not be found.';
const ORDER_NOT_FOUND = 'This order could not be found.';
const NO_STATION = 'This line goes to no kitchen station, so no display can mark it done.';
const NOT_CONFIRMED = 'This order is not confirmed yet: the kitchen cannot work on it.';
const CANCELLED = 'This order was cancelled.';
const HANDED_OUT = 'This order was already handed out.';

/** The refusal for an order the kitchen does not work on (not CONFIRMED or PREPARING). */
function notInKitchen(status: TOrderRow['status']): AppError {
  if (status === 'ON_THE_WAY' || status === 'DELIVERED') return conflict(HANDED_OUT, 'HANDED_OUT');
  return conflict(status === 'CANCELLED' ? CANCELLED : NOT_CONFIRMED, 'NOT_IN_KITCHEN');
}

const isInKitchen = (status: TOrderRow['status']) => (KITCHEN_STATUSES as readonly string[]).includes(status);

/** When the order is due: the ready time committed at confirmation, else the time the diner asked for. */
const dueAtOf = (row: TOrderRow): Date => row.committedReadyAt ?? row.requestedAt;

/**
 * When a station must start the order: an ASAP order at once (its confirmation); a scheduled one its
 * station's target minutes before it is due.
 */
function startAtOf(order: TKitchenOrder, station: Pick<TStationRow, 'targetMinutes'>): Date {
  if (order.row.asap) return order.confirmedAt ?? order.row.createdAt;
  return new Date(dueAtOf(order.row).getTime() - station.targetMinutes * 60_000);
}

/** The name the front calls out: the first name and the last name's initial ("Luca R."). */
function callName(firstName: string, lastName: string): string {
  const [initial] = Array.from(lastName.trim());
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** A line's options as the cook reads them, one text per group in the order chosen: "Protein: Tofu". */
function optionTexts(options: readonly TOrderedOption[], language: TLanguage, fallback: TLanguage): string[] {
  const groups: { groupId: number; group: string; names: string[] }[] = [];
  for (const option of options) {
    const name = nameIn(option.names, language, fallback);
    const last = groups.at(-1);
    if (last && last.groupId === option.groupId) last.names.push(name);
    else
      groups.push({
        groupId: option.groupId,
        group: nameIn(option.groupNames, language, fallback),
        names: [name],
      });
  }
  return groups.map((g) => `${g.group}: ${g.names.join(', ')}`);
}

/**
 * The kitchen display (docs/decisions/030): each station's tickets, the bump of a line and its recall,
 * "ready" when every station has finished an order, and the pass, where the front hands orders out.
 */
export function kitchenService(
  db: TDb,
  deps: {
    restaurantInfo: Pick<TRestaurantInfoService, 'stored'>;
    /** The orders' status path: history, change hooks and the diner's emails as for any status change. */
    orderAdmin: Pick<TOrderAdminService, 'advance'>;
    /** The restaurant's time zone, read at each use. */
    zone: { readonly timeZone: string };
  },
) {
  const repo = kitchenRepository(db);

  /** The start of the business day `now` falls in: the kitchen's work is what is due from then on. */
  const dayStart = (now: Date) => {
    const { timeZone } = deps.zone;
    return businessDay(businessDateOf(now, timeZone), timeZone).from;
  };

  async function station(id: number): Promise<TStationRow> {
    const row = await repo.findStation(id);
    if (!row) throw notFound(STATION_NOT_FOUND);
    return row;
  }

  /** The kitchen's language, read at each use (as the printed tickets do), and the menu's default. */
  async function languages(): Promise<{ language: TLanguage; fallback: TLanguage }> {
    const restaurant = await deps.restaurantInfo.stored();
    const language = kitchenLanguageOf(restaurant);
    return { language, fallback: restaurant?.defaultLanguage ?? language };
  }

  /** `orders`' tickets at `at`, in the order given, each with the station's lines of it. */
  async function ticketsOf(at: TStationRow, orders: TKitchenOrder[]): Promise<TKitchenTicket[]> {
    const lines = await repo.linesAt(
      at.id,
      orders.map((o) => o.row.id),
    );
    const byOrder = new Map<string, TKitchenLineRow[]>();
    for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
    const { language, fallback } = await languages();
    return orders.map((order) => {
      const { row } = order;
      return {
        orderId: row.id,
        orderNumber: row.orderNumber,
        kind: row.kind,
        orderType: row.orderType,
        dueAt: dueAtOf(row).toISOString(),
        startAt: startAtOf(order, at).toISOString(),
        notes: row.specialInstructions?.trim() || null,
        items: (byOrder.get(row.id) ?? []).map((line) => {
          // The dish's name as ordered in the kitchen's language, else the menu's default, else as ordered.
          const names = row.lineNames[line.position];
          return {
            lineId: line.id,
            name: names?.[language] || names?.[fallback] || line.name,
            quantity: line.quantity,
            options: optionTexts(line.options, language, fallback),
            doneAt: line.doneAt?.toISOString() ?? null,
          };
        }),
      };
    });
  }

  return {
    async stations(): Promise<TKitchenStation[]> {
      return repo.listStations();
    },

    /**
     * The station's open tickets at `now`: orders the kitchen works on with a line of the station still
     * open, whose start has come; the oldest start first. Each shows all the station's lines of the
     * order, the done ones with when.
     */
    async tickets(stationId: number, now = new Date()): Promise<TKitchenTicket[]> {
      const at = await station(stationId);
      const due = (await repo.openOrdersAt(at.id, dayStart(now)))
        .map((order) => ({ order, startAt: startAtOf(order, at).getTime() }))
        .filter((o) => o.startAt <= now.getTime())
        .sort((a, b) => a.startAt - b.startAt || a.order.row.orderNumber - b.order.row.orderNumber);
      return ticketsOf(
        at,
        due.map((o) => o.order),
      );
    },

    /**
     * The station's last RECENT_TICKETS finished tickets (all its lines of the order done), the most
     * recently finished first: the ones a recall can bring back, so only orders not yet handed out.
     */
    async recent(stationId: number, now = new Date()): Promise<TKitchenTicket[]> {
      const at = await station(stationId);
      return ticketsOf(at, await repo.finishedOrdersAt(at.id, RECENT_TICKETS, dayStart(now)));
    },

    /**
     * Marks the line done (`done`) or open again (a recall), idempotently, in one transaction holding the
     * order's lock: the first bump of a CONFIRMED order moves it to PREPARING (cooks never tap a status);
     * the bump that finishes the order's last routed line makes it ready (`readyAt`), a recall takes that
     * back. Announces `order.kitchen` for every change, and `order.ready` when `readyAt` changes. Answers
     * the line's station's ticket of the order as it now stands.
     */
    async setLineDone(lineId: number, done: boolean, by: TActor, now = new Date()): Promise<TKitchenTicket> {
      const { orderId, stationId } = await db.transaction(async (tx) => {
        const found = await repo.findLine(lineId, tx);
        if (!found) throw notFound(LINE_NOT_FOUND);
        const order = await repo.lockOrder(tx, found.orderId);
        // Read again under the lock: a bump of the same line at the same moment has finished by now.
        const line = await repo.findLine(lineId, tx);
        if (!order || !line) throw notFound(LINE_NOT_FOUND);
        // The order's state first: a NEW order's lines are not routed yet, and that is not their fault.
        if (!isInKitchen(order.status)) throw notInKitchen(order.status);
        if (line.stationId === null) throw new AppError(422, NO_STATION, { code: 'NO_STATION' });
        const result = { orderId: order.id, stationId: line.stationId };
        if ((line.doneAt !== null) === done) return result;

        await repo.setLineDone(tx, line.id, done ? now : null);
        if (done && order.status === 'CONFIRMED') {
          await deps.orderAdmin.advance(order.kind, order.id, ['CONFIRMED'], 'PREPARING', by, tx);
        }
        const { routed, open } = await repo.routedCounts(tx, order.id);
        const ready = routed > 0 && open === 0;
        const readyChanged = ready !== (order.readyAt !== null);
        const row = await repo.setReadyAt(tx, order.id, ready ? (order.readyAt ?? now) : null);
        if (!row) throw notFound(LINE_NOT_FOUND);
        await emitChange(db, tx, { type: 'order.kitchen', order: row });
        if (readyChanged) await emitChange(db, tx, { type: 'order.ready', order: row });
        return result;
      });
      const [at, order] = await Promise.all([repo.findStation(stationId), repo.findOrder(orderId)]);
      if (!at || !order) throw notFound(LINE_NOT_FOUND);
      const [ticket] = await ticketsOf(at, [order]);
      if (!ticket) throw notFound(LINE_NOT_FOUND);
      return ticket;
    },

    /**
     * Every order of the business day the front still has to hand out, soonest due first, with each
     * station's progress.
     */
    async pass(now = new Date()): Promise<TKitchenPassOrder[]> {
      const rows = await repo.openOrders(dayStart(now));
      const progress = await repo.progress(rows.map((r) => r.id));
      return rows.map((row) => ({
        orderId: row.id,
        orderNumber: row.orderNumber,
        kind: row.kind,
        orderType: row.orderType,
        status: row.status as TKitchenPassOrder['status'],
        dueAt: dueAtOf(row).toISOString(),
        readyAt: row.readyAt?.toISOString() ?? null,
        customerName: callName(row.customerFirstName, row.customerLastName),
        stations: progress
          .filter((p) => p.orderId === row.id)
          .map(({ stationId, name, done, total }) => ({ stationId, name, done, total })),
      }));
    },

    /**
     * The front hands the order out: a takeaway DELIVERED, a delivery ON_THE_WAY, through the orders'
     * status path. Ready or not (staff may hand out what the display has not finished), but only an
     * order the kitchen works on.
     */
    async handOut(orderId: string, by: TActor): Promise<TKitchenHandOut> {
      const found = await repo.findOrder(orderId);
      if (!found) throw notFound(ORDER_NOT_FOUND);
      const status = found.row.orderType === 'DELIVERY' ? 'ON_THE_WAY' : 'DELIVERED';
      const { row, before } = await deps.orderAdmin.advance(
        found.row.kind,
        orderId,
        [...KITCHEN_STATUSES],
        status,
        by,
      );
      if (!before) throw notFound(ORDER_NOT_FOUND);
      if (!row) throw notInKitchen(before.status);
      return { orderId, status };
    },
  };
}

export type TKitchenService = ReturnType<typeof kitchenService>;
