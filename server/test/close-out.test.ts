import { API } from '@app/shared/api-paths';
import { instantToZonedLocal } from '@app/shared/opening-hours';
import type { TCloseOut } from '@app/shared/reports';
import { addDays } from '@app/shared/special-days';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { TestClient } from './client';
import { createAdmin, placeTakeaway, seededMenuItemId, setupOpenRestaurant } from './helpers';
import { catalogue, insertOrders, mixedOrders, newOrderId, type TFixtureOrder } from './report-fixtures';

/**
 * The day's close-out over the API on a real PostgreSQL: a generated business day of 500
 * orders against sums written here in SQL, the day across midnight and across the clock changes, and
 * closing: frozen figures, corrections on a later day, 409 when closed twice, admins only.
 */
const { ctx, admin, diner } = await setupOpenRestaurant();
const items = await catalogue(ctx.pool);
const chf = (rappen: number | string) => Number(rappen) / 100;
const closeOut = (date: string) => `${API.adminCloseOut}?date=${date}`;

// Business day 2026-11-10 (CET, UTC+1): 2026-11-10 05:00 to 2026-11-11 05:00 local.
const DAY = '2026-11-10';
const FROM = new Date('2026-11-10T04:00:00Z');
const TO = new Date('2026-11-11T04:00:00Z');
const day = mixedOrders(items, 500, FROM, TO);
await insertOrders(ctx.pool, [
  ...day,
  // Just outside the window on both sides: never counted on DAY.
  ...mixedOrders(items, 3, new Date(FROM.getTime() - 60_000), FROM, 7),
  ...mixedOrders(items, 3, TO, new Date(TO.getTime() + 60_000), 8),
]);

/** The sums, written independently of the service: straight SQL over the window. */
async function sqlFigures(from: Date, to: Date) {
  const where = `created_at >= $1 and created_at < $2`;
  const revenue = `${where} and status not in ('CANCELLED', 'NEW') and payment_status in ('NOT_REQUIRED', 'SUCCEEDED')`;
  const q = async (text: string) => (await ctx.pool.query(text, [from, to])).rows;
  const [total] = await q(
    `select count(*)::int as count, coalesce(sum(total_rappen), 0)::int as gross,
            count(*) filter (where discount_rappen > 0)::int as dn, coalesce(sum(discount_rappen), 0)::int as d,
            count(*) filter (where delivery_fee_rappen > 0)::int as fn, coalesce(sum(delivery_fee_rappen), 0)::int as f,
            count(*) filter (where card_fee_rappen > 0)::int as cn, coalesce(sum(card_fee_rappen), 0)::int as c
     from orders where ${revenue}`,
  );
  const by = async (column: string) =>
    Object.fromEntries(
      (
        await q(
          `select ${column} as k, count(*)::int as n, sum(total_rappen)::int as g from orders where ${revenue} group by 1`,
        )
      ).map((r) => [r.k, { count: r.n, gross: chf(r.g) }]),
    );
  const vat = await q(
    `select (e->>'tenths')::int as tenths, sum((e->>'grossRappen')::int)::int as g, sum((e->>'vatRappen')::int)::int as v
     from orders, jsonb_array_elements(vat_breakdown) e where ${revenue} group by 1 order by 1`,
  );
  const [cancelled] = await q(
    `select count(*)::int as n, coalesce(sum(total_rappen), 0)::int as g from orders
     where ${where} and status = 'CANCELLED' and payment_status in ('NOT_REQUIRED', 'SUCCEEDED')`,
  );
  const [refunded] = await q(
    `select count(*)::int as n, coalesce(sum(total_rappen), 0)::int as g from orders
     where ${where} and payment_status = 'REFUNDED'`,
  );
  return { total, by, vat, cancelled, refunded };
}

describe('the close-out of a business day', () => {
  it('equals direct SQL sums over a generated day of 500 orders', async () => {
    const res = await admin.get(closeOut(DAY));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const c = res.json() as TCloseOut;
    const s = await sqlFigures(FROM, TO);
    expect(c).toMatchObject({ date: DAY, from: FROM.toISOString(), to: TO.toISOString(), closed: false });
    expect(c.revenue).toEqual({ count: s.total.count, gross: chf(s.total.gross) });
    // The generated day has every kind of order (else this test would prove little).
    expect(s.total.count).toBeGreaterThan(300);
    expect(s.cancelled.n).toBeGreaterThan(10);
    expect(s.refunded.n).toBeGreaterThan(5);
    expect(s.vat.length).toBe(2);
    const methods = await s.by('payment_method');
    for (const r of c.byPaymentMethod)
      expect([r.paymentMethod, r.count, r.gross]).toEqual([
        r.paymentMethod,
        methods[r.paymentMethod]?.count ?? 0,
        methods[r.paymentMethod]?.gross ?? 0,
      ]);
    expect(c.byPaymentMethod.map((r) => r.paymentMethod).sort()).toEqual([
      'CARD',
      'CASH',
      'POS_CARD',
      'TWINT',
    ]);
    const types = await s.by('order_type');
    expect(c.byOrderType).toEqual([
      { orderType: 'DELIVERY', ...types.DELIVERY },
      { orderType: 'TAKEAWAY', ...types.TAKEAWAY },
    ]);
    const kinds = await s.by('kind');
    expect(c.byKind).toEqual([
      { kind: 'MENU', ...kinds.MENU },
      { kind: 'BUFFET', ...kinds.BUFFET },
    ]);
    expect(c.byVatRate).toEqual(
      s.vat.map((v) => ({ ratePercent: v.tenths / 10, gross: chf(v.g), vat: chf(v.v) })),
    );
    expect(c.byVatRate.map((v) => v.ratePercent)).toEqual([2.6, 8.1]);
    expect(c.byVatRate.reduce((sum, v) => sum + Math.round(v.gross * 100), 0)).toBe(s.total.gross);
    expect(c.discounts).toEqual({ count: s.total.dn, amount: chf(s.total.d) });
    expect(c.deliveryFees).toEqual({ count: s.total.fn, amount: chf(s.total.f) });
    expect(c.cardFees).toEqual({ count: s.total.cn, amount: chf(s.total.c) });
    expect(c.cancellations).toEqual({ count: s.cancelled.n, gross: chf(s.cancelled.g) });
    expect(c.refunds).toEqual({ count: s.refunded.n, gross: chf(s.refunded.g) });
    expect(c.corrections).toEqual([]);
    expect(c.net).toBe(c.revenue.gross);

    // And against the generated orders themselves: what counts, by the definition.
    const counted = day.filter(
      (o) =>
        o.status !== 'CANCELLED' &&
        o.status !== 'NEW' &&
        (o.paymentStatus === 'NOT_REQUIRED' || o.paymentStatus === 'SUCCEEDED'),
    );
    expect(c.revenue.count).toBe(counted.length);
    const neverOrders = day.filter((o) => o.paymentStatus === 'PENDING' || o.paymentStatus === 'FAILED');
    expect(neverOrders.length).toBeGreaterThan(5);
    // The orders still waiting for their confirmation are listed apart, never in the revenue.
    const waiting = day.filter(
      (o) => o.status === 'NEW' && (o.paymentStatus === 'NOT_REQUIRED' || o.paymentStatus === 'SUCCEEDED'),
    );
    expect(waiting.length).toBeGreaterThan(10);
    expect(c.awaitingConfirmation?.count).toBe(waiting.length);
    expect(c.awaitingOrders?.map((o) => o.orderId).sort()).toEqual(waiting.map((o) => o.id).sort());
    expect(
      c.cancellations.count + c.refunds.count + c.revenue.count + waiting.length + neverOrders.length,
    ).toBe(500);
  });

  it('counts an order at 00:30 for the evening before and one at 05:10 for the new day', async () => {
    const base = (createdAt: string, overrides: Partial<TFixtureOrder> = {}): TFixtureOrder => ({
      id: newOrderId(),
      createdAt: new Date(createdAt),
      kind: 'MENU',
      orderType: 'TAKEAWAY',
      paymentMethod: 'CASH',
      paymentStatus: 'NOT_REQUIRED',
      status: 'CONFIRMED',
      discountTenths: 0,
      lines: [
        {
          item: items.find((i) => i.kind === 'MENU' && i.priceRappen === 2450) ?? (items[0] as never),
          quantity: 1,
        },
      ],
      ...overrides,
    });
    // 2026-11-12 (CET): 00:30 and 04:59 local on the 13th belong to the 12th, 05:00 and 05:10 to the 13th.
    await insertOrders(ctx.pool, [
      base('2026-11-12T12:00:00Z'),
      base('2026-11-12T23:30:00Z'),
      base('2026-11-13T03:59:00Z'),
      base('2026-11-13T04:00:00Z'),
      base('2026-11-13T04:10:00Z'),
    ]);
    const evening = (await admin.get(closeOut('2026-11-12'))).json() as TCloseOut;
    expect(evening.revenue).toEqual({ count: 3, gross: 73.5 });
    const next = (await admin.get(closeOut('2026-11-13'))).json() as TCloseOut;
    expect(next.revenue).toEqual({ count: 2, gross: 49 });
  });

  it('has 23 hours on the day the clocks go forward and 25 on the day they go back', async () => {
    const item = items.find((i) => i.kind === 'MENU') as NonNullable<(typeof items)[number]>;
    const at = (iso: string): TFixtureOrder => ({
      id: newOrderId(),
      createdAt: new Date(iso),
      kind: 'MENU',
      orderType: 'TAKEAWAY',
      paymentMethod: 'TWINT',
      paymentStatus: 'NOT_REQUIRED',
      status: 'DELIVERED',
      discountTenths: 0,
      lines: [{ item, quantity: 1 }],
    });
    await insertOrders(ctx.pool, [
      // 2026-03-29 02:00 CET -> 03:00 CEST. 04:30 CEST on the 29th (02:30Z): still the 28th.
      at('2026-03-28T04:00:00Z'),
      at('2026-03-29T02:30:00Z'),
      at('2026-03-29T03:00:00Z'), // 05:00 CEST: the 29th
      // 2026-10-25 03:00 CEST -> 02:00 CET. 04:30 CET on the 25th (03:30Z): still the 24th.
      at('2026-10-24T03:00:00Z'),
      at('2026-10-25T03:30:00Z'),
      at('2026-10-25T04:00:00Z'), // 05:00 CET: the 25th
    ]);
    const spring = (await admin.get(closeOut('2026-03-28'))).json() as TCloseOut;
    expect([spring.from, spring.to]).toEqual(['2026-03-28T04:00:00.000Z', '2026-03-29T03:00:00.000Z']);
    expect(spring.revenue.count).toBe(2);
    expect((await admin.get(closeOut('2026-03-29'))).json().revenue.count).toBe(1);
    const autumn = (await admin.get(closeOut('2026-10-24'))).json() as TCloseOut;
    expect([autumn.from, autumn.to]).toEqual(['2026-10-24T03:00:00.000Z', '2026-10-25T04:00:00.000Z']);
    expect(autumn.revenue.count).toBe(2);
    expect((await admin.get(closeOut('2026-10-25'))).json().revenue.count).toBe(1);
  });

  it('refuses a date that is not a day', async () => {
    expect((await admin.get(closeOut('2026-02-30'))).statusCode).toBe(400);
    expect((await admin.get(closeOut('10.11.2026'))).statusCode).toBe(400);
  });
});

describe('closing a business day', () => {
  const today = businessToday();

  it('freezes the figures; later changes appear as corrections on a later day', async () => {
    const before = (await admin.get(closeOut(DAY))).json() as TCloseOut;
    const res = await admin.post(closeOut(DAY));
    expect(res.statusCode).toBe(200);
    const closed = res.json() as TCloseOut;
    expect(closed).toMatchObject({ closed: true, closedBy: 'chef' });
    expect(Date.parse(closed.closedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect({ ...closed, closed: false, closedAt: null, closedBy: null }).toEqual(before);
    const [row] = (
      await ctx.pool.query('select figures, closed_by from close_outs where business_date = $1', [DAY])
    ).rows;
    expect(row).toEqual({ figures: closed, closed_by: 'chef' });

    // A cash order of the closed day cancelled now, a card order refunded now.
    const cash = day.find((o) => o.paymentMethod === 'CASH' && o.status === 'CONFIRMED' && o.kind === 'MENU');
    const card = day.find(
      (o) => o.paymentMethod === 'CARD' && o.paymentStatus === 'SUCCEEDED' && o.status !== 'CANCELLED',
    );
    if (!cash || !card) throw new Error('fixture lacks the orders');
    const cancel = await admin.patch(API.adminOrderStatusOf('MENU', cash.id), { status: 'CANCELLED' });
    expect(cancel.statusCode).toBe(200);
    await ctx.pool.query(`update orders set payment_status = 'REFUNDED' where id = $1`, [card.id]);
    await ctx.pool.query(
      `insert into status_history (subject_kind, subject_id, field, from_status, to_status, changed_by)
       values ('ORDER', $1, 'paymentStatus', 'SUCCEEDED', 'REFUNDED', 'chef')`,
      [card.id],
    );
    // Cancelled as well afterwards: still one correction, the refund (the first change).
    await ctx.pool.query(`update orders set status = 'CANCELLED' where id = $1`, [card.id]);
    await ctx.pool.query(
      `insert into status_history (subject_kind, subject_id, to_status, changed_by, created_at)
       values ('ORDER', $1, 'CANCELLED', 'chef', now() + interval '1 second')`,
      [card.id],
    );
    const totals = Object.fromEntries(
      (
        await ctx.pool.query('select id, total_rappen from orders where id = any($1)', [[cash.id, card.id]])
      ).rows.map((r) => [r.id, r.total_rappen / 100]),
    );

    // The closed day answers its stored figures, unchanged.
    expect((await admin.get(closeOut(DAY))).json()).toEqual(closed);
    // Today (open) shows the two changes, negative, and its net.
    const now = (await admin.get(closeOut(today))).json() as TCloseOut;
    expect(now.corrections).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          orderId: cash.id,
          change: 'CANCELLED',
          businessDate: DAY,
          gross: -(totals[cash.id] ?? 0),
        }),
        expect.objectContaining({
          orderId: card.id,
          change: 'REFUNDED',
          businessDate: DAY,
          gross: -(totals[card.id] ?? 0),
          paymentMethod: 'CARD',
        }),
      ]),
    );
    expect(now.corrections).toHaveLength(2);
    expect(now.net).toBeCloseTo(now.revenue.gross - (totals[cash.id] ?? 0) - (totals[card.id] ?? 0), 2);
    // Nowhere else.
    expect((await admin.get(closeOut(addDays(DAY, 1)))).json().corrections).toEqual([]);
  });

  it('shows a late order and a cancellation after closing today on the next business day', async () => {
    const curry = await seededMenuItemId(ctx.app);
    const early = await placeTakeaway(diner, curry);
    // Counted once the kitchen confirmed it.
    expect((await admin.post(`/api/admin/menu-orders/${early}/confirm`, {})).statusCode).toBe(200);
    const closed = await admin.post(closeOut(today));
    expect(closed.statusCode).toBe(200);
    const frozen = closed.json() as TCloseOut;
    expect(frozen.revenue.count).toBeGreaterThanOrEqual(1);
    // Placed in today's window after it was closed, and an earlier order cancelled after closing.
    const late = await placeTakeaway(diner, curry, { quantity: 2 });
    expect((await admin.post(`/api/admin/menu-orders/${late}/confirm`, {})).statusCode).toBe(200);
    expect(
      (await admin.patch(API.adminOrderStatusOf('MENU', early), { status: 'CANCELLED' })).statusCode,
    ).toBe(200);

    expect((await admin.get(closeOut(today))).json()).toEqual(frozen);
    const tomorrow = (await admin.get(closeOut(addDays(today, 1)))).json() as TCloseOut;
    expect(tomorrow.revenue.count).toBe(0);
    expect(tomorrow.corrections).toEqual([
      expect.objectContaining({ orderId: late, change: 'LATE_ORDER', businessDate: today, gross: 49 }),
      expect.objectContaining({ orderId: early, change: 'CANCELLED', businessDate: today, gross: -24.5 }),
    ]);
    expect(tomorrow.net).toBe(24.5);
  });

  it('corrects a late order of a closed day when it is cancelled after the next day was closed', async () => {
    // 2026-11-20 closed (its close moved back to 21:00 local), a late order at 22:00, 2026-11-21 closed.
    expect((await admin.post(closeOut('2026-11-20'))).statusCode).toBe(200);
    await ctx.pool.query(
      `update close_outs set closed_at = '2026-11-20T20:00:00Z' where business_date = '2026-11-20'`,
    );
    const item = items.find((i) => i.kind === 'MENU' && i.priceRappen === 2450) ?? (items[0] as never);
    const late: TFixtureOrder = {
      id: newOrderId(),
      createdAt: new Date('2026-11-20T21:00:00Z'),
      kind: 'MENU',
      orderType: 'TAKEAWAY',
      paymentMethod: 'CASH',
      paymentStatus: 'NOT_REQUIRED',
      status: 'CONFIRMED',
      discountTenths: 0,
      lines: [{ item, quantity: 1 }],
    };
    await insertOrders(ctx.pool, [late]);
    const next = (await admin.post(closeOut('2026-11-21'))).json() as TCloseOut;
    expect(next.corrections).toEqual([
      expect.objectContaining({
        orderId: late.id,
        change: 'LATE_ORDER',
        businessDate: '2026-11-20',
        gross: 24.5,
      }),
    ]);
    expect(next.net).toBe(24.5);

    expect(
      (await admin.patch(API.adminOrderStatusOf('MENU', late.id), { status: 'CANCELLED' })).statusCode,
    ).toBe(200);
    // Today was closed by the test before: the change goes to tomorrow.
    const now = (await admin.get(closeOut(addDays(today, 1)))).json() as TCloseOut;
    expect(now.corrections.filter((c) => c.orderId === late.id)).toEqual([
      expect.objectContaining({ change: 'CANCELLED', businessDate: '2026-11-21', gross: -24.5 }),
    ]);
    expect((await admin.get(closeOut('2026-11-21'))).json()).toEqual(next);
  });

  it('corrects an order confirmed after its day was closed when it is cancelled after the next day was closed', async () => {
    // 2026-11-17 closed at 12:00 local while an order of 10:00 still waited; confirmed at 13:00 (a late
    // order on 2026-11-18), 2026-11-18 closed, then cancelled now: minus its total, once.
    const item = items.find((i) => i.kind === 'MENU' && i.priceRappen === 2450) ?? (items[0] as never);
    const waited: TFixtureOrder = {
      id: newOrderId(),
      createdAt: new Date('2026-11-17T09:00:00Z'),
      kind: 'MENU',
      orderType: 'TAKEAWAY',
      paymentMethod: 'CASH',
      paymentStatus: 'NOT_REQUIRED',
      status: 'NEW',
      discountTenths: 0,
      lines: [{ item, quantity: 2 }],
    };
    await insertOrders(ctx.pool, [waited]);
    await ctx.pool.query(
      `insert into status_history (subject_kind, subject_id, field, to_status, changed_by, created_at)
       values ('ORDER', $1, 'status', 'NEW', 'customer', '2026-11-17T09:00:00Z')`,
      [waited.id],
    );
    expect((await admin.post(closeOut('2026-11-17'))).statusCode).toBe(200);
    await ctx.pool.query(
      `update close_outs set closed_at = '2026-11-17T11:00:00Z' where business_date = '2026-11-17'`,
    );
    await ctx.pool.query(
      `insert into status_history (subject_kind, subject_id, field, from_status, to_status, changed_by, created_at)
       values ('ORDER', $1, 'status', 'NEW', 'CONFIRMED', 'anna', '2026-11-17T12:00:00Z')`,
      [waited.id],
    );
    await ctx.pool.query(`update orders set status = 'CONFIRMED' where id = $1`, [waited.id]);
    const counted = (await admin.post(closeOut('2026-11-18'))).json() as TCloseOut;
    expect(counted.corrections.filter((c) => c.orderId === waited.id)).toEqual([
      expect.objectContaining({ change: 'LATE_ORDER', businessDate: '2026-11-17', gross: 49 }),
    ]);

    expect(
      (await admin.patch(API.adminOrderStatusOf('MENU', waited.id), { status: 'CANCELLED' })).statusCode,
    ).toBe(200);
    // Today is closed by the tests before: the change goes to tomorrow.
    const now = (await admin.get(closeOut(addDays(today, 1)))).json() as TCloseOut;
    expect(now.corrections.filter((c) => c.orderId === waited.id)).toEqual([
      expect.objectContaining({ change: 'CANCELLED', businessDate: '2026-11-18', gross: -49 }),
    ]);
    expect((await admin.get(closeOut('2026-11-18'))).json()).toEqual(counted);
  });

  it('answers 409 DAY_CLOSED when the day is closed already, 400 for a day not begun', async () => {
    const again = await admin.post(closeOut(DAY));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DAY_CLOSED');
    const future = await admin.post(closeOut(addDays(today, 1)));
    expect(future.statusCode).toBe(400);
    expect(
      (await ctx.pool.query('select 1 from close_outs where business_date = $1', [addDays(today, 1)]))
        .rowCount,
    ).toBe(0);
  });

  it('closes for admins only', async () => {
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get(closeOut('2026-11-12'))).statusCode).toBe(401);
    expect((await anonymous.post(closeOut('2026-11-12'))).statusCode).toBe(401);
    const customer = await createAdmin(ctx.db, 'guest', 'guest-password-1');
    await ctx.db.update(users).set({ role: 'CUSTOMER' }).where(eq(users.id, customer.id));
    const signedIn = new TestClient(ctx.app);
    await signedIn.login('guest', 'guest-password-1');
    expect((await signedIn.post(closeOut('2026-11-12'))).statusCode).toBe(403);
    expect(
      (await ctx.pool.query(`select 1 from close_outs where business_date = '2026-11-12'`)).rowCount,
    ).toBe(0);
  });
});

/** Today's business date on the restaurant's clock (before 05:00: yesterday). */
function businessToday(): string {
  const local = instantToZonedLocal(new Date());
  return local.slice(11, 16) < '05:00' ? addDays(local.slice(0, 10), -1) : local.slice(0, 10);
}
