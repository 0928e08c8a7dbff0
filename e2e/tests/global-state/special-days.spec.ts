import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { E2E_ADMIN, signIn } from '../../fixtures/admin';
import { restaurantDate, specAddress, xsrf } from '../../fixtures/api';
import { goToCheckoutWith } from '../../fixtures/checkout';

/**
 * Special days change what every diner sees, so this runs with the other global-state tests,
 * one at a time, and removes its closure afterwards whether it passes or not.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const NOTE = 'E2E closure';

const diner = {
  'First name': 'Clara',
  'Last name': 'Closed',
  Email: 'clara.closed@example.ch',
  Phone: '+41 79 000 11 22',
  Street: 'Bahnhofstrasse',
  'No.': '1',
  PLZ: '4600',
  City: 'Olten',
};

// Three days ahead: inside the home page's 14 days and the picker's 30, and still so near midnight.
const CLOSED_ON = restaurantDate(3);

async function offeredDates(api: APIRequestContext): Promise<string[]> {
  const res = await api.get('/api/public/order-slots?orderType=TAKEAWAY');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { dates: string[] }).dates;
}

/** Takes this test's closure out of the restaurant info, over the API (the clean-up). */
async function removeClosure(baseURL: string) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: specAddress() });
  try {
    const login = await api.post('/api/auth/login', {
      data: E2E_ADMIN,
      headers: { 'X-XSRF-TOKEN': await xsrf(api) },
    });
    if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
    const info = (await (await api.get('/api/admin/restaurant-info')).json()) as {
      id: number;
      specialDays?: { note?: string }[];
    };
    const kept = (info.specialDays ?? []).filter((day) => day.note !== NOTE);
    if (kept.length === (info.specialDays ?? []).length) return;
    const res = await api.put(`/api/admin/restaurant-info/${info.id}`, {
      data: { ...info, specialDays: kept },
      headers: { 'X-XSRF-TOKEN': await xsrf(api) },
    });
    if (!res.ok()) throw new Error(`clean-up failed: ${res.status()} ${await res.text()}`);
  } finally {
    await api.dispose();
  }
}

test.afterAll(async ({ baseURL }) => {
  await removeClosure(baseURL ?? '');
});

test('a closure the admin adds shows on the home page and leaves the checkout picker; removing it undoes both', async ({
  page,
  baseURL,
}) => {
  await removeClosure(baseURL ?? '');
  // The e2e restaurant is open around the clock: the date is offered before the closure.
  expect(await offeredDates(page.request)).toContain(CLOSED_ON);

  await signIn(page, '/admin/restaurant-info');
  await page.getByRole('button', { name: 'Add closure' }).click();
  const draft = page.getByRole('group', { name: 'Add closure' });
  await draft.getByLabel('From', { exact: false }).fill(CLOSED_ON);
  await draft.getByLabel('To (last day)', { exact: false }).fill(CLOSED_ON);
  await draft.getByRole('textbox', { name: 'Note for diners' }).fill(NOTE);
  await draft.getByRole('button', { name: 'Add to the list' }).click();
  const list = page.getByRole('list', { name: 'Special days', exact: true });
  await expect(list.getByRole('listitem').filter({ hasText: NOTE })).toHaveCount(1);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  // The history names who did it.
  await expect(
    page
      .getByRole('list', { name: /Recent changes/ })
      .getByText(/e2e-admin:/)
      .first(),
  ).toBeVisible();

  // Stored, as one closed date with its note.
  const stored = (await (await page.request.get('/api/admin/restaurant-info')).json()) as {
    specialDays: unknown[];
  };
  expect(stored.specialDays).toContainEqual({ date: CLOSED_ON, closed: true, ranges: [], note: NOTE });

  // The home page says so.
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Special opening days' });
  await expect(notice).toContainText(`${CLOSED_ON.slice(8, 10)}.${CLOSED_ON.slice(5, 7)}.`);
  await expect(notice).toContainText(NOTE);

  // The checkout's picker does not offer the date (and the server agrees).
  await goToCheckoutWith(page, 'Green Curry Chicken', diner);
  await page.getByRole('radio', { name: 'Schedule for later' }).check();
  const dateSelect = page.getByRole('combobox', { name: /^Date/ });
  await expect(dateSelect.locator('option').first()).toBeAttached();
  await expect(page.getByRole('combobox', { name: /time/ })).not.toHaveValue('');
  const offered = await dateSelect
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(offered.length).toBeGreaterThan(0);
  expect(offered).not.toContain(CLOSED_ON);
  expect(await offeredDates(page.request)).not.toContain(CLOSED_ON);

  // The admin removes it; the home page and the picker follow.
  await page.goto('/admin/restaurant-info');
  const entry = list.getByRole('listitem').filter({ hasText: NOTE });
  await entry.getByRole('button', { name: /^Remove Closed/ }).click();
  await expect(entry).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  expect(await offeredDates(page.request)).toContain(CLOSED_ON);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'About Us' })).toBeVisible();
  await expect(page.getByText(NOTE)).toHaveCount(0);
});
