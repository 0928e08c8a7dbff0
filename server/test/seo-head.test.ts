import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { ZMenuItemSchema } from '@app/shared/catalog';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { restaurantInfo } from '../src/db/schema';
import { TestClient } from './client';
import { ADMIN, createAdmin, setupTestApp } from './helpers';
import { schemaOrgProblems } from './schema-org';

/**
 * What search engines and link previews read in the public pages' HTML (modules/pages/seo-head.ts):
 * title, description, canonical address and alternates, Open Graph and Twitter tags, and the restaurant's
 * JSON-LD, in the language of the address (`?lang=`) or of the browser. Without PUBLIC_URL the addresses
 * are the request's own (seo-files.test.ts has the app with one).
 */

/** A web build as the server reads it: the real index.html's head (generic title, description, lang). */
function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-head-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Sushi and Thai dishes: browse the menu, order online for takeaway or delivery, and book a table."
    />
    <title>Sushi &amp; Thai · Order online and book a table</title>
    <script type="module" src="/assets/index-1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`,
  );
  return dir;
}

const webDist = fakeWebDist();
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
const site = await setupTestApp({ seed: true, config: { webDist } });
await createAdmin(site.db);
const admin = new TestClient(site.app);
await admin.login(ADMIN.username, ADMIN.password);

const HOST = 'hana.example.ch';
const ORIGIN = `http://${HOST}`;

const page = (url: string, language?: string) =>
  site.app.inject({ url, headers: { host: HOST, ...(language ? { 'accept-language': language } : {}) } });

/** The head of a page's HTML. */
async function headOf(url: string, language?: string): Promise<string> {
  const res = await page(url, language);
  expect(res.statusCode, url).toBe(200);
  return res.body.slice(0, res.body.indexOf('</head>'));
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The content of `<meta {kind}="{key}">` (each a list: a key may repeat). */
function metas(head: string, kind: 'name' | 'property', key: string): string[] {
  const pattern = new RegExp(`<meta ${kind}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`, 'g');
  return [...head.matchAll(pattern)].map((match) => decode(match[1] ?? ''));
}
const metaOf = (head: string, kind: 'name' | 'property', key: string) => metas(head, kind, key)[0];

function titleOf(head: string): string | undefined {
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)];
  expect(titles).toHaveLength(1);
  return decode(titles[0]?.[1] ?? '');
}

/** The page's JSON-LD, or undefined. */
function jsonLdOf(head: string): Record<string, unknown> | undefined {
  const scripts = [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  expect(scripts.length).toBeLessThanOrEqual(1);
  const json = scripts[0]?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

type TMenuLd = { name: string; hasMenuSection: { name: string; hasMenuItem: { name: string }[] }[] };
/** The JSON-LD's menu (/menu's JSON-LD has one). */
function menuOf(ld: Record<string, unknown> | undefined): TMenuLd {
  if (typeof ld?.hasMenu !== 'object' || ld.hasMenu === null) throw new Error('no Menu in the JSON-LD');
  return ld.hasMenu as TMenuLd;
}
const dishNames = (ld: Record<string, unknown> | undefined) =>
  menuOf(ld).hasMenuSection.flatMap((section) => section.hasMenuItem.map((item) => item.name));

const PAGES = ['/', '/menu', '/reservation', '/vouchers', '/legal', '/privacy', '/checkout'];

describe("the public pages' head for search engines and link previews", () => {
  it("puts the restaurant and its menu as JSON-LD into /menu, with the dishes in the browser's language", async () => {
    const german = await headOf('/menu', 'de-CH,de;q=0.9,en;q=0.5');
    const ld = jsonLdOf(german);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Hana Sushi & Thai',
      telephone: '+41 62 212 34 56',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Baslerstrasse 24',
        postalCode: '4600',
        addressLocality: 'Olten',
        addressCountry: 'CH',
      },
      acceptsReservations: true,
      hasMenu: { '@type': 'Menu', name: 'Speisekarte', inLanguage: 'de' },
    });
    expect(schemaOrgProblems(ld)).toEqual([]);
    expect(dishNames(ld)).toContain('Misosuppe');
    expect(dishNames(ld)).not.toContain('Soupe miso');
    // As the public list has them, in the categories' names and order.
    const menu = z
      .array(ZMenuItemSchema)
      .parse((await page('/api/menu-items', 'de')).json())
      .filter((item) => item.available);
    const categories = (await page('/api/categories', 'de')).json() as { code: string; name: string }[];
    const sections = menuOf(ld).hasMenuSection;
    expect(sections.map((s) => s.name).slice(0, -1)).toEqual(
      categories.map((c) => c.name).filter((_, i) => menu.some((m) => m.category === categories[i]?.code)),
    );
    expect(sections.at(-1)?.name).toBe('Buffet');
    const miso = menu.find((item) => item.name === 'Misosuppe');
    const misoLd = sections.flatMap((s) => s.hasMenuItem).find((item) => item.name === 'Misosuppe');
    expect(misoLd).toMatchObject({
      '@type': 'MenuItem',
      description: miso?.description,
      offers: { '@type': 'Offer', price: miso?.price.toFixed(2), priceCurrency: 'CHF' },
    });
    // The weekly hours: Monday is the demo's closed day.
    const hours = ld?.openingHoursSpecification as { dayOfWeek?: string[] }[];
    expect(hours.length).toBeGreaterThan(0);
    expect(JSON.stringify(hours)).not.toContain('Monday');

    const french = jsonLdOf(await headOf('/menu', 'fr-CH'));
    expect(dishNames(french)).toContain('Soupe miso');
    expect(dishNames(french)).not.toContain('Misosuppe');
    expect(french?.hasMenu).toMatchObject({ name: 'Carte', inLanguage: 'fr' });
    expect(schemaOrgProblems(french)).toEqual([]);
  });

  it('names the menu by its address on /, and brings no JSON-LD to the other pages', async () => {
    const home = jsonLdOf(await headOf('/', 'de'));
    expect(home).toMatchObject({
      '@type': 'Restaurant',
      hasMenu: `${ORIGIN}/menu?lang=de`,
      url: `${ORIGIN}/`,
    });
    expect(schemaOrgProblems(home)).toEqual([]);
    for (const path of ['/reservation', '/vouchers', '/legal', '/privacy', '/checkout']) {
      expect(jsonLdOf(await headOf(path, 'de')), path).toBeUndefined();
    }
  });

  it('follows ?lang= over the browser: texts, dishes, <html lang> and the canonical address', async () => {
    const res = await page('/menu?lang=fr', 'de-CH');
    expect(res.body).toMatch(/^<!doctype html>\s*<html lang="fr-CH" data-mantine-color-scheme="light">/);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(dishNames(jsonLdOf(head))).toContain('Soupe miso');
    expect(titleOf(head)).toBe('Carte | Hana Sushi & Thai');
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/menu?lang=fr">`);
    // Without ?lang= the browser's language decides, and the page says so.
    expect((await page('/menu', 'it-CH')).body).toContain('<html lang="it-CH"');
    expect((await page('/menu')).body).toContain('<html lang="en-CH"');
    // An unknown language in the address is ignored.
    expect((await page('/menu?lang=xx', 'de')).body).toContain('<html lang="de-CH"');
    // The API follows Accept-Language only: its clients say their language there.
    const categories = (await page('/api/categories?lang=fr', 'de')).json() as {
      code: string;
      name: string;
    }[];
    expect(categories.find((c) => c.code === 'DRINK')?.name).toBe('Getränke');
  });

  it('lists the page in every language and the address that follows the browser', async () => {
    const head = await headOf('/reservation', 'de');
    // Its own address is its canonical one: the one that follows the browser's language.
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/reservation">`);
    expect(await headOf('/reservation?lang=de', 'fr')).toContain(
      `<link rel="canonical" href="${ORIGIN}/reservation?lang=de">`,
    );
    for (const language of ['de', 'fr', 'it', 'en']) {
      expect(head).toContain(
        `<link rel="alternate" hreflang="${language}" href="${ORIGIN}/reservation?lang=${language}">`,
      );
    }
    expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/reservation">`);
    expect(head.match(/rel="alternate"/g)).toHaveLength(5);
  });

  it('gives each public page its own title and description in each language, with the restaurant name', async () => {
    const seen = new Set<string>();
    for (const path of PAGES) {
      for (const language of ['de', 'fr', 'it', 'en']) {
        const head = await headOf(`${path}?lang=${language}`);
        const title = titleOf(head);
        const descriptions = metas(head, 'name', 'description');
        expect(descriptions, `${path} ${language}`).toHaveLength(1);
        const description = descriptions[0] ?? '';
        expect(title).toContain('Hana Sushi & Thai');
        expect(description).toContain('Hana Sushi & Thai');
        expect(seen.has(description), `${path} ${language}: ${description}`).toBe(false);
        seen.add(description);
        // The build's generic ones are gone.
        expect(head).not.toContain('Sushi and Thai dishes: browse the menu');
        expect(head).not.toContain('<title>Sushi &amp; Thai · Order online');
      }
    }
    const reservation = await headOf('/reservation?lang=de');
    expect(titleOf(reservation)).toBe('Tisch reservieren | Hana Sushi & Thai');
    expect(metaOf(reservation, 'name', 'description')).toBe(
      'Reservieren Sie online einen Tisch bei Hana Sushi & Thai: Tag, Uhrzeit und Anzahl Personen wählen – die Bestätigung erhalten Sie per E-Mail.',
    );
    const home = await headOf('/?lang=fr');
    expect(titleOf(home)).toBe('Hana Sushi & Thai · Commander en ligne et réserver une table');
    expect(metaOf(home, 'name', 'description')).toBe(
      'Hana Sushi & Thai à Olten : consultez la carte, commandez en ligne à emporter ou en livraison, et réservez une table.',
    );
    expect(titleOf(await headOf('/legal?lang=it'))).toBe('Note legali | Hana Sushi & Thai');
    expect(titleOf(await headOf('/privacy?lang=en'))).toBe('Privacy | Hana Sushi & Thai');
    // The name is the restaurant's: a rename shows on the next page.
    await site.db.update(restaurantInfo).set({ name: 'Hana "Olten" <Sushi>' });
    const renamed = await headOf('/vouchers?lang=en');
    expect(titleOf(renamed)).toBe('Gift vouchers | Hana "Olten" <Sushi>');
    expect(renamed).toContain('<title>Gift vouchers | Hana &quot;Olten&quot; &lt;Sushi&gt;</title>');
    await site.db.update(restaurantInfo).set({ name: 'Hana Sushi & Thai' });
  });

  it('has Open Graph and Twitter card tags, with a dish photo once the menu has one', async () => {
    const before = await headOf('/', 'de');
    expect(metaOf(before, 'property', 'og:type')).toBe('restaurant.restaurant');
    expect(metaOf(before, 'property', 'og:title')).toBe(titleOf(before));
    expect(metaOf(before, 'property', 'og:description')).toBe(metaOf(before, 'name', 'description'));
    expect(metaOf(before, 'property', 'og:url')).toBe(`${ORIGIN}/`);
    expect(metaOf(before, 'property', 'og:site_name')).toBe('Hana Sushi & Thai');
    expect(metaOf(before, 'property', 'og:locale')).toBe('de_CH');
    expect(metas(before, 'property', 'og:locale:alternate')).toEqual(['fr_CH', 'it_CH', 'en_CH']);
    expect(metaOf(before, 'property', 'restaurant:contact_info:locality')).toBe('Olten');
    expect(metaOf(before, 'property', 'og:image')).toBeUndefined();
    expect(metaOf(before, 'name', 'twitter:card')).toBe('summary');
    expect(metaOf(before, 'name', 'twitter:title')).toBe(titleOf(before));
    expect(metaOf(await headOf('/menu', 'de'), 'property', 'og:type')).toBe('website');

    // A photo for the miso soup.
    const menu = z.array(ZMenuItemSchema).parse((await page('/api/menu-items', 'de')).json());
    const miso = menu.find((item) => item.name === 'Misosuppe');
    if (!miso) throw new Error('no miso soup');
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="100%" height="100%" fill="#a8322a"/></svg>';
    const jpeg = await sharp(Buffer.from(svg)).jpeg().toBuffer();
    const upload = await admin.request('PUT', `/api/admin/food-items/${miso.foodItemId}/photo`, jpeg, {
      'content-type': 'image/jpeg',
    });
    expect(upload.statusCode).toBe(200);

    const after = await headOf('/reservation', 'de');
    const image = metaOf(after, 'property', 'og:image') ?? '';
    expect(image).toMatch(new RegExp(`^${ORIGIN}/api/photos/[0-9a-f]+-1280\\.jpg$`));
    expect(metaOf(after, 'property', 'og:image:width')).toBe('1280');
    expect(metaOf(after, 'property', 'og:image:height')).toBe('960');
    expect(metaOf(after, 'property', 'og:image:alt')).toBe('Misosuppe');
    expect(metaOf(after, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(after, 'name', 'twitter:image')).toBe(image);
    const file = await site.app.inject({ url: image.replace(ORIGIN, '') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    // The restaurant's picture, and the dish's own.
    const ld = jsonLdOf(await headOf('/menu', 'de'));
    expect(ld?.image).toBe(image);
    const misoLd = menuOf(ld)
      .hasMenuSection.flatMap((s) => s.hasMenuItem)
      .find((item) => item.name === 'Misosuppe');
    expect(misoLd).toMatchObject({ image });
    expect(schemaOrgProblems(ld)).toEqual([]);
  });

  it("follows a change of the restaurant's days at once: a closed special day", async () => {
    const future = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await site.db
      .update(restaurantInfo)
      .set({ specialDays: [{ date: future, closed: true, ranges: [], note: 'Betriebsferien' }] });
    const ld = jsonLdOf(await headOf('/', 'de'));
    expect(ld?.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      opens: '00:00',
      closes: '00:00',
      validFrom: future,
      validThrough: future,
    });
    expect(schemaOrgProblems(ld)).toEqual([]);
    await site.db.update(restaurantInfo).set({ specialDays: [] });
    expect(JSON.stringify(jsonLdOf(await headOf('/', 'de')))).not.toContain(future);
  });

  it('says where the restaurant is, its cuisines in the page’s language and its price range, as the owner saved them', async () => {
    const info = (await admin.get('/api/admin/restaurant-info')).json();
    const save = (body: Record<string, unknown>) =>
      admin.put(`/api/admin/restaurant-info/${info.id}`, {
        name: info.name,
        aboutText: info.aboutText,
        phone: info.phone,
        address: info.address,
        openingHours: info.openingHours,
        ...body,
      });
    // The demo's.
    const german = jsonLdOf(await headOf('/', 'de'));
    expect(german).toMatchObject({
      geo: { '@type': 'GeoCoordinates', latitude: 47.3516, longitude: 7.9077 },
      servesCuisine: ['Japanisch', 'Sushi', 'Thailändisch'],
      priceRange: 'CHF 6–30',
    });
    expect(schemaOrgProblems(german)).toEqual([]);
    const french = jsonLdOf(await headOf('/menu?lang=fr', 'de'));
    expect(french?.servesCuisine).toEqual(['Japonaise', 'Sushi', 'Thaïlandaise']);
    expect(schemaOrgProblems(french)).toEqual([]);

    // A save shows at once.
    expect(
      (await save({ latitude: 47.35, longitude: 7.9, cuisines: ['Sushi'], priceRange: 'CHF 15–40' }))
        .statusCode,
    ).toBe(200);
    expect(jsonLdOf(await headOf('/', 'it'))).toMatchObject({
      geo: { '@type': 'GeoCoordinates', latitude: 47.35, longitude: 7.9 },
      servesCuisine: ['Giapponese', 'Sushi', 'Thailandese'],
      priceRange: 'CHF 15–40',
    });
    expect(jsonLdOf(await headOf('/', 'de'))?.servesCuisine).toEqual(['Sushi']);

    // Cleared: nothing is guessed.
    const cleared = await save({
      latitude: null,
      longitude: null,
      cuisines: [],
      priceRange: null,
      translations: { fr: { cuisines: [] }, it: { cuisines: [] }, en: { cuisines: [] } },
    });
    expect(cleared.statusCode).toBe(200);
    for (const language of ['de', 'fr']) {
      const ld = jsonLdOf(await headOf('/menu', language));
      expect(ld).not.toHaveProperty('geo');
      expect(ld).not.toHaveProperty('servesCuisine');
      expect(ld).not.toHaveProperty('priceRange');
      expect(schemaOrgProblems(ld)).toEqual([]);
    }
  });

  it('keeps a dish name that would end the script inside the JSON-LD', async () => {
    const foods = (await admin.get('/api/admin/food-items')).json() as {
      id: number;
      name: string;
      description: string;
    }[];
    const food = foods.find((f) => f.name === 'Misosuppe');
    if (!food) throw new Error('no food item');
    const hostile = "Miso </script><script>alert(1)</script> & $' <!-- co";
    const rename = (name: string) =>
      admin.put(`/api/admin/food-items/${food.id}`, { name, description: food.description });
    expect((await rename(hostile)).statusCode).toBe(200);
    const html = (await page('/menu', 'de')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(dishNames(jsonLdOf(html.slice(0, html.indexOf('</head>'))))).toContain(hostile);
    expect(metaOf(html, 'property', 'og:image:alt')).toBe(hostile);
    expect((await rename(food.name)).statusCode).toBe(200);
  });

  it('uses the request’s own origin without PUBLIC_URL, never a Host it cannot trust as one', async () => {
    const res = await site.app.inject({ url: '/legal', headers: { host: 'evil.example"><script>' } });
    expect(res.body).not.toContain('evil.example');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost/legal">');
  });

  it('compresses a page once it is asked for again, so a host of its own costs no compression', async () => {
    const legal = (host: string) =>
      site.app.inject({ url: '/legal', headers: { host, 'accept-encoding': 'br', 'accept-language': 'fr' } });
    const first = await legal('first-name.example.ch');
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.body).toContain('href="http://first-name.example.ch/legal?lang=fr"');
    const again = await legal('first-name.example.ch');
    expect(again.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(first.body);
    // A site reached under two names keeps both pages.
    expect((await legal('second-name.example.ch')).headers['content-encoding']).toBeUndefined();
    expect((await legal('second-name.example.ch')).headers['content-encoding']).toBe('br');
    expect((await legal('first-name.example.ch')).headers['content-encoding']).toBe('br');
  });

  it('leaves the pages that are not public as built', async () => {
    for (const path of ['/admin', '/account', '/kitchen', '/track']) {
      const res = await page(path, 'de');
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).not.toContain('rel="canonical"');
      expect(res.body, path).toContain('<title>Sushi &amp; Thai · Order online and book a table</title>');
    }
  });
});
