import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { menuItemId, placeMenuOrder } from '../../../fixtures/api';
import { expectNoSeriousA11yViolations, waitUntilSettled } from '../axe';

/**
 * The accessibility budget (docs/performance.md): axe-core, with every rule it has (the experimental ones
 * and label in name, WCAG 2.5.3, included; see axe.ts), finds no serious or critical violation on any
 * public page, with real data: on a phone in each of the four languages (this folder is named public/ so
 * that the mobile project runs it too), on a desktop in English. Where the languages differ is in their
 * texts, which a phone's narrow screen tests hardest; each scan of every rule takes seconds, so the desktop
 * does not repeat all four. The pages are found by the texts of the language's own catalogue.
 */

type TLanguage = 'de' | 'fr' | 'it' | 'en';
const LANGUAGES: readonly TLanguage[] = ['de', 'fr', 'it', 'en'];

function catalogue(area: 'public' | 'admin', language: TLanguage): Record<string, string> {
  const file = new URL(`../../../../web/src/i18n/messages/${area}/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** The language's text for `key`, its `{placeholders}` filled (no plurals needed here). */
function textsOf(language: TLanguage) {
  const site = catalogue('public', language);
  const admin = catalogue('admin', language);
  return (key: string, values: Record<string, string> = {}, fromAdmin = false): string => {
    const message = (fromAdmin ? admin : site)[key];
    if (message === undefined) throw new Error(`no ${language} text ${key}`);
    return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  };
}

/** A dish's name in `language`, found by its English name. */
async function dishName(request: APIRequestContext, english: string, language: TLanguage) {
  const id = await menuItemId(request, english);
  const items = (await (
    await request.get('/api/menu-items', { headers: { 'Accept-Language': language } })
  ).json()) as { id: number; name: string }[];
  const item = items.find((i) => i.id === id);
  if (!item) throw new Error(`no menu item ${id}`);
  return item.name;
}

async function h1(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await waitUntilSettled(page);
}

function check(page: Page, what: string, include?: string) {
  return expectNoSeriousA11yViolations(page, what, { every: true, include });
}

for (const language of LANGUAGES) {
  test.describe(`accessibility of the public pages, in ${language}`, () => {
    // axe scans whole pages several times per test; a phone emulation on a busy machine needs room.
    test.describe.configure({ timeout: 90_000 });
    test.use({ locale: `${language}-CH` });
    const t = textsOf(language);

    test.beforeEach(async ({ page, isMobile }) => {
      test.skip(!isMobile && language !== 'en', 'the four languages on a phone, English on a desktop');
      // The page's language follows the browser's (docs/i18n.md); checked on every page below.
      await page.addInitScript(() => localStorage.removeItem('language'));
    });

    async function expectLanguage(page: Page) {
      await expect(page.locator('html')).toHaveAttribute('lang', `${language}-CH`);
    }

    test('home, with the restaurant information loaded', async ({ page }) => {
      await page.goto('/');
      await h1(page, /Hana Sushi & Thai/);
      await expectLanguage(page);
      await expect(page.locator('#location').getByRole('rowheader').first()).toBeVisible();
      await expect(page.locator('#contact')).toContainText('+41 62 212 34 56');
      await check(page, `/ (${language})`);
    });

    test('the phone navigation drawer', async ({ page, isMobile }) => {
      test.skip(!isMobile, 'the burger menu is shown on small screens only');
      await page.goto('/');
      await h1(page, /Hana Sushi & Thai/);
      await page.getByRole('button', { name: t('site.nav.open') }).click();
      await expect(page.getByRole('dialog', { name: t('site.nav.title') })).toBeVisible();
      await check(page, `the navigation drawer (${language})`);
    });

    test('menu, then the cart drawer, then checkout with that cart', async ({ page, request }) => {
      // Four scans of every rule, the menu's of about 1,400 elements.
      test.setTimeout(180_000);
      const curry = await dishName(request, 'Green Curry Chicken', language);
      const rice = await dishName(request, 'Jasmine Rice', language);
      await page.goto('/menu');
      await h1(page, t('site.menu.title'));
      await expectLanguage(page);
      await page.getByRole('button', { name: t('site.cart.addLabel', { name: curry }), exact: true }).click();
      await page.getByRole('button', { name: t('site.cart.addLabel', { name: rice }), exact: true }).click();
      const cartButton = page.getByRole('banner').getByRole('button', {
        name: new RegExp(`^${t('site.cart.button')} 2 `),
      });
      await expect(cartButton).toBeVisible();
      await check(page, `/menu (${language})`);

      await cartButton.click();
      const drawer = page.getByRole('dialog', { name: t('cart.title') });
      await expect(drawer.getByRole('listitem')).toHaveCount(2);
      await check(page, `the cart drawer (${language})`);

      await drawer.getByRole('link', { name: t('cart.checkout') }).click();
      await h1(page, t('checkout.title'));
      await expect(
        page.getByRole('textbox', { name: t('checkout.field.firstName'), exact: true }),
      ).toBeVisible();
      await check(page, `/checkout (${language})`);

      // The form's error state: every required field named as missing.
      await page.getByRole('button', { name: t('checkout.continue') }).click();
      await expect(
        page
          .getByRole('main')
          .getByRole('alert')
          .filter({ hasText: t('checkout.fixFields') }),
      ).toBeVisible();
      await check(page, `/checkout with errors (${language})`);
    });

    test('reservation', async ({ page }) => {
      await page.goto('/reservation');
      await h1(page, t('pages.reservation.title'));
      await expectLanguage(page);
      await check(page, `/reservation (${language})`);
    });

    test('thank-you and tracking for a real order', async ({ page, request }) => {
      const email = `a11y.${language}.${test.info().project.name}.${Date.now()}@example.ch`;
      const orderId = await placeMenuOrder(request, {
        items: [{ menuItemId: await menuItemId(request, 'Green Curry Chicken'), quantity: 1 }],
        email,
      });
      const query = new URLSearchParams({ orderId, email }).toString();

      await page.goto(`/thank-you?${query}`);
      await h1(page, t('pages.thankYou.heading'));
      await expectLanguage(page);
      await check(page, `/thank-you (${language})`);

      await page.goto(`/track?${query}`);
      await h1(page, t('pages.track.title'));
      await expect(page.getByRole('article')).toBeVisible();
      await check(page, `/track (${language})`);
    });

    test('login', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByLabel(t('login.username', {}, true))).toBeVisible();
      await waitUntilSettled(page);
      await expectLanguage(page);
      await check(page, `/login (${language})`);
    });

    test('privacy and legal notice', async ({ page }) => {
      await page.goto('/privacy');
      await h1(page, t('pages.privacy.heading'));
      await expectLanguage(page);
      await check(page, `/privacy (${language})`);

      await page.goto('/legal');
      await h1(page, t('pages.legal.heading'));
      await check(page, `/legal (${language})`);
    });
  });
}
