import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminApi, xsrf } from '../../fixtures/api';

/**
 * On a phone in German and French: today's real state is shown before any form, from
 * the server's own rules. A special closing day today: the home page says so and marks today closed;
 * the checkout says why and does not offer ASAP. A pause: the checkout says so at once and offers
 * neither ASAP nor a time. Busy mode: the ready time grows. A switched-off order type is not offered.
 * Each test changes what every diner sees, so this runs with the global-state tests, one at a time, and
 * restores what it changed whether it passes or not.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const NOTE = 'E2E journey: closed today';
const NOTHING = { pausedUntil: null, pausedOrderTypes: [], extraMinutes: 0, extraUntil: null };
const SPEC_SETTINGS = {
  cardFeePercent: 2.6,
  twintFeePercent: 0,
  asapMinutes: { DELIVERY: 45, TAKEAWAY: 45 },
  orderTypes: { DELIVERY: true, TAKEAWAY: true },
};

const LANGUAGES = [
  {
    locale: 'de-CH',
    closedToday: 'Heute haben wir geschlossen.',
    nextOpen: 'Nächste Öffnung:',
    today: 'Heute',
    closed: 'Geschlossen',
    asap: 'So bald wie möglich',
    later: 'Für später planen',
    paused: 'Online-Bestellungen sind im Moment pausiert.',
    noTimes: 'Zurzeit sind keine Zeiten für eine spätere Bestellung verfügbar.',
    readyIn: (minutes: number) => `Bereit in etwa ${minutes} Minuten.`,
    busy: 'Viel los: Bestellungen dauern bis',
    cart: /^Warenkorb \d/,
    drawer: 'Ihr Warenkorb',
    delivery: 'Lieferung',
  },
  {
    locale: 'fr-CH',
    closedToday: 'Nous sommes fermés aujourd’hui.',
    nextOpen: 'Prochaine ouverture :',
    today: 'Aujourd’hui',
    closed: 'Fermé',
    asap: 'Dès que possible',
    later: 'Planifier pour plus tard',
    paused: 'Les commandes en ligne sont suspendues pour le moment.',
    noTimes: 'Aucune heure n’est disponible pour une commande ultérieure pour le moment.',
    readyIn: (minutes: number) => `Prête dans environ ${minutes} minutes.`,
    busy: 'Forte affluence : les commandes prennent environ 30 minutes de plus',
    cart: /^Panier \d/,
    drawer: 'Votre panier',
    delivery: 'Livraison',
  },
] as const;

/** A restaurant-local date, 'YYYY-MM-DD'. */
const restaurantToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());

async function put(api: APIRequestContext, url: string, data: unknown) {
  const res = await api.put(url, { data, headers: { 'X-XSRF-TOKEN': await xsrf(api) } });
  if (!res.ok()) throw new Error(`PUT ${url}: ${res.status()} ${await res.text()}`);
}

type TInfo = { id: number; specialDays?: { date: string; note?: string }[] };

/** The restaurant-local day after `date` ('YYYY-MM-DD'). */
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Today closed, and tomorrow too: late in the evening an ASAP order is due after midnight, which today's
 * closing alone would not refuse.
 */
async function setClosedToday(api: APIRequestContext, closed: boolean) {
  const info = (await (await api.get('/api/admin/restaurant-info')).json()) as TInfo;
  const days = [restaurantToday(), nextDay(restaurantToday())];
  const others = (info.specialDays ?? []).filter((day) => day.note !== NOTE && !days.includes(day.date));
  const specialDays = closed
    ? [...others, ...days.map((date) => ({ date, closed: true, ranges: [], note: NOTE }))]
    : others;
  if (!closed && others.length === (info.specialDays ?? []).length) return;
  await put(api, `/api/admin/restaurant-info/${info.id}`, { ...info, specialDays });
}

async function restore(baseURL: string) {
  const api = await adminApi(baseURL);
  try {
    await setClosedToday(api, false);
    await put(api, '/api/admin/service-status', NOTHING);
    await put(api, '/api/admin/order-settings', SPEC_SETTINGS);
  } finally {
    await api.dispose();
  }
}

/** A stored cart of one dish (as the web client keeps it), so each page opens with something to order. */
async function withCart(page: Page, orderType: 'DELIVERY' | 'TAKEAWAY') {
  const items = (await (await page.request.get('/api/menu-items')).json()) as {
    id: number;
    name: string;
    price: number | string;
    available: boolean;
    soldOutToday?: boolean;
  }[];
  const dish = items.find((item) => item.available && !item.soldOutToday);
  if (!dish) throw new Error('no dish on sale');
  const line = { kind: 'MENU', id: dish.id, name: dish.name, priceRaw: dish.price, quantity: 2 };
  await page.addInitScript(
    (stored) => {
      if (!localStorage.getItem('ak_cart_v1')) localStorage.setItem('ak_cart_v1', stored);
    },
    JSON.stringify({ orderType, lines: [line] }),
  );
}

test.afterAll(async ({ baseURL }) => {
  await restore(baseURL ?? '');
});

for (const language of LANGUAGES) {
  test.describe(`today's state up front (${language.locale})`, () => {
    test.use({ locale: language.locale });

    test('a special closing day today: the home page and the checkout say so, no ASAP', async ({
      page,
      baseURL,
    }) => {
      await restore(baseURL ?? '');
      const api = await adminApi(baseURL ?? '');
      try {
        await setClosedToday(api, true);
      } finally {
        await api.dispose();
      }
      await withCart(page, 'TAKEAWAY');

      await page.goto('/');
      const notice = page.getByRole('status').filter({ hasText: language.closedToday });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(language.nextOpen);
      const todayRow = page.getByRole('row').filter({ hasText: language.today });
      await expect(todayRow).toContainText(language.closed);

      await page.goto('/menu');
      await expect(page.getByRole('status').filter({ hasText: language.closedToday })).toBeVisible();
      // The cart says it too, for the cart's order type.
      await page.getByRole('button', { name: language.cart }).tap();
      const drawer = page.getByRole('dialog', { name: language.drawer });
      await expect(drawer.getByRole('status').filter({ hasText: language.closedToday })).toBeVisible();

      await page.goto('/checkout');
      const reason = page.getByRole('status').filter({ hasText: language.closedToday });
      await expect(reason).toBeVisible();
      await expect(page.getByRole('radio', { name: language.asap })).toBeDisabled();
      await expect(page.getByRole('radio', { name: language.later })).toBeChecked();
      // The reason is above the form, seen before anything is typed.
      const reasonTop = (await reason.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
      const formTop = (await page.getByRole('form').boundingBox())?.y ?? 0;
      expect(reasonTop).toBeLessThan(formTop);
    });

    test('a pause: the checkout says so at once and offers no time; busy mode: a longer ready time', async ({
      page,
      baseURL,
    }) => {
      await restore(baseURL ?? '');
      const api = await adminApi(baseURL ?? '');
      try {
        const until = new Date(Date.now() + 30 * 60_000).toISOString();
        await put(api, '/api/admin/service-status', {
          ...NOTHING,
          pausedUntil: until,
          pausedOrderTypes: ['DELIVERY', 'TAKEAWAY'],
        });
        await withCart(page, 'TAKEAWAY');
        await page.goto('/checkout');
        await expect(page.getByRole('status').filter({ hasText: language.paused })).toBeVisible();
        await expect(page.getByRole('radio', { name: language.asap })).toBeDisabled();
        await expect(page.getByText(language.noTimes)).toBeVisible();

        const busyUntil = new Date(Date.now() + 60 * 60_000).toISOString();
        await put(api, '/api/admin/service-status', { ...NOTHING, extraMinutes: 30, extraUntil: busyUntil });
        await page.reload();
        await expect(page.getByRole('radio', { name: language.asap })).toBeEnabled();
        await expect(page.getByText(language.readyIn(45 + 30))).toBeVisible();
        await page.goto('/menu');
        await expect(page.getByRole('status').filter({ hasText: language.busy })).toBeVisible();
      } finally {
        await api.dispose();
      }
    });

    test('delivery switched off: the cart offers takeaway only', async ({ page, baseURL }) => {
      await restore(baseURL ?? '');
      const api = await adminApi(baseURL ?? '');
      try {
        await put(api, '/api/admin/order-settings', {
          ...SPEC_SETTINGS,
          orderTypes: { DELIVERY: false, TAKEAWAY: true },
        });
      } finally {
        await api.dispose();
      }
      await withCart(page, 'DELIVERY');
      await page.goto('/menu');
      await page.getByRole('button', { name: language.cart }).tap();
      const drawer = page.getByRole('dialog', { name: language.drawer });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('radio', { name: language.delivery, exact: true })).toHaveCount(0);
      await page.goto('/checkout');
      await expect(page.getByRole('radio', { name: language.delivery, exact: true })).toHaveCount(0);
    });
  });
}
