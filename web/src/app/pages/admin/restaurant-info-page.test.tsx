import { OPEN_BEFORE_CLOSE_MESSAGE, TIME_FORMAT_MESSAGE } from '@app/shared/opening-hours';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { RESTAURANT_INFO, screenRow, UNSEEN_DEFAULT_INPUT } from '@test/fixtures';
import { renderApp } from '@test/render-app';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, restaurantToday } from '@/features/restaurant-info/special-days-format';

const ADMIN = { 'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } } };

function serve(routes: Record<string, TFakeRoute> = {}) {
  const api = fakeApi({
    ...ADMIN,
    'GET /api/admin/restaurant-info': { body: RESTAURANT_INFO },
    'GET /api/admin/service-settings/history': { body: [] },
    'GET /api/admin/screens': { body: [] },
    'PUT /api/admin/restaurant-info/1': (request) => ({
      body: { ...RESTAURANT_INFO, ...(request.body as object) },
    }),
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function openPage() {
  renderApp('/admin/restaurant-info');
  await screen.findByRole('heading', { level: 1, name: 'Restaurant Info' }, { timeout: 5_000 });
  return screen.findByRole('form', { name: 'Restaurant info' }, { timeout: 5_000 });
}

const day = (name: string) => screen.getByRole('group', { name });
const time = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const setTime = (label: string, value: string) => fireEvent.change(time(label), { target: { value } });

// Whole-app renders driven by user events: slow on a busy machine.
describe('/admin/restaurant-info', { timeout: 30_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('shows the saved details and the hours per weekday', async () => {
    serve();
    await openPage();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Hana Sushi & Thai');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue(RESTAURANT_INFO.phone);
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue(RESTAURANT_INFO.address);
    expect(screen.getByRole('textbox', { name: /About text/ })).toHaveValue(RESTAURANT_INFO.aboutText);
    // A field of its own now (with delivery zones the restaurant writes it), in the texts' first tab.
    const note = screen.getByRole('textbox', { name: /Delivery note/ });
    expect(note).toHaveValue(RESTAURANT_INFO.deliveryNote);
    expect(note).not.toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: /Time zone/ })).toHaveValue('Europe/Zurich');

    expect(within(day('Monday')).getByText('Closed')).toBeInTheDocument();
    expect(time('Tuesday range 1 opens')).toHaveValue('11:00');
    expect(time('Tuesday range 1 closes')).toHaveValue('14:00');
    expect(time('Tuesday range 2 opens')).toHaveValue('17:00');
    expect(time('Tuesday range 2 closes')).toHaveValue('22:00');
    expect(time('Sunday range 1 closes')).toHaveValue('21:30');
    expect(time('Sunday range 1 opens')).toHaveAttribute('step', '300');
  });

  it('adds, removes and closes ranges, then saves every field with the hours as text', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await openPage();

    await user.click(within(day('Monday')).getByRole('button', { name: 'Add range' }));
    expect(time('Monday range 1 opens')).toHaveValue('11:00');
    expect(time('Monday range 1 closes')).toHaveValue('14:00');
    setTime('Monday range 1 closes', '15:30');

    await user.click(within(day('Tuesday')).getByRole('button', { name: 'Remove Tuesday range 1' }));
    expect(time('Tuesday range 1 opens')).toHaveValue('17:00');
    await user.click(within(day('Sunday')).getByRole('button', { name: 'Set closed' }));
    expect(within(day('Sunday')).getByText('Closed')).toBeInTheDocument();
    expect(within(day('Sunday')).getByRole('button', { name: 'Set closed' })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Phone' }), ' 7');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.last('PUT', '/api/admin/restaurant-info/1')?.body).toEqual({
      id: 1,
      name: 'Hana Sushi & Thai',
      aboutText: RESTAURANT_INFO.aboutText,
      phone: `${RESTAURANT_INFO.phone} 7`,
      address: RESTAURANT_INFO.address,
      openingHours: [
        'Mon: 11:00-15:30',
        'Tue: 17:00-22:00',
        'Wed: (closed)',
        'Thu: (closed)',
        'Fri: (closed)',
        'Sat: (closed)',
        'Sun: (closed)',
      ].join('\n'),
      defaultLanguage: 'de',
      specialDays: [],
      slotCapacity: { DELIVERY: null, TAKEAWAY: null },
      legalName: null,
      unseen: UNSEEN_DEFAULT_INPUT,
      vatNumber: null,
      responsiblePerson: null,
      // The texts of every language (empty: the default's show) and the zone are saved with the rest.
      deliveryNote: RESTAURANT_INFO.deliveryNote,
      legalNotice: null,
      kitchenLanguage: null,
      timeZone: 'Europe/Zurich',
      // Empty: none (nothing for search engines).
      latitude: null,
      longitude: null,
      cuisines: [],
      priceRange: null,
      translations: Object.fromEntries(
        ['de', 'fr', 'it', 'en'].map((l) => [
          l,
          { aboutText: '', deliveryNote: '', legalNotice: '', cuisines: [] },
        ]),
      ),
    });
    // The public info (home page, checkout) is asked for again so it follows the save.
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/restaurant-info/current').length).toBeGreaterThan(1),
    );
  });

  it('says which range is wrong and sends nothing until it is fixed', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await openPage();

    setTime('Tuesday range 2 opens', '23:00');
    const message = await screen.findByText(OPEN_BEFORE_CLOSE_MESSAGE);
    expect(time('Tuesday range 2 opens')).toHaveAttribute('aria-invalid', 'true');
    expect(time('Tuesday range 2 opens')).toHaveAccessibleDescription(OPEN_BEFORE_CLOSE_MESSAGE);
    expect(message).toHaveAttribute('role', 'alert');

    setTime('Sunday range 1 closes', '');
    expect(await screen.findByText(TIME_FORMAT_MESSAGE)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(time('Tuesday range 2 opens')).toHaveFocus();
    expect(api.sent()).not.toContain('PUT /api/admin/restaurant-info/1');

    setTime('Tuesday range 2 opens', '17:00');
    setTime('Sunday range 1 closes', '21:00');
    expect(screen.queryByText(OPEN_BEFORE_CLOSE_MESSAGE)).not.toBeInTheDocument();
    expect(screen.queryByText(TIME_FORMAT_MESSAGE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('requires a name', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await openPage();
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(api.sent()).not.toContain('PUT /api/admin/restaurant-info/1');
  });

  it('keeps the input and shows the server’s message when saving fails', async () => {
    serve({
      'PUT /api/admin/restaurant-info/1': {
        status: 400,
        body: errorBody(400, 'Bad Request', 'Please correct the highlighted fields.', {
          phone: 'At most 50 characters',
        }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await openPage();
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '9');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue(`${RESTAURANT_INFO.phone}9`);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'At most 50 characters',
    );
  });

  it('chooses the kitchen language, the default language’s until then, and saves it', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await openPage();
    const kitchen = screen.getByRole('combobox', { name: /Kitchen language/ });
    expect(kitchen).toHaveValue('');
    expect(within(kitchen).getByRole('option', { selected: true })).toHaveTextContent(
      'Default language (Deutsch)',
    );
    expect(kitchen).toHaveAccessibleDescription(/Kitchen tickets are printed in this language/);
    await user.selectOptions(kitchen, 'Français');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.last('PUT', '/api/admin/restaurant-info/1')?.body).toMatchObject({ kitchenLanguage: 'fr' });
    // The form shows what the server stored.
    expect(screen.getByRole('combobox', { name: /Kitchen language/ })).toHaveValue('fr');
  });

  it('shows the server’s refusal of a kitchen language at its field', async () => {
    serve({
      'PUT /api/admin/restaurant-info/1': {
        status: 400,
        body: errorBody(400, 'Bad Request', 'Please correct the highlighted fields.', {
          kitchenLanguage: 'Choose one of the languages offered',
        }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await openPage();
    await user.selectOptions(screen.getByRole('combobox', { name: /Kitchen language/ }), 'Italiano');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    const kitchen = screen.getByRole('combobox', { name: /Kitchen language/ });
    expect(kitchen).toHaveValue('it');
    expect(kitchen).toHaveAccessibleDescription(/Choose one of the languages offered/);
  });

  it('saves the legal notice and shows the VAT number as the server stored it', async () => {
    const api = serve({
      'PUT /api/admin/restaurant-info/1': (request) => ({
        body: { ...RESTAURANT_INFO, ...(request.body as object), vatNumber: 'CHE-123.456.788 MWST' },
      }),
    });
    const user = userEvent.setup({ delay: null });
    await openPage();
    const vat = screen.getByRole('textbox', { name: 'VAT number' });
    expect(vat).toHaveAccessibleDescription(/CHE-123\.456\.788 MWST/);
    await user.type(screen.getByRole('textbox', { name: 'Legal name' }), 'Hana Gastro GmbH');
    await user.type(screen.getByRole('textbox', { name: 'Responsible person' }), 'Mai Tanaka');

    await user.type(vat, 'CHE-123.456.789');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(vat).toHaveAccessibleDescription(
      /^Enter a Swiss VAT number like CHE-123\.456\.788 MWST \(its check/,
    );
    await waitFor(() => expect(vat).toHaveFocus());
    expect(api.sent()).not.toContain('PUT /api/admin/restaurant-info/1');

    await user.clear(vat);
    await user.type(vat, 'che123456788');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.last('PUT', '/api/admin/restaurant-info/1')?.body).toMatchObject({
      legalName: 'Hana Gastro GmbH',
      vatNumber: 'che123456788',
      responsiblePerson: 'Mai Tanaka',
    });
    expect(vat).toHaveValue('CHE-123.456.788 MWST');
  });

  it('saves the place, the price range and the cuisines per language, each message at its field', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await openPage();
    const section = within(screen.getByRole('group', { name: 'Cuisine' }));
    const latitude = screen.getByRole('textbox', { name: 'Latitude' });
    const longitude = screen.getByRole('textbox', { name: 'Longitude' });
    expect(latitude).toHaveAccessibleDescription(/decimal degrees, e\.g\. 47\.3516/);
    expect(latitude).toHaveAttribute('inputmode', 'decimal');
    const german = section.getByRole('textbox', { name: 'Deutsch (default language)' });
    const french = section.getByRole('textbox', { name: 'Français' });
    expect(french).toHaveAttribute('lang', 'fr');

    // A lone latitude, a price range beyond 30 characters, a control character in a cuisine.
    await user.type(latitude, '47,3516');
    await user.type(screen.getByRole('textbox', { name: 'Price range' }), 'CHF 15–40');
    fireEvent.change(french, { target: { value: 'Japonaise, Thaï\u0007' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(longitude).toHaveAccessibleDescription(
      /^Enter latitude and longitude together, or leave both empty\./,
    );
    expect(french).toHaveAccessibleDescription(/^Use visible characters only/);
    expect(latitude).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(longitude).toHaveFocus());
    expect(api.sent()).not.toContain('PUT /api/admin/restaurant-info/1');

    await user.type(longitude, '7.9077');
    await user.clear(french);
    await user.type(french, 'Japonaise, Sushi, Thaïlandaise');
    await user.type(german, 'Japanisch, Sushi, Thailändisch');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const body = api.last('PUT', '/api/admin/restaurant-info/1')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      latitude: 47.3516,
      longitude: 7.9077,
      priceRange: 'CHF 15–40',
      cuisines: ['Japanisch', 'Sushi', 'Thailändisch'],
      translations: { fr: { cuisines: ['Japonaise', 'Sushi', 'Thaïlandaise'] }, it: { cuisines: [] } },
    });
  });

  it("falls back to 'Save failed' when the server cannot be reached", async () => {
    serve({
      'PUT /api/admin/restaurant-info/1': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup({ delay: null });
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Save failed')).toBeInTheDocument();
  });

  it("says 'Failed to load info' and retries", async () => {
    let fail = true;
    serve({
      'GET /api/admin/restaurant-info': () => (fail ? { status: 500 } : { body: RESTAURANT_INFO }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/restaurant-info');
    expect(await screen.findAllByText('Failed to load info', {}, { timeout: 5_000 })).not.toHaveLength(0);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Hana Sushi & Thai');
  });

  it('adds a closure of several days and special hours, limits a slot, and saves them with the form', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await openPage();
    // Well ahead: the test may run near midnight.
    const from = addDays(restaurantToday(), 10);
    const to = addDays(from, 2);

    await user.click(screen.getByRole('button', { name: 'Add closure' }));
    const closure = screen.getByRole('group', { name: 'Add closure' });
    fireEvent.change(within(closure).getByLabelText(/^From/), { target: { value: from } });
    fireEvent.change(within(closure).getByLabelText(/^To/), { target: { value: to } });
    await user.type(within(closure).getByRole('textbox', { name: /Note for diners/ }), 'Company holiday');
    await user.click(within(closure).getByRole('button', { name: 'Add to the list' }));
    const list = screen.getByRole('list', { name: 'Special days' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent(/^Closed .+–.+Company holiday/);
    // Focus comes back on the next animation frame (the form it was in is gone by then).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add closure' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Add special hours' }));
    const special = screen.getByRole('group', { name: 'Add special hours' });
    fireEvent.change(within(special).getByLabelText(/^Date/), { target: { value: addDays(from, -1) } });
    await user.click(within(special).getByRole('button', { name: 'Add to the list' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent(/Special hours .+: 17:00–21:00/);

    await user.type(screen.getByRole('spinbutton', { name: 'Takeaway' }), '8');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const body = api.last('PUT', '/api/admin/restaurant-info/1')?.body as Record<string, unknown>;
    expect(body.specialDays).toEqual([
      { date: addDays(from, -1), closed: false, ranges: [{ open: '17:00', close: '21:00' }] },
      ...[0, 1, 2].map((n) => ({
        date: addDays(from, n),
        closed: true,
        ranges: [],
        note: 'Company holiday',
      })),
    ]);
    expect(body.slotCapacity).toEqual({ DELIVERY: null, TAKEAWAY: 8 });
  });

  it('shows the server’s refusal at the special day it names, and a wrong limit at its field', async () => {
    const day = addDays(restaurantToday(), 5);
    serve({
      'GET /api/admin/restaurant-info': {
        body: { ...RESTAURANT_INFO, specialDays: [{ date: day, closed: true, ranges: [] }] },
      },
      'PUT /api/admin/restaurant-info/1': {
        status: 400,
        body: errorBody(400, 'Bad Request', 'Please correct the highlighted fields.', {
          'specialDays.0.date': 'This date is listed twice.',
        }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const edit = await screen.findByRole('button', { name: /^Edit Closed/ });
    expect(edit).toHaveAccessibleDescription('This date is listed twice.');
    await waitFor(() => expect(edit).toHaveFocus());

    await user.type(screen.getByRole('spinbutton', { name: 'Delivery' }), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('spinbutton', { name: 'Delivery' })).toHaveAccessibleDescription(
      'Enter a whole number from 1 to 500, or leave it empty for no limit.',
    );
  });

  it('lists who changed the special days or the limits, when, and what', async () => {
    serve({
      'GET /api/admin/service-settings/history': {
        body: [
          {
            at: '2030-11-24T22:05:00.000Z',
            by: 'anna',
            specialDays: { before: [], after: [{ date: '2030-12-25', closed: true, ranges: [] }] },
            slotCapacity: { before: { DELIVERY: null, TAKEAWAY: 6 }, after: { DELIVERY: null, TAKEAWAY: 8 } },
          },
        ],
      },
    });
    await openPage();
    const history = await screen.findByRole('list', { name: /Recent changes/ });
    expect(history).toHaveTextContent('24.11. 23:05 anna: closed 25.12. added; takeaway limit 6 → 8');
  });

  it('lists the screens online and saves the unseen-order settings, a switched-off step as null', async () => {
    const api = serve({
      'GET /api/admin/screens': {
        body: [
          screenRow({ name: 'Kitchen tablet' }),
          screenRow({ screenId: 'bar00001', name: 'Bar', muted: true }),
        ],
      },
    });
    const user = userEvent.setup({ delay: null });
    await openPage();
    const screens = screen.getByRole('region', { name: 'Screens' });
    expect(await within(screens).findByText('Kitchen tablet')).toBeInTheDocument();
    expect(within(screens).getByText('Bar')).toBeInTheDocument();
    expect(within(screens).getByText('muted')).toBeInTheDocument();
    expect(within(screens).getAllByText(/^last seen /)).toHaveLength(2);

    const section = screen.getByRole('region', { name: 'Unseen orders' });
    const escalate = within(section).getByRole('spinbutton', { name: 'Escalate after (minutes)' });
    expect(escalate).toHaveValue(2);
    expect(escalate).toHaveAccessibleDescription(/Default: 2 min\./);
    await user.click(
      within(section).getByRole('switch', { name: 'Escalate unseen orders and reservations' }),
    );
    expect(escalate).toBeDisabled();
    await user.click(within(section).getByRole('checkbox', { name: 'Own time for delivery' }));
    const delivery = within(section).getByRole('spinbutton', { name: 'Delivery: cancel after (minutes)' });
    await user.clear(delivery);
    await user.type(delivery, '30');
    await user.type(
      within(section).getByRole('textbox', { name: 'Email for escalations' }),
      'kitchen@hana.ch',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.last('PUT', '/api/admin/restaurant-info/1')?.body).toHaveProperty('unseen', {
      ...UNSEEN_DEFAULT_INPUT,
      escalateAfterMinutes: null,
      autoCancelByOrderType: { TAKEAWAY: null, DELIVERY: 30 },
      notifyEmail: 'kitchen@hana.ch',
    });
  });

  it('shows the server’s message under the unseen-order field it names', async () => {
    serve({
      'PUT /api/admin/restaurant-info/1': {
        status: 400,
        body: errorBody(400, 'Bad Request', 'Please correct the highlighted fields.', {
          'unseen.smsTo': 'Enter a phone number such as +41 79 123 45 67.',
        }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await openPage();
    const sms = screen.getByRole('textbox', { name: 'Mobile number for SMS' });
    await user.type(sms, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(sms).toHaveAccessibleDescription(/Enter a phone number such as \+41 79 123 45 67\./);
    expect(sms).toHaveAttribute('aria-invalid', 'true');
  });
});
