import { expect, type Page, test } from '@playwright/test';

// Food declarations, read-only against the demo data: declarations on the menu and the allergen filter (an
// undeclared item's "Ask us about allergens" is in global-state/declarations.spec.ts, which changes data).

const card = (page: Page, name: string) =>
  page.locator('article', { has: page.getByRole('heading', { name, exact: true }) });

test.describe('allergens on the menu', () => {
  test('every demo item lists its declarations, and origins read in words', async ({ page }) => {
    await page.goto('/menu');
    await expect(card(page, 'Buffet Soup Cup')).toContainText(/Contains: (celery, soy|soy, celery)/);
    await expect(page.getByText('Ask us about allergens')).toHaveCount(0);
    await expect(card(page, 'Ebi Nigiri (2 pcs)')).toContainText('Contains: crustaceans');
    await expect(card(page, 'Salmon Avocado Roll (8 pcs)')).toContainText('Salmon: Norway, farmed');
    await expect(card(page, 'Tekka Maki (6 pcs)')).toContainText(
      'Tuna: wild-caught, FAO 71 (Pacific, western central)',
    );
  });

  test('the allergen filter hides an item containing it and shows it again', async ({ page }) => {
    await page.goto('/menu');
    const ebi = page.getByRole('heading', { name: 'Ebi Nigiri (2 pcs)', exact: true });
    const edamame = page.getByRole('heading', { name: 'Edamame', exact: true });
    await expect(ebi).toBeVisible();

    await page.getByText('Filters', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'crustaceans' }).check();
    await expect(ebi).toHaveCount(0);
    await expect(edamame).toBeVisible();

    // Kept for this tab: a reload keeps it.
    await page.reload();
    await expect(edamame).toBeVisible();
    await expect(ebi).toHaveCount(0);

    await page.getByRole('checkbox', { name: 'crustaceans' }).uncheck();
    await expect(ebi).toBeVisible();
  });
});
