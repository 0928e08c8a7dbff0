import { restaurantToday } from '@app/shared/calendar-day';
import {
  COURIER_STATUSES,
  courierDisplayName,
  mapLinks,
  type TCourier,
  type TCourierDelivery,
  type TCourierErrorCode,
  type TCourierShift,
} from '@app/shared/couriers';
import { zoneOfPostcode } from '@app/shared/delivery';
import { chfToRappen, rappenToChf } from '@app/shared/money';
import type { TOrderKind } from '@app/shared/order-kind';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { courierShifts, orders, users } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { TOrderRulesService } from '../order-rules';
import type { TOrderAdminService } from '../orders';

type TOrderRow = typeof orders.$inferSelect;
type TShiftRow = typeof courierShifts.$inferSelect;
type TActor = { userId: number; username: string; isAdmin: boolean };

const MESSAGES: Record<TCourierErrorCode, string> = {
  NOT_YOURS: 'This delivery is another courier’s.',
  NOT_DELIVERY: 'This order is not a delivery.',
  WRONG_STATUS: 'This delivery has moved on meanwhile. Reload the list.',
  SHIFT_OPEN: 'This courier’s shift is already open. Settle it before starting another.',
  SHIFT_SETTLED: 'This shift is settled already.',
};
const conflict = (code: TCourierErrorCode) => new AppError(409, MESSAGES[code], { code });
const NOT_FOUND = 'Could not find this delivery.';
const CASH_NEEDED = 'Enter the cash you took at the door.';
const NOT_A_COURIER = 'Choose one of the courier accounts.';
const SHIFT_NOT_FOUND = 'Could not find this shift.';

/** The deliveries a courier has (waiting, ready, on the way) and the ready list: in the order they are due. */
const dueOrder = [
  asc(sql`coalesce(${orders.committedReadyAt}, ${orders.requestedAt})`),
  asc(orders.orderNumber),
];

/**
 * The restaurant's own couriers (docs/decisions/034): a COURIER account's deliveries and its two steps,
 * dispatch (assigning a courier, the accounts with their load), and each courier's cash per shift.
 */
export function couriersService(
  db: TDb,
  options: {
    readonly timeZone: string;
    orderAdmin: Pick<TOrderAdminService, 'advance'>;
    orderRules: Pick<TOrderRulesService, 'rules' | 'zones'>;
  },
) {
  const today = (now = new Date()) => restaurantToday(now, options.timeZone);

  async function toDeliveries(rows: TOrderRow[]): Promise<TCourierDelivery[]> {
    const ids = [...new Set(rows.map((r) => r.courierId).filter((id): id is number => id !== null))];
    const names = new Map<number, string>();
    if (ids.length > 0) {
      for (const u of await db
        .select({ id: users.id, firstName: users.firstName, username: users.username })
        .from(users)
        .where(inArray(users.id, ids)))
        names.set(u.id, courierDisplayName(u));
    }
    return rows.map((o) => {
      const address = {
        street: o.customerStreet,
        streetNo: o.customerStreetNo,
        plz: o.customerPlz,
        city: o.customerCity,
      };
      const due = o.totalRappen - o.voucherAmountRappen;
      // Paid online (card, TWINT, or a voucher for all of it): nothing to collect.
      const atTheDoor = o.paymentMethod === 'CASH' || o.paymentMethod === 'POS_CARD';
      return {
        orderId: o.id,
        orderNumber: o.orderNumber,
        kind: o.kind,
        status: o.status,
        dueAt: (o.committedReadyAt ?? o.requestedAt).toISOString(),
        readyAt: o.readyAt?.toISOString() ?? null,
        pickedUpAt: o.pickedUpAt?.toISOString() ?? null,
        customerName: `${o.customerFirstName} ${o.customerLastName}`.trim(),
        phone: o.customerPhone,
        address,
        mapLinks: mapLinks(address),
        notes: o.specialInstructions,
        bags: o.bags,
        paymentMethod: o.paymentMethod,
        amountToCollect: atTheDoor ? rappenToChf(due) : 0,
        cashGiven: o.cashGivenRappen === null ? null : rappenToChf(o.cashGivenRappen),
        courierId: o.courierId,
        courierName: o.courierId === null ? null : (names.get(o.courierId) ?? null),
      };
    });
  }

  async function lockOrder(tx: TTx, orderId: string): Promise<TOrderRow> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row) throw notFound(NOT_FOUND);
    if (row.orderType !== 'DELIVERY') throw conflict('NOT_DELIVERY');
    return row;
  }

  const assertMine = (row: TOrderRow, by: TActor) => {
    if (row.courierId !== by.userId && !by.isAdmin) throw conflict('NOT_YOURS');
  };

  /** The way from the door to the diner: the delivery's ASAP minutes beyond a takeaway's, and its zone's extra. */
  async function travelMinutes(row: TOrderRow): Promise<number> {
    const [rules, zones] = await Promise.all([options.orderRules.rules(), options.orderRules.zones()]);
    const zone = zoneOfPostcode(zones, row.customerPlz);
    return Math.max(0, rules.asapMinutes.DELIVERY - rules.asapMinutes.TAKEAWAY) + (zone?.extraMinutes ?? 0);
  }

  async function openShiftOf(tx: TTx | TDb, courierId: number): Promise<TShiftRow | undefined> {
    const [row] = await tx
      .select()
      .from(courierShifts)
      .where(and(eq(courierShifts.courierId, courierId), isNull(courierShifts.settledAt)));
    return row;
  }

  async function toShifts(rows: TShiftRow[]): Promise<TCourierShift[]> {
    if (rows.length === 0) return [];
    const sums = await db
      .select({
        shiftId: orders.courierShiftId,
        collected: sql<number>`coalesce(sum(${orders.cashCollectedRappen}), 0)::int`,
        n: count(),
      })
      .from(orders)
      .where(
        inArray(
          orders.courierShiftId,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(orders.courierShiftId);
    const byShift = new Map(sums.map((s) => [s.shiftId, s]));
    return rows.map((r) => {
      const sum = byShift.get(r.id);
      const collected = Number(sum?.collected ?? 0);
      const expected = r.floatRappen + collected;
      return {
        id: r.id,
        courierId: r.courierId ?? 0,
        courierName: r.courierName,
        businessDate: r.businessDate,
        startedAt: r.startedAt.toISOString(),
        float: rappenToChf(r.floatRappen),
        collected: rappenToChf(collected),
        cashDeliveries: Number(sum?.n ?? 0),
        expected: rappenToChf(expected),
        handedIn: r.handedInRappen === null ? null : rappenToChf(r.handedInRappen),
        difference: r.handedInRappen === null ? null : rappenToChf(r.handedInRappen - expected),
        settledAt: r.settledAt?.toISOString() ?? null,
        settledBy: r.settledBy,
      };
    });
  }

  async function toDelivery(row: TOrderRow): Promise<TCourierDelivery> {
    const [delivery] = await toDeliveries([row]);
    if (!delivery) throw notFound(NOT_FOUND);
    return delivery;
  }

  async function toShift(row: TShiftRow): Promise<TCourierShift> {
    const [shift] = await toShifts([row]);
    if (!shift) throw notFound(SHIFT_NOT_FOUND);
    return shift;
  }

  async function courierRow(courierId: number) {
    const [row] = await db.select().from(users).where(eq(users.id, courierId));
    if (row?.role === 'COURIER') return row;
    throw badRequest(NOT_A_COURIER, { courierId: 'validation.courier' });
  }

  return {
    /** The courier's deliveries, in the order they are due. */
    async mine(courierId: number): Promise<TCourierDelivery[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.courierId, courierId),
            eq(orders.orderType, 'DELIVERY'),
            inArray(orders.status, [...COURIER_STATUSES]),
          ),
        )
        .orderBy(...dueOrder);
      return toDeliveries(rows);
    },

    /** Confirmed deliveries nobody has yet, in the order they are due (the ones the kitchen finished show it). */
    async unassigned(): Promise<TCourierDelivery[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(
          and(
            isNull(orders.courierId),
            eq(orders.orderType, 'DELIVERY'),
            inArray(orders.status, ['CONFIRMED', 'PREPARING']),
          ),
        )
        .orderBy(...dueOrder);
      return toDeliveries(rows);
    },

    /** Dispatch's list: every delivery confirmed and not yet delivered, assigned or not, in the order they are due. */
    async dispatch(): Promise<TCourierDelivery[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.orderType, 'DELIVERY'), inArray(orders.status, [...COURIER_STATUSES])))
        .orderBy(...dueOrder);
      return toDeliveries(rows);
    },

    /** A courier takes a delivery from the ready list (not one another courier has). */
    async take(orderId: string, by: TActor): Promise<TCourierDelivery> {
      const row = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (order.courierId !== null && order.courierId !== by.userId) throw conflict('NOT_YOURS');
        if (order.status !== 'CONFIRMED' && order.status !== 'PREPARING') throw conflict('WRONG_STATUS');
        const [updated] = await tx
          .update(orders)
          .set({ courierId: by.userId, courierAssignedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(orders.id, orderId))
          .returning();
        return updated ?? order;
      });
      return toDelivery(row);
    },

    /** Picked up: ON_THE_WAY (the diner's tracking and emails follow), with the estimated arrival. */
    async pickedUp(orderId: string, by: TActor, now = new Date()): Promise<TCourierDelivery> {
      const row = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        assertMine(order, by);
        if (order.status !== 'CONFIRMED' && order.status !== 'PREPARING') throw conflict('WRONG_STATUS');
        const travel = await travelMinutes(order);
        const promised = order.committedReadyAt?.getTime() ?? 0;
        const arrival = new Date(Math.max(promised, now.getTime() + travel * 60_000));
        const { row: moved } = await options.orderAdmin.advance(
          order.kind,
          order.id,
          ['CONFIRMED', 'PREPARING'],
          'ON_THE_WAY',
          { userId: by.userId, username: by.username },
          tx,
        );
        if (!moved) throw conflict('WRONG_STATUS');
        const [updated] = await tx
          .update(orders)
          .set({ pickedUpAt: now, estimatedArrivalAt: arrival })
          .where(eq(orders.id, orderId))
          .returning();
        return updated ?? moved;
      });
      return toDelivery(row);
    },

    /**
     * Delivered: DELIVERED, with the cash taken counted on the courier's open shift (one is opened with no
     * float when staff started none: the money at the door is counted either way).
     */
    async delivered(
      orderId: string,
      cashCollected: number | undefined,
      by: TActor,
    ): Promise<TCourierDelivery> {
      const row = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        assertMine(order, by);
        if (order.status !== 'ON_THE_WAY') throw conflict('WRONG_STATUS');
        const cash = order.paymentMethod === 'CASH';
        if (cash && cashCollected === undefined)
          throw badRequest(CASH_NEEDED, { cashCollected: 'validation.cashCollected' });
        let shiftId: number | null = null;
        const courierId = order.courierId ?? by.userId;
        if (cash) {
          const open = await openShiftOf(tx, courierId);
          if (open) shiftId = open.id;
          else {
            const courier = await tx.select().from(users).where(eq(users.id, courierId));
            const [started] = await tx
              .insert(courierShifts)
              .values({
                courierId,
                courierName: courier[0] ? courierDisplayName(courier[0]) : by.username,
                businessDate: today(),
                floatRappen: 0,
                startedBy: by.username,
              })
              .returning();
            shiftId = started?.id ?? null;
          }
        }
        const { row: moved } = await options.orderAdmin.advance(
          order.kind,
          order.id,
          ['ON_THE_WAY'],
          'DELIVERED',
          { userId: by.userId, username: by.username },
          tx,
        );
        if (!moved) throw conflict('WRONG_STATUS');
        const [updated] = await tx
          .update(orders)
          .set({
            cashCollectedRappen: cash && cashCollected !== undefined ? chfToRappen(cashCollected) : null,
            courierShiftId: shiftId,
          })
          .where(eq(orders.id, orderId))
          .returning();
        return updated ?? moved;
      });
      return toDelivery(row);
    },

    /** Staff assign a courier (null: nobody) and the bags to take, until the delivery is handed over. */
    async assign(
      kind: TOrderKind,
      orderId: string,
      courierId: number | null,
      bags: number | undefined,
    ): Promise<TCourierDelivery> {
      if (courierId !== null) await courierRow(courierId);
      const row = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (order.kind !== kind) throw notFound(NOT_FOUND);
        if (!(COURIER_STATUSES as readonly string[]).includes(order.status)) throw conflict('WRONG_STATUS');
        const [updated] = await tx
          .update(orders)
          .set({
            courierId,
            courierAssignedAt: courierId === null ? null : sql`now()`,
            ...(bags === undefined ? {} : { bags }),
            updatedAt: sql`now()`,
          })
          .where(eq(orders.id, orderId))
          .returning();
        return updated ?? order;
      });
      return toDelivery(row);
    },

    /** The courier accounts, with the deliveries each has and their open shift. */
    async couriers(): Promise<TCourier[]> {
      const accounts = await db
        .select({ id: users.id, firstName: users.firstName, username: users.username })
        .from(users)
        .where(eq(users.role, 'COURIER'))
        .orderBy(asc(users.username));
      if (accounts.length === 0) return [];
      const ids = accounts.map((a) => a.id);
      const loads = await db
        .select({ id: orders.courierId, n: count() })
        .from(orders)
        .where(and(inArray(orders.courierId, ids), inArray(orders.status, [...COURIER_STATUSES])))
        .groupBy(orders.courierId);
      const open = await db
        .select({ id: courierShifts.id, courierId: courierShifts.courierId })
        .from(courierShifts)
        .where(and(inArray(courierShifts.courierId, ids), isNull(courierShifts.settledAt)));
      return accounts.map((a) => ({
        id: a.id,
        name: courierDisplayName(a),
        activeDeliveries: Number(loads.find((l) => l.id === a.id)?.n ?? 0),
        openShiftId: open.find((s) => s.courierId === a.id)?.id ?? null,
      }));
    },

    /** The shifts started on a business day (today's when none is given), and any still open from before. */
    async shifts(date?: string): Promise<TCourierShift[]> {
      const day = date ?? today();
      const rows = await db
        .select()
        .from(courierShifts)
        .where(
          date
            ? eq(courierShifts.businessDate, day)
            : sql`${courierShifts.businessDate} = ${day} or ${courierShifts.settledAt} is null`,
        )
        .orderBy(desc(courierShifts.startedAt));
      return toShifts(rows);
    },

    /** The courier's own open shift, or null. */
    async myShift(courierId: number): Promise<TCourierShift | null> {
      const row = await openShiftOf(db, courierId);
      return row ? toShift(row) : null;
    },

    async startShift(courierId: number, float: number, by: string): Promise<TCourierShift> {
      const courier = await courierRow(courierId);
      const row = await db.transaction(async (tx) => {
        if (await openShiftOf(tx, courierId)) throw conflict('SHIFT_OPEN');
        const [inserted] = await tx
          .insert(courierShifts)
          .values({
            courierId,
            courierName: courierDisplayName(courier),
            businessDate: today(),
            floatRappen: chfToRappen(float),
            startedBy: by,
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) throw conflict('SHIFT_OPEN');
        return inserted;
      });
      return toShift(row);
    },

    async settle(id: number, handedIn: number, by: string): Promise<TCourierShift> {
      const [row] = await db
        .update(courierShifts)
        .set({ handedInRappen: chfToRappen(handedIn), settledAt: sql`now()`, settledBy: by })
        .where(and(eq(courierShifts.id, id), isNull(courierShifts.settledAt)))
        .returning();
      if (!row) {
        const [exists] = await db.select().from(courierShifts).where(eq(courierShifts.id, id));
        if (!exists) throw notFound(SHIFT_NOT_FOUND);
        throw conflict('SHIFT_SETTLED');
      }
      return toShift(row);
    },

    /** The shifts of a business day for its close-out. */
    shiftsOf: (day: string) =>
      db
        .select()
        .from(courierShifts)
        .where(eq(courierShifts.businessDate, day))
        .orderBy(asc(courierShifts.startedAt))
        .then(toShifts),
  };
}
export type TCouriersService = ReturnType<typeof couriersService>;
