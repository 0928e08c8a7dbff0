import { expect, type Page, test } from '@playwright/test';
import { menuItemId, placeMenuOrder } from '../../../fixtures/api';
import { expectNoSeriousA11yViolations, waitUntilSettled } from '../axe';

/**
 * The accessibility budget (docs/performance.md): axe-core finds no serious or critical violation on any
 * public page, on a desktop and on a phone (this folder is named public/ so that the mobile project runs it
 * too), with real data.
 */

async function h1(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await waitUntilSettled(page);
}

test.describe('accessibility of the public pages', () => {
  // axe scans whole pages several times per test; a phone emulation on a busy machine needs room.
  test.describe.configure({ timeout: 90_000 });

  test('home, with the restaurant information loaded', async ({ page }) => {
    await page.goto('/');
    await h1(page, /Hana Sushi & Thai/);
    await expect(page.locator('#location').getByRole('rowheader').first()).toBeVisible();
    await expect(page.locator('#contact')).toContainText('+41 62 212 34 56');
    await expectNoSeriousA11yViolations(page, '/');
  });

  test('the phone navigation drawer', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the burger menu is shown on small screens only');
    await page.goto('/');
    await h1(page, /Hana Sushi & Thai/);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the navigation drawer');
  });

  test('menu, then the cart drawer, then checkout with that cart', async ({ page }) => {
    await page.goto('/menu');
    await h1(page, 'Menu');
    await page.getByRole('button', { name: 'Add Green Curry Chicken to cart' }).click();
    await page.getByRole('button', { name: 'Add Jasmine Rice to cart' }).click();
    await expect(page.getByRole('button', { name: 'Cart 2 items' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/menu');

    await page.getByRole('button', { name: 'Cart 2 items' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await expect(drawer.getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page, 'the cart drawer');

    await drawer.getByRole('link', { name: 'Checkout' }).click();
    await h1(page, 'Checkout');
    await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/checkout');

    // The form's error state: every required field named as missing.
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(
      page.getByRole('main').getByRole('alert').filter({ hasText: 'Please fix the highlighted fields.' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/checkout with errors');
  });

  test('reservation', async ({ page }) => {
    await page.goto('/reservation');
    await h1(page, 'Book a Table');
    await expectNoSeriousA11yViolations(page, '/reservation');
  });

  test('thank-you and tracking for a real order', async ({ page, request }) => {
    const email = `a11y.${test.info().project.name}.${Date.now()}@example.ch`;
    const orderId = await placeMenuOrder(request, {
      items: [{ menuItemId: await menuItemId(request, 'Green Curry Chicken'), quantity: 1 }],
      email,
    });
    const query = new URLSearchParams({ orderId, email }).toString();

    await page.goto(`/thank-you?${query}`);
    await h1(page, 'Successfully ordered');
    await expectNoSeriousA11yViolations(page, '/thank-you');

    await page.goto(`/track?${query}`);
    await h1(page, 'Track your order');
    await expect(page.getByText('Green Curry Chicken')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/track');
  });

  test('login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Username')).toBeVisible();
    await waitUntilSettled(page);
    await expectNoSeriousA11yViolations(page, '/login');
  });

  test('privacy', async ({ page }) => {
    await page.goto('/privacy');
    await h1(page, 'Privacy notice');
    await expectNoSeriousA11yViolations(page, '/privacy');
  });
});
