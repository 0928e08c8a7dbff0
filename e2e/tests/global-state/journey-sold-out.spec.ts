import { expect, test } from '@playwright/test';
import { adminApi, xsrf } from '../../fixtures/api';

/**
 * On a phone in German and French: a dish that became sold out after it went into the
 * cart is marked in the cart drawer and at the checkout as soon as they open, with a Remove button, not
 * only when the order is sent. Sold out today changes what every diner sees: this runs with the
 * global-state tests, one at a time, and puts the dish back on sale whether it passes or not.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type TItem = { id: number; name: string; price: number | string; available: boolean; soldOutToday?: boolean };

const LANGUAGES = [
  {
    locale: 'de-CH',
    cart: /^Warenkorb \d/,
    drawer: 'Ihr Warenkorb',
    soldOut: 'Heute ausverkauft',
    notice: 'Ein Artikel kann heute nicht bestellt werden. Bitte entfernen Sie ihn.',
    remove: /aus dem Warenkorb entfernen$/,
  },
  {
    locale: 'fr-CH',
    cart: /^Panier \d/,
    drawer: 'Votre panier',
    soldOut: 'Épuisé aujourd’hui',
    notice: 'Un article ne peut pas être commandé aujourd’hui. Veuillez le retirer.',
    remove: /^Retirer .* du panier$/,
  },
] as const;

async function setSoldOut(baseURL: string, id: number, soldOut: boolean) {
  const api = await adminApi(baseURL);
  try {
    const res = await api.put(`/api/admin/menu-items/${id}/sold-out-today`, {
      data: { soldOut },
      headers: { 'X-XSRF-TOKEN': await xsrf(api) },
    });
    if (!res.ok()) throw new Error(`sold out ${soldOut}: ${res.status()}`);
  } finally {
    await api.dispose();
  }
}

let soldOutId: number | null = null;

test.afterAll(async ({ baseURL }) => {
  if (soldOutId !== null) await setSoldOut(baseURL ?? '', soldOutId, false);
});

for (const language of LANGUAGES) {
  test.describe(`sold out in the cart (${language.locale})`, () => {
    test.use({ locale: language.locale });

    test('marked in the drawer and at the checkout as they open, and removed there', async ({
      page,
      baseURL,
    }) => {
      const items = (await (await page.request.get('/api/menu-items')).json()) as TItem[];
      const [gone, kept] = items.filter((item) => item.available && !item.soldOutToday);
      if (!gone || !kept) throw new Error('two dishes on sale expected');
      const line = (item: TItem) => ({
        kind: 'MENU',
        id: item.id,
        name: item.name,
        priceRaw: item.price,
        quantity: 1,
      });
      // The diner put both in the cart while they were on sale.
      await page.addInitScript(
        (stored) => {
          if (!localStorage.getItem('ak_cart_v1')) localStorage.setItem('ak_cart_v1', stored);
        },
        JSON.stringify({ orderType: 'TAKEAWAY', lines: [line(gone), line(kept)] }),
      );
      await page.goto('/menu');
      await expect(page.getByRole('button', { name: language.cart })).toBeVisible();

      // The kitchen switches one sold out meanwhile.
      soldOutId = gone.id;
      await setSoldOut(baseURL ?? '', gone.id, true);

      await page.getByRole('button', { name: language.cart }).tap();
      const drawer = page.getByRole('dialog', { name: language.drawer });
      await expect(drawer.getByText(language.soldOut)).toHaveCount(1);
      await expect(drawer.getByRole('status')).toHaveText(language.notice);
      await expect(drawer.getByRole('button', { name: language.remove })).toHaveCount(2);

      await page.goto('/checkout');
      const notice = page.getByRole('status').filter({ hasText: language.notice });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(language.soldOut);
      await notice.getByRole('button', { name: language.remove }).tap();
      await expect(notice).toHaveCount(0);
      // One line left in the summary: the dish still on sale.
      await expect(page.getByRole('list').first().getByRole('listitem')).toHaveCount(1);

      await setSoldOut(baseURL ?? '', gone.id, false);
      soldOutId = null;
    });
  });
}
