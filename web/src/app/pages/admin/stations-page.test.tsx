import type { TAdminBuffetItem } from '@app/shared/catalog';
import type { TStation } from '@app/shared/kitchen';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { CATEGORIES, printer } from '@test/fixtures';
import { renderApp } from '@test/render-app';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The lazy page's first import can be slow on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 5_000 }));

const SUSHI: TStation = { id: 1, name: 'Sushi-Bar', targetMinutes: 15, printerIds: [1] };
const WOK: TStation = { id: 2, name: 'Wok', targetMinutes: 20, printerIds: [] };
const PRINTERS = [printer({ id: 1, name: 'Bar printer' }), printer({ id: 2, name: 'Wok printer' })];

/** Every category routed, but drinks and desserts; the sushi ones to the sushi bar. */
const ROUTED = CATEGORIES.map((category) => ({
  ...category,
  stationId: ['DRINK', 'DESSERT'].includes(category.code)
    ? null
    : category.code.startsWith('THAI')
      ? WOK.id
      : SUSHI.id,
}));

function buffetItem(id: number, name: string, stationId: number | null): TAdminBuffetItem {
  return {
    id,
    foodItemId: id,
    name,
    description: '',
    price: 5,
    available: true,
    soldOutToday: false,
    vatClass: 'REDUCED',
    allergens: [],
    mayContain: [],
    allergensDeclared: false,
    origin: [],
    vegetarian: false,
    vegan: false,
    spiciness: 0,
    photo: null,
    optionGroupIds: [],
    stationId,
  };
}

function serve(routes: Record<string, TFakeRoute> = {}) {
  const api = fakeApi({
    'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } },
    'GET /api/admin/stations': { body: [SUSHI, WOK] },
    'GET /api/admin/printers': { body: PRINTERS },
    'GET /api/admin/categories': { body: ROUTED },
    'GET /api/admin/menu-items': { body: [] },
    'GET /api/admin/buffet-items': {
      body: [buffetItem(7, 'Dessert Cup', null), buffetItem(8, 'Sushi Box', SUSHI.id)],
    },
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function rowOf(name: string) {
  return screen.findByRole('row', { name: new RegExp(`^${name}`) });
}

describe('stations screen', { timeout: 30_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('lists each station with its target time and printers', async () => {
    serve();
    renderApp('/admin/stations');
    await screen.findByRole('heading', { level: 1, name: 'Stations' });
    const sushi = await rowOf('Sushi-Bar');
    expect(sushi).toHaveTextContent('15 min');
    expect(sushi).toHaveTextContent('Bar printer');
    const wok = await rowOf('Wok');
    expect(wok).toHaveTextContent('20 min');
    expect(wok).toHaveTextContent('None (display only)');
    expect(within(wok).getByRole('button', { name: 'Edit' })).toHaveAccessibleDescription('Wok');
  });

  it('explains what stations are for while there are none', async () => {
    serve({ 'GET /api/admin/stations': { body: [] } });
    renderApp('/admin/stations');
    expect(await screen.findByText('No station set up')).toBeInTheDocument();
    expect(
      screen.getByText('Without stations, every kitchen printer prints the whole ticket.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // Without stations nothing is "unrouted": every kitchen printer prints everything.
    expect(screen.queryByText('Dishes that reach no station')).not.toBeInTheDocument();
  });

  it('lists the categories and buffet items that reach no station', async () => {
    serve();
    renderApp('/admin/stations');
    const warning = await screen.findByRole('list', { name: 'Dishes that reach no station' });
    expect(warning).toHaveTextContent('Categories: Desserts and Drinks');
    expect(warning).toHaveTextContent('Buffet item: Dessert Cup');
    expect(warning).not.toHaveTextContent('Sushi Box');
  });

  it('says so and offers Retry when the list cannot be loaded', async () => {
    serve({
      'GET /api/admin/stations': { status: 500, body: errorBody(500, 'Internal Server Error', 'Boom.') },
    });
    renderApp('/admin/stations');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getAllByText('Stations could not be loaded').length).toBeGreaterThan(0);
  });

  it('adds a station: the checks under the fields, then POST with the chosen printers, and Created', async () => {
    const created: TStation = { id: 3, name: 'Front', targetMinutes: 5, printerIds: [2] };
    const api = serve({ 'POST /api/admin/stations': { status: 201, body: created } });
    const user = userEvent.setup();
    renderApp('/admin/stations');
    await user.click(await screen.findByRole('button', { name: 'Add station' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add station' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    const minutes = within(dialog).getByRole('textbox', { name: /^Target time/ });
    expect(minutes).toHaveValue('15');

    await user.clear(minutes);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(/Give the station a name of at most 40 characters/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a preparation time from 1 to 240 minutes.')).toBeInTheDocument();
    expect(api.sent()).not.toContain('POST /api/admin/stations');

    await user.type(name, 'Front');
    await user.clear(minutes);
    await user.type(minutes, '5');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Wok printer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.last('POST', '/api/admin/stations')?.body).toEqual({
      name: 'Front',
      targetMinutes: 5,
      printerIds: [2],
    });
  });

  it("shows the server's refusal under the name and keeps the dialog open", async () => {
    const message = 'A station named "wok" already exists.';
    serve({
      'POST /api/admin/stations': {
        status: 409,
        body: { ...errorBody(409, 'Conflict', message, { name: message }), code: 'CONFLICT' },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/stations');
    await user.click(await screen.findByRole('button', { name: 'Add station' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add station' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'wok');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Add station' })).toBeInTheDocument();
  });

  it('edits a station: its values in the form, PUT, Updated', async () => {
    const api = serve({
      'PUT /api/admin/stations/1': { body: { ...SUSHI, targetMinutes: 12, printerIds: [] } },
    });
    const user = userEvent.setup();
    renderApp('/admin/stations');
    await user.click(within(await rowOf('Sushi-Bar')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sushi-Bar' });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Sushi-Bar');
    const bar = within(dialog).getByRole('checkbox', { name: 'Bar printer' });
    expect(bar).toBeChecked();
    await user.click(bar);
    const minutes = within(dialog).getByRole('textbox', { name: /^Target time/ });
    await user.clear(minutes);
    await user.type(minutes, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Updated')).toBeInTheDocument();
    expect(api.last('PUT', '/api/admin/stations/1')?.body).toEqual({
      name: 'Sushi-Bar',
      targetMinutes: 12,
      printerIds: [],
    });
  });

  it('says before Delete what will reach no station; Delete sends DELETE and reads the routing again', async () => {
    const api = serve({ 'DELETE /api/admin/stations/2': { status: 204 } });
    const user = userEvent.setup();
    renderApp('/admin/stations');
    await user.click(within(await rowOf('Wok')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete station' });
    expect(dialog).toHaveTextContent('Delete the station Wok?');
    expect(dialog).toHaveTextContent(
      /Routed to it: Thai Starters, .*Thai Wok\. After the delete, these go to no station/,
    );

    api.route('GET /api/admin/stations', { body: [SUSHI] });
    api.route('GET /api/admin/categories', {
      body: ROUTED.map((c) => (c.stationId === WOK.id ? { ...c, stationId: null } : c)),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /^Wok/ })).not.toBeInTheDocument());
    expect(api.sent()).toContain('DELETE /api/admin/stations/2');
    // The Thai categories lost their station: the warning lists them now.
    const warning = await screen.findByRole('list', { name: 'Dishes that reach no station' });
    await waitFor(() => expect(warning).toHaveTextContent('Thai Curries'));
  });

  it('is in the back office’s navigation, after Printers', async () => {
    serve();
    renderApp('/admin/stations');
    await screen.findByRole('heading', { level: 1, name: 'Stations' });
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links.indexOf('Stations')).toBe(links.indexOf('Printers') + 1);
  });
});
