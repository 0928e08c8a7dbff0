import { expect, test } from '@playwright/test';

test.describe('site shell', () => {
  test('home shows the restaurant with its about, location and contact sections', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Hana Sushi & Thai/ })).toBeVisible();
    for (const id of ['about', 'location', 'contact']) {
      await expect(page.locator(`section#${id}, #${id}`).first()).toBeAttached();
    }
    await expect(page.locator('#about')).toContainText('Olten');
    await expect(page.locator('#location')).toContainText('Baslerstrasse 24');
    // The e2e restaurant is open around the clock (global-setup.ts): the hours list every day.
    await expect(page.locator('#location').getByRole('rowheader')).toHaveText([
      /^Monday/,
      /^Tuesday/,
      /^Wednesday/,
      /^Thursday/,
      /^Friday/,
      /^Saturday/,
      /^Sunday/,
    ]);
    await expect(page.locator('#contact')).toContainText('+41 62 212 34 56');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expect(footer).toContainText('Hana Sushi & Thai');
    await expect(footer.getByRole('link', { name: 'PRIVACY' })).toHaveAttribute('href', '/privacy');
  });

  test('the navigation lists the spec entries in order', async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile)
      await page
        .getByRole('button', { name: /menu|navigation/i })
        .first()
        .click();
    const names = ['Home', 'About Us', 'Location', 'Contact', 'Menu', 'Reservation'];
    const nav = page
      .getByRole(isMobile ? 'dialog' : 'navigation')
      .filter({ hasText: 'Reservation' })
      .first();
    const links = nav.getByRole('link');
    await expect(links.filter({ hasText: /^(Home|About Us|Location|Contact|Menu|Reservation)$/ })).toHaveText(
      names,
    );
  });

  test('a hash link scrolls to its section', async ({ page, isMobile }) => {
    // Wait for the content first: sections growing as data arrives would move the target again.
    await page.goto('/');
    await expect(page.locator('#contact')).toContainText('+41 62 212 34 56');
    await expect(page.locator('#contact')).not.toBeInViewport();
    if (isMobile)
      await page
        .getByRole('button', { name: /menu|navigation/i })
        .first()
        .click();
    const nav = page
      .getByRole(isMobile ? 'dialog' : 'navigation')
      .filter({ hasText: 'Reservation' })
      .first();
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('an unknown path lands on the home page', async ({ page }) => {
    await page.goto('/nowhere/at/all');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Hana Sushi & Thai/ })).toBeVisible();
  });

  test('the privacy page is reachable from the footer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'PRIVACY' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
