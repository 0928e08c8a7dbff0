import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';
import { menuItemId, placeMenuOrder, xsrf } from '../../fixtures/api';

/** The Menu Orders list against the real server; the test's own order is found by its number. */

async function confirmOrder(page: Page, id: string): Promise<number> {
  const confirmed = await page.request.post(`/api/admin/menu-orders/${id}/confirm`, {
    data: { print: true },
    headers: { 'X-XSRF-TOKEN': await xsrf(page.request) },
  });
  expect(confirmed.status()).toBe(200);
  const order = await page.request.get(`/api/orders/${id}`);
  return ((await order.json()) as { orderNumber: number }).orderNumber;
}

function orderRow(page: Page, group: string, orderNumber: number) {
  return page
    .getByRole('region', { name: group })
    .getByRole('row')
    .filter({ has: page.getByText(`#${orderNumber}`, { exact: true }) });
}

test.describe('menu orders list', () => {
  test('a confirmed order moves from Active to Done/Delivered, and prints from its row', async ({
    page,
    request,
  }) => {
    // Places and confirms an order, signs in and reloads twice: more than 30 s on a busy machine.
    test.slow();
    const orderId = await placeMenuOrder(request, {
      items: [{ menuItemId: await menuItemId(request, 'Green Curry Chicken'), quantity: 5 }],
      orderType: 'DELIVERY',
      email: `lists-${Date.now()}@example.ch`,
    });
    await signIn(page, '/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Menu Orders' })).toBeVisible();
    const orderNumber = await confirmOrder(page, orderId);
    await page.reload();

    const active = orderRow(page, 'Active', orderNumber);
    await expect(active).toBeVisible();
    // 5 x CHF 24.50 = CHF 122.50 of items: delivery is free in the back office's view.
    await expect(active).toContainText('CHF 0.00');

    await active.getByRole('combobox', { name: `Status of order #${orderNumber}` }).selectOption('DELIVERED');
    await expect(page.getByText('Order status updated')).toBeVisible();
    const done = orderRow(page, 'Done/Delivered', orderNumber);
    await expect(done).toBeVisible();
    await expect(active).toHaveCount(0);

    const saved = await page.request.get(`/api/orders/${orderId}`);
    expect(((await saved.json()) as { status: string }).status).toBe('DELIVERED');
    await page.reload();
    await expect(orderRow(page, 'Done/Delivered', orderNumber)).toBeVisible();

    const receipt = page.waitForEvent('download');
    await orderRow(page, 'Done/Delivered', orderNumber).getByRole('button', { name: 'Print' }).click();
    const download = await receipt;
    expect(download.suggestedFilename()).toBe(`order-${orderNumber}-${orderId}.txt`);
    expect(await readFile(await download.path(), 'utf8')).toContain(`Order #${orderNumber}`);
  });
});
