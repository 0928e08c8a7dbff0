import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, reservations, restaurantInfo } from '../src/db/schema';
import { TestClient } from './client';
import { ALWAYS_OPEN, setupTestApp } from './helpers';

/**
 * The order and reservation routes say what is wrong, in the reader's language: a name too long names
 * its limit (not "Required"), a phone number nobody could call is refused, a reservation off the
 * 5-minute step is refused. What is accepted is stored as typed.
 */
const ctx = await setupTestApp({ seed: true });
await ctx.db.update(restaurantInfo).set({ openingHours: ALWAYS_OPEN });
const menu = (await ctx.app.inject({ url: '/api/menu-items' })).json() as { id: number; name: string }[];
const diner = new TestClient(ctx.app);

const customer = {
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.ch',
  phone: '079 123 45 67',
  address: { street: 'Hauptgasse', streetNo: '12', plz: '4600', city: 'Olten' },
};
const order = (customerInfo: Record<string, unknown>) => ({
  customerInfo: { ...customer, ...customerInfo },
  orderType: 'TAKEAWAY',
  items: [{ menuItemId: menu[0]?.id, quantity: 1 }],
  paymentMethod: 'CASH',
  asap: true,
});
let day = 2;
function futureLocal(time: string): string {
  const d = new Date(Date.now() + day++ * 86_400_000);
  return `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(d)}T${time}`;
}
const reservation = (overrides: Record<string, unknown> = {}) => ({
  customerInfo: { firstName: 'Mia', lastName: 'Keller', email: 'mia@example.ch', phone: '+41 76 555 44 33' },
  reservationDateTime: futureLocal('19:00'),
  numberOfPeople: 2,
  ...overrides,
});

describe('an order says what is wrong with the details', () => {
  it('names the limit of a field too long, and a phone number that is none', async () => {
    const before = (await ctx.db.select().from(orders)).length;
    const cases: [Record<string, unknown>, Record<string, string>, string?][] = [
      [{ firstName: 'A'.repeat(300) }, { 'customerInfo.firstName': 'At most 100 characters' }],
      [{ phone: '12' }, { 'customerInfo.phone': 'Enter a valid phone number, e.g. 079 123 45 67' }],
      [{ phone: 'abc' }, { 'customerInfo.phone': 'Enter a valid phone number, e.g. 079 123 45 67' }],
      [{ phone: '' }, { 'customerInfo.phone': 'Required' }],
      [
        { phone: '12' },
        { 'customerInfo.phone': 'Saisissez un numéro de téléphone valable, p. ex. 079 123 45 67' },
        'fr',
      ],
      [{ lastName: 'M'.repeat(101) }, { 'customerInfo.lastName': 'Höchstens 100 Zeichen' }, 'de'],
    ];
    for (const [fields, details, language] of cases) {
      const res = await diner.post(
        '/api/orders',
        order(fields),
        language ? { 'accept-language': language } : {},
      );
      expect(res.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(res.json().details).toEqual(details);
    }
    expect((await ctx.db.select().from(orders)).length).toBe(before);
  });

  it('keeps a valid number as the diner typed it', async () => {
    for (const phone of ['+41 (0)79 123 45 67', '0041 62 212 34 56', '+49 30 1234567']) {
      const res = await diner.post('/api/orders', order({ phone }));
      expect(res.statusCode, phone).toBe(201);
      const [row] = await ctx.db.select().from(orders).where(eq(orders.id, res.json().id));
      expect(row?.customerPhone).toBe(phone);
    }
  });
});

describe('a reservation says what is wrong', () => {
  it('refuses a time off the 5-minute step, and a phone number that is none', async () => {
    const before = (await ctx.db.select().from(reservations)).length;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { reservationDateTime: futureLocal('19:03') },
        { reservationDateTime: 'Choose a time in steps of 5 minutes, e.g. 19:00 or 19:05.' },
      ],
      [
        { reservationDateTime: futureLocal('19:05:30') },
        { reservationDateTime: 'Choose a time in steps of 5 minutes, e.g. 19:00 or 19:05.' },
      ],
      [
        { customerInfo: { ...reservation().customerInfo, phone: 'abc' } },
        { 'customerInfo.phone': 'Enter a valid phone number, e.g. 079 123 45 67' },
      ],
      [
        { customerInfo: { ...reservation().customerInfo, firstName: 'A'.repeat(300) } },
        { 'customerInfo.firstName': 'At most 100 characters' },
      ],
      [{ specialRequests: 'x'.repeat(1001) }, { specialRequests: 'At most 1000 characters' }],
      [{ numberOfPeople: 25 }, { numberOfPeople: expect.stringMatching(/20/) }],
    ];
    for (const [overrides, details] of cases) {
      const res = await diner.post('/api/reservations', reservation(overrides));
      expect(res.statusCode, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      expect(res.json().details).toEqual(details);
    }
    expect((await ctx.db.select().from(reservations)).length).toBe(before);
  });

  it('books a time on the step', async () => {
    const res = await diner.post(
      '/api/reservations',
      reservation({ reservationDateTime: futureLocal('19:05') }),
    );
    expect(res.statusCode).toBe(201);
  });
});
