import { type APIRequestContext, devices, expect, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';
import { adminApi, restaurantDate, xsrf } from '../../fixtures/api';
import { waitForMail } from '../../fixtures/mail';
import { expectNoSeriousA11yViolations, waitUntilSettled } from '../a11y/axe';

/**
 * The guest's private link: a diner on a phone, in German, books 4 people at a free time and is confirmed at
 * once, then moves the booking to 19:30 from the link in the confirmation email (read from the local SMTP server
 * the e2e app sends to: fakes/smtp.mjs). A table and automatic confirmation change what every diner is offered,
 * so this runs with the other global-state tests and puts the tables and the rules back, pass or fail. Staff then
 * see the guest's change on the incoming screen of a tablet (1024×768), in German and French, mark it seen, and
 * find it in the booking's history on the day plan.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const TABLE = 'E2E manage four';
const EMAIL = 'mara.manage@example.ch';

const DAY = restaurantDate(5);

type TTable = { id: number; name: string };
type TBooking = { id: string; status: string; reservationDateTime: string; tableIds?: number[] };

async function send(api: APIRequestContext, method: 'put' | 'post' | 'delete', url: string, data?: unknown) {
  const res = await api[method](url, { data, headers: { 'X-XSRF-TOKEN': await xsrf(api) } });
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`);
  return res;
}

/** Takes away this test's bookings and table and puts the booking rules back. */
async function restore(api: APIRequestContext, settings: unknown) {
  const list = (await (await api.get(`/api/admin/reservations?date=${DAY}`)).json()) as (TBooking & {
    customerInfo: { email: string };
  })[];
  for (const booking of list.filter((b) => b.customerInfo.email === EMAIL))
    await send(api, 'delete', `/api/admin/reservations/${booking.id}`);
  const tables = (await (await api.get('/api/admin/tables')).json()) as TTable[];
  for (const table of tables.filter((t) => t.name === TABLE))
    await send(api, 'delete', `/api/admin/tables/${table.id}`);
  if (settings) await send(api, 'put', '/api/admin/reservation-settings', settings);
}

/** Where the screenshots of this test go (under its output folder), to be looked at, not compared. */
const SHOTS = 'screenshots';

/** Staff's view of the change, on a tablet: the incoming card, Seen, then the booking's history on the day plan. */
async function staffSeeTheChange(
  browser: import('@playwright/test').Browser,
  baseURL: string | undefined,
  api: APIRequestContext,
  bookingId: string,
) {
  const tablet = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    baseURL,
    locale: 'de-CH',
  });
  try {
    const staff = await tablet.newPage();
    // The sign-in fixture speaks English; the screens below are then switched to German and French.
    await staff.goto('/login');
    await staff.evaluate(() => window.localStorage.setItem('language', 'en'));
    await signIn(staff, '/admin/incoming');
    const texts = {
      de: {
        title: 'Eingang (NEU)',
        change: 'Vom Gast geändert: 18:00 → 19:30',
        seen: 'Gesehen',
        confirm: 'Bestätigen',
        date: 'Datum',
        bar: /^Mara Muster, 19:30 bis/,
        history: 'Verlauf',
        line: /Geändert: 18:00 → 19:30 · Bestätigt/,
        guest: 'Gast',
      },
      fr: {
        title: 'Entrées (NOUVEAU)',
        change: 'Modifiée par le client : 18:00 → 19:30',
        seen: 'Vu',
        confirm: 'Confirmer',
        date: 'Date',
        bar: /^Mara Muster, de 19:30 à/,
        history: 'Historique',
        line: /Modifiée : 18:00 → 19:30 · Confirmée/,
        guest: 'Client',
      },
    } as const;
    for (const language of ['de', 'fr'] as const) {
      const words = texts[language];
      await staff.evaluate((lang) => window.localStorage.setItem('language', lang), language);
      await staff.goto('/admin/incoming');
      await expect(staff.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
      const card = staff.getByRole('article', { name: /Mara Muster/ });
      await expect(card.getByText(words.change, { exact: true })).toBeVisible();
      // Nothing to decide: Seen instead of Confirm and Cancel.
      await expect(card.getByRole('button', { name: words.seen, exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: words.confirm, exact: true })).toHaveCount(0);
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({
        path: test.info().outputPath(SHOTS, `incoming-guest-change-${language}-CH.png`),
      });
      await staff.screenshot({ path: test.info().outputPath(SHOTS, `incoming-tablet-${language}-CH.png`) });
      if (language === 'de') {
        await waitUntilSettled(staff);
        await expectNoSeriousA11yViolations(staff, 'a guest’s change on the incoming screen');
      }
      // Listed until staff press Seen, also after a reload.
      await staff.reload();
      await expect(card.getByText(words.change, { exact: true })).toBeVisible();

      await staff.goto('/admin/reservations/day');
      await staff.getByLabel(words.date, { exact: true }).fill(DAY);
      await staff.getByRole('button', { name: words.bar }).click();
      const dialog = staff.getByRole('dialog');
      await dialog.getByRole('button', { name: words.history, exact: true }).click();
      const history = dialog.getByRole('table', { name: words.history });
      const row = history.getByRole('row').filter({ hasText: words.line });
      await expect(row).toBeVisible();
      await expect(row.getByRole('cell', { name: words.guest, exact: true })).toBeVisible();
      await dialog.screenshot({ path: test.info().outputPath(SHOTS, `history-${language}-CH.png`) });
      if (language === 'de')
        await expectNoSeriousA11yViolations(staff, 'a booking’s history on the day plan');
    }

    // Seen: the card goes, and the server no longer lists it.
    await staff.goto('/admin/incoming');
    const card = staff.getByRole('article', { name: /Mara Muster/ });
    await card.getByRole('button', { name: 'Vu' }).click();
    await expect(card).toHaveCount(0);
    const cards = (await (await api.get('/api/admin/orders/new')).json()) as { id: string }[];
    expect(cards.map((c) => c.id)).not.toContain(bookingId);
  } finally {
    await tablet.close();
  }
}

test('a diner books 4 at once and moves the booking to 19:30 from the email’s link', async ({
  browser,
  baseURL,
}) => {
  const api = await adminApi(baseURL ?? '');
  const before = await (await api.get('/api/admin/reservation-settings')).json();
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    baseURL,
    locale: 'de-CH',
  });
  try {
    await restore(api, null);
    const table = (await (
      await send(api, 'post', '/api/admin/tables', {
        name: TABLE,
        seats: 4,
        minSeats: 1,
        joinableWith: [],
        active: true,
      })
    ).json()) as TTable;
    await send(api, 'put', '/api/admin/reservation-settings', { ...before, autoConfirm: true });

    await phone.addInitScript(() => window.localStorage.setItem('language', 'de'));
    const diner = await phone.newPage();
    await diner.goto('/reservation');
    await diner.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Mara');
    await diner.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Muster');
    await diner.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(EMAIL);
    await diner.getByRole('textbox', { name: 'Telefon', exact: true }).fill('079 555 66 77');
    await diner.getByRole('textbox', { name: /Anzahl Personen/ }).fill('4');
    await diner.getByRole('textbox', { name: 'Datum', exact: true }).fill(DAY);
    const times = diner.getByRole('group', { name: 'Freie Zeiten' });
    await times.getByText('18:00', { exact: true }).click();
    await expect(times.getByRole('radio', { name: '18:00' })).toBeChecked();
    await diner.getByRole('button', { name: 'Reservation anfragen' }).click();
    await expect(diner.getByRole('heading', { name: 'Ihr Tisch ist reserviert' })).toBeVisible();

    // The confirmation email, as the SMTP server received it, carries the private link.
    const mail = await waitForMail(EMAIL, (m) => m.subject === 'Ihr Tisch ist bestätigt');
    const link = /https?:\/\/\S+?(\/reservation\/manage\/[0-9a-f]{32})/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    const path = link?.[1] ?? '';
    expect(mail.html).toContain(path);

    await diner.goto(path);
    await expect(diner.getByRole('heading', { level: 1, name: 'Ihre Reservation' })).toBeVisible();
    await expect(diner.getByText('Bestätigt', { exact: true })).toBeVisible();
    await expect(diner.getByText('18:00', { exact: true })).toBeVisible();
    await expect(diner.getByText('4 Personen', { exact: true })).toBeVisible();
    await waitUntilSettled(diner);
    await expectNoSeriousA11yViolations(diner, 'the guest’s booking');

    await diner.getByRole('button', { name: 'Reservation ändern' }).click();
    const form = diner.getByRole('form', { name: 'Reservation ändern' });
    const free = form.getByRole('group', { name: 'Freie Zeiten' });
    // Its own table counts as free: 19:30 is offered although the booking holds the table until 19:30.
    await free.getByText('19:30', { exact: true }).click();
    await expect(free.getByRole('radio', { name: '19:30' })).toBeChecked();
    await expectNoSeriousA11yViolations(diner, 'changing the guest’s booking');
    await form.getByRole('button', { name: 'Änderung speichern' }).click();
    await expect(
      diner.getByRole('status').filter({ hasText: 'Ihre Reservation ist geändert.' }),
    ).toBeVisible();
    await expect(diner.getByText('19:30', { exact: true })).toBeVisible();

    // Where it lands: the same booking, confirmed at 19:30 on its table; the guest gets the changed email.
    const list = (await (await api.get(`/api/admin/reservations?date=${DAY}`)).json()) as (TBooking & {
      customerInfo: { email: string };
    })[];
    const booking = list.find((b) => b.customerInfo.email === EMAIL);
    expect(booking).toMatchObject({ status: 'CONFIRMED', tableIds: [table.id] });
    expect(
      new Date(booking?.reservationDateTime ?? '').toLocaleTimeString('de-CH', {
        timeZone: 'Europe/Zurich',
        hour: '2-digit',
        minute: '2-digit',
      }),
    ).toBe('19:30');
    const changed = await waitForMail(EMAIL, (m) => m.subject === 'Ihre Reservierung wurde geändert');
    expect(changed.text).toContain(path);

    await staffSeeTheChange(browser, baseURL, api, booking?.id ?? '');
  } finally {
    await phone.close();
    await restore(api, before);
    await api.dispose();
  }
});
