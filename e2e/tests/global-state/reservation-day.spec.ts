import { type APIRequestContext, expect, test } from '@playwright/test';
import { pickOption, signIn } from '../../fixtures/admin';
import { adminApi, restaurantDate, xsrf } from '../../fixtures/api';
import { expectNoSeriousA11yViolations, waitUntilSettled } from '../a11y/axe';

/**
 * The day on one screen, on a tablet: a booking shows on its table, staff move it to another table, and a
 * walk-in of two is seated in two taps. Tables change what every diner is offered, so this runs with the
 * other global-state tests and takes its tables and bookings away afterwards whether it passes or not.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

const SMALL = 'E2E day two';
const LARGE = 'E2E day four';

// A few days ahead, so the booking's time is in the future whatever the hour (the e2e restaurant is open
// around the clock).
const DAY = restaurantDate(3);

interface TTable {
  id: number;
  name: string;
}

async function send(api: APIRequestContext, method: 'post' | 'put' | 'delete', url: string, data?: unknown) {
  const res = await api[method](url, { data, headers: { 'X-XSRF-TOKEN': await xsrf(api) } });
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`);
  return res.status() === 204 ? null : res.json();
}

/** Takes away this test's bookings (a booking holds its table), then its tables. */
async function restore(api: APIRequestContext, bookingIds: readonly string[]) {
  for (const id of bookingIds) await send(api, 'delete', `/api/admin/reservations/${id}`);
  const tables = (await (await api.get('/api/admin/tables')).json()) as TTable[];
  for (const table of tables.filter((t) => t.name === SMALL || t.name === LARGE)) {
    await send(api, 'delete', `/api/admin/tables/${table.id}`);
  }
}

test('on a tablet, staff see a booking on its table, move it, and seat a walk-in of two', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL ?? '');
  const bookings: string[] = [];
  try {
    await restore(api, []);
    const table = (name: string, seats: number) =>
      send(api, 'post', '/api/admin/tables', { name, seats, minSeats: 1, joinableWith: [], active: true });
    const small = (await table(SMALL, 2)) as TTable;
    const large = (await table(LARGE, 4)) as TTable;
    const booking = (await send(api, 'post', '/api/admin/reservations', {
      customerInfo: { firstName: 'Erika', lastName: 'Daytest', phone: '079 555 12 34' },
      reservationDateTime: `${DAY}T19:00`,
      numberOfPeople: 2,
      status: 'CONFIRMED',
    })) as { id: string };
    bookings.push(booking.id);
    await send(api, 'put', `/api/admin/reservations/${booking.id}/tables`, { tableIds: [small.id] });

    await signIn(page, '/admin/reservations/day');
    await expect(page.getByRole('heading', { level: 1, name: 'Day plan' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Date', exact: true }).fill(DAY);

    // The booking is a bar on its table's row, named with its guest, time, party and state.
    const timeline = page.getByRole('table', { name: /Bookings by table and time/ });
    const bar = page.getByRole('button', { name: /^Erika Daytest, 19:00 to 20:30, 2 people, Confirmed/ });
    await expect(
      timeline.getByRole('row', { name: new RegExp(`${SMALL}, 2 seats`) }).locator('button'),
    ).toHaveText(/Erika Daytest/);
    await expect(timeline.getByRole('rowheader', { name: 'Seats booked' })).toBeVisible();
    await waitUntilSettled(page);
    await expectNoSeriousA11yViolations(page, 'day plan');

    // Moved to the larger table from its dialog.
    await bar.click();
    const dialog = page.getByRole('dialog', { name: 'Booking: Erika Daytest' });
    await dialog.getByRole('checkbox', { name: `${LARGE} (4)` }).check();
    await dialog.getByRole('checkbox', { name: `${SMALL} (2)` }).uncheck();
    await dialog.getByRole('button', { name: 'Save tables' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      timeline.getByRole('row', { name: new RegExp(`${LARGE}, 4 seats`) }).locator('button'),
    ).toHaveText(/Erika Daytest/);
    const list = (await (await api.get(`/api/admin/reservations?date=${DAY}`)).json()) as {
      id: string;
      tableIds?: number[];
    }[];
    expect(list.find((r) => r.id === booking.id)?.tableIds).toEqual([large.id]);

    // Moved to 19:30 from its dialog, on the same table.
    await bar.click();
    await pickOption(page, dialog.getByRole('combobox', { name: 'New time' }), '19:30');
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(dialog).toBeHidden();
    const moved = page.getByRole('button', { name: /^Erika Daytest, 19:30 to 21:00, 2 people, Confirmed/ });
    await expect(moved).toBeVisible();

    // Days ahead, a party cannot have arrived: its dialog offers neither Arrived nor No-show.
    await moved.click();
    await expect(dialog.getByRole('button', { name: 'Move', exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Arrived', exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'No-show', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A walk-in of two, today: the button, then the party's size.
    await page.getByRole('button', { name: 'Today' }).click();
    await page.getByRole('button', { name: 'Walk-in' }).click();
    const walkIn = page.getByRole('dialog', { name: 'Walk-in: how many people?' });
    const posted = page.waitForResponse(
      (res) =>
        res.request().method() === 'POST' &&
        new URL(res.url()).pathname === '/api/admin/reservations/walk-in',
    );
    await walkIn.getByRole('button', { name: '2 people', exact: true }).click();
    const answer = await posted;
    const seated = (await answer.json()) as { id: string; tableIds?: number[]; status: string };
    if (answer.ok()) bookings.push(seated.id);
    expect(answer.status()).toBe(201);
    await expect(walkIn).toBeHidden();
    expect(seated.status).toBe('CONFIRMED');
    expect(seated.tableIds).toHaveLength(1);
    const today = (await (await api.get(`/api/admin/reservations/day?date=${restaurantDate(0)}`)).json()) as {
      bookings: { id: string; walkIn: boolean; arrivedAt: string | null }[];
    };
    expect(today.bookings.find((b) => b.id === seated.id)).toMatchObject({ walkIn: true });
    const walkInBar = page.getByRole('button', { name: /^Walk-in, .*2 people, Arrived/ }).first();
    await expect(walkInBar).toBeAttached();

    // Today's party: a mistaken arrival is undone, and marked again; its bar says so each time.
    const walkInDialog = page.getByRole('dialog', { name: /^Booking: Walk-in/ });
    await walkInBar.click();
    await walkInDialog.getByRole('button', { name: 'Not arrived yet', exact: true }).click();
    await expect(walkInDialog).toBeHidden();
    const waiting = page.getByRole('button', { name: /^Walk-in, .*2 people, Confirmed/ }).first();
    await expect(waiting).toBeAttached();
    await waiting.click();
    await walkInDialog.getByRole('button', { name: 'Arrived', exact: true }).click();
    await expect(walkInDialog).toBeHidden();
    await expect(page.getByRole('button', { name: /^Walk-in, .*2 people, Arrived/ }).first()).toBeAttached();
  } finally {
    await restore(api, bookings);
    await api.dispose();
  }
});
