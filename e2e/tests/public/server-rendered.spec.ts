import { expect, type Page, test } from '@playwright/test';

// docs/decisions/035: the public pages are rendered on the server and hydrated in the browser. Without
// JavaScript each shows its content; with it, hydration changes nothing on the page (no error, no
// layout shift, the same text) and the page works.

/** Each rendered page, with what its heading says in German and in French. */
const PAGES = [
  { path: '/', de: /./, fr: /./ },
  { path: '/menu', de: 'Speisekarte', fr: 'Carte' },
  { path: '/reservation', de: 'Tisch reservieren', fr: 'Réserver une table' },
  { path: '/vouchers', de: 'Gutscheine', fr: 'Bons cadeaux' },
  { path: '/legal', de: 'Impressum', fr: 'Mentions légales' },
  { path: '/privacy', de: 'Datenschutzerklärung', fr: /confidentialité/i },
] as const;

/** The menu's dishes as the API lists them in `language`. */
async function dishNames(page: Page, language: string): Promise<string[]> {
  const names: string[] = [];
  for (const list of ['/api/menu-items', '/api/buffet-items']) {
    const res = await page.request.get(list, { headers: { 'Accept-Language': language } });
    names.push(...((await res.json()) as { name: string }[]).map((dish) => dish.name));
  }
  return names;
}

for (const language of ['de', 'fr'] as const) {
  test.describe(`without JavaScript, in ${language}`, () => {
    test.use({ javaScriptEnabled: false, locale: `${language}-CH` });

    for (const { path, ...heading } of PAGES) {
      test(`${path} shows its content`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', `${language}-CH`);
        await expect(page.getByRole('heading', { level: 1, name: heading[language] })).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        // The notice that the site needs JavaScript is not there: it does not.
        await expect(page.getByText('needs JavaScript')).toHaveCount(0);
      });
    }

    test('/menu lists every dish, with its price and labels', async ({ page }) => {
      await page.goto('/menu');
      const names = await dishNames(page, language);
      const cards = page.locator('article h3');
      await expect(cards).toHaveCount(names.length);
      for (const name of names.slice(0, 10))
        await expect(cards.filter({ hasText: name }).first()).toBeAttached();
      await expect(page.locator('article').first()).toContainText('CHF');
      // The labels are drawn, with their stylesheet (their code comes later, with JavaScript).
      await expect(
        page.getByText(language === 'de' ? 'Legende' : 'Légende', { exact: false }).first(),
      ).toBeVisible();
      await expect(page.locator('link[rel="stylesheet"][href*="/assets/declarations-ui-"]')).toHaveCount(1);
    });
  });
}

/** Layout shifts and errors on a page from its first byte (installed before it loads). */
async function watch(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return errors;
}

/** The page once the app has hydrated it (main.tsx marks it) and it has settled. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('app-interactive').length > 0);
  await page.waitForLoadState('networkidle');
}

test.describe('the checkout, rendered before the cart is known', () => {
  test.use({ locale: 'de-CH' });

  test('shows that it is loading, then the form for the cart, or that the cart is empty', async ({
    page,
  }) => {
    const errors = await watch(page);
    await page.goto('/checkout');
    await hydrated(page);
    await expect(page.getByText('Ihr Warenkorb ist leer.', { exact: false })).toBeVisible();
    await page.goto('/menu');
    await hydrated(page);
    await page
      .getByRole('button', { name: /zum Warenkorb hinzufügen/ })
      .first()
      .click();
    await page.goto('/checkout');
    await hydrated(page);
    await expect(page.getByRole('form', { name: 'Kasse' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Wird geladen' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('hydration', () => {
  test.use({ locale: 'de-CH' });

  for (const { path } of PAGES) {
    test(`${path}: no error, no layout shift, the same text`, async ({ page }) => {
      const errors = await watch(page);
      const html = await (await page.request.get(path, { headers: { 'Accept-Language': 'de-CH' } })).text();
      await page.goto(path);
      await hydrated(page);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(shifts).toEqual([]);
      expect(errors).toEqual([]);
      // What the server sent is what the app shows (its text, in reading order).
      const sent = await page.evaluate((markup) => {
        const doc = new DOMParser().parseFromString(markup, 'text/html');
        return doc.getElementById('root')?.textContent ?? '';
      }, html);
      expect(sent.length).toBeGreaterThan(100);
      expect(await page.locator('#root').textContent()).toBe(sent);
    });
  }

  test('/menu works once hydrated: a dish goes into the cart, and the cart is there after a reload', async ({
    page,
  }) => {
    const errors = await watch(page);
    await page.goto('/menu');
    await hydrated(page);
    const add = page.getByRole('button', { name: /zum Warenkorb hinzufügen/ }).first();
    await add.click();
    await expect(page.getByRole('banner').getByRole('button', { name: /Warenkorb/ })).toContainText('1');
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('banner').getByRole('button', { name: /Warenkorb/ })).toContainText('1');
    expect(errors).toEqual([]);
  });

  test('a language chosen in the switcher is the one the next pages are rendered in', async ({
    page,
    isMobile,
  }) => {
    const errors = await watch(page);
    await page.goto('/legal');
    await hydrated(page);
    // On a phone the switcher is in the navigation.
    if (isMobile) await page.getByRole('button', { name: 'Navigation öffnen' }).click();
    const switcher = page.getByRole('group', { name: 'Sprache' }).filter({ visible: true });
    await switcher.getByRole('button', { name: 'FR Français' }).click();
    if (isMobile) await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
    // The browser still says German; the server answers in the diner's choice, from the first byte.
    const html = await (
      await page.request.get('/privacy', { headers: { 'Accept-Language': 'de-CH' } })
    ).text();
    expect(html).toContain('<html lang="fr-CH"');
    await page.goto('/privacy');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: /confidentialité/i })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a language remembered before the cookie existed follows at hydration, then is rendered', async ({
    page,
  }) => {
    const errors = await watch(page);
    await page.goto('/legal');
    await hydrated(page);
    await page.evaluate(() => localStorage.setItem('language', 'fr'));
    await page.reload();
    // Sent in the browser's language (German), then in the remembered one, which now has its cookie.
    await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('fr');
    const html = await (await page.request.get('/legal', { headers: { 'Accept-Language': 'de-CH' } })).text();
    expect(html).toContain('<html lang="fr-CH"');
    expect(errors).toEqual([]);
  });
});
