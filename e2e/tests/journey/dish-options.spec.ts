import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminApi, xsrf } from '../../fixtures/api';
import { expectNoSeriousA11yViolations, waitUntilSettled } from '../a11y/axe';

/**
 * Dish options on a phone, in German: a green curry asks for its protein and spice level. Add without a
 * choice says which is missing; with tofu, "hot" and an egg the cart shows the options under the dish and
 * prices them in; the order (pickup, cash) carries them to the thank-you and tracking pages.
 *
 * The dish and its groups are this spec's own, made through the admin API and deleted after it: a
 * required group on a demo dish would refuse every other test's order of it. The restaurant is open
 * around the clock in the e2e run (global-setup.ts), so the order can be placed at any hour.
 */

const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const DISH = `Grünes Curry ${unique}`;

const names = (de: string, en = de, fr = de, it = de) => ({ de, fr, it, en });

const GROUPS = [
  {
    names: names('Protein'),
    minChoices: 1,
    maxChoices: 1,
    options: [
      { names: names('Poulet', 'Chicken'), priceDelta: '0' },
      { names: names('Rind', 'Beef'), priceDelta: '3.00' },
      { names: names('Crevetten', 'Prawns'), priceDelta: '4.00' },
      { names: names('Tofu'), priceDelta: '0' },
    ],
  },
  {
    names: names('Schärfegrad', 'Spice level'),
    minChoices: 1,
    maxChoices: 1,
    options: [
      { names: names('Mild'), priceDelta: '0' },
      { names: names('Mittel', 'Medium'), priceDelta: '0' },
      { names: names('Scharf', 'Hot'), priceDelta: '0' },
      { names: names('Thai-scharf', 'Thai hot'), priceDelta: '0' },
    ],
  },
  {
    names: names('Extras'),
    minChoices: 0,
    maxChoices: 2,
    options: [
      { names: names('Ei', 'Egg'), priceDelta: '2.00' },
      { names: names('Extraportion Nudeln', 'Extra noodles'), priceDelta: '3.00' },
    ],
  },
];

/** What the setup made, to delete after the spec (ids; 0 while not made). */
const made = { foodItemId: 0, menuItemId: 0, groupIds: [] as number[] };

async function send(api: APIRequestContext, method: 'post' | 'delete', url: string, data?: unknown) {
  const headers = { 'X-XSRF-TOKEN': await xsrf(api) };
  return method === 'post' ? api.post(url, { data, headers }) : api.delete(url, { headers });
}

test.describe('dish options on a phone (de-CH)', () => {
  test.use({ locale: 'de-CH' });

  test.beforeAll(async ({ baseURL }) => {
    const api = await adminApi(baseURL ?? '');
    try {
      for (const group of GROUPS) {
        const res = await send(api, 'post', '/api/admin/option-groups', group);
        expect(res.status(), await res.text()).toBe(201);
        made.groupIds.push(((await res.json()) as { id: number }).id);
      }
      const food = await send(api, 'post', '/api/admin/food-items', {
        name: DISH,
        description: 'Kokosmilch, Thai-Basilikum, Aubergine.',
      });
      expect(food.status(), await food.text()).toBe(201);
      made.foodItemId = ((await food.json()) as { id: number }).id;
      const item = await send(api, 'post', '/api/admin/menu-items', {
        foodItemId: made.foodItemId,
        price: '24.00',
        available: true,
        optionGroupIds: made.groupIds,
      });
      expect(item.status(), await item.text()).toBe(201);
      made.menuItemId = ((await item.json()) as { id: number }).id;
    } finally {
      await api.dispose();
    }
  });

  test.afterAll(async ({ baseURL }) => {
    const api = await adminApi(baseURL ?? '');
    try {
      // The order keeps its own copy of the dish and its options.
      if (made.menuItemId) await send(api, 'delete', `/api/admin/menu-items/${made.menuItemId}`);
      if (made.foodItemId) await send(api, 'delete', `/api/admin/food-items/${made.foodItemId}`);
      for (const id of made.groupIds) await send(api, 'delete', `/api/admin/option-groups/${id}`);
    } finally {
      await api.dispose();
    }
  });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.removeItem('language'));
  });

  test('a green curry with tofu and "hot": chosen, in the cart, ordered and tracked with its options', async ({
    page,
  }) => {
    // A whole order on a phone, on a server shared with other specs.
    test.setTimeout(90_000);
    const email = `options-${unique}@example.ch`;
    await page.goto('/menu');

    // The card's Add opens the dish's dialog: its options must be chosen first.
    await page.getByRole('button', { name: `${DISH} zum Warenkorb hinzufügen` }).click();
    const dialog = page.getByRole('dialog', { name: DISH });
    await expect(dialog).toBeVisible();
    const protein = dialog.getByRole('group', { name: 'Protein erforderlich' });
    const spice = dialog.getByRole('group', { name: 'Schärfegrad erforderlich' });
    await expect(protein.getByRole('radio', { name: 'Rind + CHF 3.00' })).toBeVisible();

    // Add without a choice: nothing is added, the missing choices are named, the focus is on the first.
    await dialog.getByRole('button', { name: '1 in den Warenkorb · CHF 24.00' }).click();
    await expect(protein.getByRole('alert')).toHaveText('Bitte wählen: Protein');
    await expect(spice.getByRole('alert')).toHaveText('Bitte wählen: Schärfegrad');
    await expect(protein.getByRole('radio', { name: 'Poulet', exact: true })).toBeFocused();
    await expect(page.getByRole('button', { name: /^Warenkorb 0 Artikel$/ })).toBeVisible();
    await waitUntilSettled(page);
    await expectNoSeriousA11yViolations(page, 'dish options dialog with a refusal (de-CH)', {
      include: 'dialog[open]',
      every: true,
    });

    await protein.getByRole('radio', { name: 'Tofu', exact: true }).check();
    await spice.getByRole('radio', { name: 'Scharf', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'Ei + CHF 2.00' }).check();
    await expect(protein.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: '1 in den Warenkorb · CHF 26.00' }).click();
    await expect(dialog).toBeHidden();

    // The cart: the options under the dish, the price with them.
    await page.getByRole('button', { name: /^Warenkorb 1 Artikel$/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Ihr Warenkorb' });
    const line = drawer.getByRole('list', { name: 'Artikel in Ihrem Warenkorb' }).getByRole('listitem');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(DISH);
    await expect(line).toContainText('Tofu · Scharf · Ei (+2.00)');
    await expect(line).toContainText('CHF 26.00');

    // Ordered for pickup, paid in cash at the counter.
    await drawer.getByRole('link', { name: 'Zur Kasse' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Bestellübersicht' });
    await expect(summary).toContainText('Tofu · Scharf · Ei');
    const fields = {
      Vorname: 'Nora',
      Nachname: 'Test',
      'E-Mail': email,
      Telefon: '+41 79 000 11 22',
      Strasse: 'Bahnhofstrasse',
      'Nr.': '1',
      PLZ: '4600',
      Ort: 'Olten',
    };
    for (const [name, value] of Object.entries(fields)) {
      await page.getByRole('textbox', { name, exact: true }).fill(value);
    }
    await page.getByRole('radio', { name: 'Bar' }).check();
    await page.getByRole('button', { name: 'Bestellung aufgeben' }).click();

    // The thank-you page's summary, then the tracking page: the options under the dish.
    await expect(page).toHaveURL(/\/thank-you\?/);
    const thanks = page.getByRole('list', { name: 'Artikel' });
    await expect(thanks).toContainText(`1 x ${DISH}`);
    await expect(thanks).toContainText('Tofu · Scharf · Ei (+2.00)');
    await expect(thanks).toContainText('CHF 26.00');

    await page.getByRole('link', { name: 'Bestellung verfolgen' }).click();
    await expect(page).toHaveURL(/\/track\?orderId=/);
    const tracked = page.getByRole('article').getByRole('list', { name: 'Artikel' });
    await expect(tracked).toContainText(`1 x ${DISH}`);
    await expect(tracked).toContainText('Tofu · Scharf · Ei (+2.00)');
    await expect(tracked).toContainText('CHF 26.00');
  });
});
