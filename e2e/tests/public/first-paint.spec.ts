import { expect, test } from '@playwright/test';

// docs/decisions/015: a public page's HTML brings what its first paint needs. /menu draws its
// cards, its header and its prices without asking the API for them, and its own chunks are preloaded.

const FIRST_PAINT_ANSWERS = [
  '/api/menu-items',
  '/api/buffet-items',
  '/api/restaurant-info/current',
  '/api/public/service-status',
  '/api/public/discounts/active',
];

test("/menu's first paint asks the API for nothing it brings in its HTML", async ({ page, request }) => {
  const asked: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (FIRST_PAINT_ANSWERS.includes(pathname)) asked.push(pathname);
  });
  await page.goto('/menu');
  await expect(page.locator('article h3').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  // The page has settled (the labels' chunk came after the paint): still nothing asked.
  await expect(page.getByText('Filters', { exact: true })).toBeVisible();
  expect(asked).toEqual([]);

  // The built page's own files, preloaded from its HTML in the language asked for.
  const html = await (await request.get('/menu', { headers: { 'Accept-Language': 'fr-CH' } })).text();
  const head = html.slice(0, html.indexOf('</head>'));
  // At low priority: the page, rendered on the server, paints without them (docs/decisions/035).
  expect(head).toMatch(
    /<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/menu-page-[\w-]+\.js">/,
  );
  expect(head).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/menu-page-[\w-]+\.css">/);
  expect(head).toContain('<script type="application/json" id="menu-data">{"language":"fr"');
  expect(head).toContain('<script type="application/json" id="page-data">');
});

test('a page reached within the app asks for its answers as before', async ({ page }) => {
  await page.goto('/');
  const menu = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/menu-items');
  await page.getByRole('link', { name: 'See the menu' }).click();
  expect((await menu).status()).toBe(200);
  await expect(page.locator('article h3').first()).toBeVisible();
});
