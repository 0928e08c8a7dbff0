import { randomBytes } from 'node:crypto';
import { vatShares } from '@app/shared/vat';
import type pg from 'pg';

/**
 * Orders written straight into the tables for the close-out and report tests: hundreds at
 * once, at chosen instants, with totals that add up the way the order path prices them (discount,
 * delivery fee under CHF 100, 2.6 % card fee, VAT per rate after the discount with the fees).
 */
export type TCatalogueItem = {
  id: number;
  name: string;
  priceRappen: number;
  vatClass: 'REDUCED' | 'STANDARD';
  kind: 'MENU' | 'BUFFET';
  /** The menu category, 'BUFFET' for a buffet item. */
  category: string;
};

export type TFixtureOrder = {
  id: string;
  createdAt: Date;
  kind: 'MENU' | 'BUFFET';
  orderType: 'DELIVERY' | 'TAKEAWAY';
  paymentMethod: 'CARD' | 'TWINT' | 'CASH' | 'POS_CARD';
  paymentStatus: 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'NOT_REQUIRED' | 'REFUNDED';
  status: 'NEW' | 'CONFIRMED' | 'DELIVERED' | 'CANCELLED';
  discountTenths: number;
  lines: { item: TCatalogueItem; quantity: number; name?: string }[];
};

export async function catalogue(pool: pg.Pool): Promise<TCatalogueItem[]> {
  const { rows } = await pool.query<TCatalogueItem>(
    `select m.id, f.name, m.price_rappen as "priceRappen", m.vat_class as "vatClass", 'MENU' as kind,
            m.category
     from menu_items m join food_items f on f.id = m.food_item_id
     union all
     select b.id, f.name, b.price_rappen, b.vat_class, 'BUFFET', 'BUFFET'
     from buffet_items b join food_items f on f.id = b.food_item_id
     order by 5, 1`,
  );
  return rows;
}

/** A deterministic pseudo-random source, so a failing run can be repeated. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}

let numberSeq = 10_000;

/** Inserts the orders and their lines, priced as the order path prices them; answers their rows' totals. */
export async function insertOrders(pool: pg.Pool, list: TFixtureOrder[]) {
  const orderRows: unknown[][] = [];
  const lineRows: unknown[][] = [];
  for (const o of list) {
    const subtotal = o.lines.reduce((s, l) => s + l.item.priceRappen * l.quantity, 0);
    const discount = Math.round((subtotal * o.discountTenths) / 1000);
    const after = subtotal - discount;
    const delivery = o.orderType === 'DELIVERY' && after < 10_000 ? 500 : 0;
    const card = o.paymentMethod === 'CARD' ? Math.round((after * 26) / 1000) : 0;
    const total = after + delivery + card;
    const shares = vatShares({
      lines: o.lines.map((l) => ({
        vatClass: l.item.vatClass,
        amountRappen: l.item.priceRappen * l.quantity,
      })),
      discountRappen: discount,
      feesRappen: delivery + card,
      rates: { REDUCED: 26, STANDARD: 81 },
    });
    const vat = shares.reduce((s, v) => s + v.vatRappen, 0);
    orderRows.push([
      o.id,
      o.kind,
      numberSeq++,
      o.createdAt.toISOString().slice(0, 10),
      o.orderType,
      o.createdAt,
      subtotal,
      o.discountTenths,
      discount,
      after,
      delivery,
      card,
      total,
      vat,
      JSON.stringify(shares),
      o.paymentMethod,
      o.paymentStatus,
      o.status,
    ]);
    for (const [position, l] of o.lines.entries()) {
      lineRows.push([
        o.id,
        position,
        l.item.kind === 'MENU' ? l.item.id : null,
        l.item.kind === 'BUFFET' ? l.item.id : null,
        l.name ?? l.item.name,
        l.item.priceRappen,
        l.quantity,
        l.item.vatClass === 'STANDARD' ? 81 : 26,
      ]);
    }
  }
  const columns = (rows: unknown[][], i: number) => rows.map((r) => r[i]);
  await pool.query(
    `insert into orders (id, kind, order_number, order_date, order_type, asap, requested_at, created_at,
       customer_first_name, customer_last_name, customer_email, customer_phone,
       subtotal_rappen, discount_percent_tenths, discount_rappen, after_discount_rappen,
       delivery_fee_rappen, card_fee_rappen, total_rappen, vat_rappen, vat_breakdown,
       payment_method, payment_status, status)
     select id, kind, n, d::date, t, true, c, c, 'Test', 'Diner', 'test@example.ch', '+41 78 000 00 00',
       s, dt, dr, a, df, cf, tot, v, vb::jsonb, pm, ps, st
     from unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::timestamptz[], $7::int[],
       $8::int[], $9::int[], $10::int[], $11::int[], $12::int[], $13::int[], $14::int[], $15::text[],
       $16::text[], $17::text[], $18::text[])
       as x(id, kind, n, d, t, c, s, dt, dr, a, df, cf, tot, v, vb, pm, ps, st)`,
    Array.from({ length: 18 }, (_, i) => columns(orderRows, i)),
  );
  await pool.query(
    `insert into order_items (order_id, position, menu_item_id, buffet_item_id, name, unit_price_rappen,
       quantity, vat_tenths)
     select * from unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::text[], $6::int[], $7::int[],
       $8::int[])`,
    Array.from({ length: 8 }, (_, i) => columns(lineRows, i)),
  );
}

export const newOrderId = () => randomBytes(10).toString('hex').slice(0, 16).toUpperCase();

/**
 * `count` orders of every kind, type, payment and state, spread over [from, to): card payments that
 * succeeded, are pending, failed or were refunded; cancellations; sale discounts; drinks at the
 * standard VAT rate.
 */
export function mixedOrders(
  items: TCatalogueItem[],
  count: number,
  from: Date,
  to: Date,
  seed = 21,
): TFixtureOrder[] {
  const rnd = seeded(seed);
  const menu = items.filter((i) => i.kind === 'MENU');
  const buffet = items.filter((i) => i.kind === 'BUFFET');
  const standard = menu.filter((i) => i.vatClass === 'STANDARD');
  const span = to.getTime() - from.getTime();
  return Array.from({ length: count }, (_, i) => {
    const kind = rnd.next() < 0.25 ? 'BUFFET' : 'MENU';
    const paymentMethod = rnd.pick(['CARD', 'TWINT', 'CASH', 'POS_CARD'] as const);
    let paymentStatus: TFixtureOrder['paymentStatus'] = 'NOT_REQUIRED';
    let status: TFixtureOrder['status'] = rnd.pick(['NEW', 'CONFIRMED', 'DELIVERED'] as const);
    const roll = rnd.next();
    if (paymentMethod === 'CARD') {
      paymentStatus = roll < 0.1 ? 'PENDING' : roll < 0.18 ? 'FAILED' : roll < 0.3 ? 'REFUNDED' : 'SUCCEEDED';
      if (paymentStatus === 'REFUNDED' && rnd.next() < 0.7) status = 'CANCELLED';
      if (paymentStatus === 'FAILED' && rnd.next() < 0.5) status = 'CANCELLED';
    } else if (roll < 0.1) status = 'CANCELLED';
    const pool = kind === 'MENU' ? menu : buffet;
    const lines = Array.from({ length: 1 + rnd.int(3) }, () => ({
      item: rnd.pick(pool),
      quantity: 1 + rnd.int(4),
    }));
    if (kind === 'MENU' && standard.length > 0 && rnd.next() < 0.3)
      lines.push({ item: rnd.pick(standard), quantity: 1 + rnd.int(2) });
    // Every 50th order is at the very first or last millisecond of the window.
    const offset = i % 50 === 0 ? 0 : i % 50 === 1 ? span - 1 : Math.floor(rnd.next() * span);
    return {
      id: newOrderId(),
      createdAt: new Date(from.getTime() + offset),
      kind,
      orderType: rnd.next() < 0.4 ? 'DELIVERY' : 'TAKEAWAY',
      paymentMethod,
      paymentStatus,
      status,
      discountTenths: rnd.next() < 0.3 ? 100 : 0,
      lines,
    };
  });
}
