import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';
import { apiPost, demoCustomer, menuItemId, placeMenuOrder, restaurantDate, xsrf } from '../../fixtures/api';
import { backdateOrder } from '../../fixtures/database';

/**
 * The Menu Orders list against the real server (one page of the chosen days, today by
 * default, with a search); the test's own order is found by its number or its phone number.
 */

const dotted = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

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
    // Today's first page, and the screen says so: never a silent cut.
    await expect(
      page.getByText(new RegExp(`^Showing 1–\\d+ of \\d+ orders?, ${dotted(restaurantDate())}$`)),
    ).toBeVisible();
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

  test("yesterday's order is found by phone number", async ({ page, request }) => {
    test.slow();
    // A number of this test's own, typed differently on the order and in the search.
    const digits = String(Date.now()).slice(-7);
    const phone = `+41 79 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`;
    const placed = await apiPost(request, '/api/orders', {
      customerInfo: { ...demoCustomer, phone, email: `yesterday-${digits}@example.ch` },
      orderType: 'TAKEAWAY',
      items: [{ menuItemId: await menuItemId(request, 'Green Curry Chicken'), quantity: 1 }],
      paymentMethod: 'CASH',
      asap: true,
    });
    expect(placed.status()).toBe(201);
    const orderId = ((await placed.json()) as { id: string }).id;

    // Another guest's order of yesterday, which the search must leave out.
    const otherId = await placeMenuOrder(request, {
      items: [{ menuItemId: await menuItemId(request, 'Green Curry Chicken'), quantity: 1 }],
      email: `yesterday-other-${digits}@example.ch`,
    });

    await signIn(page, '/admin/orders');
    const orderNumber = await confirmOrder(page, orderId);
    await confirmOrder(page, otherId);
    // No API places an order in the past: the test moves both back a day in the database.
    await backdateOrder(orderId, 1);
    await backdateOrder(otherId, 1);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Menu Orders' })).toBeVisible();

    const filters = page.getByRole('search', { name: 'Filter orders' });
    await filters.getByText('Yesterday', { exact: true }).click();
    const yesterday = restaurantDate(-1);
    await expect(
      page.getByText(new RegExp(`^Showing 1–\\d+ of \\d+ orders, ${dotted(yesterday)}$`)),
    ).toBeVisible();
    await filters.getByRole('searchbox', { name: 'Search' }).fill(`079${digits}`);

    // The search is sent once typing pauses, and kept in the URL with the days.
    await expect(page).toHaveURL(new RegExp(`[?&]q=079${digits}(&|$)`));
    expect(new URL(page.url()).searchParams.get('from')).toBe(yesterday);
    await expect(page.getByText(`Showing 1–1 of 1 order, ${dotted(yesterday)}`)).toBeVisible();
    const row = orderRow(page, 'Active', orderNumber);
    await expect(row).toBeVisible();
    await expect(row).toContainText(phone);

    // Today's list does not have it; the link with the filters brings it back after a reload.
    await page.reload();
    await expect(orderRow(page, 'Active', orderNumber)).toBeVisible();
    await filters.getByText('Today', { exact: true }).click();
    await expect(page.getByText('No orders on these days match')).toBeVisible();
  });
});
