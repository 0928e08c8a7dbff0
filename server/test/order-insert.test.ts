import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orders, statusHistory } from '../src/db/schema';
import { newPublicId } from '../src/lib/ids';
import { ordersRepository, type TOrderInsert } from '../src/modules/orders/repository';
import { setupTestApp } from './helpers';

// The order, its lines and its history entry are written by one hand-written statement
// (ordersRepository.insert): the rows and the returned order must be exactly what drizzle would have
// written and read.
const ctx = await setupTestApp({ seed: true });
const repo = ordersRepository(ctx.db);
const [menuItem] = (await ctx.pool.query<{ id: number }>('select id from menu_items order by id limit 1'))
  .rows;
if (!menuItem) throw new Error('no menu item');
const known = { restaurant: undefined, pushSubscriptions: [] };

function anOrder(overrides: Partial<TOrderInsert> = {}): TOrderInsert {
  return {
    id: newPublicId(),
    kind: 'MENU',
    orderDate: '2026-11-24',
    orderType: 'DELIVERY',
    asap: false,
    requestedAt: new Date('2026-11-24T11:45:00.123Z'),
    customerFirstName: 'Zoë',
    customerLastName: "O'Brien",
    customerEmail: 'zoe@example.ch',
    customerPhone: '+41 78 000 00 00',
    customerStreet: 'Ringstrasse',
    customerStreetNo: '3a',
    customerPlz: '4600',
    customerCity: 'Olten',
    specialInstructions: 'Ring twice, "please"',
    subtotalRappen: 6150,
    discountPercentTenths: 125,
    discountRappen: 769,
    promoCodeId: null,
    promoCode: null,
    promoDiscountRappen: 0,
    cashGivenRappen: 5000,
    voucherId: null,
    voucherCode: null,
    voucherAmountRappen: 0,
    afterDiscountRappen: 5381,
    deliveryFeeRappen: 500,
    cardFeeRappen: 140,
    totalRappen: 6021,
    vatPercentTenths: 26,
    vatRappen: 153,
    vatBreakdown: [{ vatClass: 'REDUCED', tenths: 26, grossRappen: 6021, vatRappen: 153 }],
    paymentMethod: 'CARD',
    paymentStatus: 'PENDING',
    idempotencyKey: `key-${newPublicId()}`,
    idempotencyFingerprint: 'a'.repeat(64),
    status: 'NEW',
    enteredBy: null,
    enteredByUserId: null,
    overrideReason: null,
    ...overrides,
  };
}

const lines = [
  {
    menuItemId: menuItem.id,
    buffetItemId: null,
    name: 'Green Curry',
    unitPriceRappen: 2150,
    quantity: 2,
    vatTenths: 26,
    options: [],
  },
  {
    menuItemId: null,
    buffetItemId: null,
    name: 'He said "hi", {x} \\ back; NULL',
    unitPriceRappen: 1850,
    quantity: 1,
    vatTenths: 81,
    options: [],
  },
  {
    menuItemId: menuItem.id,
    buffetItemId: null,
    name: 'Ümlaut & 寿司',
    unitPriceRappen: 0,
    quantity: 99,
    vatTenths: 26,
    options: [],
  },
];

describe('inserting an order', () => {
  it('returns the order exactly as drizzle reads it back, with its lines and history', async () => {
    const input = anOrder();
    const row = await repo.insert(input, lines, known);
    const [stored] = await ctx.db.select().from(orders).where(eq(orders.id, input.id));
    expect(row).toEqual(stored);
    expect(row).toMatchObject({ ...input, status: 'NEW', seenAt: null, committedReadyAt: null });
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(row.orderNumber).toBeGreaterThan(0);

    const items = await ctx.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, input.id))
      .orderBy(asc(orderItems.position));
    expect(items.map(({ id: _, ...item }) => item)).toEqual(
      // Not routed to a kitchen station yet (that happens at confirmation), nothing done.
      lines.map((l, position) => ({ ...l, orderId: input.id, position, stationId: null, doneAt: null })),
    );
    const history = await ctx.db.select().from(statusHistory).where(eq(statusHistory.subjectId, input.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      subjectKind: 'ORDER',
      field: 'status',
      fromStatus: null,
      toStatus: 'NEW',
      changedByUserId: null,
      changedBy: 'customer',
      note: null,
    });
  });

  it('keeps nulls, ASAP and a buffet order as they are', async () => {
    const input = anOrder({
      kind: 'BUFFET',
      asap: true,
      specialInstructions: null,
      idempotencyKey: null,
      idempotencyFingerprint: null,
      paymentMethod: 'CASH',
      paymentStatus: 'NOT_REQUIRED',
    });
    const row = await repo.insert(input, [lines[1] as (typeof lines)[number]], known);
    const [stored] = await ctx.db.select().from(orders).where(eq(orders.id, input.id));
    expect(row).toEqual(stored);
    expect(row).toMatchObject({
      kind: 'BUFFET',
      asap: true,
      specialInstructions: null,
      idempotencyKey: null,
    });
  });

  it('a second order with the same idempotency key fails as a unique violation and writes nothing', async () => {
    const first = anOrder();
    await repo.insert(first, lines, known);
    const second = anOrder({ idempotencyKey: first.idempotencyKey });
    const error = await repo.insert(second, lines, known).then(
      () => undefined,
      (e: unknown) => e as { code?: string; cause?: { code?: string } },
    );
    expect(error?.code ?? error?.cause?.code).toBe('23505');
    expect(await ctx.db.select().from(orders).where(eq(orders.id, second.id))).toEqual([]);
    expect(await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, second.id))).toEqual([]);
    expect(await repo.findByIdempotencyKey(String(first.idempotencyKey))).toEqual([
      { id: first.id, kind: 'MENU', fingerprint: first.idempotencyFingerprint },
    ]);
  });

  it('the idempotency key is unique per kind of order', async () => {
    const menu = anOrder();
    await repo.insert(menu, lines, known);
    const buffet = anOrder({ kind: 'BUFFET', idempotencyKey: menu.idempotencyKey });
    await repo.insert(buffet, lines, known);
    const keyed = await repo.findByIdempotencyKey(String(menu.idempotencyKey));
    expect(keyed.map((o) => [o.id, o.kind]).sort()).toEqual(
      [
        [menu.id, 'MENU'],
        [buffet.id, 'BUFFET'],
      ].sort(),
    );
  });
});
