import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../../fixtures/admin';
import { apiPost, menuItemId, placeMenuOrder, xsrf } from '../../fixtures/api';

/**
 * The back office in German. A browser whose language is de-CH signs in, sees the incoming
 * screen with a real order in German with no English left over, and edits a food item's French name,
 * which a diner who chose French then reads on the menu.
 */

test.use({ locale: 'de-CH' });

/**
 * English words of the back office that a German screen must not show. Whole words, case sensitive;
 * none is German, none is in the German texts or the demo data shown on the incoming screen ('Status',
 * 'Buffet', 'Total' and 'Reservation' are German too, so they are not here).
 */
const ENGLISH_LEFTOVERS = [
  'Incoming',
  'New Orders',
  'Menu orders',
  'Buffet orders',
  'Menu order',
  'Reservations',
  'Discounts',
  'Food Items',
  'Menu Items',
  'Buffet Items',
  'Restaurant Info',
  'Users',
  'Logout',
  'Show',
  'Confirm',
  'Cancel',
  'Add minutes',
  'Prep base',
  'Created',
  'Delivery time',
  'Now',
  'Note',
  'Ringing',
  'Silence',
  'Takeaway',
  'Delivery',
  'Cash',
  'PAID',
  'Loading',
  'Connecting',
  'Sound alerts',
  'Notifications',
  'Notify me',
  'Try again',
  'Toggle navigation',
  'Language',
];

function englishLeftovers(text: string): string[] {
  return ENGLISH_LEFTOVERS.filter((word) => new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'u').test(text));
}

/** Signs in through the login page, which a de-CH browser shows in German. */
async function signInGerman(page: Page, next: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin-Anmeldung' })).toBeVisible();
  await page.getByLabel('Benutzername').fill(E2E_ADMIN.username);
  await page.getByLabel('Passwort').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
}

async function orderNumberOf(page: Page, id: string): Promise<number> {
  const res = await page.request.get(`/api/orders/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { orderNumber: number }).orderNumber;
}

async function removeByName(request: APIRequestContext, list: string, name: string) {
  const res = await request.get(list);
  if (!res.ok()) return;
  const items = (await res.json()) as { id: number; name: string }[];
  for (const item of items.filter((i) => i.name === name)) {
    await request.delete(`${list}/${item.id}`, { headers: { 'X-XSRF-TOKEN': await xsrf(request) } });
  }
}

test.describe('the back office in German', () => {
  test('the incoming screen shows a new order in German, with no English left', async ({ page, request }) => {
    // Places an order, signs in and waits for the poll: more than the default on a busy machine.
    test.slow();
    const orderId = await placeMenuOrder(request, {
      items: [{ menuItemId: await menuItemId(request, 'Green Curry Chicken'), quantity: 1 }],
      email: `admin-de-${Date.now()}@example.ch`,
    });

    await signInGerman(page, '/admin/incoming');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
    await expect(page.getByRole('heading', { level: 1, name: 'Eingang (NEU)' })).toBeVisible();
    await expect(page).toHaveTitle(/^Neue Bestellungen \| /);
    const orderNumber = await orderNumberOf(page, orderId);
    const card = page.getByRole('article', { name: new RegExp(`Menübestellung #${orderNumber}$`) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Sofort');
    await expect(card).toContainText('Minuten hinzufügen');
    await expect(card.getByRole('button', { name: 'Bestätigen' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Anzeigen' })).toContainText('Reservationen');
    await expect(page.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');

    // biome-ignore lint/performance/useDomNodeTextContent: what is shown (innerText), not hidden text
    const text = await page.evaluate(() => document.body.innerText);
    expect(englishLeftovers(text)).toEqual([]);
  });

  test('a French name typed in the food-item dialog is what a French diner reads on the menu', async ({
    page,
  }) => {
    test.slow();
    const name = `E2E Mochi ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const french = `Mochi à la mangue ${Date.now()}`;
    await signInGerman(page, '/admin/food-items');
    try {
      // A dish of its own on the menu, so no other test sees the change.
      const food = await apiPost(page.request, '/api/admin/food-items', { name, description: 'Mango' });
      expect(food.status()).toBe(201);
      const { id: foodItemId } = (await food.json()) as { id: number };
      const menu = await apiPost(page.request, '/api/admin/menu-items', {
        foodItemId,
        price: '6.50',
        available: true,
        category: 'DESSERT',
      });
      expect(menu.status()).toBe(201);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Gerichte' })).toBeVisible();
      const row = page.getByRole('row', { name: new RegExp(name) });
      await row.getByRole('button', { name: 'Bearbeiten' }).click();
      const dialog = page.getByRole('dialog', { name: 'Gericht bearbeiten' });
      await expect(dialog.getByRole('tab', { name: 'Deutsch' })).toHaveAttribute('aria-selected', 'true');
      await dialog.getByRole('tab', { name: 'Français' }).click();
      await expect(dialog).toContainText('Leer wird Deutsch angezeigt');
      await dialog.getByLabel('Name').fill(french);
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await expect(page.getByText('Aktualisiert')).toBeVisible();
      await expect(dialog).toBeHidden();

      // A diner chooses French on the menu and reads the new name; German keeps the default text.
      await page.goto('/menu');
      await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
      await page.getByRole('button', { name: 'Français' }).first().click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
      await expect(page.getByText(french, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(name, { exact: true })).toHaveCount(0);
    } finally {
      // The dish was this test's own: it goes, whatever happened above.
      await removeByName(page.request, '/api/admin/menu-items', name);
      await removeByName(page.request, '/api/admin/food-items', name);
    }
  });
});
