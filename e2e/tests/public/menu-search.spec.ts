import { expect, test } from '@playwright/test';

// Finding a dish (search by name and description, accents and case aside) and the category
// bar that stays in sight and marks where the diner is.

test.describe('menu search in French', () => {
  test.use({ locale: 'fr-CH' });

  test('finds a dish by a word of its description without its accent, says when nothing matches, clears', async ({
    page,
  }) => {
    await page.goto('/menu');
    const box = page.getByRole('searchbox', { name: 'Rechercher dans la carte' });
    const dishes = page.getByRole('heading', { level: 3 });
    // Both lists in (the buffet comes last).
    await expect(page.getByRole('heading', { level: 2, name: 'Buffet' })).toBeAttached();
    const all = await dishes.count();

    // "glaçage" is in the description of the crispy ebi roll only.
    await box.fill('GLACAGE');
    await expect(dishes).toHaveText(['Crispy ebi roll (8 pces)']);
    await expect(page.getByText('1 plat trouvé')).toBeAttached();

    await box.fill('pizza');
    await expect(page.getByText('Aucun plat ne correspond à « pizza ».')).toBeVisible();
    await expect(dishes).toHaveCount(0);
    await page.getByRole('button', { name: 'Afficher tous les plats' }).click();
    await expect(dishes).toHaveCount(all);

    // Every word must match; Escape clears.
    await box.fill('SESAME teriyaki');
    await expect(dishes).toHaveText(['Crispy ebi roll (8 pces)']);
    await box.press('Escape');
    await expect(box).toHaveValue('');
    await expect(dishes).toHaveCount(all);
  });
});

test('the category bar stays under the header and marks the category in view', async ({ page }) => {
  await page.goto('/menu');
  const bar = page.getByRole('navigation', { name: 'Menu categories' });
  const desserts = bar.getByRole('link', { name: 'Desserts' });
  // The section must be on the page before its link can scroll to it (the menu draws after the bar).
  await expect(page.getByRole('heading', { level: 2, name: 'Desserts' })).toBeAttached();
  await desserts.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Desserts' })).toBeInViewport();
  await expect(desserts).toHaveAttribute('aria-current', 'true');
  await expect(bar.locator('[aria-current="true"]')).toHaveCount(1);
  // Still in sight, right under the 64 px header.
  await expect(bar).toBeInViewport();
  const top = (await bar.boundingBox())?.y ?? -1;
  expect(Math.round(top)).toBe(64);

  // Back at the top, the first category is the current one again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar.getByRole('link').first()).toHaveAttribute('aria-current', 'true');
  await expect(desserts).not.toHaveAttribute('aria-current', 'true');
});
