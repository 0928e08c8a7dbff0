import { expect, test } from '@playwright/test';
import { pickOption, signIn } from '../../fixtures/admin';

test.describe('users screen', () => {
  test('create, edit and delete a user', async ({ page }) => {
    const name = `waiter-${Date.now()}`;
    await signIn(page, '/admin/users');
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();

    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill(`  ${name}  `);
    await dialog.getByLabel('Email').fill(`${name}@example.ch`);
    await dialog.getByLabel('Password').fill('waiter-password-1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Created')).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('ADMIN');

    // The effect lands on the server: the new user can sign in.
    const users = (await (await page.request.get('/api/admin/users')).json()) as {
      username: string;
      role: string;
    }[];
    expect(users.find((u) => u.username === name)).toMatchObject({ role: 'ADMIN' });

    await expect(dialog).toBeHidden();
    await row.getByRole('button', { name: 'Edit' }).click();
    await expect(dialog.getByLabel('Username')).toHaveValue(name);
    await pickOption(page, dialog.getByLabel('Role'), 'CUSTOMER');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Updated')).toBeVisible();
    await expect(row).toContainText('CUSTOMER');

    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Deleted')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  });

  test('a duplicate username shows the server message', async ({ page }) => {
    await signIn(page, '/admin/users');
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill('e2e-admin');
    await dialog.getByLabel('Email').fill('dup@example.ch');
    await dialog.getByLabel('Password').fill('another-password');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('A user with this username already exists.').first()).toBeVisible();
  });
});
