import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';
import { adminApi, apiPost, demoCustomer, menuItemId, specAddress, xsrf } from '../../fixtures/api';
import { expectNoSeriousA11yViolations, waitUntilSettled } from '../a11y/axe';

/**
 * A delivery from the kitchen to the door with one of the restaurant's couriers, in German and French: a
 * cash delivery is placed (the diner pays with a CHF 100 note) and confirmed through the API; staff give
 * it to the courier on the dispatch screen (a tablet); the courier signs in on a phone, lands on their
 * deliveries, sees what to collect, picks it up — the diner's tracking page says who is coming and when —
 * and delivers it with the cash taken; the diner's tracking says delivered, and the courier's shift counts
 * the cash. The courier account is made for the test and removed after.
 */

const LANGUAGES = [
  {
    locale: 'de-CH',
    courier: 'Luca',
    username: 'Benutzername',
    password: 'Passwort',
    signIn: 'Anmelden',
    heading: 'Lieferungen',
    mine: /^Meine Lieferungen/,
    collect: (amount: string) => `${amount} bar · zahlt mit CHF 100.00`,
    pickedUp: 'Abgeholt',
    delivered: 'Geliefert',
    cashTaken: 'Kassiertes Bargeld (CHF)',
    cashTitle: (n: number) => `#${n} geliefert`,
    card: (n: number) => `#${n}`,
    onTheWay: (name: string) => `Unterwegs mit ${name}`,
    // Shortly before midnight the arrival is the next day, and the date comes with it.
    arrives: /Ankunft gegen (\S+ )?\d\d:\d\d/,
    deliveredStatus: 'Status: Geliefert',
    empty: /Im Moment haben Sie keine Lieferungen/,
    shift: 'Meine Schicht',
  },
  {
    locale: 'fr-CH',
    courier: 'Léon',
    username: 'Nom d’utilisateur',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    heading: 'Livraisons',
    mine: /^Mes livraisons/,
    collect: (amount: string) => `${amount} en espèces · paie avec CHF 100.00`,
    pickedUp: 'Récupérée',
    delivered: 'Livrée',
    cashTaken: 'Espèces reçues (CHF)',
    cashTitle: (n: number) => `Livrée : n° ${n}`,
    card: (n: number) => `n° ${n}`,
    onTheWay: (name: string) => `En route avec ${name}`,
    arrives: /Arrivée vers (\S+ )?\d\d:\d\d/,
    deliveredStatus: 'État : Livrée',
    empty: /Aucune livraison pour vous pour l’instant/,
    shift: 'Mon service',
  },
] as const;

const chf = (amount: number) => `CHF ${amount.toFixed(2)}`;

let api: APIRequestContext;
const couriers: number[] = [];

test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL ?? '');
});

test.afterAll(async () => {
  for (const id of couriers)
    await api.delete(`/api/admin/users/${id}`, { headers: { 'X-XSRF-TOKEN': await xsrf(api) } });
  await api.dispose();
});

/** A courier account for this test only: its sign-in and the first name diners see. */
async function courierAccount(tag: string, firstName: string) {
  const user = {
    username: `e2e-courier-${tag}-${Date.now()}`,
    password: 'courier-phone-pass-1',
    firstName,
  };
  const res = await api.post('/api/admin/users', {
    data: { ...user, email: `${user.username}@example.ch`, role: 'COURIER' },
    headers: { 'X-XSRF-TOKEN': await xsrf(api) },
  });
  expect(res.status(), await res.text()).toBe(201);
  couriers.push(((await res.json()) as { id: number }).id);
  return user;
}

/** A cash delivery of three curries, paid with a CHF 100 note, confirmed by the kitchen. */
async function confirmedCashDelivery(request: APIRequestContext, email: string) {
  const res = await apiPost(request, '/api/orders', {
    customerInfo: { ...demoCustomer, email },
    orderType: 'DELIVERY',
    items: [{ menuItemId: await menuItemId(request, 'Green Curry Chicken'), quantity: 3 }],
    paymentMethod: 'CASH',
    asap: true,
    cashGiven: 100,
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const confirm = await api.post(`/api/admin/menu-orders/${id}/confirm`, {
    data: {},
    headers: { 'X-XSRF-TOKEN': await xsrf(api) },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  const tracked = await request.get(`/api/orders/track?orderId=${id}&email=${encodeURIComponent(email)}`);
  const order = (await tracked.json()) as { orderNumber: number; totalPrice: number; status: string };
  return { id, email, ...order };
}

/** Staff on a tablet give the delivery to the courier on the dispatch screen. */
async function assignOnDispatch(browser: Browser, orderNumber: number, courierName: string) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'en-US' });
  const staff = await context.newPage();
  try {
    await signIn(staff, '/admin/dispatch');
    await expect(staff.getByRole('heading', { level: 1, name: 'Dispatch' })).toBeVisible();
    const courier = staff.getByRole('combobox', { name: `Courier for #${orderNumber}` });
    await courier.selectOption({ label: `${courierName} · 0 deliveries` });
    await expect(staff.getByText(`#${orderNumber}: ${courierName}`)).toBeVisible();
  } finally {
    await context.close();
  }
}

async function signInOnThePhone(
  page: Page,
  language: (typeof LANGUAGES)[number],
  user: { username: string; password: string },
) {
  await page.setExtraHTTPHeaders(specAddress());
  await page.goto('/login');
  await page.getByLabel(language.username).fill(user.username);
  await page.getByLabel(language.password).fill(user.password);
  await page.getByRole('button', { name: language.signIn }).click();
  // A courier's account lands on its deliveries.
  await expect(page).toHaveURL(/\/courier$/);
  await expect(page.getByRole('heading', { level: 1, name: language.heading })).toBeVisible();
}

for (const language of LANGUAGES) {
  test.describe(`a courier delivers on a phone (${language.locale})`, () => {
    test.use({ locale: language.locale });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => localStorage.removeItem('language'));
    });

    test('assigned at dispatch, picked up, followed by the diner, delivered with the cash', async ({
      page,
      browser,
      request,
    }) => {
      // Two sign-ins, two screens and an accessibility scan: more than the default 30 s on a busy machine.
      test.slow();
      const user = await courierAccount(language.locale, language.courier);
      const order = await confirmedCashDelivery(
        request,
        `courier-${language.locale}-${Date.now()}@example.ch`,
      );
      await assignOnDispatch(browser, order.orderNumber, user.firstName);

      await signInOnThePhone(page, language, user);
      const mine = page.getByRole('region', { name: language.mine });
      const card = mine.getByRole('article', { name: language.card(order.orderNumber) });
      await expect(card).toContainText(`${demoCustomer.address.street} ${demoCustomer.address.streetNo}`);
      await expect(card).toContainText(language.collect(chf(order.totalPrice)));
      await expect(card.getByRole('link', { name: demoCustomer.phone })).toHaveAttribute(
        'href',
        `tel:${demoCustomer.phone.replace(/[^\d+]/g, '')}`,
      );
      await expect(card.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
        'href',
        /^https:\/\/www\.openstreetmap\.org\/search\?query=Bahnhofstrasse/,
      );
      await waitUntilSettled(page);
      await expectNoSeriousA11yViolations(page, `courier's deliveries (${language.locale})`);

      await card.getByRole('button', { name: language.pickedUp }).click();
      await expect(card.getByRole('button', { name: language.delivered })).toBeVisible();

      // The diner, on their own phone, sees who is coming and when.
      const diner = await browser.newPage({ locale: language.locale, viewport: { width: 390, height: 844 } });
      try {
        await diner.goto(`/track?orderId=${order.id}&email=${encodeURIComponent(order.email)}`);
        const tracked = diner.getByRole('article');
        await expect(tracked).toContainText(language.onTheWay(user.firstName));
        await expect(tracked).toContainText(language.arrives);

        await card.getByRole('button', { name: language.delivered }).click();
        const dialog = page.getByRole('dialog', { name: language.cashTitle(order.orderNumber) });
        const cash = dialog.getByRole('textbox', { name: language.cashTaken });
        await expect(cash).toHaveValue(order.totalPrice.toFixed(2));
        await dialog.getByRole('button', { name: language.delivered }).click();
        await expect(mine).toContainText(language.empty);

        // The shift counts the cash taken at the door.
        await expect(page.getByRole('region', { name: language.shift })).toContainText(chf(order.totalPrice));

        await diner.reload();
        await expect(diner.getByLabel(language.deliveredStatus)).toBeVisible();
        await expect(diner.getByRole('article')).not.toContainText(language.onTheWay(user.firstName));
      } finally {
        await diner.close();
      }
      const after = await request.get(
        `/api/orders/track?orderId=${order.id}&email=${encodeURIComponent(order.email)}`,
      );
      expect(((await after.json()) as { status: string }).status).toBe('DELIVERED');
    });
  });
}
