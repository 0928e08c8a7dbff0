import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { pickOption, signIn } from '../../fixtures/admin';
import { xsrf } from '../../fixtures/api';

/** Deletes what a test created, through the admin API, even when the test failed half-way. */
async function removeByName(request: APIRequestContext, list: string, name: string) {
  const res = await request.get(list);
  if (!res.ok()) return; // never signed in: nothing was created
  const items = (await res.json()) as { id: number; name: string }[];
  for (const item of items.filter((i) => i.name === name)) {
    const token = await xsrf(request);
    await request.delete(`${list}/${item.id}`, { headers: { 'X-XSRF-TOKEN': token } });
  }
}

async function openAdmin(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Delete on a catalogue screen: the row's Delete, the confirmation, 'Deleted', the row gone. */
async function deleteOnScreen(page: Page, path: string, title: string, noun: string, name: string) {
  await openAdmin(page, path, title);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: `Delete ${noun}` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
}

test.describe('catalogue screens', () => {
  const name = `E2E Mango Mochi ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

  test.afterEach(async ({ page }) => {
    await removeByName(page.request, '/api/admin/menu-items', name);
    await removeByName(page.request, '/api/admin/food-items', name);
  });

  test('a new dish reaches /menu, can be marked unavailable, and its food item is kept while used', async ({
    page,
  }) => {
    // A long walk through four screens on a shared, busy server.
    test.setTimeout(120_000);

    // A food item ...
    await signIn(page, '/admin/food-items');
    await expect(page.getByRole('heading', { level: 1, name: 'Food Items' })).toBeVisible();
    await page.getByRole('button', { name: 'Add food item' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add food item' });
    await dialog.getByLabel('Name').fill(`  ${name} `);
    await dialog.getByLabel('Description').fill('Sticky rice, mango, coconut.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Created')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Sticky rice, mango');

    // ... and a menu item for it, checked by the form before it is sent.
    await openAdmin(page, '/admin/menu-items', 'Menu Items');
    await page.getByRole('button', { name: 'Add menu item' }).click();
    dialog = page.getByRole('dialog', { name: 'Add menu item' });
    await dialog.getByLabel('Price (CHF)').fill('7.905');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Choose a food item')).toBeVisible();
    await expect(dialog.getByText('Enter a price like 12.50')).toBeVisible();

    await dialog.getByRole('combobox', { name: 'Food item' }).fill(name);
    await page.getByRole('option', { name }).click();
    await pickOption(page, dialog.getByRole('combobox', { name: 'Category' }), 'Desserts');
    await dialog.getByLabel('Price (CHF)').fill('7.90');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Created')).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Desserts');
    await expect(row).toContainText('CHF 7.90');

    // Diners see it at once under its category, with its price, and can order it.
    await page.goto('/menu');
    const desserts = page.locator('section', { has: page.getByRole('heading', { name: 'Desserts' }) }).last();
    const card = desserts.getByRole('article').filter({ hasText: name });
    await expect(card).toContainText('CHF 7.90');
    await expect(card.getByRole('button', { name: `Add ${name} to cart` })).toBeVisible();

    // Sold out: switched off in the list, still shown on the menu but not orderable.
    await openAdmin(page, '/admin/menu-items', 'Menu Items');
    const available = row.getByRole('switch', { name: `${name} available` });
    await expect(available).toBeChecked();
    await available.uncheck();
    await expect(page.getByText('Updated')).toBeVisible();
    await expect(available).not.toBeChecked();
    const saved = (await (await page.request.get('/api/menu-items')).json()) as {
      name: string;
      available: boolean;
    }[];
    expect(saved.find((item) => item.name === name)).toMatchObject({ available: false });

    await page.goto('/menu');
    await expect(card).toContainText('Currently unavailable');
    await expect(card).toContainText('CHF 7.90');
    await expect(card.getByRole('button', { name: `Add ${name} to cart` })).toHaveCount(0);

    // The food item cannot be deleted while the menu item uses it: the server says why.
    await openAdmin(page, '/admin/food-items', 'Food Items');
    const foodRow = page.getByRole('row', { name: new RegExp(name) });
    await foodRow.getByRole('button', { name: 'Delete' }).click();
    dialog = page.getByRole('dialog', { name: 'Delete food item' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const inUse = `"${name}" is still used by 1 menu item. Delete it or choose another food item for it first.`;
    await expect(dialog.getByText(inUse)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: inUse }).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(foodRow).toBeVisible();

    // Clean-up through the screens: the menu item, then its food item.
    await deleteOnScreen(page, '/admin/menu-items', 'Menu Items', 'menu item', name);
    await deleteOnScreen(page, '/admin/food-items', 'Food Items', 'food item', name);
    await page.goto('/menu');
    await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(0);
  });
});
