import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { findWebDist } from '../src/plugins/spa';
import { TestClient } from './client';
import { ADMIN, createAdmin, setupTestApp, type TTestContext } from './helpers';

/**
 * The public pages rendered on the server, with the web app's own build (web/dist and its render module in
 * web/dist-ssr): what a search engine, a link preview or a browser without JavaScript gets.
 */

const webDist = findWebDist();
const renderModule = webDist && path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js');
if (!webDist || !renderModule || !fs.existsSync(renderModule)) {
  throw new Error('page-render.test.ts needs the web build with its render module: npm run build -w web');
}

let site: TTestContext;
let admin: TestClient;

beforeAll(async () => {
  site = await setupTestApp({ seed: true, config: { webDist } });
  await createAdmin(site.db);
  admin = new TestClient(site.app);
  await admin.login(ADMIN.username, ADMIN.password);
});

const get = (url: string, language = 'de-CH') =>
  site.app.inject({ url, headers: { 'accept-language': language } });

/** What the server rendered into #root ('' when the page is left to the browser). */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('<script type="module"');
  if (start < 0) throw new Error('no #root');
  const root = html.slice(start + '<div id="root">'.length, end > start ? end : undefined);
  return root.startsWith('</div>') ? '' : root;
}

/** A text as the render writes it in HTML. */
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The JSON-LD objects of a page. */
function jsonLd(html: string): { '@type': string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ''),
  );
}

describe('the menu rendered on the server', () => {
  it.each([
    ['de-CH', 'Speisekarte'],
    ['fr-CH', 'Carte'],
  ])(
    'in %s, has every dish the menu lists, by its name in that language, and the JSON-LD',
    async (language, title) => {
      const page = await get('/menu', language);
      expect(page.statusCode).toBe(200);
      const root = rootOf(page.body);
      expect(root).toContain(`>${title}</h1>`);
      const dishes = [
        ...(await get('/api/menu-items', language)).json<{ name: string }[]>(),
        ...(await get('/api/buffet-items', language)).json<{ name: string }[]>(),
      ];
      expect(dishes.length).toBeGreaterThan(20);
      for (const dish of dishes) expect(root).toContain(escaped(dish.name));
      const restaurant = jsonLd(page.body).find((item) => item['@type'] === 'Restaurant');
      expect(restaurant?.hasMenu).toMatchObject({ '@type': 'Menu' });
      // Nothing tells a browser without JavaScript that it needs it: the page is there.
      expect(page.body).not.toContain('<noscript>');
    },
  );

  it('is the same HTML for the same data and language, and follows a change of the data at once', async () => {
    const first = await get('/menu');
    expect((await get('/menu')).body).toBe(first.body);
    const info = (await admin.get('/api/admin/restaurant-info')).json<{ id: number; name: string }>();
    const renamed = `${info.name} Olten`;
    expect(
      (await admin.put(`/api/admin/restaurant-info/${info.id}`, { ...info, name: renamed })).statusCode,
    ).toBe(200);
    try {
      expect(rootOf((await get('/menu')).body)).toContain(escaped(renamed));
      expect(rootOf((await get('/')).body)).toContain(escaped(renamed));
    } finally {
      await admin.put(`/api/admin/restaurant-info/${info.id}`, info);
    }
    expect(rootOf((await get('/menu')).body)).not.toContain(escaped(renamed));
  });

  it('draws a pause of online orders from its first byte', async () => {
    const pausedUntil = new Date(Date.now() + 3_600_000).toISOString();
    const pause = {
      pausedUntil,
      pausedOrderTypes: ['DELIVERY', 'TAKEAWAY'],
      extraMinutes: 0,
      extraUntil: null,
    };
    const before = rootOf((await get('/menu', 'en')).body);
    expect((await admin.put('/api/admin/service-status', pause)).statusCode).toBe(200);
    try {
      const paused = rootOf((await get('/menu', 'en')).body);
      expect(paused).not.toBe(before);
      expect(paused).toMatch(/role="(status|alert)"/);
    } finally {
      await admin.put('/api/admin/service-status', { ...pause, pausedUntil: null, pausedOrderTypes: [] });
    }
  });
});

describe('the other public pages rendered on the server', () => {
  it.each([
    ['/', /<h1[^>]*>/],
    ['/reservation', />Tisch reservieren<\/h1>/],
    ['/vouchers', />Gutscheine<\/h1>/],
    ['/legal', />Impressum<\/h1>/],
    ['/privacy', />Datenschutzerklärung<\/h1>/],
  ])('%s has its content in the HTML', async (url, heading) => {
    const page = await get(url);
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body)).toMatch(heading);
  });

  it("renders in the language the address names, whatever the browser's", async () => {
    const page = await get('/legal?lang=fr', 'de-CH');
    expect(page.body).toContain('<html lang="fr-CH"');
    expect(rootOf(page.body)).toContain('>Mentions légales</h1>');
  });

  it("renders in the language the diner chose in the switcher (its cookie), before the browser's", async () => {
    const chosen = (cookie: string, url = '/legal') =>
      site.app.inject({ url, headers: { 'accept-language': 'de-CH', cookie } });
    const french = await chosen('sid=x; language=fr');
    expect(french.body).toContain('<html lang="fr-CH"');
    expect(rootOf(french.body)).toContain('>Mentions légales</h1>');
    expect(french.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    // The address's language still wins; a language we do not speak, or none, leaves the browser's.
    expect((await chosen('language=fr', '/legal?lang=it')).body).toContain('<html lang="it-CH"');
    for (const cookie of ['language=es', 'language=', 'language=%ZZ', 'lang=fr', '; ;=']) {
      expect((await chosen(cookie)).body, cookie).toContain('<html lang="de-CH"');
    }
    // The API answers in the language its client asks for: the cookie is the pages' own.
    const menu = (language: string, cookie?: string) =>
      site.app
        .inject({
          url: '/api/menu-items',
          headers: { 'accept-language': language, ...(cookie ? { cookie } : {}) },
        })
        .then((answer) => answer.body);
    const german = await menu('de-CH');
    expect(await menu('fr-CH')).not.toBe(german);
    expect(await menu('de-CH', 'language=fr')).toBe(german);
  });

  it("draws the checkout with its form's place held: only the browser knows the cart", async () => {
    const root = rootOf((await get('/checkout')).body);
    expect(root).toContain('>Kasse</h1>');
    expect(root).toMatch(/role="status" aria-busy="true"/);
    // Neither an empty cart's notice nor a form: the diner's cart is not known here.
    expect(root).not.toContain('<form');
  });

  it('leaves to the browser what an address with a query says, and the back office', async () => {
    expect(rootOf((await get('/menu?category=DRINK')).body)).toBe('');
    expect(rootOf((await get('/reservation?date=2026-12-24')).body)).toBe('');
    // The back office stays a client-side app.
    expect(rootOf((await get('/admin')).body)).toBe('');
    expect(rootOf((await get('/login')).body)).toBe('');
  });
});
