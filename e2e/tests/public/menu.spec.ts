import { expect, test } from '@playwright/test';

test.describe('menu', () => {
  test('lists the seeded items under their categories with CHF prices', async ({ page, request }) => {
    const items = (await (await request.get('/api/menu-items')).json()) as { name: string; price: number }[];
    expect(items.length).toBeGreaterThanOrEqual(45);
    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const curries = page
      .locator('section', { has: page.getByRole('heading', { name: 'Thai Curries' }) })
      .last();
    await expect(curries).toContainText('Green Curry Chicken');
    await expect(curries).toContainText('CHF 24.50');
    await expect(curries).not.toContainText('California Roll');

    const rolls = page.locator('section', { has: page.getByRole('heading', { name: 'Sushi Rolls' }) }).last();
    await expect(rolls).toContainText('California Roll (8 pcs)');
    await expect(rolls).toContainText('CHF 14.50');

    const buffet = page.locator('section', { has: page.getByRole('heading', { name: 'Buffet' }) }).last();
    await expect(buffet).toContainText('Buffet Box Small');
  });
});
