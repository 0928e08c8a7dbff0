import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/**
 * The menu on a phone (390×844, the journey project) in German and French. 66 cards of
 * a large photo over their text made /menu 33,400 px long; on a phone each dish is now a compact row with a
 * thumbnail, the category bar stays under the header while the menu scrolls, and a bar at the bottom of the
 * screen shows the cart's count and total and opens the cart. Texts come from the language's catalogue.
 */

/**
 * Measured on 2026-11-28 with the demo menu (66 dishes with their declarations, the buffet, the footer):
 * de 13,470 px, fr 13,120 px, it 13,050 px, en 12,880 px. The bound leaves room for a longer text or two,
 * and fails long before the old 33,400 px.
 */
const MAX_MENU_HEIGHT = 14_500;

const LANGUAGES = ['de', 'fr'] as const;
type TLanguage = (typeof LANGUAGES)[number];
type TItem = { id: number; name: string; price: number; available: boolean; soldOutToday?: boolean };

function texts(language: TLanguage) {
  const file = new URL(`../../../web/src/i18n/messages/public/${language}.json`, import.meta.url);
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return (key: string, values: Record<string, string> = {}): string => {
    const message = catalogue[key];
    if (message === undefined) throw new Error(`no ${language} text ${key}`);
    return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  };
}

async function menu(request: APIRequestContext, language: TLanguage): Promise<TItem[]> {
  const response = await request.get('/api/menu-items', { headers: { 'Accept-Language': language } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as TItem[]).filter((item) => item.available && !item.soldOutToday);
}

/**
 * The whole menu drawn with its declarations (their chunk comes after the first paint), every section
 * laid out at its real height rather than the estimate those off screen have.
 */
async function menuDrawn(page: Page, contains: string) {
  await expect(page.locator('[aria-busy="true"], [data-skeleton]')).toHaveCount(0);
  // The buffet comes last, with the menu's later sections.
  await expect(page.locator('main section#buffet article').first()).toBeAttached();
  await expect(page.locator('main article').filter({ hasText: contains }).first()).toBeAttached();
  await page.addStyleTag({ content: 'main section { content-visibility: visible !important; }' });
}

function chf(rappen: number): string {
  return `CHF ${(rappen / 100).toFixed(2)}`;
}

for (const language of LANGUAGES) {
  test.describe(`the menu on a phone (${language})`, () => {
    test.use({ locale: `${language}-CH` });
    const t = texts(language);
    // 'Enthält: ' of 'Enthält: {list}', as the declarations of a dish with allergens begin.
    const contains = t('menu.allergens.contains').split('{')[0] ?? '';

    test('is a compact list with thumbnails, much shorter than before', async ({ page, request }) => {
      const [first] = await menu(request, language);
      await page.goto('/menu');
      await expect(page.locator('html')).toHaveAttribute('lang', `${language}-CH`);
      await expect(page.getByRole('heading', { level: 1, name: t('site.menu.title') })).toBeVisible();
      // With their declarations (diets, allergens), as on a desktop.
      await menuDrawn(page, contains);

      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThan(MAX_MENU_HEIGHT);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // A card: its photo a small thumbnail at the right of the name, Add under it.
      const card = page
        .locator('main article')
        .filter({ has: page.getByRole('heading', { name: first?.name }) });
      const photo = card.first().getByRole('img', { name: first?.name });
      const name = card.first().getByRole('heading', { level: 3 });
      const add = card
        .first()
        .getByRole('button', { name: t('site.cart.addLabel', { name: first?.name ?? '' }) });
      const [photoBox, nameBox, addBox] = await Promise.all([
        photo.boundingBox(),
        name.boundingBox(),
        add.boundingBox(),
      ]);
      if (!photoBox || !nameBox || !addBox) throw new Error('the first card is not laid out');
      expect(photoBox.width).toBeLessThanOrEqual(100);
      expect(photoBox.x).toBeGreaterThan(nameBox.x + nameBox.width - 1);
      expect(addBox.y).toBeGreaterThanOrEqual(photoBox.y + photoBox.height);
      expect((await card.first().boundingBox())?.height ?? 999).toBeLessThan(300);

      // The photo stays large in the dish's details.
      await name.getByRole('button').click();
      const dialog = page.getByRole('dialog', { name: first?.name });
      await expect(dialog).toBeVisible();
      const large = await dialog.getByRole('img', { name: first?.name }).boundingBox();
      expect(large?.width ?? 0).toBeGreaterThan(300);
    });

    test('keeps the category bar in reach while scrolling, the category in view marked', async ({ page }) => {
      await page.goto('/menu');
      await expect(page.getByRole('heading', { level: 1, name: t('site.menu.title') })).toBeVisible();
      const bar = page.getByRole('navigation', { name: t('site.menu.categories') });
      await expect(bar).toBeInViewport();
      const sections = page.locator('main section[aria-labelledby]');
      await expect(sections.nth(3)).toBeAttached();

      // The fourth category, reached by scrolling (not by its link).
      const fourth = sections.nth(3);
      const title = (await fourth.getByRole('heading', { level: 2 }).textContent()) ?? '';
      await fourth.evaluate((section) =>
        window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 150),
      );
      await expect(bar).toBeInViewport();
      const box = await bar.boundingBox();
      expect(box?.y ?? 999).toBeLessThan(120);
      await expect(bar.getByRole('link', { name: title, exact: true })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(bar.getByRole('link', { name: title, exact: true })).toBeInViewport();
    });

    test('shows a cart bar with the count and total that opens the cart', async ({ page, request }) => {
      const [a, b] = await menu(request, language);
      if (!a || !b) throw new Error('the menu has fewer than two dishes to order');
      // 'Warenkorb ansehen' of 'Warenkorb ansehen · 3 Artikel'.
      const barButton = page.getByRole('button', {
        name: new RegExp(`^${t('site.cart.bar').split(' · ')[0]} · `),
      });
      await page.goto('/menu');
      await expect(page.getByRole('heading', { level: 1, name: t('site.menu.title') })).toBeVisible();
      await expect(
        page.getByRole('button', { name: t('site.cart.addLabel', { name: a.name }) }),
      ).toBeVisible();
      // An empty cart: no bar.
      await expect(barButton).toHaveCount(0);

      await page.getByRole('button', { name: t('site.cart.addLabel', { name: a.name }) }).click();
      await page.getByRole('button', { name: t('site.cart.addLabel', { name: a.name }) }).click();
      await page.getByRole('button', { name: t('site.cart.addLabel', { name: b.name }) }).click();
      const total = chf(Math.round(a.price * 100) * 2 + Math.round(b.price * 100));
      await expect(barButton).toContainText(/3 /);
      await expect(barButton).toContainText(total);

      // At the bottom of the screen while the menu scrolls.
      await page.evaluate(() => window.scrollTo(0, 4000));
      await expect(barButton).toBeInViewport();
      const barBox = await barButton.boundingBox();
      expect(barBox?.y ?? 0).toBeGreaterThan(844 - 100);
      expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeLessThanOrEqual(844);

      // At the end of the menu it covers nothing: the last dish's Add is above it.
      await menuDrawn(page, contains);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const lastAdd = page.locator('main article').last().getByRole('button').last();
      await lastAdd.scrollIntoViewIfNeeded();
      const [lastBox, barAtEnd] = await Promise.all([lastAdd.boundingBox(), barButton.boundingBox()]);
      expect((lastBox?.y ?? 0) + (lastBox?.height ?? 0)).toBeLessThanOrEqual(barAtEnd?.y ?? 0);

      // It opens the cart, with both dishes; closing gives the focus back to the bar.
      await barButton.click();
      const drawer = page.getByRole('dialog', { name: t('cart.title') });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('listitem')).toHaveCount(2);
      await expect(drawer).toContainText(total);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(barButton).toBeFocused();
    });
  });
}
