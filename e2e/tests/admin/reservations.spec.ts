import { expect, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';
import { apiPost, placeReservation, tomorrowAt, xsrf } from '../../fixtures/api';
import { runSql } from '../../fixtures/database';
import { expectNoSeriousA11yViolations } from '../a11y/axe';

type TListed = { id: string; status: string };
type TBooking = TListed & {
  numberOfPeople: number;
  reservationDateTime: string;
  enteredBy: string | null;
  customerInfo: { lastName: string; phone: string; email: string };
};

test.describe('reservations screen', () => {
  test('an admin confirms a request, marks it no-show and deletes it', async ({ page }) => {
    const stamp = Date.now();
    const lastName = `Guest${stamp}`;
    const name = `Lea ${lastName}`;
    await signIn(page, '/admin/reservations');
    await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();

    const { id } = await placeReservation(page.request, {
      email: `resv-admin-${stamp}@example.ch`,
      firstName: 'Lea',
      lastName,
      at: tomorrowAt(20, 15),
      people: 6,
    });
    const confirmed = await apiPost(page.request, `/api/admin/reservation-orders/${id}/confirm`, {
      print: true,
    });
    expect(confirmed.status()).toBe(200);

    await page.reload();
    const active = page.getByRole('region', { name: 'Active' });
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(active.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    await expect(row).toContainText('20:15');
    await expect(row).toContainText('6');

    // A no-show only once the booking's time has started: the party was expected half an hour ago.
    await runSql(`update reservations set reservation_at = now() - interval '30 minutes' where id = $1`, [
      id,
    ]);
    await page.reload();
    await row
      .getByRole('combobox', { name: `Status of the reservation for ${name}` })
      .selectOption('NO_SHOW');
    await expect(page.getByText('Reservation no show')).toBeVisible();
    const done = page.getByRole('region', { name: 'Done' });
    await expect(done.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    await expect(active.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
    // The change landed on the server.
    const listed = (await (await page.request.get('/api/admin/reservations')).json()) as TListed[];
    expect(listed.find((r) => r.id === id)?.status).toBe('NO_SHOW');

    await done
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('button', { name: 'Delete' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete reservation' });
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Reservation deleted')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
    const after = (await (await page.request.get('/api/admin/reservations')).json()) as TListed[];
    expect(after.some((r) => r.id === id)).toBe(false);
  });

  test('a phone booking entered with Add is Active at once; Edit changes its time and people', async ({
    page,
  }) => {
    const lastName = `Phone${Date.now()}`;
    const name = `Tom ${lastName}`;
    await signIn(page, '/admin/reservations');
    await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();

    await page.getByRole('button', { name: 'Add reservation' }).click();
    const add = page.getByRole('dialog', { name: 'Add reservation' });
    await expect(add.getByLabel('Status')).toHaveValue('CONFIRMED');
    await expect(add.getByLabel('Date & time')).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'the Add reservation dialog', { include: '[role="dialog"]' });
    await add.getByLabel('Date & time').fill(tomorrowAt(13, 10).slice(0, 16));
    await add.getByLabel('People').fill('4');
    await add.getByLabel('First name').fill('Tom');
    await add.getByLabel('Last name').fill(lastName);
    await add.getByLabel('Phone').fill('079 123 45 67');
    await add.getByLabel('Special requests').fill('Birthday');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Created', { exact: true })).toBeVisible();
    await expect(add).toHaveCount(0);

    const active = page.getByRole('region', { name: 'Active' });
    const row = active.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('13:10');
    await expect(row).toContainText('Entered by e2e-admin');
    // The screen only: a toast's close button has no accessible name yet (lib/toast.ts, not this screen's).
    await expectNoSeriousA11yViolations(page, 'the reservations screen with a phone booking', {
      include: 'main',
    });
    const listed = async () =>
      ((await (await page.request.get('/api/admin/reservations')).json()) as TBooking[]).find(
        (r) => r.customerInfo.lastName === lastName,
      );
    const booked = await listed();
    expect(booked).toMatchObject({
      status: 'CONFIRMED',
      numberOfPeople: 4,
      enteredBy: 'e2e-admin',
      customerInfo: { phone: '079 123 45 67', email: '' },
    });

    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit reservation' });
    await expect(edit.getByLabel('Date & time')).toHaveValue(tomorrowAt(13, 10).slice(0, 16));
    await expect(edit.getByLabel('First name')).toHaveValue('Tom');
    await edit.getByLabel('Date & time').fill(tomorrowAt(13, 40).slice(0, 16));
    await edit.getByLabel('People').fill('7');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await expect(edit).toHaveCount(0);
    await expect(row).toContainText('13:40');
    await expect(row.getByRole('cell', { name: '7', exact: true })).toBeVisible();
    expect(await listed()).toMatchObject({ id: booked?.id, numberOfPeople: 7, status: 'CONFIRMED' });

    // Clean up: other runs of this suite share the database.
    const removed = await page.request.delete(`/api/admin/reservations/${booked?.id}`, {
      headers: { 'X-XSRF-TOKEN': await xsrf(page.request) },
    });
    expect(removed.status()).toBe(204);
  });
});
