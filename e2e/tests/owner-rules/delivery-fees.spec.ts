import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';
import { adminApi, xsrf } from '../../fixtures/api';
import { goToCheckoutWith } from '../../fixtures/checkout';

/**
 * The owner's delivery zones and fees change what every diner pays and is offered, so this runs with the
 * other global-state tests, one at a time, and puts the spec's rules back afterwards whether it passes or
 * not (the other specs price with them).
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SPEC_ZONES = [
  {
    name: 'Olten',
    postcodes: ['4600', '4601', '4609', '4612', '4613', '4622', '4623', '4632'],
    deliveryFee: 5,
    minimumOrder: 30,
    freeDeliveryFrom: 100,
    extraMinutes: 0,
  },
];
const SPEC_SETTINGS = {
  cardFeePercent: 2.6,
  twintFeePercent: 0,
  asapMinutes: { DELIVERY: 45, TAKEAWAY: 45 },
  orderTypes: { DELIVERY: true, TAKEAWAY: true },
};

async function restoreSpecRules(baseURL: string) {
  const api = await adminApi(baseURL);
  try {
    for (const [path, data] of [
      ['/api/admin/delivery-zones', SPEC_ZONES],
      ['/api/admin/order-settings', SPEC_SETTINGS],
    ] as const) {
      const res = await api.put(path, { data, headers: { 'X-XSRF-TOKEN': await xsrf(api) } });
      if (!res.ok()) throw new Error(`restoring ${path} failed: ${res.status()} ${await res.text()}`);
    }
  } finally {
    await api.dispose();
  }
}

test.beforeAll(async ({ baseURL }) => {
  await restoreSpecRules(baseURL ?? '');
});

test.afterAll(async ({ baseURL }) => {
  await restoreSpecRules(baseURL ?? '');
});

const diner = {
  'First name': 'Zora',
  'Last name': 'Zone',
  Email: 'zora.zone@example.ch',
  Phone: '+41 79 000 46 14',
  Street: 'Bahnhofstrasse',
  'No.': '14',
  PLZ: '4614',
  City: 'Hägendorf',
};

async function chooseOrderType(page: Page, type: 'Takeaway' | 'Delivery') {
  await page.getByRole('radiogroup', { name: 'Order type' }).getByText(type, { exact: true }).click();
  await expect(page.getByRole('radio', { name: type, exact: true })).toBeChecked();
}

test('the owner adds postcode 4614 with a CHF 7 fee; a diner in 4614 sees and pays CHF 7', async ({
  page,
}) => {
  await signIn(page, '/admin/delivery-fees');
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery & Fees' })).toBeVisible();
  const zones = page.getByRole('form', { name: 'Delivery zones' });
  await expect(zones.getByRole('group', { name: 'Olten' })).toBeVisible();

  await zones.getByRole('button', { name: 'Add zone' }).click();
  const zone = zones.getByRole('group', { name: 'New zone' });
  await zone.getByRole('textbox', { name: 'Postcodes' }).fill('4614');
  await zone.getByRole('textbox', { name: 'Delivery fee (CHF)' }).fill('7');
  await zone.getByRole('textbox', { name: 'Minimum order (CHF)' }).fill('20');
  await zone.getByRole('textbox', { name: 'Name' }).fill('Hägendorf');
  await zones.getByRole('button', { name: 'Save zones' }).click();
  await expect(zones.getByRole('status')).toHaveText('Delivery zones saved.');

  // Where it lands: the public list, and the change log beside the form (who, what).
  const listed = await (await page.request.get('/api/delivery-zones')).json();
  expect(listed).toContainEqual({
    name: 'Hägendorf',
    postcodes: ['4614'],
    deliveryFee: 7,
    minimumOrder: 20,
    freeDeliveryFrom: null,
    extraMinutes: 0,
  });
  // The newest entry (a retry of this test logs the zone again).
  await expect(page.getByText(/e2e-admin: zone Hägendorf added/).first()).toBeVisible();

  // A diner in 4614 (the pages are the diners' whoever is signed in).
  await goToCheckoutWith(page, 'Green Curry Chicken', diner);
  await chooseOrderType(page, 'Delivery');
  const costs = page.getByRole('region', { name: 'Order summary' }).getByRole('group', { name: 'Costs' });
  await expect(costs).toContainText('Delivery feeCHF 7.00');
  await expect(costs).toContainText('TotalCHF 31.50');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Successfully ordered' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  const tracked = await page.request.get('/api/orders/track', {
    params: { orderId, email: diner.Email },
  });
  expect(await tracked.json()).toMatchObject({ orderType: 'DELIVERY', deliveryFee: 7, totalPrice: 31.5 });
});

test('the owner turns delivery off; the diner is offered takeaway only', async ({ page }) => {
  await signIn(page, '/admin/delivery-fees');
  const settings = page.getByRole('form', { name: 'Fees and times' });
  await settings.getByRole('switch', { name: 'Delivery' }).uncheck();
  await settings.getByRole('button', { name: 'Save fees and times' }).click();
  await expect(settings.getByRole('status')).toHaveText('Fees and times saved.');
  expect(await (await page.request.get('/api/order-settings')).json()).toMatchObject({
    orderTypes: { DELIVERY: false, TAKEAWAY: true },
  });
  await expect(page.getByText(/e2e-admin: Delivery on → off/).first()).toBeVisible();

  // The home page speaks of takeaway only (its page data carries the settings).
  await page.goto('/');
  await expect(
    page.getByText('Sushi and Thai dishes, freshly made. Order online for takeaway, or book a table.'),
  ).toBeVisible();

  await page.goto('/menu');
  await page.getByRole('button', { name: 'Add Green Curry Chicken to cart' }).click();
  await page.getByRole('button', { name: /^Cart \d+ items?$/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  const types = drawer.getByRole('radiogroup', { name: 'Order type' });
  await expect(types.getByRole('radio')).toHaveCount(1);
  await expect(types.getByRole('radio', { name: 'Takeaway' })).toBeChecked();
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // The checkout's own choice (the cart drawer may still be closing over it, with its own).
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await expect(checkout.getByRole('radio', { name: 'Delivery', exact: true })).toHaveCount(0);
  await expect(checkout.getByRole('radio', { name: 'Takeaway', exact: true })).toBeChecked();
  await expect(page.getByText(/Delivery fee/)).toHaveCount(0);
});
