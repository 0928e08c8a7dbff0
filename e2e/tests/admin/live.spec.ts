import { expect, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';
import { menuItemId, placeMenuOrder } from '../../fixtures/api';

/**
 * Live updates and notifications in the real browser: the incoming screen keeps a Server-Sent Events
 * connection open and a diner's order shows up on it; the service worker for pushes is served and
 * registered when the admin asks for notifications (the browser's own push service is out of reach
 * here, offline, so the device subscription itself is covered by the server's push tests).
 */
test.describe('live updates', () => {
  test('the incoming screen listens to the live stream and shows a new order', async ({ page }) => {
    const stream = page.waitForRequest((request) => request.url().endsWith('/api/admin/events'));
    await signIn(page, '/admin/incoming');
    await stream;

    const email = `live.${Date.now()}@example.ch`;
    const id = await placeMenuOrder(page.request, {
      items: [{ menuItemId: await menuItemId(page.request, 'Green Curry Chicken'), quantity: 1 }],
      email,
    });
    const order = (await (await page.request.get(`/api/orders/${id}`)).json()) as { orderNumber: number };
    await expect(
      page.getByRole('article', { name: new RegExp(`Menu order #${order.orderNumber}$`) }),
    ).toBeVisible();
  });

  test('notifications: the service worker is served and registered once notifications are allowed', async ({
    page,
    context,
  }) => {
    const sw = await page.request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toContain('javascript');
    expect(sw.headers()['cache-control']).toBe('no-cache');

    await context.grantPermissions(['notifications']);
    await signIn(page, '/admin/incoming');
    // Permission already granted: the screen renews the registration by itself.
    await expect
      .poll(() =>
        page.evaluate(
          async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? null,
        ),
      )
      .toMatch(/\/sw\.js$/);
    await expect(
      page.getByText(
        /Notifications are on for this device\.|Notifications could not be set up on this device\./,
      ),
    ).toBeVisible();
  });
});
