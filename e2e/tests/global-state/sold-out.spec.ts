import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { E2E_ADMIN, signIn } from '../../fixtures/admin';
import { specAddress, xsrf } from '../../fixtures/api';

/**
 * Sold out today changes what every diner sees, so it runs with the other global-state tests,
 * one at a time, and puts the dish back on sale afterwards whether it passes or not.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** The dish by its English name (the public menu) and its stored, German name (the back office). */
const DISH = 'Pad Thai Chicken';
const DISH_STORED = 'Pad Thai mit Poulet';

const diner = {
  'First name': 'Sina',
  'Last name': 'Soldout',
  Email: 'sina.soldout@example.ch',
  Phone: '+41 79 000 33 44',
  Street: 'Bahnhofstrasse',
  'No.': '2',
  PLZ: '4600',
  City: 'Olten',
};

async function backOnSale(baseURL: string) {
  const api: APIRequestContext = await request.newContext({ baseURL, extraHTTPHeaders: specAddress() });
  try {
    const menu = (await (await api.get('/api/menu-items')).json()) as { id: number; name: string }[];
    const dish = menu.find((item) => item.name === DISH);
    if (!dish) throw new Error(`no ${DISH} on the menu`);
    const login = await api.post('/api/auth/login', {
      data: E2E_ADMIN,
      headers: { 'X-XSRF-TOKEN': await xsrf(api) },
    });
    if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
    const res = await api.put(`/api/admin/menu-items/${dish.id}/sold-out-today`, {
      data: { soldOut: false },
      headers: { 'X-XSRF-TOKEN': await xsrf(api) },
    });
    if (!res.ok()) throw new Error(`back on sale failed: ${res.status()}`);
  } finally {
    await api.dispose();
  }
}

test.afterAll(async ({ baseURL }) => {
  await backOnSale(baseURL ?? '');
});

test('sold out today on the admin screen: the menu says so and it cannot be added; switched back, it can', async ({
  page,
  baseURL,
}) => {
  await backOnSale(baseURL ?? '');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: DISH }) });
  const add = card.getByRole('button', { name: `Add ${DISH} to cart` });

  // A diner has the dish in the cart already.
  await page.goto('/menu');
  await add.click();
  await expect(card).toContainText('1 in cart');

  // The kitchen switches it sold out on the menu items screen: the switch shows the server's answer.
  await signIn(page, '/admin/menu-items');
  const row = page.getByRole('row', { name: new RegExp(DISH_STORED) });
  const soldOut = row.getByRole('switch', { name: `${DISH_STORED} sold out today` });
  await expect(soldOut).not.toBeChecked();
  // A click, not check(): the switch changes only when the server has answered.
  await soldOut.click();
  await expect(page.getByText(`${DISH_STORED} sold out today`, { exact: true }).first()).toBeVisible();
  await expect(soldOut).toBeChecked();
  await expect(row.getByRole('switch', { name: `${DISH_STORED} available` })).toBeChecked();
  const saved = (await (await page.request.get('/api/menu-items')).json()) as {
    name: string;
    soldOutToday: boolean;
  }[];
  expect(saved.find((item) => item.name === DISH)).toMatchObject({ soldOutToday: true });

  // The menu shows it sold out, and Add is disabled, saying why.
  await page.goto('/menu');
  await expect(card).toContainText('Sold out today');
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription('Sold out today');

  // The one already in the cart: the checkout shows the server's refusal, by name.
  await page.getByRole('button', { name: /^Cart \d+ items?$/ }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  for (const [name, value] of Object.entries(diner)) {
    await page.getByRole('textbox', { name, exact: true }).fill(value);
  }
  await page.getByRole('radio', { name: 'Cash' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  const refusal = page
    .getByRole('main')
    .getByRole('alert')
    .filter({ hasText: `${DISH} is sold out today.` });
  await expect(refusal).toBeVisible();

  // The incoming screen's quick list has it first, and the change in its history; switched back there.
  await page.goto('/admin/incoming');
  const quick = page.getByRole('region', { name: 'Sold out today' });
  await expect(quick.getByText('1 sold out')).toBeVisible();
  await quick.getByRole('button', { name: 'Sold out today' }).click();
  await quick.getByRole('searchbox', { name: 'Search items' }).fill('pad thai');
  const items = quick.getByRole('list', { name: 'Menu and buffet items' });
  await expect(items.getByRole('switch').first()).toHaveAccessibleName(`${DISH_STORED} sold out today`);
  await quick.getByRole('button', { name: 'Recent changes' }).click();
  await expect(
    quick.getByRole('list', { name: 'Recent changes' }).getByText(`${DISH_STORED} sold out today`).first(),
  ).toBeVisible();
  const quickSwitch = items.getByRole('switch', { name: `${DISH_STORED} sold out today` });
  await quickSwitch.click();
  await expect(quickSwitch).not.toBeChecked();
  await expect(quick.getByText('1 sold out')).toHaveCount(0);
  await expect(
    quick.getByRole('list', { name: 'Recent changes' }).getByText(`${DISH_STORED} back on sale`).first(),
  ).toBeVisible();

  // On sale again: the menu's Add works.
  await page.goto('/menu');
  await expect(card).not.toContainText('Sold out today');
  await expect(add).toBeEnabled();
  await add.click();
  await expect(card).toContainText('2 in cart');
});
