import { ZActiveDiscountSchema, ZSaleSettingsSchema } from '@app/shared/discounts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saleSettings, users } from '../src/db/schema';
import { discountsService } from '../src/modules/discounts/service';
import { TestClient } from './client';
import { ADMIN, createAdmin, setupTestApp } from './helpers';

const ctx = await setupTestApp();
await createAdmin(ctx.db);
const diner = await createAdmin(ctx.db, 'diner', 'diner-password-1');
await ctx.db.update(users).set({ role: 'CUSTOMER' }).where(eq(users.id, diner.id));
const admin = new TestClient(ctx.app);
await admin.login(ADMIN.username, ADMIN.password);

const PATH = '/api/admin/discounts/current';
const MENU = 'Menu percent must be between 0 and 100.';
const BUFFET = 'Buffet percent must be between 0 and 100.';
const ORDER = 'Start time must be before end time.';

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const active = async () => {
  const res = await ctx.app.inject({ url: '/api/public/discounts/active' });
  expect(res.statusCode).toBe(200);
  return ZActiveDiscountSchema.parse(res.json());
};
const storedRow = async () => (await ctx.db.select().from(saleSettings))[0];
const sale = { enabled: true, percentMenu: 10, percentBuffet: 15, startsAt: null, endsAt: null };

describe('sale settings', () => {
  it('start disabled with nothing set; the public read says so', async () => {
    const res = await admin.get(PATH);
    expect(res.statusCode).toBe(200);
    const off = { enabled: false, percentMenu: 0, percentBuffet: 0, startsAt: null, endsAt: null };
    expect(res.json()).toEqual(off);
    expect(await active()).toEqual(off);
  });

  it('saves a sale that is always on; admin and public reads show it at once', async () => {
    const res = await admin.put(PATH, { ...sale, percentMenu: 12.5 });
    expect(res.statusCode).toBe(200);
    const expected = { enabled: true, percentMenu: 12.5, percentBuffet: 15, startsAt: null, endsAt: null };
    expect(ZSaleSettingsSchema.parse(res.json())).toEqual(expected);
    expect((await admin.get(PATH)).json()).toEqual(expected);
    expect(await active()).toEqual(expected);
    expect(await storedRow()).toMatchObject({ percentMenuTenths: 125, percentBuffetTenths: 150 });
  });

  it('a disabled sale keeps its settings but gives no discount', async () => {
    const res = await admin.put(PATH, { ...sale, enabled: false });
    expect(res.json()).toMatchObject({ enabled: false, percentMenu: 10, percentBuffet: 15 });
    expect(await active()).toEqual({ ...sale, enabled: false, percentMenu: 0, percentBuffet: 0 });
  });

  it('applies only between startsAt and endsAt', async () => {
    const running = { ...sale, startsAt: hoursFromNow(-1), endsAt: hoursFromNow(1) };
    const saved = (await admin.put(PATH, running)).json();
    expect(saved).toEqual(running);
    expect(await active()).toEqual(running);

    const future = { ...sale, startsAt: hoursFromNow(1), endsAt: hoursFromNow(2) };
    await admin.put(PATH, future);
    expect(await active()).toEqual({ ...future, percentMenu: 0, percentBuffet: 0 });

    const over = { ...sale, startsAt: hoursFromNow(-2), endsAt: hoursFromNow(-1) };
    await admin.put(PATH, over);
    expect(await active()).toEqual({ ...over, percentMenu: 0, percentBuffet: 0 });

    // One open bound.
    const fromNow = { ...sale, startsAt: hoursFromNow(-1), endsAt: null };
    await admin.put(PATH, fromNow);
    expect(await active()).toMatchObject({ percentMenu: 10, percentBuffet: 15 });
    const untilYesterday = { ...sale, startsAt: null, endsAt: hoursFromNow(-24) };
    await admin.put(PATH, untilYesterday);
    expect(await active()).toMatchObject({ percentMenu: 0, percentBuffet: 0 });
  });

  it('stores instants: any offset in, UTC ISO out; a time without zone is restaurant time', async () => {
    const res = await admin.put(PATH, {
      ...sale,
      startsAt: '2030-06-01T18:00:00+02:00',
      endsAt: '2030-12-24T12:00', // Zurich winter time, UTC+1
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      startsAt: '2030-06-01T16:00:00.000Z',
      endsAt: '2030-12-24T11:00:00.000Z',
    });
    const row = await storedRow();
    expect(row?.startsAt?.toISOString()).toBe('2030-06-01T16:00:00.000Z');
  });

  it('treats empty or missing percents and empty bounds as 0 and open', async () => {
    for (const body of [
      { enabled: true, percentMenu: null, percentBuffet: '', startsAt: '', endsAt: null },
      { enabled: true },
    ]) {
      const res = await admin.put(PATH, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
      expect(res.json()).toEqual({
        enabled: true,
        percentMenu: 0,
        percentBuffet: 0,
        startsAt: null,
        endsAt: null,
      });
    }
  });

  it('accepts the limits 0 and 100 and steps of 0.1, and equal start and end', async () => {
    expect((await admin.put(PATH, { ...sale, percentMenu: 0, percentBuffet: 100 })).json()).toMatchObject({
      percentMenu: 0,
      percentBuffet: 100,
    });
    expect((await admin.put(PATH, { ...sale, percentMenu: 0.3, percentBuffet: 99.9 })).json()).toMatchObject({
      percentMenu: 0.3,
      percentBuffet: 99.9,
    });
    const at = hoursFromNow(5);
    expect((await admin.put(PATH, { ...sale, startsAt: at, endsAt: at })).statusCode).toBe(200);
  });

  it('rejects bad payloads with the spec messages under the field, changing nothing', async () => {
    await admin.put(PATH, sale);
    const before = await storedRow();
    const cases: [unknown, Record<string, string>][] = [
      [{ ...sale, percentMenu: -0.1 }, { percentMenu: MENU }],
      [{ ...sale, percentMenu: 100.1 }, { percentMenu: MENU }],
      [{ ...sale, percentMenu: '12' }, { percentMenu: MENU }],
      [{ ...sale, percentMenu: true }, { percentMenu: MENU }],
      [{ ...sale, percentBuffet: 101 }, { percentBuffet: BUFFET }],
      [{ ...sale, percentBuffet: -5 }, { percentBuffet: BUFFET }],
      [{ ...sale, percentMenu: 12.25 }, { percentMenu: 'Use at most one decimal (steps of 0.1).' }],
      [{ ...sale, startsAt: hoursFromNow(2), endsAt: hoursFromNow(1) }, { startsAt: ORDER }],
      [
        { ...sale, startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-02T00:59:00+01:00' },
        { startsAt: ORDER },
      ],
      [{ ...sale, startsAt: 'tomorrow' }, { startsAt: 'Choose a valid date & time' }],
      [{ ...sale, startsAt: '2030-02-30T10:00:00Z' }, { startsAt: 'Choose a valid date & time' }],
      [{ ...sale, endsAt: '2030-13-01T10:00' }, { endsAt: 'Choose a valid date & time' }],
      [{ ...sale, endsAt: 1_900_000_000_000 }, { endsAt: 'Choose a valid date & time' }],
      [{ ...sale, enabled: 'yes' }, { enabled: expect.any(String) }],
      [{ percentMenu: 10 }, { enabled: expect.any(String) }],
      [{ ...sale, active: true }, {}],
      [{ ...sale, id: 2 }, {}],
    ];
    for (const [body, details] of cases) {
      const res = await admin.put(PATH, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, error: 'Bad Request', details });
    }
    expect(await storedRow()).toEqual(before);
    expect(await active()).toMatchObject({ percentMenu: 10, percentBuffet: 15 });
  });

  it('answers 401 without a session and 403 for a non-admin; the active sale needs no login', async () => {
    const before = await storedRow();
    const anonymous = new TestClient(ctx.app);
    await anonymous.csrf();
    expect((await anonymous.get(PATH)).statusCode).toBe(401);
    expect((await anonymous.put(PATH, { ...sale, percentMenu: 90 })).statusCode).toBe(401);
    const customer = new TestClient(ctx.app);
    await customer.login('diner', 'diner-password-1');
    expect((await customer.get(PATH)).statusCode).toBe(403);
    const res = await customer.put(PATH, { ...sale, percentMenu: 90 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, error: 'Forbidden' });
    expect(await storedRow()).toEqual(before);
    expect((await anonymous.get('/api/public/discounts/active')).statusCode).toBe(200);
  });
});

describe('activeSale(now), for other modules', () => {
  const service = discountsService(ctx.db, { timeZone: 'Europe/Zurich' });

  it('is active from startsAt (inclusive) until endsAt (exclusive)', async () => {
    const startsAt = '2030-03-01T10:00:00.000Z';
    const endsAt = '2030-03-01T18:00:00.000Z';
    await admin.put(PATH, { enabled: true, percentMenu: 20, percentBuffet: 5.5, startsAt, endsAt });
    const at = async (iso: string) => {
      const { percentMenu, percentBuffet } = await service.activeSale(new Date(iso));
      return [percentMenu, percentBuffet];
    };
    expect(await at('2030-03-01T09:59:59.999Z')).toEqual([0, 0]);
    expect(await at(startsAt)).toEqual([20, 5.5]);
    expect(await at('2030-03-01T17:59:59.999Z')).toEqual([20, 5.5]);
    expect(await at(endsAt)).toEqual([0, 0]);
    expect(await service.activeSale(new Date(startsAt))).toEqual({
      enabled: true,
      percentMenu: 20,
      percentBuffet: 5.5,
      startsAt,
      endsAt,
    });
  });

  it('gives no discount when the sale row is missing', async () => {
    await ctx.db.delete(saleSettings);
    expect(await service.activeSale(new Date())).toMatchObject({
      enabled: false,
      percentMenu: 0,
      percentBuffet: 0,
    });
    expect((await admin.get(PATH)).json()).toMatchObject({ enabled: false });
    // Saving recreates it.
    expect((await admin.put(PATH, sale)).statusCode).toBe(200);
    expect(await storedRow()).toMatchObject({ id: 1, enabled: true, percentMenuTenths: 100 });
  });
});
