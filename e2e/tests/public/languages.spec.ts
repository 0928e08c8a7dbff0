import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/**
 * Four languages: a diner walks home -> menu -> cart -> checkout -> thank-you -> tracking in German and in
 * French, places a real order, and sees no English on the way; the switcher changes the language and the
 * choice outlives a reload. The e2e restaurant is open around the clock (global-setup.ts).
 */

type TLanguage = 'de' | 'fr' | 'en';
type TCatalogItem = { id: number; name: string; description: string; available: boolean; price: number };

/**
 * English words and phrases of the diner's screens that a German page must not show. Whole words, case
 * sensitive: none of them is German, and none is in the German texts ('Buffet', 'Reservation' and
 * 'PLZ' are, so they are not here).
 */
const ENGLISH_LEFTOVERS = [
  'Home',
  'About Us',
  'Location',
  'Contact',
  'Menu',
  'Cart',
  'Your cart',
  'Add',
  'Add to cart',
  'Remove',
  'Checkout',
  'Order',
  'Order summary',
  'Delivery',
  'Takeaway',
  'Pickup',
  'Total',
  'Subtotal',
  'Required',
  'Payment',
  'Cash',
  'Card',
  'Your',
  'Please',
  'Loading',
  'Phone',
  'Address',
  'Street',
  'City',
  'First name',
  'Last name',
  'Opening hours',
  'Today',
  'Closed',
  'Prices',
  'Place order',
  'Successfully ordered',
  'Thank you',
  'Back to menu',
  'Track your order',
  'Placed',
  'PRIVACY',
  'Privacy',
  'Skip to main content',
  'Language',
];

/** What the page shows that the restaurant wrote (names, descriptions, the about text): not UI text. */
async function contentTexts(request: APIRequestContext, language: TLanguage): Promise<string[]> {
  const headers = { 'Accept-Language': language };
  const [menu, buffet, info] = await Promise.all([
    request.get('/api/menu-items', { headers }),
    request.get('/api/buffet-items', { headers }),
    request.get('/api/restaurant-info/current', { headers }),
  ]);
  const items = [...((await menu.json()) as TCatalogItem[]), ...((await buffet.json()) as TCatalogItem[])];
  const texts = items.flatMap((item) => [item.name, item.description]);
  if (info.ok()) {
    const restaurant = (await info.json()) as Record<string, unknown>;
    for (const key of ['name', 'aboutText', 'address', 'deliveryNote', 'phone', 'openingHours']) {
      const value = restaurant[key];
      if (typeof value === 'string') texts.push(...value.split(/\r?\n/));
    }
  }
  // Longest first, so that a name inside a description goes with the description.
  return texts
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .sort((a, b) => b.length - a.length);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The page is in German: `<html lang>`, and its visible text without the restaurant's own words has no English. */
async function expectGermanPage(page: Page, content: readonly string[], shownToo: readonly string[] = []) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
  // Nothing is still loading (a skeleton's or spinner's label would be read mid-way).
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // biome-ignore lint/performance/useDomNodeTextContent: the text as shown (no hidden parts) is what counts
  let text = await page.evaluate(() => document.body.innerText);
  for (const own of [...content, ...shownToo]) text = text.split(own).join(' ');
  const found = ENGLISH_LEFTOVERS.filter((phrase) =>
    new RegExp(`(^|[^\\p{L}])${escapeRegExp(phrase)}($|[^\\p{L}])`, 'u').test(text),
  );
  expect(found, `English on ${page.url()}:\n${text}`).toEqual([]);
}

async function firstAvailableMenuItem(
  request: APIRequestContext,
  language: TLanguage,
): Promise<TCatalogItem> {
  const items = (await (
    await request.get('/api/menu-items', { headers: { 'Accept-Language': language } })
  ).json()) as TCatalogItem[];
  const item = items.find((i) => i.available);
  if (!item) throw new Error('the demo menu has no available item');
  return item;
}

/** The labels of the walk in one language. */
interface TWalkTexts {
  language: 'de' | 'fr';
  locale: string;
  seeMenu: string;
  menuHeading: string;
  addToCart: (name: string) => string;
  cartButton: RegExp;
  cartTitle: string;
  toCheckout: string;
  checkoutHeading: string;
  fields: Record<string, string>;
  cash: string;
  payLater: string;
  summary: string;
  placeOrder: string;
  thankYouHeading: string;
  track: string;
  trackHeading: string;
  statusNew: string;
}

const GERMAN: TWalkTexts = {
  language: 'de',
  locale: 'de-CH',
  seeMenu: 'Zur Speisekarte',
  menuHeading: 'Speisekarte',
  addToCart: (name) => `${name} zum Warenkorb hinzufügen`,
  cartButton: /^Warenkorb \d+ Artikel$/,
  cartTitle: 'Ihr Warenkorb',
  toCheckout: 'Zur Kasse',
  checkoutHeading: 'Kasse',
  fields: {
    Vorname: 'Lena',
    Nachname: 'Keller',
    'E-Mail': 'lena.sprachen@example.ch',
    Telefon: '+41 79 000 33 44',
    Strasse: 'Kirchgasse',
    'Nr.': '7',
    PLZ: '4600',
    Ort: 'Olten',
  },
  cash: 'Bar',
  payLater: 'Sie bezahlen bei der Abholung oder bei der Lieferung.',
  summary: 'Bestellübersicht',
  placeOrder: 'Bestellung aufgeben',
  thankYouHeading: 'Bestellung erfolgreich',
  track: 'Bestellung verfolgen',
  trackHeading: 'Bestellung verfolgen',
  statusNew: 'Status: Neu',
};

const FRENCH: TWalkTexts = {
  language: 'fr',
  locale: 'fr-CH',
  seeMenu: 'Voir la carte',
  menuHeading: 'Carte',
  addToCart: (name) => `Ajouter ${name} au panier`,
  cartButton: /^Panier \d+ articles?$/,
  cartTitle: 'Votre panier',
  toCheckout: 'Commander',
  checkoutHeading: 'Commande',
  fields: {
    Prénom: 'Léa',
    Nom: 'Favre',
    'E-mail': 'lea.langues@example.ch',
    Téléphone: '+41 79 000 55 66',
    Rue: 'Rue du Four',
    'N°': '3',
    NPA: '4600',
    Localité: 'Olten',
  },
  cash: 'Espèces',
  payLater: 'Vous paierez au retrait ou à la livraison.',
  summary: 'Récapitulatif',
  placeOrder: 'Passer la commande',
  thankYouHeading: 'Commande passée avec succès',
  track: 'Suivre ma commande',
  trackHeading: 'Suivre ma commande',
  statusNew: 'État : Nouvelle',
};

/**
 * Home -> menu -> cart -> checkout -> thank-you -> tracking in `texts.language`, with a real cash order;
 * `check` runs on each page (the German walk scans it for English).
 */
async function walk(page: Page, request: APIRequestContext, texts: TWalkTexts, check: () => Promise<void>) {
  const item = await firstAvailableMenuItem(request, texts.language);

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', texts.locale);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await check();

  await page.getByRole('link', { name: texts.seeMenu }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.menuHeading })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: item.name, exact: true })).toBeVisible();
  await check();

  await page.getByRole('button', { name: texts.addToCart(item.name) }).click();
  await page.getByRole('button', { name: texts.cartButton }).click();
  const drawer = page.getByRole('dialog', { name: texts.cartTitle });
  await expect(drawer).toBeVisible();
  await check();
  await drawer.getByRole('link', { name: texts.toCheckout }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.checkoutHeading })).toBeVisible();
  await expect(drawer).toBeHidden();
  for (const [name, value] of Object.entries(texts.fields)) {
    await page.getByRole('textbox', { name, exact: true }).fill(value);
  }
  await page.getByRole('radio', { name: texts.cash, exact: true }).check();
  await expect(page.getByText(texts.payLater)).toBeVisible();
  await expect(page.getByRole('region', { name: texts.summary })).toContainText(item.name);
  await check();

  await page.getByRole('button', { name: texts.placeOrder }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.thankYouHeading })).toBeVisible();
  await check();

  await page.getByRole('link', { name: texts.track }).click();
  await expect(page).toHaveURL(/\/track\?/);
  await expect(page.getByRole('heading', { level: 1, name: texts.trackHeading })).toBeVisible();
  await expect(page.getByLabel(texts.statusNew)).toBeVisible();
  await expect(page.getByRole('article')).toContainText(item.name);
  await check();
}

test.describe('a German-speaking diner', () => {
  test.use({ locale: 'de-CH' });

  test('orders and tracks in German, with no English on the way', async ({ page, request }) => {
    // The restaurant's own texts, in German and (where a text has no German version yet) in English.
    const content = [...(await contentTexts(request, 'de')), ...(await contentTexts(request, 'en'))].sort(
      (a, b) => b.length - a.length,
    );
    // What the diner typed comes back on the tracking page.
    const typed = Object.values(GERMAN.fields);
    await walk(page, request, GERMAN, () => expectGermanPage(page, content, typed));
    await expect(page).toHaveTitle(/^Bestellung verfolgen \| /);
  });

  test('switches to English and back, and the choice outlives a reload', async ({
    page,
    request,
    isMobile,
  }) => {
    const german = await firstAvailableMenuItem(request, 'de');
    const english = (
      (await (
        await request.get('/api/menu-items', { headers: { 'Accept-Language': 'en' } })
      ).json()) as TCatalogItem[]
    ).find((i) => i.id === german.id);
    if (!english) throw new Error(`menu item ${german.id} has no English entry`);

    await page.goto('/menu');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
    await expect(page.getByRole('heading', { level: 1, name: 'Speisekarte' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: german.name, exact: true })).toBeVisible();

    const chooseLanguage = async (name: string, openNavigation: string) => {
      if (isMobile) await page.getByRole('button', { name: openNavigation }).click();
      const group = page.getByRole('group', { name: /^(Sprache|Language)$/ }).filter({ visible: true });
      await group.getByRole('button', { name }).click();
      await expect(group.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
      if (isMobile) await page.keyboard.press('Escape');
    };

    await chooseLanguage('English', 'Navigation öffnen');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CH');
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart 0 items' })).toBeVisible();
    // The menu's own texts come again from the server, in English now.
    await expect(page.getByRole('heading', { level: 3, name: english.name, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/^Menu \| /);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CH');
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();

    await chooseLanguage('Deutsch', 'Open navigation');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
    await expect(page.getByRole('heading', { level: 1, name: 'Speisekarte' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: german.name, exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Speisekarte' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Warenkorb 0 Artikel' })).toBeVisible();
  });
});

test.describe('a French-speaking diner', () => {
  test.use({ locale: 'fr-CH' });

  test('orders and tracks in French', async ({ page, request }) => {
    await walk(page, request, FRENCH, async () => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
    });
    await expect(page.getByRole('article')).toContainText('Type de commande');
    await expect(page.getByRole('article')).toContainText('À emporter');
    await expect(page).toHaveTitle(/^Suivre ma commande \| /);
  });
});
