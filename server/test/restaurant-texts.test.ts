import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_DATA_ID, ZPageDataSchema } from '@app/shared/page-data';
import { ZAdminRestaurantInfoSchema } from '@app/shared/restaurant-texts';
import { instantToZonedLocal, zonedLocalToInstant } from '@app/shared/zoned-time';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orders, restaurantInfo, serviceStatusChanges } from '../src/db/schema';
import { TestClient } from './client';
import { ADMIN, ALWAYS_OPEN, createAdmin, DINER, seededMenuItemId, setupTestApp } from './helpers';

/** The smallest web build the server serves pages from: an index.html and no page assets. */
function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-texts-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

const webDist = fakeWebDist();
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
const ctx = await setupTestApp({ seed: true, config: { webDist } });
await createAdmin(ctx.db);
const admin = new TestClient(ctx.app);
await admin.login(ADMIN.username, ADMIN.password);

const seeded = ZAdminRestaurantInfoSchema.parse((await admin.get('/api/admin/restaurant-info')).json());
const infoPath = `/api/admin/restaurant-info/${seeded.id}`;
const base = {
  name: seeded.name,
  aboutText: seeded.aboutText,
  phone: seeded.phone,
  address: seeded.address,
  openingHours: seeded.openingHours,
};

const publicIn = async (language: string) => {
  const res = await ctx.app.inject({
    url: '/api/restaurant-info/current',
    headers: { 'accept-language': language },
  });
  expect(res.headers.vary).toContain('Accept-Language');
  return res.json();
};
const stored = async () => (await ctx.db.select().from(restaurantInfo))[0];
const changes = async () => ctx.db.select().from(serviceStatusChanges);

describe("the restaurant's texts in four languages", () => {
  it('the demo has German as its default and the other languages as translations', async () => {
    expect(seeded.defaultLanguage).toBe('de');
    expect(seeded.aboutText).toMatch(/^Seit 2012/);
    expect(seeded.translations?.en?.aboutText).toMatch(/^Since 2012/);
    expect((await publicIn('de-CH,de;q=0.9')).aboutText).toMatch(/^Seit 2012/);
    expect((await publicIn('fr-CH')).aboutText).toMatch(/^Depuis 2012/);
    expect((await publicIn('it')).aboutText).toMatch(/^Dal 2012/);
    expect((await publicIn('en')).aboutText).toMatch(/^Since 2012/);
    // The public answer carries no translations (they are the back office's to edit).
    expect((await publicIn('fr')).translations).toBeUndefined();
  });

  it('saves the texts per language; a language without its own falls back to the default', async () => {
    const res = await admin.put(infoPath, {
      ...base,
      aboutText: ' Willkommen bei Hana. ',
      deliveryNote: 'Lieferung ab CHF 30.',
      translations: {
        fr: { aboutText: ' Bienvenue chez Hana. ', deliveryNote: 'Livraison dès CHF 30.' },
        it: { aboutText: '', deliveryNote: '' },
        en: { aboutText: 'Welcome to Hana.' },
        // The default language's entry is dropped: its texts are the top-level ones.
        de: { aboutText: 'Ignoriert' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      aboutText: 'Willkommen bei Hana.',
      deliveryNote: 'Lieferung ab CHF 30.',
      translations: {
        fr: { aboutText: 'Bienvenue chez Hana.', deliveryNote: 'Livraison dès CHF 30.' },
        en: { aboutText: 'Welcome to Hana.' },
      },
    });
    // Italian keeps only the demo's cuisines: a save that leaves a language's cuisines out keeps them.
    expect(res.json().translations.it).toEqual({ cuisines: ['Giapponese', 'Sushi', 'Thailandese'] });
    expect(res.json().translations.de).toBeUndefined();

    expect(await publicIn('de')).toMatchObject({
      aboutText: 'Willkommen bei Hana.',
      deliveryNote: 'Lieferung ab CHF 30.',
    });
    expect(await publicIn('fr')).toMatchObject({
      aboutText: 'Bienvenue chez Hana.',
      deliveryNote: 'Livraison dès CHF 30.',
    });
    // Italian has none: the default language's texts.
    expect(await publicIn('it')).toMatchObject({
      aboutText: 'Willkommen bei Hana.',
      deliveryNote: 'Lieferung ab CHF 30.',
    });
    // English has its about text, and the default's delivery note.
    expect(await publicIn('en')).toMatchObject({
      aboutText: 'Welcome to Hana.',
      deliveryNote: 'Lieferung ab CHF 30.',
    });

    // Left out: the saved translations stay.
    const again = await admin.put(infoPath, { ...base, aboutText: 'Willkommen bei Hana.' });
    expect(again.json().translations.fr.aboutText).toBe('Bienvenue chez Hana.');
    expect(again.json().deliveryNote).toBe('Lieferung ab CHF 30.');
  });

  it('the page data of the public pages has the texts in the page’s language', async () => {
    const pageData = async (language: string) => {
      const res = await ctx.app.inject({ url: '/', headers: { 'accept-language': language } });
      const match = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">([^<]*)</script>`).exec(
        res.body,
      );
      return ZPageDataSchema.parse(JSON.parse(match?.[1] ?? 'null'));
    };
    expect((await pageData('fr')).restaurantInfo?.aboutText).toBe('Bienvenue chez Hana.');
    expect((await pageData('de')).restaurantInfo?.aboutText).toBe('Willkommen bei Hana.');
    expect((await pageData('it')).restaurantInfo).toMatchObject({
      aboutText: 'Willkommen bei Hana.',
      timeZone: 'Europe/Zurich',
    });
  });

  it('refuses control characters in a translation with the field named, changing nothing', async () => {
    const before = await stored();
    const bad = await admin.put(infoPath, {
      ...base,
      translations: { fr: { aboutText: 'Bonjour\u0007', deliveryNote: 'Note\u202e' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details).sort()).toEqual([
      'translations.fr.aboutText',
      'translations.fr.deliveryNote',
    ]);
    const unknownLanguage = await admin.put(infoPath, {
      ...base,
      translations: { es: { aboutText: 'Hola' } },
    });
    expect(unknownLanguage.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('a new default language takes its own texts to the top, keeping the old default’s as a translation', async () => {
    const res = await admin.put(infoPath, {
      ...base,
      aboutText: 'Willkommen bei Hana.',
      defaultLanguage: 'fr',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      defaultLanguage: 'fr',
      cuisines: ['Japonaise', 'Sushi', 'Thaïlandaise'],
      aboutText: 'Bienvenue chez Hana.',
      deliveryNote: 'Livraison dès CHF 30.',
      translations: {
        de: { aboutText: 'Willkommen bei Hana.', deliveryNote: 'Lieferung ab CHF 30.' },
        en: { aboutText: 'Welcome to Hana.' },
      },
    });
    expect((await publicIn('de')).aboutText).toBe('Willkommen bei Hana.');
    const back = await admin.put(infoPath, {
      ...base,
      aboutText: 'Bienvenue chez Hana.',
      defaultLanguage: 'de',
    });
    expect(back.json()).toMatchObject({
      aboutText: 'Willkommen bei Hana.',
      deliveryNote: 'Lieferung ab CHF 30.',
    });
    // The cuisines went to the top and back with the texts.
    expect(back.json().cuisines).toEqual(['Japanisch', 'Sushi', 'Thailändisch']);
    expect(back.json().translations.fr).toEqual({
      aboutText: 'Bienvenue chez Hana.',
      deliveryNote: 'Livraison dès CHF 30.',
      cuisines: ['Japonaise', 'Sushi', 'Thaïlandaise'],
    });
  });

  it('writes each change of the texts to the change log with who, before and after', async () => {
    await admin.put(infoPath, {
      ...base,
      aboutText: 'Willkommen bei Hana.',
      translations: {
        fr: { aboutText: 'Bienvenue !', deliveryNote: 'Livraison dès CHF 30.' },
        en: { aboutText: 'Welcome to Hana.' },
      },
    });
    const history = (await admin.get('/api/admin/restaurant-texts/history')).json();
    expect(history[0]).toMatchObject({
      by: ADMIN.username,
      before: { texts: { fr: { aboutText: 'Bienvenue chez Hana.' } } },
      after: { texts: { fr: { aboutText: 'Bienvenue !' } } },
    });
    // Only the language that changed.
    expect(Object.keys(history[0].after.texts)).toEqual(['fr']);
    expect(history[0].after.timeZone).toBeUndefined();
    // A save that changes no text writes no entry.
    const count = (await changes()).length;
    await admin.put(infoPath, { ...base, aboutText: 'Willkommen bei Hana.' });
    expect((await changes()).length).toBe(count);
  });
});

describe("the legal notice's free text", () => {
  const legalIn = async (language: string) =>
    (await ctx.app.inject({ url: '/api/public/legal', headers: { 'accept-language': language } })).json();

  it('is none until written, then in the reader’s language or the default’s, and logged', async () => {
    expect((await legalIn('de')).notice).toBeNull();
    const res = await admin.put(infoPath, {
      ...base,
      aboutText: 'Willkommen bei Hana.',
      legalNotice: ' Handelsregister des Kantons Solothurn, CHE-123.456.788. ',
      translations: {
        fr: {
          aboutText: 'Bienvenue !',
          deliveryNote: 'Livraison dès CHF 30.',
          legalNotice: 'Registre du commerce du canton de Soleure, CHE-123.456.788.',
        },
        en: { aboutText: 'Welcome to Hana.' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().legalNotice).toBe('Handelsregister des Kantons Solothurn, CHE-123.456.788.');
    expect(res.json().translations.fr.legalNotice).toBe(
      'Registre du commerce du canton de Soleure, CHE-123.456.788.',
    );
    expect(res.json().translations.de).toBeUndefined();
    expect((await legalIn('de')).notice).toBe('Handelsregister des Kantons Solothurn, CHE-123.456.788.');
    expect((await legalIn('fr')).notice).toBe('Registre du commerce du canton de Soleure, CHE-123.456.788.');
    expect((await legalIn('it')).notice).toBe('Handelsregister des Kantons Solothurn, CHE-123.456.788.');
    const history = (await admin.get('/api/admin/restaurant-texts/history')).json();
    expect(Object.keys(history[0].after.texts).sort()).toEqual(['de', 'fr']);

    // Left out: kept; the about text saved alone leaves it be.
    const kept = await admin.put(infoPath, { ...base, aboutText: 'Willkommen bei Hana.' });
    expect(kept.json().legalNotice).toBe('Handelsregister des Kantons Solothurn, CHE-123.456.788.');
    // Empty: cleared, and the French one stays.
    const cleared = await admin.put(infoPath, {
      ...base,
      aboutText: 'Willkommen bei Hana.',
      legalNotice: ' ',
    });
    expect(cleared.json().legalNotice).toBeNull();
    expect((await legalIn('it')).notice).toBeNull();
    expect((await legalIn('fr')).notice).toBe('Registre du commerce du canton de Soleure, CHE-123.456.788.');
  });

  it('refuses control characters in it, changing nothing', async () => {
    const before = await stored();
    const res = await admin.put(infoPath, { ...base, legalNotice: 'Register\u001b[2J' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details)).toEqual(['legalNotice']);
    expect(await stored()).toEqual(before);
  });
});

describe("the restaurant's time zone", () => {
  const hoursStatus = async (at: string) =>
    (await ctx.app.inject({ url: `/api/public/hours/status?at=${encodeURIComponent(at)}` })).json();

  it('is Europe/Zurich for the demo and refuses an unknown zone with the field named, changing nothing', async () => {
    expect(seeded.timeZone).toBe('Europe/Zurich');
    const before = await stored();
    for (const timeZone of ['Mars/Olympus', '', 'Europe/Zurich\u0000']) {
      const res = await admin.put(infoPath, { ...base, timeZone });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().details)).toEqual(['timeZone']);
    }
    expect(await stored()).toEqual(before);
  });

  it('is saved, logged, and the hours are judged on its clock from the next request on', async () => {
    const everyDay = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
      .map((d) => `${d}: 09:00-10:00`)
      .join('\n');
    await admin.put(infoPath, { ...base, openingHours: everyDay, timeZone: 'Europe/Zurich' });
    // 08:30 UTC is 09:30 in Zurich (winter): open; 03:30 in New York: closed.
    const instant = '2026-12-02T08:30:00Z';
    expect((await hoursStatus(instant)).openNow).toBe(true);

    const res = await admin.put(infoPath, {
      ...base,
      openingHours: everyDay,
      timeZone: ' America/New_York ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().timeZone).toBe('America/New_York');
    expect((await publicIn('de')).timeZone).toBe('America/New_York');
    expect((await stored())?.timeZone).toBe('America/New_York');
    expect((await hoursStatus(instant)).openNow).toBe(false);
    // A time without zone is on the restaurant's clock: 09:30 in New York is 14:30 UTC, open.
    expect((await hoursStatus('2026-12-02T09:30')).openNow).toBe(true);
    expect((await hoursStatus('2026-12-02T14:30:00Z')).openNow).toBe(true);

    const history = (await admin.get('/api/admin/restaurant-texts/history')).json();
    expect(history[0]).toMatchObject({
      by: ADMIN.username,
      before: { timeZone: 'Europe/Zurich' },
      after: { timeZone: 'America/New_York' },
    });

    // Left out: the saved zone stays.
    expect((await admin.put(infoPath, { ...base, openingHours: everyDay })).json().timeZone).toBe(
      'America/New_York',
    );
  });

  it("takes an order's scheduled time on the restaurant's clock", async () => {
    await admin.put(infoPath, { ...base, openingHours: ALWAYS_OPEN, timeZone: 'America/New_York' });
    const day = instantToZonedLocal(new Date(Date.now() + 3 * 86_400_000), 'America/New_York').slice(0, 10);
    const diner = new TestClient(ctx.app);
    const res = await diner.post('/api/orders', {
      customerInfo: DINER,
      orderType: 'TAKEAWAY',
      items: [{ menuItemId: await seededMenuItemId(ctx.app), quantity: 1 }],
      paymentMethod: 'CASH',
      asap: false,
      scheduledAt: `${day}T12:00`,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, res.json().id));
    // Noon in New York, not noon in Zurich.
    expect(row?.requestedAt.toISOString()).toBe(
      zonedLocalToInstant(`${day}T12:00`, 'America/New_York').toISOString(),
    );
  });

  it('an installation that ran with another TZ_RESTAURANT keeps its clock once the zone is data', async () => {
    const upgraded = await setupTestApp({ seed: true, config: { timeZone: 'Europe/Berlin' } });
    const office = new TestClient(upgraded.app);
    await createAdmin(upgraded.db);
    await office.login(ADMIN.username, ADMIN.password);
    expect((await office.get('/api/admin/restaurant-info')).json().timeZone).toBe('Europe/Berlin');
    const history = (await office.get('/api/admin/restaurant-texts/history')).json();
    expect(history).toEqual([
      expect.objectContaining({
        by: 'TZ_RESTAURANT',
        before: { timeZone: 'Europe/Zurich' },
        after: { timeZone: 'Europe/Berlin' },
      }),
    ]);
    // The demo's own database (seeded with the spec's zone, nothing configured) was left alone.
    expect(seeded.timeZone).toBe('Europe/Zurich');
  });

  it('a zone stored by someone else (another instance, an operator) judges the very next order', async () => {
    await ctx.db.update(restaurantInfo).set({ timeZone: 'Asia/Tokyo', openingHours: ALWAYS_OPEN });
    const day = instantToZonedLocal(new Date(Date.now() + 3 * 86_400_000), 'Asia/Tokyo').slice(0, 10);
    const res = await new TestClient(ctx.app).post('/api/orders', {
      customerInfo: DINER,
      orderType: 'TAKEAWAY',
      items: [{ menuItemId: await seededMenuItemId(ctx.app), quantity: 1 }],
      paymentMethod: 'CASH',
      asap: false,
      scheduledAt: `${day}T12:00`,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, res.json().id));
    expect(row?.requestedAt.toISOString()).toBe(
      zonedLocalToInstant(`${day}T12:00`, 'Asia/Tokyo').toISOString(),
    );
  });

  it('a zone stored by someone else (another instance, an operator) is read again by the periodic job', async () => {
    const everyDay = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
      .map((d) => `${d}: 09:00-10:00`)
      .join('\n');
    await ctx.db.update(restaurantInfo).set({ timeZone: 'Asia/Tokyo', openingHours: everyDay });
    await ctx.app.scheduler.run('restaurant-time-zone');
    // 00:30 UTC is 09:30 in Tokyo: open; 08:30 UTC is 17:30 there: closed.
    expect((await hoursStatus('2026-12-02T00:30:00Z')).openNow).toBe(true);
    expect((await hoursStatus('2026-12-02T08:30:00Z')).openNow).toBe(false);
  });
});
