import { expect, type Locator, type Page, test } from '@playwright/test';

/**
 * Ordering as a diner does it: menu -> cart -> checkout -> payment -> thank-you -> tracking. The e2e
 * restaurant is open around the clock (global-setup.ts), so none of this depends on the time it runs.
 */

const diner = {
  'First name': 'Nora',
  'Last name': 'Test',
  Email: 'nora.ordering@example.ch',
  Phone: '+41 79 000 11 22',
  Street: 'Bahnhofstrasse',
  'No.': '1',
  PLZ: '4600',
  City: 'Olten',
};

type TTracked = {
  id: string;
  status: string;
  orderType: string;
  paymentMethod: string;
  paymentStatus: string;
  totalPrice: number;
  asap: boolean;
  orderItems: { name: string; quantity: number; unitPrice: number }[];
  specialInstructions: string | null;
};

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart \d+ items?$/ });

async function addToCart(page: Page, name: string, times = 1) {
  for (let i = 0; i < times; i++) {
    await page.getByRole('button', { name: `Add ${name} to cart` }).click();
  }
}

async function openCart(page: Page): Promise<Locator> {
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function goToCheckout(page: Page) {
  const drawer = await openCart(page);
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // The drawer closes on the way (it also has an order-type switch).
  await expect(drawer).toBeHidden();
}

async function fillDetails(page: Page, overrides: Partial<typeof diner> = {}) {
  for (const [name, value] of Object.entries({ ...diner, ...overrides })) {
    await page.getByRole('textbox', { name, exact: true }).fill(value);
  }
}

async function chooseOrderType(page: Page, type: 'Takeaway' | 'Delivery') {
  // The segmented control's radios are drawn by their labels.
  await page.getByRole('radiogroup', { name: 'Order type' }).getByText(type, { exact: true }).click();
  await expect(page.getByRole('radio', { name: type, exact: true })).toBeChecked();
}

/** Watches the order-creating calls a page makes, to prove that refused checkouts send nothing. */
function watchOrderPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/(orders|buffet-orders)$/.test(request.url()))
      posts.push(request.url());
  });
  return posts;
}

function thankYouParams(page: Page) {
  const url = new URL(page.url());
  expect(url.pathname).toBe('/thank-you');
  const orderId = url.searchParams.get('orderId') ?? '';
  expect(orderId).toMatch(/^[a-z2-7]{16}$/);
  return { orderId, email: url.searchParams.get('email'), kind: url.searchParams.get('kind') };
}

test.describe('cart', () => {
  test('adds items, changes quantities and keeps the cart across a reload', async ({ page }) => {
    await page.goto('/menu');
    await expect(cartButton(page)).toHaveAccessibleName('Cart 0 items');
    await addToCart(page, 'Green Curry Chicken', 2);
    await addToCart(page, 'Jasmine Rice');
    await expect(cartButton(page)).toHaveAccessibleName('Cart 3 items');

    let drawer = await openCart(page);
    const items = drawer.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(drawer).toContainText('CHF 53.00');
    await drawer.getByRole('button', { name: 'Increase quantity of Jasmine Rice' }).click();
    await drawer.getByRole('button', { name: 'Decrease quantity of Green Curry Chicken' }).click();
    await expect(drawer.getByText('Quantity of Jasmine Rice: 2', { exact: true })).toBeAttached();
    await expect(drawer.getByText('Quantity of Green Curry Chicken: 1', { exact: true })).toBeAttached();
    await expect(drawer).toContainText('CHF 32.50');
    await drawer.getByText('Delivery', { exact: true }).click();
    await expect(drawer.getByRole('radio', { name: 'Delivery', exact: true })).toBeChecked();

    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName('Cart 3 items');
    drawer = await openCart(page);
    await expect(drawer.getByText('Quantity of Jasmine Rice: 2', { exact: true })).toBeAttached();
    await expect(drawer.getByRole('radio', { name: 'Delivery', exact: true })).toBeChecked();
    await expect(drawer).toContainText('CHF 32.50');

    await drawer.getByRole('button', { name: 'Remove Green Curry Chicken from cart' }).click();
    await drawer.getByRole('button', { name: 'Decrease quantity of Jasmine Rice' }).click();
    await drawer.getByRole('button', { name: 'Decrease quantity of Jasmine Rice' }).click();
    await expect(drawer).toContainText('Your cart is empty.');
    await expect(cartButton(page)).toHaveAccessibleName('Cart 0 items');
  });

  test('unavailable items cannot be added', async ({ page, request }) => {
    const items = (await (await request.get('/api/menu-items')).json()) as {
      name: string;
      available: boolean;
    }[];
    await page.goto('/menu');
    await expect(page.getByRole('button', { name: 'Add Green Curry Chicken to cart' })).toBeVisible();
    for (const item of items.filter((i) => !i.available)) {
      await expect(page.getByRole('button', { name: `Add ${item.name} to cart` })).toHaveCount(0);
    }
  });
});

test.describe('checkout refusals', () => {
  test('an empty cart', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to menu' })).toHaveAttribute('href', '/menu');
  });

  test('required fields and a bad email, before anything is sent', async ({ page }) => {
    const posts = watchOrderPosts(page);
    await page.goto('/menu');
    await addToCart(page, 'Green Curry Chicken');
    await goToCheckout(page);

    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(
      page.getByRole('main').getByRole('alert').filter({ hasText: 'Please fix the highlighted fields.' }),
    ).toBeVisible();
    for (const name of ['First name', 'Last name', 'Phone', 'Street', 'No.', 'PLZ', 'City']) {
      const input = page.getByRole('textbox', { name, exact: true });
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription('Required');
    }
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription(
      'Valid email required',
    );
    await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toBeFocused();

    await fillDetails(page, { Email: 'nora.example.ch' });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription(
      'Valid email required',
    );
    await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(posts).toEqual([]);
  });

  test('a delivery address outside the delivery area', async ({ page }) => {
    const posts = watchOrderPosts(page);
    await page.goto('/menu');
    await addToCart(page, 'Green Curry Chicken', 2);
    await goToCheckout(page);
    await chooseOrderType(page, 'Delivery');
    await fillDetails(page, { PLZ: '8000', City: 'Zürich' });

    await expect(
      page
        .getByRole('main')
        .getByRole('alert')
        .filter({ hasText: 'We currently do not deliver to this address.' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'PLZ', exact: true })).toHaveAccessibleDescription(
      'We currently do not deliver to this address.',
    );
    const submit = page.getByRole('button', { name: 'Continue to payment' });
    await expect(submit).toBeDisabled();

    await page.getByRole('textbox', { name: 'PLZ', exact: true }).fill('4632');
    await expect(submit).toBeEnabled();
    expect(posts).toEqual([]);
  });

  test('a delivery under the minimum order', async ({ page }) => {
    await page.goto('/menu');
    await addToCart(page, 'Jasmine Rice', 2);
    await goToCheckout(page);
    await chooseOrderType(page, 'Delivery');
    await expect(
      page.getByRole('main').getByRole('alert').filter({ hasText: 'Minimum delivery order is CHF 30.00.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();

    await chooseOrderType(page, 'Takeaway');
    await expect(page.getByText('Minimum delivery order is CHF 30.00.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  });

  test('a cart with menu and buffet items', async ({ page }) => {
    const posts = watchOrderPosts(page);
    await page.goto('/menu');
    await addToCart(page, 'Green Curry Chicken');
    await addToCart(page, 'Buffet Box Small');
    await expect(cartButton(page)).toHaveAccessibleName('Cart 2 items');
    await goToCheckout(page);
    await expect(
      page.getByRole('main').getByRole('alert').filter({
        hasText: 'Mixed cart (menu + buffet) is not supported yet. Please order them separately.',
      }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
    expect(posts).toEqual([]);
  });
});

test.describe('placing orders', () => {
  test('a takeaway order paid in cash, then tracked through its link', async ({ page, request }) => {
    await page.goto('/menu');
    await addToCart(page, 'Green Curry Chicken', 2);
    await addToCart(page, 'Jasmine Rice');
    await goToCheckout(page);
    await fillDetails(page);
    await page.getByRole('radio', { name: 'Cash' }).check();
    await expect(page.getByText('You will pay at pickup or upon delivery.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Special instructions' }).fill('Extra spicy, please');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByRole('group', { name: 'Costs' })).toContainText('TotalCHF 53.00');

    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Successfully ordered' })).toBeVisible();
    await expect(page.getByText(/confirmation email is on its way/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to menu' })).toHaveAttribute('href', '/menu');
    const { orderId, email, kind } = thankYouParams(page);
    expect(email).toBe(diner.Email);
    expect(kind).toBe('menu');
    await expect(cartButton(page)).toHaveAccessibleName('Cart 0 items');

    const tracked = await request.get('/api/orders/track', { params: { orderId, email: diner.Email } });
    expect(tracked.status()).toBe(200);
    expect((await tracked.json()) as TTracked).toMatchObject({
      id: orderId,
      status: 'NEW',
      orderType: 'TAKEAWAY',
      paymentMethod: 'CASH',
      paymentStatus: 'NOT_REQUIRED',
      asap: true,
      totalPrice: 53,
      specialInstructions: 'Extra spicy, please',
      orderItems: [
        { name: 'Green Curry Chicken', quantity: 2, unitPrice: 24.5 },
        { name: 'Jasmine Rice', quantity: 1, unitPrice: 4 },
      ],
    });

    await page.getByRole('link', { name: 'Track your order' }).click();
    await expect(page).toHaveURL(/\/track\?orderId=.+&email=.+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
    const order = page.getByRole('article', { name: `Order ${orderId}` });
    await expect(order.getByLabel('Status: New')).toBeVisible();
    await expect(order.getByLabel('Payment: Cash')).toBeVisible();
    await expect(order).toContainText('PickupASAP');
    await expect(order).toContainText('NameNora Test');
    await expect(order).toContainText('TotalCHF 53.00');
    // Each line's total, with the unit price under a line of several.
    await expect(order.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveText([
      '2 x Green Curry ChickenCHF 24.50 eachCHF 49.00',
      '1 x Jasmine RiceCHF 4.00',
    ]);
    await expect(order).toContainText('Extra spicy, please');
  });

  test('a delivery paid by card: declined once, then paid', async ({ page, request }) => {
    const alerts: string[] = [];
    page.on('dialog', async (dialog) => {
      alerts.push(dialog.message());
      await dialog.accept();
    });
    await page.goto('/menu');
    await addToCart(page, 'Green Curry Chicken', 2);
    await goToCheckout(page);
    await chooseOrderType(page, 'Delivery');
    await fillDetails(page, { PLZ: '4612', City: 'Wangen bei Olten' });
    await expect(page.getByRole('radio', { name: 'Card (online)' })).toBeChecked();
    // 49.00 + delivery 5.00 + card fee 2.6 % of 49.00 (1.274 -> 1.27) = 55.27
    const costs = page.getByRole('region', { name: 'Order summary' }).getByRole('group', { name: 'Costs' });
    await expect(costs).toContainText('Delivery fee (free at CHF 100)CHF 5.00');
    await expect(costs).toContainText('Card fee (2.6%)CHF 1.27');
    await expect(costs).toContainText('TotalCHF 55.27');

    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const cardForm = page.getByRole('form', { name: 'Card payment' });
    await expect(cardForm).toBeVisible();
    await cardForm.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002');
    await cardForm.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34');
    await cardForm.getByRole('textbox', { name: 'CVC' }).fill('123');
    const pay = cardForm.getByRole('button', { name: 'Pay CHF 55.27' });
    await pay.click();
    // Said on the page beside the form, with the focus on it; no browser alert.
    await expect(cardForm.getByRole('alert')).toHaveText('Your card was declined.');
    await expect(cardForm.getByRole('alert')).toBeFocused();
    expect(alerts).toEqual([]);
    await expect(pay).toBeEnabled();
    await expect(page).toHaveURL(/\/checkout$/);

    await cardForm.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await pay.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Successfully ordered' })).toBeVisible();
    const { orderId, kind } = thankYouParams(page);
    expect(kind).toBe('menu');

    const tracked = (await (
      await request.get('/api/orders/track', { params: { orderId, email: diner.Email } })
    ).json()) as TTracked;
    expect(tracked).toMatchObject({
      orderType: 'DELIVERY',
      paymentMethod: 'CARD',
      paymentStatus: 'SUCCEEDED',
      totalPrice: 55.27,
    });
    await page.getByRole('link', { name: 'Track your order' }).click();
    await expect(page.getByLabel('Payment: Card (online) · PAID')).toBeVisible();
  });

  test('a buffet order', async ({ page, request }) => {
    await page.goto('/menu');
    await addToCart(page, 'Buffet Box Small', 2);
    await goToCheckout(page);
    await fillDetails(page);
    await page.getByRole('radio', { name: 'TWINT' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Successfully ordered' })).toBeVisible();
    const { orderId, kind } = thankYouParams(page);
    expect(kind).toBe('buffet');

    const tracked = await request.get('/api/buffet-orders/track', {
      params: { orderId, email: diner.Email },
    });
    expect((await tracked.json()) as TTracked).toMatchObject({
      status: 'NEW',
      paymentMethod: 'TWINT',
      totalPrice: 29.8,
      orderItems: [{ name: 'Buffet Box Small', quantity: 2, unitPrice: 14.9 }],
    });

    await page.getByRole('link', { name: 'Track your order' }).click();
    await expect(page).toHaveURL(/\/track-buffet\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Track your buffet order' })).toBeVisible();
    const order = page.getByRole('article', { name: `Order ${orderId}` });
    await expect(order.getByLabel('Status: New')).toBeVisible();
    await expect(order).toContainText('2 x Buffet Box Small');
    await expect(order).toContainText('TotalCHF 29.80');
  });
});

test.describe('tracking links', () => {
  test('without orderId or email', async ({ page }) => {
    await page.goto('/track');
    await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
    await expect(page.getByText('Missing orderId or email in the link.')).toBeVisible();
    await page.goto('/track-buffet?orderId=abc');
    await expect(page.getByText('Missing orderId or email in the link.')).toBeVisible();
  });

  test('for an order that does not exist', async ({ page }) => {
    await page.goto('/track?orderId=aaaaaaaaaaaaaaaa&email=nobody%40example.ch');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Could not find your order.');
  });
});
