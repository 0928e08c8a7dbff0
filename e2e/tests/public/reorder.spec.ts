import { expect, test } from '@playwright/test';
import { menuItemId, placeMenuOrder } from '../../fixtures/api';

// "Order this again" from the tracking page fills the cart with the order's items at
// today's prices and goes on to the checkout.

test('Order this again on the tracking page fills the cart and opens the checkout', async ({
  page,
  request,
}) => {
  const email = `reorder.${test.info().project.name}@example.ch`;
  const gyoza = await menuItemId(request, 'Gyoza (6 pcs)');
  const edamame = await menuItemId(request, 'Edamame');
  const orderId = await placeMenuOrder(request, {
    items: [
      { menuItemId: gyoza, quantity: 2 },
      { menuItemId: edamame, quantity: 1 },
    ],
    email,
  });

  await page.goto(`/track?${new URLSearchParams({ orderId, email })}`);
  await expect(page.getByRole('article', { name: `Order ${orderId}` })).toBeVisible();
  await page.getByRole('button', { name: 'Order this again' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ak_cart_v1') ?? '{}'));
  const menu = (await (await request.get('/api/menu-items')).json()) as { id: number; price: number }[];
  const price = (id: number) => menu.find((item) => item.id === id)?.price;
  expect(stored.lines).toEqual([
    expect.objectContaining({ kind: 'MENU', id: gyoza, quantity: 2, priceRaw: price(gyoza) }),
    expect.objectContaining({ kind: 'MENU', id: edamame, quantity: 1, priceRaw: price(edamame) }),
  ]);
  await expect(page.getByText('Gyoza (6 pcs)').first()).toBeVisible();
});
