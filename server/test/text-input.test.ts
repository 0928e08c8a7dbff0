import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emails, foodItems, orders, reservations } from '../src/db/schema';
import { DINER, nextLocalWeekday, seededMenuItemId, setupOpenRestaurant } from './helpers';

/**
 * Names and other single-line fields refuse control and format characters (an ESC/POS
 * sequence would reach the kitchen printer, a bidi override would disguise a name); notes keep their
 * line breaks.
 */
const ESC = '\u001b';
const RLO = '\u202e';
const SINGLE_LINE = 'Use visible characters only: no control or invisible formatting characters.';
const MULTI_LINE =
  'Use visible characters and line breaks only: no control or invisible formatting characters.';

const { ctx, admin, diner } = await setupOpenRestaurant();
const curryId = await seededMenuItemId(ctx.app);
const buffet = (await ctx.app.inject({ url: '/api/buffet-items' })).json() as { id: number }[];

const order = (customer: Partial<typeof DINER>, extra: Record<string, unknown> = {}) => ({
  customerInfo: { ...DINER, ...customer },
  orderType: 'TAKEAWAY',
  items: [{ menuItemId: curryId, quantity: 1 }],
  paymentMethod: 'CASH',
  asap: true,
  ...extra,
});

async function counts() {
  return {
    orders: (await ctx.db.select({ id: orders.id }).from(orders)).length,
    reservations: (await ctx.db.select({ id: reservations.id }).from(reservations)).length,
    emails: (await ctx.db.select({ id: emails.id }).from(emails)).length,
  };
}

describe('control and format characters in what diners and admins send', () => {
  it('an order with an ESC/POS sequence or a bidi override in the name is refused with 400 and creates nothing', async () => {
    const before = await counts();
    for (const [field, customer] of [
      ['customerInfo.firstName', { firstName: `Luca${ESC}@${ESC}!0` }],
      ['customerInfo.lastName', { lastName: `${RLO}issoR` }],
      ['customerInfo.street', { address: { ...DINER.address, street: `Ring${ESC}dstrasse` } }],
    ] as const) {
      const res = await diner.post('/api/orders', order(customer));
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({
        status: 400,
        error: 'Bad Request',
        details: { [field]: SINGLE_LINE },
      });
    }
    const buffetRes = await diner.post('/api/buffet-orders', {
      ...order({ firstName: `Eva${RLO}` }),
      items: [{ buffetItemId: buffet[0]?.id, quantity: 1 }],
    });
    expect(buffetRes.statusCode).toBe(400);
    expect(buffetRes.json().details).toEqual({ 'customerInfo.firstName': SINGLE_LINE });
    expect(await counts()).toEqual(before);
  });

  it('special instructions keep their line breaks, but refuse other control characters', async () => {
    const note = 'No onions\nExtra chili\r\nRing twice';
    const res = await diner.post(
      '/api/orders',
      order({ email: 'notes@example.ch' }, { specialInstructions: note }),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, res.json().id));
    expect(row?.specialInstructions).toBe(note);

    const before = await counts();
    const bad = await diner.post('/api/orders', order({}, { specialInstructions: `No onions\n${ESC}i` }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ specialInstructions: MULTI_LINE });
    expect(await counts()).toEqual(before);
  });

  it('a table request with a bidi override in the name is refused; special requests may span lines', async () => {
    const request = {
      customerInfo: {
        firstName: 'Eva',
        lastName: 'Huber',
        email: 'eva@example.ch',
        phone: '+41 79 000 00 02',
      },
      reservationDateTime: nextLocalWeekday(3, '19:00:00'),
      numberOfPeople: 2,
      specialRequests: 'Window seat\nHigh chair',
    };
    const before = await counts();
    const bad = await diner.post('/api/reservations', {
      ...request,
      customerInfo: { ...request.customerInfo, lastName: `Hu${RLO}reb` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ 'customerInfo.lastName': SINGLE_LINE });
    expect(await counts()).toEqual(before);
    const ok = await diner.post('/api/reservations', request);
    expect(ok.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, ok.json().id));
    expect(row?.specialRequests).toBe('Window seat\nHigh chair');
  });

  it('the back office refuses them in catalogue names too, and takes multi-line descriptions', async () => {
    const before = (await ctx.db.select().from(foodItems)).length;
    const bad = await admin.post('/api/admin/food-items', { name: `Curry${ESC}E`, description: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ name: SINGLE_LINE });
    expect((await ctx.db.select().from(foodItems)).length).toBe(before);
    const ok = await admin.post('/api/admin/food-items', { name: 'Curry', description: 'Hot\nwith rice' });
    expect(ok.statusCode).toBe(201);
  });
});
