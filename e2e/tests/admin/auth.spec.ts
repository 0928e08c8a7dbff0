import { expect, test } from '@playwright/test';
import { E2E_ADMIN, signIn } from '../../fixtures/admin';

test.describe('admin sign-in', () => {
  test('a visitor to /admin is sent to login with next, signs in and reaches the back office', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText(E2E_ADMIN.username)).toBeVisible();
    // The public header and footer are hidden in the back office.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    // Signing in replaced the login entry: going back does not return to the form.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('the guard keeps the path and query in next', async ({ page }) => {
    await page.goto('/admin/orders?from=2026-01-01');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Forders%3Ffrom%3D2026-01-01$/);
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?from=2026-01-01$/);
  });

  test('a wrong password shows the server message and stays on login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid username or password.');
    await expect(page).toHaveURL(/\/login/);
  });

  test('empty fields are refused before sending', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Required').first()).toBeVisible();
  });

  test('logout ends the session: /admin asks to sign in again', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401);
  });
});
