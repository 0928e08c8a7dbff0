import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { ZFoodItemSchema } from '@app/shared/catalog';
import { MENU_PAGE_DATA_ID, ZMenuPageDataSchema } from '@app/shared/menu-page-data';
import { PAGE_DATA_ID, ZPageDataSchema } from '@app/shared/page-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TestClient } from './client';
import { ADMIN, createAdmin, setupTestApp, type TTestContext } from './helpers';

/** A web build as the server reads it: index.html and the page assets the build lists. */
function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-head-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>app</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(dir, '.vite'));
  const texts = (area: string) =>
    Object.fromEntries(
      ['de', 'fr', 'it', 'en'].map((l) => [l, [`/assets/${l}-site.js`, `/assets/${l}-${area}.js`]]),
    );
  fs.writeFileSync(
    path.join(dir, '.vite', 'page-assets.json'),
    JSON.stringify({
      entry: { scripts: ['/assets/index-1.js'], styles: [] },
      pages: {
        '/': {
          scripts: ['/assets/home-page-1.js'],
          styles: ['/assets/home-page-1.css'],
          texts: texts('home'),
        },
        '/menu': {
          scripts: ['/assets/menu-page-1.js'],
          styles: ['/assets/menu-page-1.css'],
          texts: texts('menu'),
        },
        '/checkout': { scripts: ['/assets/checkout-page-1.js'], styles: [], texts: texts('checkout') },
      },
    }),
  );
  return dir;
}

/** The JSON of the page's `<script type="application/json">` of `id`, or undefined. */
function jsonScript(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html);
  return match?.[1] === undefined ? undefined : JSON.parse(match[1]);
}

let site: TTestContext;
let webDist: string;
let admin: TestClient;

beforeAll(async () => {
  webDist = fakeWebDist();
  site = await setupTestApp({ seed: true, config: { webDist } });
  await createAdmin(site.db);
  admin = new TestClient(site.app);
  await admin.login(ADMIN.username, ADMIN.password);
});
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const page = async (url: string, headers: Record<string, string> = {}) => site.app.inject({ url, headers });

describe("the public pages' HTML", () => {
  it("preloads the page's own chunks, stylesheets and texts in the request's language", async () => {
    const menu = await page('/menu', { 'accept-language': 'fr-CH,fr;q=0.9' });
    expect(menu.statusCode).toBe(200);
    expect(menu.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(menu.headers['cache-control']).toBe('no-cache');
    expect(menu.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    const head = menu.body.slice(0, menu.body.indexOf('</head>'));
    for (const file of ['/assets/menu-page-1.js', '/assets/fr-site.js', '/assets/fr-menu.js']) {
      expect(head).toContain(`<link rel="modulepreload" crossorigin href="${file}">`);
    }
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/menu-page-1.css">');
    expect(head).not.toContain('en-menu.js');
    expect(head).not.toContain('home-page');
    // As React Router matches it: case and a final slash do not matter.
    expect((await page('/MENU/')).body).toContain('/assets/menu-page-1.js');
    expect((await page('/')).body).toContain('/assets/en-home.js');
  });

  it('is Brotli-compressed for browsers that take it', async () => {
    const plain = await page('/checkout');
    const br = await page('/checkout', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('brings the answers the header, the paused notice and the prices need, as the API gives them', async () => {
    const data = () =>
      page('/checkout').then((res) => ZPageDataSchema.parse(jsonScript(res.body, PAGE_DATA_ID)));
    const first = await data();
    expect(first.restaurantInfo).toEqual((await page('/api/restaurant-info/current')).json());
    expect(first.serviceStatus).toEqual((await page('/api/public/service-status')).json());
    expect(first.activeDiscount).toEqual((await page('/api/public/discounts/active')).json());

    // A change shows in the next page at once.
    const sale = { enabled: true, percentMenu: 10, percentBuffet: 15, startsAt: null, endsAt: null };
    expect((await admin.put('/api/admin/discounts/current', sale)).statusCode).toBe(200);
    const extraUntil = new Date(Date.now() + 3_600_000).toISOString();
    const busy = { pausedUntil: null, pausedOrderTypes: [], extraMinutes: 30, extraUntil };
    expect((await admin.put('/api/admin/service-status', busy)).statusCode).toBe(200);
    const after = await data();
    expect(after.activeDiscount).toEqual(sale);
    expect(after.serviceStatus).toEqual((await page('/api/public/service-status')).json());
    expect(after.serviceStatus.extraMinutes).toBe(30);
    await admin.put('/api/admin/service-status', { ...busy, extraMinutes: 0, extraUntil: null });
    await admin.put('/api/admin/discounts/current', { ...sale, enabled: false });
  });

  it('brings the delivery zones and order settings the cart prices with, and follows a change at once', async () => {
    const data = () =>
      page('/checkout').then((res) => ZPageDataSchema.parse(jsonScript(res.body, PAGE_DATA_ID)));
    const first = await data();
    expect(first.deliveryZones).toEqual((await page('/api/delivery-zones')).json());
    expect(first.orderSettings).toEqual((await page('/api/order-settings')).json());

    const zones = (await admin.get('/api/admin/delivery-zones')).json();
    const hagendorf = {
      name: 'Hägendorf',
      postcodes: ['4614'],
      deliveryFee: 7,
      minimumOrder: 40,
      freeDeliveryFrom: null,
      extraMinutes: 15,
    };
    expect((await admin.put('/api/admin/delivery-zones', [...zones, hagendorf])).statusCode).toBe(200);
    const settings = (await admin.get('/api/admin/order-settings')).json();
    const takeawayOnly = { ...settings, orderTypes: { DELIVERY: false, TAKEAWAY: true } };
    expect((await admin.put('/api/admin/order-settings', takeawayOnly)).statusCode).toBe(200);
    const after = await data();
    expect(after.deliveryZones).toContainEqual(hagendorf);
    // The diners' settings, without the back office's own (how the diner hears the order is ready,
    // whether promo codes combine with the sale).
    const { readyNotice: _, promoWithSale: __, ...publicTakeawayOnly } = takeawayOnly;
    expect(after.orderSettings).toEqual(publicTakeawayOnly);
    await admin.put('/api/admin/delivery-zones', zones);
    await admin.put('/api/admin/order-settings', settings);
  });

  it("brings /menu's lists in the request's language, and follows a change at once", async () => {
    const menuData = async (language: string) => {
      const res = await page('/menu', { 'accept-language': language });
      return ZMenuPageDataSchema.parse(jsonScript(res.body, MENU_PAGE_DATA_ID));
    };
    const german = await menuData('de');
    expect(german.language).toBe('de');
    expect(german.menuItems).toEqual((await page('/api/menu-items', { 'accept-language': 'de' })).json());
    expect(german.buffetItems).toEqual((await page('/api/buffet-items', { 'accept-language': 'de' })).json());
    expect(german.categories).toEqual((await page('/api/categories', { 'accept-language': 'de' })).json());
    expect(german.categories?.find((c) => c.code === 'DRINK')?.name).toBe('Getränke');
    expect((await menuData('fr')).categories?.find((c) => c.code === 'DRINK')?.name).toBe('Boissons');
    // The owner's rename is on the next page.
    const drinks = { de: 'Getränke & Säfte', fr: 'Boissons', it: 'Bevande', en: 'Drinks' };
    expect((await admin.put('/api/admin/categories/DRINK', { names: drinks })).statusCode).toBe(200);
    expect((await menuData('de')).categories?.find((c) => c.code === 'DRINK')?.name).toBe('Getränke & Säfte');
    await admin.put('/api/admin/categories/DRINK', { names: { ...drinks, de: 'Getränke' } });
    expect((await menuData('en')).language).toBe('en');
    // Only /menu carries them.
    expect((await page('/')).body).not.toContain(MENU_PAGE_DATA_ID);

    // A name that would end the element if written as it is stays inside it, and reads back as it was.
    const first = german.menuItems[0];
    if (!first) throw new Error('no menu');
    const foods = z.array(ZFoodItemSchema).parse((await admin.get('/api/admin/food-items')).json());
    const food = foods.find((f) => f.id === first.foodItemId);
    if (!food) throw new Error('no food item');
    const hostile = 'Maki </script><script>alert(1)</script> & <!-- co';
    const rename = (name: string) =>
      admin.put(`/api/admin/food-items/${food.id}`, { name, description: food.description });
    expect((await rename(hostile)).statusCode).toBe(200);
    const html = (await page('/menu', { 'accept-language': 'de' })).body;
    expect(html).not.toContain('<script>alert(1)');
    // The entry, the page data, the menu's lists and the restaurant's JSON-LD (seo-head.test.ts): no more.
    expect(html.match(/<script/g)).toHaveLength(4);
    const renamed = ZMenuPageDataSchema.parse(jsonScript(html, MENU_PAGE_DATA_ID));
    expect(renamed.menuItems.find((item) => item.id === first.id)?.name).toBe(hostile);
    expect((await rename(food.name)).statusCode).toBe(200);
  });

  it('sends other pages as built', async () => {
    const other = await page('/login');
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain('modulepreload');
    expect(other.body).not.toContain(PAGE_DATA_ID);
  });
});
