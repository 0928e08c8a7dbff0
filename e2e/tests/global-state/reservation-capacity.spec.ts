import { type APIRequestContext, devices, expect, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';
import { adminApi, restaurantDate, xsrf } from '../../fixtures/api';
import { expectNoSeriousA11yViolations, waitUntilSettled } from '../a11y/axe';

/**
 * Tables and automatic confirmation change what every diner is offered (only the times a table is free),
 * so this runs with the other global-state tests, one at a time, and puts the tables and the booking
 * rules back afterwards whether it passes or not.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const TABLE = 'E2E four';

// A few days ahead: inside the default 60 days, past any minimum notice, and the e2e restaurant is open
// around the clock (global-setup.ts), so times are offered whatever the hour the test runs at.
const DAY = restaurantDate(4);

interface TTable {
  id: number;
  name: string;
}

async function send(api: APIRequestContext, method: 'put' | 'delete', url: string, data?: unknown) {
  const res = await api[method](url, { data, headers: { 'X-XSRF-TOKEN': await xsrf(api) } });
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`);
}

/** Takes away this test's booking and table (a booking holds its table) and restores the rules. */
async function restore(api: APIRequestContext, settings: unknown, bookingIds: readonly string[]) {
  for (const id of bookingIds) await send(api, 'delete', `/api/admin/reservations/${id}`);
  const tables = (await (await api.get('/api/admin/tables')).json()) as TTable[];
  for (const table of tables.filter((t) => t.name === TABLE)) {
    await send(api, 'delete', `/api/admin/tables/${table.id}`);
  }
  if (settings) await send(api, 'put', '/api/admin/reservation-settings', settings);
}

test('with a table for 4 and automatic confirmation, a diner on a phone books 4 people at once', async ({
  page,
  browser,
  baseURL,
}) => {
  const api = await adminApi(baseURL ?? '');
  const settingsRes = await api.get('/api/admin/reservation-settings');
  expect(settingsRes.ok()).toBe(true);
  const before = await settingsRes.json();
  const bookings: string[] = [];
  try {
    await restore(api, null, []);

    // The admin adds the table and switches automatic confirmation on, on the screen.
    await signIn(page, '/admin/tables');
    await expect(page.getByRole('heading', { level: 1, name: 'Tables & booking rules' })).toBeVisible();
    await page.getByRole('button', { name: 'Add table' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add table' });
    await dialog.getByRole('textbox', { name: /Name/ }).fill(TABLE);
    await dialog.getByRole('textbox', { name: /Seats/ }).fill('4');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(TABLE) })).toContainText('4 seats');
    await waitUntilSettled(page);
    await expectNoSeriousA11yViolations(page, 'tables and booking rules');

    const rules = page.getByRole('form', { name: 'Booking rules' });
    const autoConfirm = rules.getByRole('switch', { name: /Confirm bookings automatically/ });
    if (!(await autoConfirm.isChecked())) await autoConfirm.click({ force: true });
    await expect(autoConfirm).toBeChecked();
    await rules.getByRole('button', { name: 'Save booking rules' }).click();
    await expect(rules.getByText('Booking rules saved.')).toBeVisible();
    const saved = (await (await api.get('/api/admin/reservation-settings')).json()) as {
      autoConfirm: boolean;
    };
    expect(saved.autoConfirm).toBe(true);

    // A diner on a phone, in English.
    const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL, locale: 'en-CH' });
    try {
      const diner = await phone.newPage();
      await diner.goto('/reservation');
      await expect(diner.getByRole('heading', { level: 1, name: 'Book a Table' })).toBeVisible();
      await diner.getByRole('textbox', { name: 'First name', exact: true }).fill('Tina');
      await diner.getByRole('textbox', { name: 'Last name', exact: true }).fill('Table');
      await diner.getByRole('textbox', { name: 'Email', exact: true }).fill('tina.table@example.ch');
      await diner.getByRole('textbox', { name: 'Phone', exact: true }).fill('079 555 44 33');
      const people = diner.getByRole('textbox', { name: /Number of people/ });
      await people.fill('4');
      await diner.getByRole('textbox', { name: 'Date', exact: true }).fill(DAY);

      // Only free times are offered: radios instead of the whole day's list.
      const times = diner.getByRole('group', { name: 'Free times' });
      const first = times.getByRole('radio').first();
      await expect(first).toBeAttached();
      await expect(diner.getByRole('combobox', { name: 'Time' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(diner, 'reservation form with free times');
      const time = await first.getAttribute('value');
      await times.getByText(time ?? '', { exact: true }).click();
      await expect(first).toBeChecked();

      const posted = diner.waitForResponse(
        (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/reservations',
      );
      await diner.getByRole('button', { name: 'Request reservation' }).click();
      const answer = (await (await posted).json()) as { id: string; status: string; tableIds?: number[] };
      bookings.push(answer.id);
      await expect(diner.getByRole('heading', { name: 'Your table is booked' })).toBeVisible();
      expect(answer.status).toBe('CONFIRMED');

      // Booked at the time chosen, on the new table.
      const list = (await (await api.get(`/api/admin/reservations?date=${DAY}`)).json()) as {
        id: string;
        status: string;
        tableIds?: number[];
      }[];
      const tables = (await (await api.get('/api/admin/tables')).json()) as TTable[];
      const table = tables.find((t) => t.name === TABLE);
      expect(list.find((r) => r.id === answer.id)).toMatchObject({
        status: 'CONFIRMED',
        tableIds: [table?.id],
      });
    } finally {
      await phone.close();
    }
  } finally {
    await restore(api, before, bookings);
    await api.dispose();
  }
});
