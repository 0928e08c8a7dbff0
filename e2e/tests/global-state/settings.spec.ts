import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';
import { ALWAYS_OPEN, adminApi, xsrf } from '../../fixtures/api';
import { goToCheckoutWith } from '../../fixtures/checkout';

/**
 * Opening hours and the sale as the back office sets them, followed by what every diner sees: the
 * home page's hours table, the checkout's hours check, the menu's sale price and the checkout's
 * discount. These change the whole restaurant, so they run one at a time after all other tests and
 * put back what they changed (hours around the clock, no sale), whether they pass or fail.
 */
// Each test walks through the back office, the home page, the menu and the checkout: give it room.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const NO_SALE = { enabled: false, percentMenu: 0, percentBuffet: 0, startsAt: null, endsAt: null };
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const SHORT = (day: string) => day.slice(0, 3);

const diner = {
  'First name': 'Nora',
  'Last name': 'Settings',
  Email: 'nora.settings@example.ch',
  Phone: '+41 79 000 11 22',
  Street: 'Bahnhofstrasse',
  'No.': '1',
  PLZ: '4600',
  City: 'Olten',
};

async function restore(api: APIRequestContext) {
  const info = (await (await api.get('/api/admin/restaurant-info')).json()) as Record<string, unknown> & {
    id: number;
  };
  const hours = await api.put(`/api/admin/restaurant-info/${info.id}`, {
    data: { ...info, openingHours: ALWAYS_OPEN },
    headers: { 'X-XSRF-TOKEN': await xsrf(api) },
  });
  const sale = await api.put('/api/admin/discounts/current', {
    data: NO_SALE,
    headers: { 'X-XSRF-TOKEN': await xsrf(api) },
  });
  if (!hours.ok() || !sale.ok()) {
    throw new Error(`restoring failed: hours ${hours.status()}, sale ${sale.status()}`);
  }
}

/** The weekday names (Zurich) an ASAP order placed in the next minutes is due on. */
function daysAsapFallsOn(): string[] {
  const format = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Europe/Zurich' });
  const now = Date.now();
  // ASAP is now + 45 minutes; the test needs a few minutes, which may cross midnight.
  return [...new Set([40, 60].map((minutes) => format.format(new Date(now + minutes * 60_000))))];
}

async function publicHours(page: Page): Promise<string> {
  const res = await page.request.get('/api/restaurant-info/current');
  return ((await res.json()) as { openingHours: string }).openingHours;
}

test.afterAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL ?? '');
  try {
    await restore(api);
  } finally {
    await api.dispose();
  }
});

test('opening hours: a wrong range is refused, saved hours show on the home page and in the checkout', async ({
  page,
}) => {
  const closedDays = daysAsapFallsOn();
  const day = closedDays[0] ?? 'Monday';
  const orderPosts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && /\/api\/orders$/.test(req.url())) orderPosts.push(req.url());
  });

  await signIn(page, '/admin/restaurant-info');
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurant Info' })).toBeVisible();
  const group = page.getByRole('group', { name: day, exact: true });
  await expect(group.getByLabel(`${day} range 1 opens`)).toHaveValue('00:00');
  await expect(group.getByLabel(`${day} range 1 closes`)).toHaveValue('00:00');

  // A second range whose opening is after its closing: named at once, and Save sends nothing.
  await group.getByRole('button', { name: 'Add range' }).click();
  await expect(group.getByLabel(`${day} range 2 opens`)).toHaveValue('11:00');
  await expect(group.getByLabel(`${day} range 2 closes`)).toHaveValue('14:00');
  await group.getByLabel(`${day} range 2 opens`).fill('15:00');
  await expect(group.getByText('An opening time must be before the closing time.')).toBeVisible();
  await expect(group.getByLabel(`${day} range 2 opens`)).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(group.getByLabel(`${day} range 2 opens`)).toBeFocused();
  await expect(page.getByText('Saved', { exact: true })).toHaveCount(0);
  expect(await publicHours(page)).toBe(ALWAYS_OPEN);

  // Close the day(s) an ASAP order would be due on, and save.
  for (const name of closedDays) {
    await page.getByRole('group', { name, exact: true }).getByRole('button', { name: 'Set closed' }).click();
    await expect(
      page.getByRole('group', { name, exact: true }).getByText('Closed', { exact: true }),
    ).toBeVisible();
  }
  await expect(page.getByText('An opening time must be before the closing time.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  const expected = DAY_NAMES.map(
    (name) => `${SHORT(name)}: ${closedDays.includes(name) ? '(closed)' : '00:00-00:00'}`,
  ).join('\n');
  await expect.poll(() => publicHours(page)).toBe(expected);

  // The home page's table follows.
  await page.goto('/');
  const location = page.locator('#location');
  for (const name of DAY_NAMES) {
    const row = location.getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(row).toContainText(closedDays.includes(name) ? 'Closed' : '00:00–00:00');
  }

  // The checkout follows: ASAP is not offered, with the reason and the next opening above the form;
  // only a later time is (which the server would take).
  await goToCheckoutWith(page, 'Green Curry Chicken', diner);
  const reason = page.getByRole('main').getByRole('status').filter({ hasText: 'Next open:' });
  await expect(reason).toBeVisible();
  // 'We’re closed today.', or late in the evening, when only tomorrow (the ASAP time's day) is closed,
  // 'We can’t take orders for as soon as possible right now.'
  await expect(reason).toContainText(/closed today|as soon as possible/);
  await expect(page.getByRole('radio', { name: 'As soon as possible' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Schedule for later' })).toBeChecked();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(orderPosts).toEqual([]);
});

test('sale: 10 % off the menu shows on /menu and in the checkout, then is switched off', async ({
  page,
  baseURL,
}) => {
  // The previous test closed today; this one needs an open restaurant only for the menu's Add buttons,
  // but put the hours back first so it does not depend on the order the tests run in.
  const api = await adminApi(baseURL ?? '');
  try {
    await restore(api);
  } finally {
    await api.dispose();
  }

  await signIn(page, '/admin/discounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Discounts / Sale' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Sale is DISABLED' })).not.toBeChecked();
  await page.getByRole('switch', { name: 'Sale is DISABLED' }).click();
  await expect(page.getByRole('switch', { name: 'Sale is ENABLED' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Menu discount (%)' }).fill('10');
  await page.getByRole('textbox', { name: 'Buffet discount (%)' }).fill('0');
  await expect(page.getByText('10% off Menu • 0% off Buffet')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved! Customers will see this immediately.')).toBeVisible();
  const active = await (await page.request.get('/api/public/discounts/active')).json();
  expect(active).toMatchObject({ enabled: true, percentMenu: 10, percentBuffet: 0 });

  // The menu strikes the regular price.
  await page.goto('/menu');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Green Curry Chicken' }) });
  await expect(card).toContainText('10% off');
  await expect(card).toContainText('Regular price CHF 24.50');
  await expect(card).toContainText('Sale price CHF 22.05');
  await expect(card.getByText('CHF 24.50')).toHaveCSS('text-decoration-line', 'line-through');

  // The checkout takes the discount off the total.
  await goToCheckoutWith(page, 'Green Curry Chicken', diner);
  const costs = page.getByRole('region', { name: 'Order summary' }).getByRole('group', { name: 'Costs' });
  await expect(costs).toContainText('SubtotalCHF 24.50');
  await expect(costs).toContainText('Discount (10%)− CHF 2.45');
  await expect(costs).toContainText('TotalCHF 22.05');

  // Switched off again: 'Disable sale' changes the form only, 'Save changes' makes it so.
  await page.goto('/admin/discounts');
  await expect(page.getByRole('switch', { name: 'Sale is ENABLED' })).toBeChecked();
  await page.getByRole('button', { name: 'Disable sale' }).click();
  await expect(page.getByRole('switch', { name: 'Sale is DISABLED' })).not.toBeChecked();
  expect(await (await page.request.get('/api/public/discounts/active')).json()).toMatchObject({
    enabled: true,
  });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved! Customers will see this immediately.')).toBeVisible();

  await page.goto('/menu');
  await expect(card).toContainText('CHF 24.50');
  await expect(card).not.toContainText('% off');
  await expect(card).not.toContainText('CHF 22.05');
});
