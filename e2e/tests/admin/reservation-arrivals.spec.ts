import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';
import { apiPost, placeReservation, tomorrowAt } from '../../fixtures/api';
import { runSql } from '../../fixtures/database';

/**
 * At the door on a tablet held across: staff mark one party arrived (and take a mistaken tap back) and
 * another, expected forty minutes ago, a no-show after confirming; each lands on the server, and the
 * guests' badges count the visit and the no-show. The bookings' times are moved into the last hour in the
 * database, so the test holds at any hour.
 */
test.use({ viewport: { width: 1024, height: 768 } });

type TListed = {
  id: string;
  status: string;
  arrivedAt?: string | null;
  guest?: { visits: number; noShows: number };
};

async function confirmedBooking(page: Page, lastName: string, minutesAgo: number): Promise<string> {
  const { id } = await placeReservation(page.request, {
    email: `${lastName.toLowerCase()}@example.ch`,
    firstName: 'Lea',
    lastName,
    at: tomorrowAt(19, 0),
    people: 3,
  });
  const confirmed = await apiPost(page.request, `/api/admin/reservation-orders/${id}/confirm`, {
    print: false,
  });
  expect(confirmed.status()).toBe(200);
  await runSql(`update reservations set reservation_at = now() - make_interval(mins => $2) where id = $1`, [
    id,
    minutesAgo,
  ]);
  return id;
}

async function listed(page: Page, id: string): Promise<TListed | undefined> {
  const list = (await (await page.request.get('/api/admin/reservations')).json()) as TListed[];
  return list.find((r) => r.id === id);
}

test('staff mark a party arrived, undo it, and mark another a no-show', async ({ page }) => {
  const stamp = Date.now();
  const here = `Here${stamp}`;
  const absent = `Absent${stamp}`;
  await signIn(page, '/admin/reservations');
  const arriving = await confirmedBooking(page, here, 10);
  const missing = await confirmedBooking(page, absent, 40);
  await page.reload();

  const active = page.getByRole('region', { name: 'Active' });
  const hereRow = active.getByRole('row', { name: new RegExp(`Lea ${here}`) });
  await hereRow.getByRole('button', { name: `Mark Lea ${here} arrived` }).click();
  await expect(hereRow.getByText(/^Arrived \d\d:\d\d$/)).toBeVisible();
  await expect.poll(async () => Boolean((await listed(page, arriving))?.arrivedAt)).toBe(true);
  await expect(hereRow.getByText('1 visit')).toBeVisible();

  // A mistaken tap is taken back.
  await hereRow.getByRole('button', { name: `Undo the arrival of Lea ${here}` }).click();
  await expect(hereRow.getByRole('button', { name: `Mark Lea ${here} arrived` })).toBeVisible();
  await expect.poll(async () => (await listed(page, arriving))?.arrivedAt ?? null).toBeNull();

  const absentRow = active.getByRole('row', { name: new RegExp(`Lea ${absent}`) });
  await absentRow.getByRole('button', { name: `Mark Lea ${absent} as a no-show` }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as no-show?' });
  await expect(dialog).toContainText(`Lea ${absent}`);
  await dialog.getByRole('button', { name: 'Mark as no-show' }).click();
  await expect(page.getByText('Reservation no show')).toBeVisible();
  const done = page.getByRole('region', { name: 'Done' });
  const doneRow = done.getByRole('row', { name: new RegExp(`Lea ${absent}`) });
  await expect(doneRow).toBeVisible();
  await expect(doneRow.getByText('1 no-show')).toBeVisible();
  await expect.poll(async () => (await listed(page, missing))?.status).toBe('NO_SHOW');
  expect((await listed(page, missing))?.guest).toEqual({ visits: 0, noShows: 1 });
});
