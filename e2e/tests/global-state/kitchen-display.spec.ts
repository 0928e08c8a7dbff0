import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { startFakePrinter, type TPrinted } from '../../../scripts/fake-printer.mjs';
import { signIn } from '../../fixtures/admin';
import { adminApi, demoCustomer, specAddress, xsrf } from '../../fixtures/api';

/**
 * The kitchen from the diner's phone to the pass (docs/decisions/030): a sushi bar and a wok, each with
 * a network printer (fakes on 127.0.0.1 that decode what they get); maki go to the sushi bar, curries
 * to the wok. A diner on a 390×844 phone orders a maki and a curry for pickup; the restaurant confirms
 * it on the incoming screen; the sushi bar's tablet (1024×768, a KITCHEN account) shows only the maki,
 * the wok's (768×1024) only the curry; each cook taps their item (the wok's tablet offline for a moment:
 * the tap waits and goes when the network is back); the diner's tracking says "Ready for pickup"; the pass
 * hands the order out; each printer printed only its station's item. Routing changes every order's tickets, so this
 * is global-state: stations, routing, printers and the account are put back whatever happens. The e2e
 * restaurant is open around the clock (global-setup.ts).
 */
test.describe.configure({ timeout: 180_000 });

const RUN = Date.now();
const KITCHEN_USER = { username: `e2e-kitchen-${RUN}`, password: 'kitchen-wall-tablet-1' };
const MAKI = 'Sake Maki (6 pcs)';
const CURRY = 'Green Curry Chicken';
const NOTE = 'Allergy: sesame';

type TStation = { id: number; name: string; targetMinutes: number; printerIds: number[] };
type TCategory = { code: string; stationId: number | null };

/** What the test changed, to put back. */
interface TRestore {
  printerIds: number[];
  createdStations: number[];
  stations: TStation[];
  categories: TCategory[];
  userId: number | null;
}

async function send(api: APIRequestContext, method: 'post' | 'put' | 'delete', url: string, data?: unknown) {
  const res = await api[method](url, { data, headers: { 'X-XSRF-TOKEN': await xsrf(api) } });
  expect(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res;
}

async function addPrinter(api: APIRequestContext, name: string, port: number, restore: TRestore) {
  const res = await send(api, 'post', '/api/admin/printers', {
    name,
    host: '127.0.0.1',
    port,
    columns: 42,
    codePage: 'CP858',
    copies: ['KITCHEN'],
  });
  const { id } = (await res.json()) as { id: number };
  restore.printerIds.push(id);
  return id;
}

/** The station of that name with this printer (the demo may have it already), its id. */
async function stationWithPrinter(
  api: APIRequestContext,
  name: string,
  targetMinutes: number,
  printerId: number,
  restore: TRestore,
): Promise<number> {
  const stations = (await (await api.get('/api/admin/stations')).json()) as TStation[];
  const existing = stations.find((station) => station.name === name);
  if (existing) {
    restore.stations.push(existing);
    await send(api, 'put', `/api/admin/stations/${existing.id}`, {
      name: existing.name,
      targetMinutes: existing.targetMinutes,
      printerIds: [...existing.printerIds, printerId],
    });
    return existing.id;
  }
  const res = await send(api, 'post', '/api/admin/stations', {
    name,
    targetMinutes,
    printerIds: [printerId],
  });
  const { id } = (await res.json()) as { id: number };
  restore.createdStations.push(id);
  return id;
}

async function routeCategory(api: APIRequestContext, code: string, stationId: number, restore: TRestore) {
  const categories = (await (await api.get('/api/admin/categories')).json()) as TCategory[];
  const category = categories.find((c) => c.code === code);
  if (!category) throw new Error(`no category ${code}`);
  restore.categories.push({ code, stationId: category.stationId });
  await send(api, 'put', `/api/admin/categories/${code}`, { stationId });
}

async function putBack(api: APIRequestContext, restore: TRestore) {
  const token = { 'X-XSRF-TOKEN': await xsrf(api) };
  for (const category of restore.categories) {
    await api.put(`/api/admin/categories/${category.code}`, {
      data: { stationId: category.stationId },
      headers: token,
    });
  }
  for (const station of restore.stations) {
    await api.put(`/api/admin/stations/${station.id}`, {
      data: { name: station.name, targetMinutes: station.targetMinutes, printerIds: station.printerIds },
      headers: token,
    });
  }
  for (const id of restore.createdStations) await api.delete(`/api/admin/stations/${id}`, { headers: token });
  for (const id of restore.printerIds) await api.delete(`/api/admin/printers/${id}`, { headers: token });
  if (restore.userId !== null) await api.delete(`/api/admin/users/${restore.userId}`, { headers: token });
}

/** A wall tablet signed in as the kitchen account, showing `station`. */
async function kitchenTablet(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
  station: string,
) {
  const context = await browser.newContext({
    baseURL,
    viewport,
    hasTouch: true,
    locale: 'en-CH',
    extraHTTPHeaders: specAddress(),
  });
  const page = await context.newPage();
  await page.goto('/kitchen');
  // Not signed in: the login page, which leads back to the display.
  await expect(page).toHaveURL(/\/login\?next=%2Fkitchen$/);
  await page.getByLabel('Username').fill(KITCHEN_USER.username);
  await page.getByLabel('Password').fill(KITCHEN_USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose a station' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${station}`) }).tap();
  await expect(page.getByRole('heading', { level: 1, name: station })).toBeVisible();
  return page;
}

function ticketCard(page: Page, orderNumber: number, item: RegExp) {
  // Named by its heading, '#12, on time' (Chromium puts a space before the part only a screen reader reads).
  // With its item too: numbers restart each day, so a run across midnight has two #12 on one display.
  return page
    .getByRole('list', { name: 'Tickets' })
    .getByRole('listitem', { name: new RegExp(`^#${orderNumber} ?,`) })
    .filter({ hasText: item });
}

const text = (doc: TPrinted | undefined) => (doc?.lines ?? []).join('\n');

test('a maki and a curry: each station sees, bumps and prints only its own, and the diner sees “Ready for pickup”', async ({
  browser,
  baseURL,
}) => {
  const sushiPrinter = await startFakePrinter();
  const wokPrinter = await startFakePrinter();
  const api = await adminApi(baseURL ?? '');
  const restore: TRestore = {
    printerIds: [],
    createdStations: [],
    stations: [],
    categories: [],
    userId: null,
  };
  const contexts: { close: () => Promise<void> }[] = [];
  try {
    // The owner's set-up, through the admin API.
    const sushiBar = await stationWithPrinter(
      api,
      'Sushi-Bar',
      15,
      await addPrinter(api, `E2E sushi ${RUN}`, sushiPrinter.port, restore),
      restore,
    );
    const wok = await stationWithPrinter(
      api,
      'Wok',
      20,
      await addPrinter(api, `E2E wok ${RUN}`, wokPrinter.port, restore),
      restore,
    );
    await routeCategory(api, 'HOSO_MAKI', sushiBar, restore);
    await routeCategory(api, 'THAI_CURRY', wok, restore);
    const user = await send(api, 'post', '/api/admin/users', {
      ...KITCHEN_USER,
      email: `${KITCHEN_USER.username}@example.ch`,
      role: 'KITCHEN',
    });
    restore.userId = ((await user.json()) as { id: number }).id;

    // The diner, on a phone: a maki and a curry for pickup, paid in cash.
    const phone = await browser.newContext({
      baseURL,
      extraHTTPHeaders: specAddress(),
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      locale: 'en-CH',
    });
    contexts.push(phone);
    const diner = await phone.newPage();
    await diner.goto('/menu');
    await diner.getByRole('button', { name: `Add ${MAKI} to cart` }).tap();
    await diner.getByRole('button', { name: `Add ${CURRY} to cart` }).tap();
    await diner.getByRole('button', { name: /^Cart 2 items/ }).tap();
    await diner.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'Checkout' }).tap();
    await expect(diner.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await diner.getByRole('radio', { name: 'Takeaway' }).check();
    const email = `kitchen-${RUN}@example.ch`;
    const fields: Record<string, string> = {
      'First name': demoCustomer.firstName,
      'Last name': demoCustomer.lastName,
      Email: email,
      Phone: demoCustomer.phone,
      // The checkout asks for the address whatever the order type (spec section 5).
      Street: demoCustomer.address.street,
      'No.': demoCustomer.address.streetNo,
      PLZ: demoCustomer.address.plz,
      City: demoCustomer.address.city,
    };
    for (const [name, value] of Object.entries(fields)) {
      await diner.getByRole('textbox', { name, exact: true }).fill(value);
    }
    await diner.getByRole('textbox', { name: /^Special instructions/ }).fill(NOTE);
    await diner.getByRole('radio', { name: 'Cash' }).check();
    await diner.getByRole('button', { name: 'Place order' }).tap();
    await expect(diner.getByRole('heading', { level: 1, name: 'Successfully ordered' })).toBeVisible();
    const orderId = new URL(diner.url()).searchParams.get('orderId') ?? '';
    await diner.getByRole('link', { name: 'Track your order' }).tap();
    await expect(diner).toHaveURL(/\/track\?/);
    const { orderNumber } = (await (await api.get(`/api/orders/${orderId}`)).json()) as {
      orderNumber: number;
    };

    // The restaurant confirms it on the incoming screen.
    const office = await browser.newContext({ baseURL, locale: 'en-CH' });
    contexts.push(office);
    const admin = await office.newPage();
    await signIn(admin, '/admin/incoming');
    const incoming = admin.getByRole('article', { name: new RegExp(`Menu order #${orderNumber}$`) });
    await expect(incoming).toBeVisible();
    await incoming.getByRole('button', { name: 'Confirm' }).click();
    await expect(incoming).toHaveCount(0);

    // Each station's tablet shows only its own item (in the kitchen's language, the demo's German).
    const sushi = await kitchenTablet(browser, baseURL ?? '', { width: 1024, height: 768 }, 'Sushi-Bar');
    contexts.push(sushi.context());
    const wokTablet = await kitchenTablet(browser, baseURL ?? '', { width: 768, height: 1024 }, 'Wok');
    contexts.push(wokTablet.context());
    const makiCard = ticketCard(sushi, orderNumber, /Maki/);
    const curryCard = ticketCard(wokTablet, orderNumber, /Curry/);
    await expect(makiCard).toBeVisible();
    await expect(curryCard).toBeVisible();
    await expect(makiCard.getByRole('button')).toHaveCount(1);
    await expect(makiCard.getByRole('button', { name: /^1 × .*Maki/ })).toBeVisible();
    await expect(makiCard).not.toContainText('Curry');
    await expect(curryCard.getByRole('button')).toHaveCount(1);
    await expect(curryCard.getByRole('button', { name: /^1 × .*Curry/ })).toBeVisible();
    await expect(curryCard).not.toContainText('Maki');
    await expect(sushi.getByRole('region', { name: 'All day' })).toContainText('Maki');
    // The diner's note stands out on both cards.
    await expect(makiCard).toContainText(NOTE);
    await expect(curryCard).toContainText(NOTE);

    // Each cook taps their item: the card leaves the wall.
    await makiCard.getByRole('button', { name: /Maki/ }).tap();
    await expect(makiCard).toHaveCount(0);
    // The wok's tablet loses the network for a moment: the tap shows at once and waits to be sent.
    await wokTablet.context().setOffline(true);
    await curryCard.getByRole('button', { name: /Curry/ }).tap();
    await expect(curryCard).toHaveCount(0);
    await expect(wokTablet.getByText(/^Offline — reconnecting/)).toBeVisible();
    await wokTablet.context().setOffline(false);
    await expect(wokTablet.getByText(/^Offline — reconnecting/)).toBeHidden({ timeout: 30_000 });

    // Every station has finished: the order is ready, and the diner's tracking says so.
    await expect
      .poll(async () => {
        const tracked = await api.get(
          `/api/orders/track?orderId=${orderId}&email=${encodeURIComponent(email)}`,
        );
        return ((await tracked.json()) as { readyAt?: string | null }).readyAt ?? null;
      })
      .not.toBeNull();
    await expect(async () => {
      await diner.reload();
      // The status badge and the progress step both say it.
      await expect(diner.getByLabel('Status: Ready for pickup')).toBeVisible({ timeout: 3_000 });
      await expect(diner.getByRole('list', { name: 'Progress' }).getByText('Ready for pickup')).toBeVisible();
    }).toPass({ timeout: 30_000 });

    // At the pass the ready order stands out and is handed to the diner: DELIVERED.
    await sushi.getByRole('button', { name: 'Change station' }).tap();
    await sushi.getByRole('button', { name: /^Pass/ }).tap();
    const atThePass = sushi
      .getByRole('list', { name: 'Orders at the pass' })
      .getByRole('listitem', { name: new RegExp(`^#${orderNumber} `) });
    await expect(atThePass).toContainText('Ready since');
    await expect(atThePass).toContainText(`${demoCustomer.firstName} ${demoCustomer.lastName.charAt(0)}.`);
    await atThePass.getByRole('button', { name: 'Hand out (to the diner)' }).tap();
    await expect(atThePass).toHaveCount(0);
    await expect
      .poll(
        async () => ((await (await api.get(`/api/orders/${orderId}`)).json()) as { status: string }).status,
      )
      .toBe('DELIVERED');

    // Each printer printed its station's ticket of this order, with only its station's item.
    const ticketOf = (printer: typeof sushiPrinter) => () =>
      printer.printed.find((doc) => text(doc).includes(`#${orderNumber}`));
    await expect.poll(() => ticketOf(sushiPrinter)() !== undefined, { timeout: 30_000 }).toBe(true);
    await expect.poll(() => ticketOf(wokPrinter)() !== undefined, { timeout: 30_000 }).toBe(true);
    const sushiTickets = sushiPrinter.printed
      .filter((doc) => text(doc).includes(`#${orderNumber}`))
      .map(text);
    const wokTickets = wokPrinter.printed.filter((doc) => text(doc).includes(`#${orderNumber}`)).map(text);
    for (const ticket of sushiTickets) {
      expect(ticket).toMatch(/Maki/);
      expect(ticket).not.toMatch(/Curry/);
    }
    for (const ticket of wokTickets) {
      expect(ticket).toMatch(/Curry/);
      expect(ticket).not.toMatch(/Maki/);
    }
  } finally {
    for (const context of contexts) await context.close();
    await putBack(api, restore);
    await api.dispose();
    await sushiPrinter.stop();
    await wokPrinter.stop();
  }
});
