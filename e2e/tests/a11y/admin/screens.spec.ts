import { expect, test } from '@playwright/test';
import { signIn } from '../../../fixtures/admin';
import { menuItemId, placeMenuOrder, placeReservation } from '../../../fixtures/api';
import { expectNoSeriousA11yViolations, waitUntilSettled } from '../axe';

/**
 * The accessibility budget (docs/performance.md): axe-core finds no serious or critical violation on any
 * back-office screen. One sign-in for all of them (sign-ins are rate-limited per address), with an order and
 * a reservation of this test's own so that cards and tables have rows; every screen is checked even when one
 * fails.
 */
const SCREENS = [
  { path: '/admin/incoming', h1: 'Incoming (NEW)' },
  { path: '/admin/reservations', h1: 'Reservations' },
  { path: '/admin/orders', h1: 'Menu Orders' },
  { path: '/admin/buffet-orders', h1: 'Buffet Orders' },
  { path: '/admin/discounts', h1: 'Discounts / Sale' },
  { path: '/admin/promo-codes', h1: 'Promo codes' },
  { path: '/admin/food-items', h1: 'Food Items' },
  { path: '/admin/menu-items', h1: 'Menu Items' },
  { path: '/admin/categories', h1: 'Menu Categories' },
  { path: '/admin/buffet-items', h1: 'Buffet Items' },
  { path: '/admin/restaurant-info', h1: 'Restaurant Info' },
  { path: '/admin/delivery-fees', h1: 'Delivery & Fees' },
  { path: '/admin/users', h1: 'Users' },
  { path: '/admin/dispatch', h1: 'Dispatch' },
  { path: '/admin/courier-shifts', h1: 'Courier shifts' },
];

test('accessibility of every back-office screen', async ({ page, request }) => {
  // Fifteen screens, each loaded and analysed with every axe rule: on a busy 2-core machine that took over
  // two minutes, so give it the time of many tests (it asserts what axe finds, not how fast).
  test.setTimeout(300_000);
  const email = `a11y-admin-${Date.now()}@example.ch`;
  await placeMenuOrder(request, {
    items: [{ menuItemId: await menuItemId(request, 'Green Curry Chicken'), quantity: 1 }],
    email,
  });
  await placeReservation(request, { email, lastName: 'Axe' });

  await signIn(page, '/admin/incoming');
  for (const screen of SCREENS) {
    await test.step(screen.path, async () => {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.h1 })).toBeVisible();
      await waitUntilSettled(page);
      await expectNoSeriousA11yViolations(page, screen.path, { soft: true });
    });
  }
});
