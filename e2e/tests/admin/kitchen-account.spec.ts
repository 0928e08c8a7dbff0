import { expect, test } from '@playwright/test';
import { pickOption, signIn } from '../../fixtures/admin';
import { adminApi, specAddress, xsrf } from '../../fixtures/api';

/**
 * The kitchen's wall tablet gets an account of its own: an admin creates it on the users screen with
 * the role "Kitchen display", signs out, and the tablet signs in with it. It lands on the kitchen
 * display, and a back-office page tells it that it opens the kitchen display only, with the way there.
 */
test.use({ viewport: { width: 1024, height: 768 } });

test('an admin creates a kitchen account; the tablet signs in and lands on the kitchen display', async ({
  page,
  baseURL,
}) => {
  const name = `wall-${Date.now()}`;
  const password = 'wall-tablet-password-1';
  const admin = await adminApi(baseURL ?? '');
  try {
    await signIn(page, '/admin/users');
    // Admins find the kitchen display in the back office's navigation.
    await expect(page.getByRole('link', { name: 'Kitchen display' })).toHaveAttribute('href', '/kitchen');

    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill(name);
    await dialog.getByLabel('Email').fill(`${name}@example.ch`);
    await dialog.getByLabel('Password').fill(password);
    await pickOption(page, dialog.getByLabel('Role'), 'Kitchen display');
    await expect(dialog.getByText(/^Opens only the kitchen display/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Created')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Kitchen display');
    // The effect lands on the server.
    const users = (await (await admin.get('/api/admin/users')).json()) as {
      username: string;
      role: string;
    }[];
    expect(users.find((u) => u.username === name)).toMatchObject({ role: 'KITCHEN' });

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();

    // The tablet: the login form asked for the back office, the account leads to the kitchen display.
    await page.setExtraHTTPHeaders(specAddress());
    await page.goto('/login?next=%2Fadmin');
    await page.getByLabel('Username').fill(name);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/kitchen$/);
    await expect(page.getByRole('heading', { name: 'Choose a station' })).toBeVisible();

    await page.goto('/admin/orders');
    await expect(
      page.getByText(
        'This account opens the kitchen display only. The back office needs an administrator account.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Open the kitchen display' }).click();
    await expect(page).toHaveURL(/\/kitchen$/);
  } finally {
    const users = (await (await admin.get('/api/admin/users')).json()) as { id: number; username: string }[];
    const created = users.find((u) => u.username === name);
    if (created) {
      await admin.delete(`/api/admin/users/${created.id}`, {
        headers: { 'X-XSRF-TOKEN': await xsrf(admin) },
      });
    }
    await admin.dispose();
  }
});
