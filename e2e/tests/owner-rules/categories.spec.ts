import { expect, type Page, test } from '@playwright/test';
import { pickOption, signIn } from '../../fixtures/admin';
import { adminApi, xsrf } from '../../fixtures/api';

/**
 * The owner's categories change the menu every diner reads, so this runs with the other global-state
 * tests, one at a time, and removes what it added afterwards whether it passes or not.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const stamp = Date.now().toString(36).toUpperCase();
const CODE = `POKE_${stamp}`;
const NAMES = { de: `Poke-Bowls ${stamp}`, fr: `Bols poké ${stamp}` };
const DISH = `Lachs-Poke ${stamp}`;

async function cleanUp(baseURL: string) {
  const api = await adminApi(baseURL);
  try {
    const headers = { 'X-XSRF-TOKEN': await xsrf(api) };
    const items = (await (await api.get('/api/admin/menu-items')).json()) as { id: number; name: string }[];
    for (const item of items.filter((i) => i.name === DISH)) {
      await api.delete(`/api/admin/menu-items/${item.id}`, { headers });
    }
    const foods = (await (await api.get('/api/admin/food-items')).json()) as { id: number; name: string }[];
    for (const food of foods.filter((f) => f.name === DISH)) {
      await api.delete(`/api/admin/food-items/${food.id}`, { headers });
    }
    await api.delete(`/api/admin/categories/${CODE}`, { headers });
  } finally {
    await api.dispose();
  }
}

test.beforeAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL ?? '');
  try {
    const res = await api.post('/api/admin/food-items', {
      data: { name: DISH, description: 'Lachs, Reis, Avocado, Edamame.' },
      headers: { 'X-XSRF-TOKEN': await xsrf(api) },
    });
    expect(res.status()).toBe(201);
  } finally {
    await api.dispose();
  }
});

test.afterAll(async ({ baseURL }) => {
  await cleanUp(baseURL ?? '');
});

async function chooseLanguage(page: Page, language: 'Deutsch' | 'Français') {
  const button = page.getByRole('button', { name: language }).first();
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test('a new category with German and French names appears on the menu in German and in French', async ({
  page,
}) => {
  // The category: code and names in the owner's dialog; it goes last and is visible.
  await signIn(page, '/admin/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu Categories' })).toBeVisible();
  await page.getByRole('button', { name: 'Add category' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add category' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill(CODE.toLowerCase());
  await dialog.getByRole('textbox', { name: 'Name (Deutsch)' }).fill(NAMES.de);
  await dialog.getByRole('textbox', { name: 'Name (Français)' }).fill(NAMES.fr);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The English screen shows the default language's name where English has none.
  const row = page.getByRole('row', { name: new RegExp(NAMES.de) });
  await expect(row).toContainText(CODE);
  await expect(page.getByRole('listitem').filter({ hasText: `Added ${NAMES.de}` })).toBeVisible();

  // Moved up by one: the change lands in the API and the log.
  await row.getByRole('button', { name: `Move ${NAMES.de} up` }).click();
  await expect(page.getByRole('listitem').filter({ hasText: `Moved ${NAMES.de}` })).toBeVisible();
  const saved = (await (await page.request.get('/api/admin/categories')).json()) as {
    code: string;
    position: number;
    names: Record<string, string>;
  }[];
  const created = saved.find((c) => c.code === CODE);
  expect(created).toMatchObject({ names: { de: NAMES.de, fr: NAMES.fr, it: '', en: '' } });
  expect(created?.position).toBe(saved.length - 1);

  // A dish in it.
  await page.goto('/admin/menu-items');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu Items' })).toBeVisible();
  await page.getByRole('button', { name: 'Add menu item' }).click();
  dialog = page.getByRole('dialog', { name: 'Add menu item' });
  await dialog.getByRole('combobox', { name: 'Food item' }).fill(DISH);
  await page.getByRole('option', { name: DISH }).click();
  await pickOption(page, dialog.getByRole('combobox', { name: 'Category' }), NAMES.de);
  await dialog.getByLabel('Price (CHF)').fill('18.50');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(DISH) })).toContainText(NAMES.de);

  // The menu in German, then in French: the category's heading in each, with the dish under it.
  await page.goto('/menu');
  for (const [language, name] of [
    ['Deutsch', NAMES.de],
    ['Français', NAMES.fr],
  ] as const) {
    await chooseLanguage(page, language);
    const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name }) });
    await expect(section.getByRole('article').filter({ hasText: DISH })).toContainText('18.50');
    await expect(page.getByRole('navigation').getByRole('link', { name })).toBeVisible();
  }
});
