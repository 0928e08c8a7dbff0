import { instantToZonedLocal } from '@app/shared/opening-hours';
import { addDays } from '@app/shared/special-days';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { emails, menuItems, orderItems, orders, restaurantInfo, vatRates } from '../src/db/schema';
import { DINER, seededMenuItemId, setupOpenRestaurant, until } from './helpers';

/**
 * VAT by rate over the API: a mixed order (food and beer) stores both rates per line and per
 * rate, the tracking answer, the receipt and the email show both; single-rate orders keep the spec's
 * formula; an order takes the rates of its day.
 */
const { ctx, admin, diner } = await setupOpenRestaurant();
const curryId = await seededMenuItemId(ctx.app); // CHF 24.50, food
const beerId = await seededMenuItemId(ctx.app, 'Singha Beer'); // CHF 6.50
await ctx.db.update(menuItems).set({ vatClass: 'STANDARD' }).where(eq(menuItems.id, beerId));
await ctx.db.update(restaurantInfo).set({ vatNumber: 'CHE-123.456.788 MWST' });
const today = instantToZonedLocal(new Date()).slice(0, 10);

afterAll(async () => {
  await ctx.db.delete(vatRates).where(eq(vatRates.validFrom, today));
});

async function place(
  items: { menuItemId: number; quantity: number }[],
  orderType = 'DELIVERY',
  email = DINER.email,
) {
  const res = await diner.post('/api/orders', {
    customerInfo: { ...DINER, email },
    orderType,
    items,
    paymentMethod: 'CASH',
    asap: true,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

describe('VAT by rate', () => {
  it('a mixed order stores both rates per line and per rate; tracking, receipt and email show both', async () => {
    // 2 x 24.50 food + 2 x 6.50 beer = 62.00; delivery fee 5.00 split 49 : 13.
    const id = await place([
      { menuItemId: curryId, quantity: 2 },
      { menuItemId: beerId, quantity: 2 },
    ]);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.totalRappen).toBe(6700);
    expect(row?.vatBreakdown).toEqual([
      { vatClass: 'REDUCED', tenths: 26, grossRappen: 5295, vatRappen: 134 }, // 4900 + 395; 5295 x 2.6 / 102.6 = 134.18
      { vatClass: 'STANDARD', tenths: 81, grossRappen: 1405, vatRappen: 105 }, // 1300 + 105; 1405 x 8.1 / 108.1 = 105.28
    ]);
    expect([row?.vatPercentTenths, row?.vatRappen]).toEqual([26, 239]);
    const lines = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    expect(lines.map((l) => [l.menuItemId, l.vatTenths]).sort()).toEqual(
      [
        [curryId, 26],
        [beerId, 81],
      ].sort(),
    );

    const tracked = await ctx.app.inject({
      url: `/api/orders/track?orderId=${id}&email=${encodeURIComponent(DINER.email)}`,
    });
    expect(tracked.json()).toMatchObject({
      vatPercent: 2.6,
      vatAmount: 2.39,
      vatBreakdown: [
        { ratePercent: 2.6, gross: 52.95, vat: 1.34 },
        { ratePercent: 8.1, gross: 14.05, vat: 1.05 },
      ],
    });
    expect((await admin.get(`/api/orders/${id}`)).json().vatBreakdown).toEqual(tracked.json().vatBreakdown);

    const receipt = (await admin.get(`/api/admin/orders/${id}/receipt`)).body;
    expect(receipt).toMatch(/^incl\. VAT 2\.6% +1\.34$/m);
    expect(receipt).toMatch(/^incl\. VAT 8\.1% +1\.05$/m);
    expect(receipt).toContain('CHE-123.456.788 MWST');
    expect(receipt.split('\n').every((line) => line.length <= 42)).toBe(true);

    const mail = await until(async () => {
      const [sent] = await ctx.db
        .select()
        .from(emails)
        .where(and(eq(emails.orderId, id), eq(emails.kind, 'ORDER_RECEIVED')));
      return sent;
    });
    expect(mail.textBody).toMatch(/incl\. VAT 2\.6 % +CHF 1\.34/);
    expect(mail.textBody).toMatch(/incl\. VAT 8\.1 % +CHF 1\.05/);
    expect(mail.textBody).toContain('CHE-123.456.788 MWST');
  });

  it('a single-rate order keeps the spec’s formula: one line, total x 2.6 / 102.6', async () => {
    const id = await place([{ menuItemId: curryId, quantity: 3 }], 'TAKEAWAY');
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.totalRappen).toBe(7350);
    expect(row?.vatRappen).toBe(186); // 7350 x 2.6 / 102.6 = 186.26
    expect(row?.vatBreakdown).toEqual([
      { vatClass: 'REDUCED', tenths: 26, grossRappen: 7350, vatRappen: 186 },
    ]);
    const receipt = (await admin.get(`/api/admin/orders/${id}/receipt`)).body;
    expect(receipt.match(/incl\. VAT/g)).toHaveLength(1);
  });

  it('an order takes the rates of its day: a rate from tomorrow changes nothing, one from today applies at once', async () => {
    await ctx.db.insert(vatRates).values({ vatClass: 'STANDARD', validFrom: addDays(today, 1), tenths: 90 });
    const before = await place([{ menuItemId: beerId, quantity: 1 }], 'TAKEAWAY');
    const [first] = await ctx.db.select().from(orders).where(eq(orders.id, before));
    expect(first?.vatBreakdown[0]?.tenths).toBe(81);
    await ctx.db.delete(vatRates).where(eq(vatRates.validFrom, addDays(today, 1)));

    await ctx.db.insert(vatRates).values({ vatClass: 'STANDARD', validFrom: today, tenths: 90 });
    const after = await place([{ menuItemId: beerId, quantity: 1 }], 'TAKEAWAY');
    const [second] = await ctx.db.select().from(orders).where(eq(orders.id, after));
    expect(second?.vatBreakdown).toEqual([
      { vatClass: 'STANDARD', tenths: 90, grossRappen: 650, vatRappen: 54 },
    ]);
    expect(second?.vatPercentTenths).toBe(90);
  });
});
