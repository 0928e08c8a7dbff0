import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './helpers';

/**
 * GET /sitemap.xml and GET /robots.txt, and the pages' absolute addresses, on an app with PUBLIC_URL: the
 * addresses are PUBLIC_URL's whatever the request's Host says.
 */

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-files-web-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><title>app</title></head><body><div id="root"></div></body></html>',
);
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
const PUBLIC_URL = 'https://hana.example.ch';
const site = await setupTestApp({ seed: true, config: { webDist, publicUrl: PUBLIC_URL } });

const get = (url: string) => site.app.inject({ url, headers: { host: 'internal:8080' } });

const LANGUAGES = ['de', 'fr', 'it', 'en'];
const LISTED = ['/', '/menu', '/reservation', '/vouchers', '/legal', '/privacy'];

describe('GET /sitemap.xml', () => {
  it('lists each public page in each language with its alternates and the x-default', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const body = res.body;
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(body).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const locs = [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      LISTED.flatMap((page) => LANGUAGES.map((language) => `${PUBLIC_URL}${page}?lang=${language}`)),
    );
    // Each entry names every language's address and the one that follows the browser.
    const entries = [...body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
    expect(entries).toHaveLength(LISTED.length * LANGUAGES.length);
    const menuFr = entries.find((entry) => entry.includes(`<loc>${PUBLIC_URL}/menu?lang=fr</loc>`)) ?? '';
    for (const language of LANGUAGES) {
      expect(menuFr).toContain(
        `<xhtml:link rel="alternate" hreflang="${language}" href="${PUBLIC_URL}/menu?lang=${language}"/>`,
      );
    }
    expect(menuFr).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/menu"/>`);
    // Not the checkout (an empty cart to a crawler), nor anything private.
    expect(body).not.toMatch(/\/(checkout|admin|account|kitchen|api)/);
    expect(body).not.toContain('internal');
  });
});

describe('GET /robots.txt', () => {
  it('lets robots read the public pages and photos, keeps them out of the rest, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Allow: /api/photos/',
        'Disallow: /admin',
        'Disallow: /api',
        'Disallow: /kitchen',
        'Disallow: /courier',
        'Disallow: /account',
        '',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('is answered to HEAD as well, and both are public routes', async () => {
    expect((await site.app.inject({ method: 'HEAD', url: '/robots.txt' })).statusCode).toBe(200);
    const table = site.app.routeAccessTable();
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      expect(table.filter((route) => route.url === url).map((route) => [route.method, route.access])).toEqual(
        expect.arrayContaining([
          ['GET', 'public'],
          ['HEAD', 'public'],
        ]),
      );
    }
  });
});

describe("the pages' addresses with PUBLIC_URL", () => {
  it('are PUBLIC_URL’s, whatever the request’s Host', async () => {
    const res = await get('/menu?lang=de');
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/menu?lang=de">`);
    expect(res.body).toContain(`<meta property="og:url" content="${PUBLIC_URL}/menu?lang=de">`);
    expect(res.body).toContain(`"@id":"${PUBLIC_URL}/#restaurant"`);
    expect(res.body).not.toContain('internal');
  });
});
