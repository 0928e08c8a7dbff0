import { courierDisplayName } from '@app/shared/couriers';
import type { TOrderedOption } from '@app/shared/dish-options';
import type { TOrderType } from '@app/shared/enums';
import type { TLanguage, TTranslations } from '@app/shared/languages';
import type { TOrderKind } from '@app/shared/order-kind';
import { phoneKey } from '@app/shared/staff-entry';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { namedStatement } from '../../db/prepared';
import {
  buffetItems,
  categories,
  foodItems,
  menuItems,
  orderCounters,
  orderItems,
  orders,
  statusHistory,
  users,
} from '../../db/schema';
import { emitChange, type TOrderCreatedContext, type TOrderLine } from '../../lib/change-hooks';
import { likeText } from '../../lib/like';
import type { TSlotCounts } from '../hours';
import type { TKeyedOrder } from './idempotency';
import { lockSlotCounts } from './slot-counts';

export type TOrderRow = typeof orders.$inferSelect;
export type TNewOrder = typeof orders.$inferInsert;
/** What a status change writes: the new status and whatever else changes with it (a ready time). */
type TStatusChange = (before: TOrderRow) => Partial<TNewOrder> & { status: TOrderRow['status'] };
/** Who changed the status, as the history records it. */
type TStatusActor = { userId: number | null; username: string };

/** Cash, TWINT and card-at-pickup orders at once; online card orders once paid. */
const visibleToKitchen = or(
  ne(orders.paymentMethod, 'CARD'),
  eq(orders.paymentStatus, 'SUCCEEDED'),
  // Paid in full by a gift voucher: nothing for the card to pay.
  eq(orders.paymentStatus, 'NOT_REQUIRED'),
);

/** The columns an order is created with (the rest take their defaults); all of them are always given. */
const CREATED_WITH = [
  'id',
  'kind',
  'orderNumber',
  'orderDate',
  'orderType',
  'asap',
  'requestedAt',
  'customerFirstName',
  'customerLastName',
  'customerEmail',
  'customerPhone',
  'customerStreet',
  'customerStreetNo',
  'customerPlz',
  'customerCity',
  'specialInstructions',
  'subtotalRappen',
  'discountPercentTenths',
  'discountRappen',
  'promoCodeId',
  'promoCode',
  'promoDiscountRappen',
  'voucherId',
  'voucherCode',
  'voucherAmountRappen',
  'afterDiscountRappen',
  'deliveryFeeRappen',
  'cardFeeRappen',
  'totalRappen',
  'vatPercentTenths',
  'vatRappen',
  'vatBreakdown',
  'paymentMethod',
  'paymentStatus',
  'idempotencyKey',
  'idempotencyFingerprint',
  'language',
  'lineNames',
  'status',
  'committedReadyAt',
  'enteredBy',
  'enteredByUserId',
  'overrideReason',
  'cashGivenRappen',
] as const satisfies (keyof TNewOrder)[];

export type TOrderInsert = {
  [K in Exclude<
    (typeof CREATED_WITH)[number],
    'orderNumber' | 'language' | 'lineNames' | 'committedReadyAt'
  >]-?: Exclude<TNewOrder[K], undefined>;
} & {
  /** The language the order was placed in; English (the column's default) when left out. */
  language?: TLanguage;
};

/**
 * The slot capacity's check of an order being placed (docs/decisions/010): the open orders of `orderType` per
 * slot in [from, to), counted under the type's lock in the insert's transaction, decide the order's time
 * (or throw to refuse it).
 */
export type TSlotClaim = {
  orderType: TOrderType;
  from: Date;
  to: Date;
  decide: (counts: TSlotCounts) => Date;
};

export type TOrderLineInsert = {
  menuItemId: number | null;
  buffetItemId: number | null;
  name: string;
  /** The item's name in every language it has: `name` is the order language's. */
  names?: TTranslations<string>;
  unitPriceRappen: number;
  quantity: number;
  /** The line's VAT rate in tenths of a percent, as of the order's day. */
  vatTenths: number;
  /** The options chosen, as they are now (unitPriceRappen includes their differences). */
  options?: TOrderedOption[];
};

const orderColumns = Object.entries(getTableColumns(orders));
const createdWith = CREATED_WITH.map((key) => orders[key]);

/**
 * The order, its lines (unnested from one array per column, in position order) and its first history
 * entry in one statement: one round trip instead of three, the same rows. Returns the order's every
 * column by name (not `*`: see namedStatement).
 */
const insertOrder = namedStatement(
  'order_insert',
  `with o as (
     insert into orders (${createdWith.map((c) => `"${c.name}"`).join(', ')})
     values (${createdWith.map((_, i) => `$${i + 1}`).join(', ')})
     returning ${orderColumns.map(([, c]) => `"${c.name}"`).join(', ')}
   ), l as (
     insert into order_items (order_id, position, menu_item_id, buffet_item_id, name, unit_price_rappen, quantity, vat_tenths, options)
     select o.id, (line.n - 1)::int, line.menu_item_id, line.buffet_item_id, line.name, line.unit_price_rappen, line.quantity, line.vat_tenths, line.options
       from o, unnest($${CREATED_WITH.length + 1}::int[], $${CREATED_WITH.length + 2}::int[], $${CREATED_WITH.length + 3}::text[],
                      $${CREATED_WITH.length + 4}::int[], $${CREATED_WITH.length + 5}::int[], $${CREATED_WITH.length + 6}::int[],
                      $${CREATED_WITH.length + 7}::jsonb[])
               with ordinality as line(menu_item_id, buffet_item_id, name, unit_price_rappen, quantity, vat_tenths, options, n)
   ), h as (
     insert into status_history (subject_kind, subject_id, to_status, changed_by, changed_by_user_id, note)
     select 'ORDER', o.id, o.status, coalesce(o.entered_by, 'customer'), o.entered_by_user_id, o.override_reason from o
   )
   select * from o`,
);

/** A row of `orders` as PostgreSQL sent it (column names, raw values), as drizzle's own queries map it. */
function orderFromDriver(raw: Record<string, unknown>): TOrderRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of orderColumns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as TOrderRow;
}

/**
 * Marks that the diner was told "Your order is ready", in the transaction of that "ready": true the first
 * time only, so a recall and a second "ready" (or two instances) never tell the diner twice.
 */
export async function claimReadyNotice(tx: TTx, orderId: string): Promise<boolean> {
  const claimed = await tx
    .update(orders)
    .set({ readyNoticeAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.readyNoticeAt)))
    .returning({ id: orders.id });
  return claimed.length > 0;
}

/** An order's lines as the diner's emails show them, read in the change's transaction. */
export function orderLines(tx: TTx, orderId: string): Promise<TOrderLine[]> {
  return tx
    .select({
      name: orderItems.name,
      quantity: orderItems.quantity,
      unitPriceRappen: orderItems.unitPriceRappen,
      options: orderItems.options,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

/**
 * The digits of a (possibly half-typed) Swiss number after its country code or leading 0:
 * '+41 79 12', '0041 79 12', '079 12' and '79 12' are all '7912'.
 */
function subscriberDigits(text: string): string {
  return phoneKey(text)
    .replace(/^00/, '')
    .replace(/^41(?=\d)/, '')
    .replace(/^0/, '');
}

/** At least this many digits make a search a phone number. */
const PHONE_DIGITS = 3;
const PHONE_LIKE = /^[\d\s()+./-]+$/;

/**
 * What the order lists' search matches: an order number ('12' or '#12'), a phone number however typed
 * (its digits anywhere in the order's number), or a part of the name or the email.
 */
function searchCondition(q: string) {
  const text = q.trim();
  const conditions = [];
  const number = /^#?(\d{1,6})$/.exec(text)?.[1];
  if (number) conditions.push(eq(orders.orderNumber, Number(number)));
  const digits = subscriberDigits(text);
  if (PHONE_LIKE.test(text) && digits.length >= PHONE_DIGITS) {
    conditions.push(sql`${orders.customerPhoneKey} like ${`%${likeText(digits)}%`}`);
  }
  if (!number) {
    const part = `%${likeText(text)}%`;
    conditions.push(
      sql`(${orders.customerFirstName} || ' ' || ${orders.customerLastName}) ilike ${part}`,
      sql`${orders.customerEmail} ilike ${part}`,
    );
  }
  return or(...conditions);
}

/**
 * The returning guest's match (phone orders): the phone number's start (with or without its leading 0,
 * on the index orders_phone_key_idx) or the email's (orders_email_idx). Undefined when `q` is neither.
 */
function guestCondition(q: string) {
  const text = q.trim();
  if (PHONE_LIKE.test(text)) {
    const key = phoneKey(text);
    if (key.length < PHONE_DIGITS) return undefined;
    const national = `0${subscriberDigits(text)}`;
    return or(
      sql`${orders.customerPhoneKey} like ${`${likeText(key)}%`}`,
      sql`${orders.customerPhoneKey} like ${`${likeText(national)}%`}`,
    );
  }
  return sql`lower(${orders.customerEmail}) like ${`${likeText(text.toLowerCase())}%`}`;
}

export type TGuestOrders = { orderCount: number; orders: TOrderRow[] };

export function ordersRepository(db: TDb) {
  async function transitionIn(
    tx: TTx,
    id: string,
    kind: TOrderKind,
    from: TOrderRow['status'][] | 'any',
    change: TStatusChange,
    by: TStatusActor,
    note?: string,
  ): Promise<{ row?: TOrderRow; before?: TOrderRow }> {
    const [before] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.kind, kind)))
      .for('update');
    if (!before) return {};
    if (from !== 'any' && !from.includes(before.status)) return { before };
    const values = change(before);
    const [row] = await tx
      .update(orders)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(orders.id, id))
      .returning();
    if (values.status !== before.status) {
      await tx.insert(statusHistory).values({
        subjectKind: 'ORDER',
        subjectId: id,
        fromStatus: before.status,
        toStatus: values.status,
        changedByUserId: by.userId,
        changedBy: by.username,
        note: note ?? null,
      });
      if (row) await emitChange(db, tx, { type: 'order.status', order: row, from: before.status });
    }
    return { row, before };
  }

  // Statements every order runs outside its transaction: built and parsed once.
  const byIdempotencyKey = db
    .select({ id: orders.id, kind: orders.kind, fingerprint: orders.idempotencyFingerprint })
    .from(orders)
    .where(eq(orders.idempotencyKey, sql.placeholder('key')))
    .prepare('orders_by_idempotency_key');
  const takeOrderNumber = db
    .insert(orderCounters)
    .values({ day: sql.placeholder('day'), lastNumber: 1 })
    .onConflictDoUpdate({
      target: orderCounters.day,
      set: { lastNumber: sql`${orderCounters.lastNumber} + 1` },
    })
    .returning({ n: orderCounters.lastNumber })
    .prepare('order_number_next');

  /**
   * Takes the next order number of `day` in a statement of its own, committed at once: the day's
   * counter row is then locked for that one statement, not for the whole order transaction, so
   * orders placed at the same moment do not queue behind each other. A number taken by an order
   * whose transaction then fails (a concurrent retry with the same idempotency key, a crash) is
   * skipped: numbers are unique and increasing per day, and may have gaps.
   */
  async function nextOrderNumber(day: string) {
    const [counter] = await takeOrderNumber.execute({ day });
    if (!counter) throw new Error('order counter upsert returned no row');
    return counter.n;
  }

  return {
    /** Every menu or buffet item with its food item's name: name, price and availability come from here. */
    catalogue(kind: TOrderKind) {
      const table = kind === 'MENU' ? menuItems : buffetItems;
      return db
        .select({
          id: table.id,
          name: foodItems.name,
          translations: foodItems.translations,
          priceRappen: table.priceRappen,
          // A hidden category's items are not on the menu, so they cannot be ordered either.
          available:
            kind === 'MENU'
              ? sql<boolean>`${menuItems.available} and exists (select 1 from ${categories} where ${categories.code} = ${menuItems.category} and ${categories.visible})`
              : table.available,
          soldOutUntil: table.soldOutUntil,
          vatClass: table.vatClass,
        })
        .from(table)
        .innerJoin(foodItems, eq(foodItems.id, table.foodItemId));
    },
    /** The orders placed with `key`: none, or one per kind (the key is unique per kind). */
    findByIdempotencyKey(key: string): Promise<TKeyedOrder[]> {
      return byIdempotencyKey.execute({ key });
    },
    async findById(id: string, kind?: TOrderKind) {
      const [row] = await db
        .select()
        .from(orders)
        .where(kind ? and(eq(orders.id, id), eq(orders.kind, kind)) : eq(orders.id, id))
        .limit(1);
      return row;
    },
    /**
     * The latest order with daily number `orderNumber` placed with `email` (in any case; orders store it
     * trimmed), for the tracking page's lookup: one read on the email's index whether or not there is one.
     */
    async findByNumberAndEmail(orderNumber: number, email: string) {
      const [row] = await db
        .select({ id: orders.id, kind: orders.kind })
        .from(orders)
        .where(
          and(
            eq(orders.orderNumber, orderNumber),
            sql`lower(${orders.customerEmail}) = ${email.trim().toLowerCase()}`,
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(1);
      return row;
    },
    /** When the order entered each status, oldest first (the tracking page's progress steps). */
    statusTimes(orderId: string): Promise<{ status: string; at: Date }[]> {
      return db
        .select({ status: statusHistory.toStatus, at: statusHistory.createdAt })
        .from(statusHistory)
        .where(
          and(
            eq(statusHistory.subjectKind, 'ORDER'),
            eq(statusHistory.subjectId, orderId),
            eq(statusHistory.field, 'status'),
          ),
        )
        .orderBy(asc(statusHistory.createdAt), asc(statusHistory.id));
    },
    items(orderId: string) {
      return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.position);
    },
    /**
     * Moves the payment status only from one of `from` (so a late or repeated event changes nothing)
     * and records the change. Returns the updated row, or undefined when nothing changed.
     */
    async setPaymentStatus(
      id: string,
      from: TOrderRow['paymentStatus'][],
      to: TOrderRow['paymentStatus'],
      changedBy: string,
      note?: string,
    ) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        if (!before || !from.includes(before.paymentStatus)) return undefined;
        const [row] = await tx
          .update(orders)
          .set({ paymentStatus: to, updatedAt: new Date() })
          .where(eq(orders.id, id))
          .returning();
        await tx.insert(statusHistory).values({
          subjectKind: 'ORDER',
          subjectId: id,
          field: 'paymentStatus',
          fromStatus: before.paymentStatus,
          toStatus: to,
          changedBy,
          note: note ?? null,
        });
        if (row) await emitChange(db, tx, { type: 'order.payment', order: row, from: before.paymentStatus });
        return row;
      });
    },
    async setPaymentReference(id: string, reference: string) {
      await db
        .update(orders)
        .set({ paymentReference: reference, updatedAt: new Date() })
        .where(eq(orders.id, id));
    },
    /** NEW orders the kitchen should see: card orders only once their payment succeeded. */
    listIncoming() {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'NEW'), visibleToKitchen))
        .orderBy(asc(orders.createdAt))
        .limit(200);
    },
    itemsFor(orderIds: string[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(orderItems.position);
    },
    /**
     * The orders the incoming screen lists (NEW, visible to the kitchen): all of them, seen or not, and
     * those nobody has seen yet by kind. One pass over them: the back office asks every few seconds.
     */
    async countNew(): Promise<{ waiting: number; unseenMenu: number; unseenBuffet: number }> {
      const unseen = (kind: TOrderKind) =>
        sql<number>`(count(*) filter (where ${orders.kind} = ${kind} and ${orders.seenAt} is null))::int`;
      const [row] = await db
        .select({ waiting: count(), unseenMenu: unseen('MENU'), unseenBuffet: unseen('BUFFET') })
        .from(orders)
        .where(and(eq(orders.status, 'NEW'), visibleToKitchen));
      return {
        waiting: row?.waiting ?? 0,
        unseenMenu: row?.unseenMenu ?? 0,
        unseenBuffet: row?.unseenBuffet ?? 0,
      };
    },
    async markSeen(id: string, kind: TOrderKind): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ seenAt: sql`coalesce(${orders.seenAt}, now())` })
        .where(and(eq(orders.id, id), eq(orders.kind, kind)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },
    async markAllSeen(kind: TOrderKind) {
      await db
        .update(orders)
        .set({ seenAt: sql`now()` })
        .where(and(eq(orders.kind, kind), eq(orders.status, 'NEW'), isNull(orders.seenAt), visibleToKitchen));
    },
    /**
     * One page of the orders of `kind` created in [from, to), newest first, matching `q` when given (see
     * `searchCondition`), with how many match in all.
     */
    async list(
      kind: TOrderKind,
      range: { from: Date; to: Date; q?: string | undefined; offset: number; limit: number },
    ): Promise<{ rows: TOrderRow[]; total: number }> {
      const where = and(
        eq(orders.kind, kind),
        // NEW orders are on the incoming screen, not on the lists (spec section 4).
        ne(orders.status, 'NEW'),
        gte(orders.createdAt, range.from),
        lt(orders.createdAt, range.to),
        range.q ? searchCondition(range.q) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
          .offset(range.offset)
          .limit(range.limit),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },
    /**
     * Returning guests: up to `limit` guests whose phone number starts with the digits of
     * `q` (however either was typed) or whose email starts with `q`, most recent first, each with their
     * number of orders and their `perGuest` latest orders. Unpaid card orders never count.
     */
    async guests(q: string, limit: number, perGuest: number): Promise<TGuestOrders[]> {
      const match = guestCondition(q);
      if (!match) return [];
      const guest = sql<string>`coalesce(nullif(${orders.customerPhoneKey}, ''), lower(${orders.customerEmail}))`;
      const found = await db
        .select({ guest, orderCount: count(), lastAt: sql<Date>`max(${orders.createdAt})` })
        .from(orders)
        .where(and(match, visibleToKitchen))
        .groupBy(guest)
        .orderBy(desc(sql`max(${orders.createdAt})`))
        .limit(limit);
      if (found.length === 0) return [];
      const keys = found.map((f) => f.guest);
      const ranked = db
        .select({
          ...getTableColumns(orders),
          guest: guest.as('guest'),
          rank: sql<number>`row_number() over (partition by ${guest} order by ${orders.createdAt} desc)`.as(
            'rank',
          ),
        })
        .from(orders)
        .where(and(match, visibleToKitchen, inArray(guest, keys)))
        .as('ranked');
      const latest = await db
        .select()
        .from(ranked)
        .where(sql`${ranked.rank} <= ${perGuest}`)
        .orderBy(desc(ranked.createdAt));
      return found.map((f) => ({
        orderCount: f.orderCount,
        orders: latest.filter((row) => row.guest === f.guest),
      }));
    },
    /**
     * Changes the status only if it is still one of `from` (so two admins confirming at once make
     * one confirmation) and records it. Undefined when the order is missing or no longer in `from`.
     */
    transition(
      id: string,
      kind: TOrderKind,
      from: TOrderRow['status'][] | 'any',
      change: TStatusChange,
      by: TStatusActor,
      note?: string,
    ): Promise<{ row?: TOrderRow; before?: TOrderRow }> {
      return db.transaction((tx) => transitionIn(tx, id, kind, from, change, by, note));
    },
    /**
     * `transition` inside the caller's transaction, for a caller that changes more of the order at once
     * (the kitchen display's first bump moves the order to PREPARING with the line it marks done).
     */
    transitionIn,
    /** The name a courier is shown to diners by (shared `courierDisplayName`). */
    async courierName(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ firstName: users.firstName, username: users.username })
        .from(users)
        .where(eq(users.id, userId));
      return row ? courierDisplayName(row) : null;
    },
    /**
     * Inserts the order, its lines and its first history entry in one transaction, with what its hooks
     * announce it with (`known`: the restaurant and push devices the order path read for this request).
     */
    async insert(
      order: TOrderInsert,
      lines: TOrderLineInsert[],
      known: Omit<TOrderCreatedContext, 'lines'>,
      claim?: TSlotClaim,
      /** Runs in the transaction before the insert and refuses by throwing (a promo code's uses). */
      before?: (tx: TTx) => Promise<void>,
    ) {
      const orderNumber = await nextOrderNumber(order.orderDate);
      const params = (requestedAt: Date) => {
        const values: Record<string, unknown> = {
          language: 'en',
          ...order,
          requestedAt,
          // Entered as CONFIRMED (a phone order): ready at the time it got.
          committedReadyAt: order.status === 'CONFIRMED' ? requestedAt : null,
          lineNames: lines.map((l) => l.names ?? {}),
          orderNumber,
        };
        return [
          ...CREATED_WITH.map((key, i) => {
            const value = values[key];
            return value === null ? null : createdWith[i]?.mapToDriverValue(value);
          }),
          lines.map((l) => l.menuItemId),
          lines.map((l) => l.buffetItemId),
          lines.map((l) => l.name),
          lines.map((l) => l.unitPriceRappen),
          lines.map((l) => l.quantity),
          lines.map((l) => l.vatTenths),
          lines.map((l) => JSON.stringify(l.options ?? [])),
        ];
      };
      return db.transaction(async (tx) => {
        await before?.(tx);
        const requestedAt = claim
          ? claim.decide(await lockSlotCounts(tx, claim.orderType, claim.from, claim.to))
          : order.requestedAt;
        const [raw] = await insertOrder.run(tx, params(requestedAt));
        if (!raw) throw new Error('order insert returned no row');
        const row = orderFromDriver(raw);
        const context = {
          ...known,
          lines: lines.map((l) => ({
            name: l.name,
            quantity: l.quantity,
            unitPriceRappen: l.unitPriceRappen,
            options: l.options ?? [],
          })),
        };
        await emitChange(db, tx, { type: 'order.created', order: row, context });
        return row;
      });
    },
  };
}

export type TOrdersRepository = ReturnType<typeof ordersRepository>;
