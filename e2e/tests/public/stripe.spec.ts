import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';

/**
 * The checkout's Stripe payment step in a real browser, offline: the app's own intent answer is turned
 * into a Stripe one (this server runs the simulated provider), and Stripe.js is a local fake
 * (e2e/fakes/stripe-js.js). What this proves is the web side: Stripe.js is fetched on the payment
 * step only, the Payment Element and Pay button work, declines are alerted, a redirect back from a
 * refused TWINT payment is explained, and a blocked Stripe.js is said plainly.
 */

// This server runs the simulated provider, so its Content-Security-Policy rightly refuses js.stripe.com;
// a server configured for Stripe allows it (server/src/plugins/security-headers.ts).
test.use({ bypassCSP: true });
// A whole checkout per test, twice with a page load from a redirect: room on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

const FAKE_STRIPE_JS = path.resolve(import.meta.dirname, '../../fakes/stripe-js.js');
const PUBLISHABLE_KEY = 'pk_e2e_fake';
const UNAVAILABLE =
  'Online card payment is not available right now. Please go back and choose another payment method.';

const diner = {
  'First name': 'Stella',
  'Last name': 'Stripe',
  Email: 'stella.stripe@example.ch',
  Phone: '+41 79 000 33 44',
  Street: 'Bahnhofstrasse',
  'No.': '1',
  PLZ: '4600',
  City: 'Olten',
};

type TFakeStripeCalls = {
  keys: string[];
  elementsOptions: { clientSecret: string; appearance: { variables: Record<string, string> } }[];
  confirms: { sameElements: boolean; returnUrl: string; redirect: string }[];
};

/** Serves the fake Stripe.js (or fails it) and records every request to js.stripe.com. */
async function routeStripe(page: Page, { blocked = false } = {}): Promise<string[]> {
  const requests: string[] = [];
  await page.route('https://js.stripe.com/**', async (route) => {
    requests.push(route.request().url());
    if (blocked) await route.abort('blockedbyclient');
    else await route.fulfill({ path: FAKE_STRIPE_JS, contentType: 'text/javascript' });
  });
  // The server's own intent for the order, told to the page as Stripe's.
  await page.route(/\/api\/payments\/(customer|buffet)-orders\/[^/]+\/intent$/, async (route) => {
    const response = await route.fetch();
    const intent = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: { ...intent, provider: 'stripe', publishableKey: PUBLISHABLE_KEY },
    });
  });
  return requests;
}

async function checkoutToPayment(page: Page, beforePaymentStep: () => void = () => {}) {
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Add Green Curry Chicken to cart' }).click();
  await page.getByRole('button', { name: 'Add Green Curry Chicken to cart' }).click();
  await page.getByRole('button', { name: 'Cart 2 items' }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  for (const [name, value] of Object.entries(diner)) {
    await page.getByRole('textbox', { name, exact: true }).fill(value);
  }
  await expect(page.getByRole('radio', { name: 'Card (online)' })).toBeChecked();
  beforePaymentStep();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
}

const fakeStripeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __fakeStripe: TFakeStripeCalls }).__fakeStripe);

test('Stripe.js loads on the payment step only; a decline is alerted, then the card is charged', async ({
  page,
}) => {
  const stripeRequests = await routeStripe(page);
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.accept();
  });
  await page.goto('/');
  await checkoutToPayment(page, () => expect(stripeRequests).toEqual([]));

  const form = page.getByRole('form', { name: 'Card payment' });
  // Takeaway 49.00 + card fee 2.6 % (1.27).
  const pay = form.getByRole('button', { name: 'Pay CHF 50.27' });
  await expect(pay).toBeEnabled();
  expect(stripeRequests).toHaveLength(1);
  const calls = await fakeStripeCalls(page);
  expect(calls.keys).toEqual([PUBLISHABLE_KEY]);
  expect(calls.elementsOptions[0]?.clientSecret).toBeTruthy();
  expect(calls.elementsOptions[0]?.appearance.variables.colorPrimary).toBe('#bd3a31');

  await form.getByLabel('Card number').fill('4000 0000 0000 0002');
  await pay.click();
  await expect.poll(() => alerts).toEqual(['Your card was declined.']);
  await expect(pay).toBeEnabled();
  await expect(page).toHaveURL(/\/checkout$/);

  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Successfully ordered' })).toBeVisible();
  const thankYou = new URL(page.url());
  expect(thankYou.searchParams.get('email')).toBe(diner.Email);
  await expect(page.getByRole('button', { name: 'Cart 0 items' })).toBeVisible();
  const confirms = await page.evaluate(
    () => (window as unknown as { __fakeStripe?: TFakeStripeCalls }).__fakeStripe?.confirms ?? null,
  );
  // /thank-you is reached in the app, without reloading Stripe.js there.
  expect(confirms).toEqual([
    { sameElements: true, returnUrl: thankYou.href, redirect: 'if_required' },
    { sameElements: true, returnUrl: thankYou.href, redirect: 'if_required' },
  ]);
});

test('back from a refused TWINT payment: the order is not placed and the cart waits at the checkout', async ({
  page,
}) => {
  await routeStripe(page);
  await checkoutToPayment(page);
  const form = page.getByRole('form', { name: 'Card payment' });
  const pay = form.getByRole('button', { name: /^Pay CHF / });
  await expect(pay).toBeEnabled();
  await form.getByLabel('Card number').fill('twint-refused');
  await pay.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('your order has not been placed');
  await expect(page.getByRole('link', { name: 'Track your order' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('button', { name: 'Cart 2 items' })).toBeVisible();
});

test('when Stripe.js cannot be loaded, the payment step says so instead of waiting', async ({ page }) => {
  const stripeRequests = await routeStripe(page, { blocked: true });
  await checkoutToPayment(page);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(UNAVAILABLE);
  await expect(page.getByRole('button', { name: /^Pay CHF / })).toHaveCount(0);
  expect(stripeRequests.length).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});
