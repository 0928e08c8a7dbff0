import { expect, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';
import { apiPost, placeReservation, tomorrowAt } from '../../fixtures/api';

type TListed = { id: string; status: string };

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
});
