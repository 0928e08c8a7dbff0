import type { TCourierDelivery, TCourierShift } from '@app/shared/couriers';
import { mapLinks } from '@app/shared/couriers';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { currentUrl, renderApp } from '@test/render-app';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function delivery(orderNumber: number, overrides: Partial<TCourierDelivery> = {}): TCourierDelivery {
  const address = { street: 'Ringstrasse', streetNo: '3', plz: '4600', city: 'Olten' };
  return {
    orderId: `order${orderNumber}`,
    orderNumber,
    kind: 'MENU',
    status: 'CONFIRMED',
    dueAt: minutesFromNow(30),
    readyAt: null,
    pickedUpAt: null,
    customerName: 'Anna Muster',
    phone: '+41 79 123 45 67',
    address,
    mapLinks: mapLinks(address),
    notes: null,
    bags: 1,
    paymentMethod: 'CASH',
    amountToCollect: 43.5,
    cashGiven: null,
    courierId: 7,
    courierName: 'Luca',
    ...overrides,
  };
}

const SHIFT: TCourierShift = {
  id: 3,
  courierId: 7,
  courierName: 'Luca',
  businessDate: '2030-05-01',
  startedAt: minutesFromNow(-120),
  float: 50,
  collected: 73.5,
  cashDeliveries: 2,
  expected: 123.5,
  handedIn: null,
  difference: null,
  settledAt: null,
  settledBy: null,
};

/**
 * The courier's API as the server answers it: `mine` and `ready` are the lists, and the steps move a
 * delivery between them (take, picked up, delivered), so reads after a tap see the new state.
 */
function courierServer(
  state: { mine: TCourierDelivery[]; ready?: TCourierDelivery[]; shift?: TCourierShift | null },
  { role = 'COURIER', routes = {} }: { role?: string; routes?: Record<string, TFakeRoute> } = {},
) {
  const lists = { mine: state.mine, ready: state.ready ?? [] };
  const api = fakeApi({
    'GET /api/auth/me': { body: { role, username: 'luca' } },
    'GET /api/courier/deliveries': () => ({ body: lists.mine }),
    'GET /api/courier/ready': () => ({ body: lists.ready }),
    'GET /api/courier/shift': { body: state.shift ?? null },
    ...routes,
  });
  for (const d of [...lists.mine, ...lists.ready]) {
    const step = (path: string, change: (found: TCourierDelivery) => void) => {
      if (routes[`POST /api/courier/deliveries/${d.orderId}/${path}`]) return;
      api.route(`POST /api/courier/deliveries/${d.orderId}/${path}`, () => {
        const found = [...lists.mine, ...lists.ready].find((x) => x.orderId === d.orderId) ?? d;
        change(found);
        return { body: found };
      });
    };
    step('take', (found) => {
      lists.ready = lists.ready.filter((x) => x !== found);
      lists.mine = [...lists.mine, found];
    });
    step('picked-up', (found) => {
      found.status = 'ON_THE_WAY';
      found.pickedUpAt = new Date().toISOString();
    });
    step('delivered', (found) => {
      lists.mine = lists.mine.filter((x) => x !== found);
    });
  }
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const posted = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.method === 'POST' && call.path.startsWith('/api/courier/'));

const card = (number: number) => screen.getByRole('article', { name: `#${number}` });

describe('the courier’s phone view', () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('sends a visitor without a courier or admin session to login, and back here after', async () => {
    const api = fakeApi({
      'GET /api/auth/me': { status: 401, body: errorBody(401, 'Unauthorized', 'Please sign in.') },
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderApp('/courier');
    await screen.findByRole('heading', { level: 1, name: 'Admin login' });
    expect(currentUrl(router)).toBe('/login?next=%2Fcourier');
  });

  it('takes a courier account here after signing in, whatever back-office page asked', async () => {
    const api = fakeApi({
      'GET /api/auth/me': { status: 401, body: errorBody(401, 'Unauthorized', 'Please sign in.') },
      'POST /api/auth/login': { body: { role: 'COURIER', username: 'luca' } },
      'GET /api/courier/deliveries': { body: [] },
      'GET /api/courier/ready': { body: [] },
      'GET /api/courier/shift': { body: null },
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderApp(`/login?next=${encodeURIComponent('/admin/orders')}`);
    await userEvent.type(await screen.findByLabelText(/Username/), 'luca');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/courier'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deliveries' })).toBeInTheDocument();
  });

  it('tells a courier account in the back office that it opens its deliveries only', async () => {
    courierServer({ mine: [] });
    renderApp('/admin/orders');
    expect(await screen.findByText('Courier account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open my deliveries' })).toHaveAttribute('href', '/courier');
  });

  it('lists the courier’s deliveries in order, with all a courier needs at the door', async () => {
    courierServer({
      mine: [
        delivery(12, {
          readyAt: minutesFromNow(-5),
          cashGiven: 50,
          bags: 2,
          notes: 'Bell at Muster, 2nd floor',
        }),
        delivery(14, { paymentMethod: 'TWINT', amountToCollect: 0, customerName: 'Marco Rossi' }),
      ],
      shift: SHIFT,
    });
    renderApp('/courier');
    const mine = await screen.findByRole('region', { name: 'My deliveries (2)' });
    const cards = within(mine).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '#12',
      '#14',
    ]);

    const first = card(12);
    expect(first).toHaveTextContent('Ready');
    // Shortly before midnight the due time is the next day's, and its date comes with it.
    expect(first).toHaveTextContent(/Due(\S+ )?\d\d:\d\d/);
    expect(first).toHaveTextContent('Ringstrasse 3, 4600 Olten');
    expect(within(first).getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
      'href',
      'geo:0,0?q=Ringstrasse%203%2C%204600%20Olten',
    );
    expect(within(first).getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=Ringstrasse%203%2C%204600%20Olten',
    );
    expect(within(first).getByRole('link', { name: '+41 79 123 45 67' })).toHaveAttribute(
      'href',
      'tel:+41791234567',
    );
    expect(first).toHaveTextContent('Bell at Muster, 2nd floor');
    expect(first).toHaveTextContent('2 bags');
    expect(first).toHaveTextContent('CHF 43.50 cash · pays with CHF 50.00 · change CHF 6.50');
    expect(within(first).getByRole('button', { name: 'Picked up' })).toBeInTheDocument();
    expect(card(14)).toHaveTextContent('Paid online');
    expect(card(14)).toHaveTextContent('In the kitchen');

    const shift = screen.getByRole('region', { name: 'My shift' });
    expect(shift).toHaveTextContent('FloatCHF 50.00');
    expect(shift).toHaveTextContent('Cash taken (2 deliveries)CHF 73.50');
    expect(shift).toHaveTextContent('To hand inCHF 123.50');
    expect(screen.getByRole('region', { name: 'Ready to take' })).toHaveTextContent(
      'No delivery is waiting for a courier.',
    );
    // A screen of its own: none of the back office's navigation.
    expect(screen.queryByRole('link', { name: 'New Orders' })).not.toBeInTheDocument();
  });

  it('says so when there is nothing to deliver and no shift', async () => {
    courierServer({ mine: [] });
    renderApp('/courier');
    expect(
      await screen.findByText(/^No deliveries for you right now\. Take a ready one below/),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^No shift open\./)).toBeInTheDocument();
  });

  it('reads the lists again every 15 seconds and when the phone comes back to the page', async () => {
    courierServer({ mine: [] });
    const { queryClient } = renderApp('/courier');
    await screen.findByText(/^No deliveries for you right now/);
    for (const key of [
      ['courier', 'mine'],
      ['courier', 'ready'],
      ['courier', 'shift'],
    ]) {
      const options = queryClient.getQueryCache().find({ queryKey: key })?.observers[0]?.options;
      expect(options?.refetchInterval, key.join('/')).toBe(15_000);
      expect(options?.refetchOnWindowFocus, key.join('/')).toBe(true);
    }
  });

  it('picks a delivery up, then delivers it with the cash taken, prefilled with the amount', async () => {
    const api = courierServer({ mine: [delivery(12)] });
    renderApp('/courier');
    await screen.findByRole('article', { name: '#12' });
    await userEvent.click(within(card(12)).getByRole('button', { name: 'Picked up' }));
    const deliveredButton = await within(card(12)).findByRole('button', { name: 'Delivered' });
    expect(card(12)).toHaveTextContent('On the way');
    expect(await screen.findByText('#12 is on its way.')).toBeInTheDocument();

    await userEvent.click(deliveredButton);
    const dialog = await screen.findByRole('dialog', { name: 'Delivered #12' });
    expect(dialog).toHaveTextContent('To collect: CHF 43.50');
    const cash = within(dialog).getByRole('textbox', { name: 'Cash taken (CHF)' });
    expect(cash).toHaveValue('43.50');
    expect(cash).toHaveAttribute('inputmode', 'decimal');
    await userEvent.clear(cash);
    await userEvent.type(cash, 'fifty');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delivered' }));
    expect(cash).toHaveAccessibleDescription('Enter the cash you took, e.g. 43.50.');
    await userEvent.clear(cash);
    await userEvent.type(cash, '45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delivered' }));

    expect(await screen.findByText(/^No deliveries for you right now/)).toBeInTheDocument();
    expect(posted(api).map((call) => [call.path, call.body])).toEqual([
      ['/api/courier/deliveries/order12/picked-up', {}],
      ['/api/courier/deliveries/order12/delivered', { cashCollected: 45 }],
    ]);
  });

  it('delivers an order paid online at once, asking for no cash', async () => {
    const api = courierServer({
      mine: [delivery(14, { status: 'ON_THE_WAY', paymentMethod: 'CARD', amountToCollect: 0 })],
    });
    renderApp('/courier');
    await screen.findByRole('article', { name: '#14' });
    await userEvent.click(within(card(14)).getByRole('button', { name: 'Delivered' }));
    expect(await screen.findByText('#14 delivered.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posted(api).map((call) => call.body)).toEqual([{}]);
  });

  it('takes a ready delivery nobody has', async () => {
    const api = courierServer({ mine: [], ready: [delivery(21, { courierId: null, courierName: null })] });
    renderApp('/courier');
    const ready = await screen.findByRole('region', { name: 'Ready to take' });
    await userEvent.click(await within(ready).findByRole('button', { name: 'Take' }));
    const mine = screen.getByRole('region', { name: 'My deliveries (1)' });
    expect(await within(mine).findByRole('article', { name: '#21' })).toBeInTheDocument();
    expect(within(ready).queryByRole('article')).not.toBeInTheDocument();
    expect(posted(api).map((call) => call.path)).toEqual(['/api/courier/deliveries/order21/take']);
  });

  it('says in words why a step was refused, and reads the lists again', async () => {
    const api = courierServer(
      { mine: [], ready: [delivery(21, { courierId: null, courierName: null })] },
      {
        routes: {
          'POST /api/courier/deliveries/order21/take': {
            status: 409,
            body: { ...errorBody(409, 'Conflict', 'This delivery is another courier’s.'), code: 'NOT_YOURS' },
          },
        },
      },
    );
    renderApp('/courier');
    const ready = await screen.findByRole('region', { name: 'Ready to take' });
    const reads = () => api.calls.filter((call) => call.path === '/api/courier/ready').length;
    const take = await within(ready).findByRole('button', { name: 'Take' });
    const before = reads();
    await userEvent.click(take);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another courier has this delivery now (taken meanwhile, or given to someone else).',
    );
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes back to sign-in when the phone’s session has ended', async () => {
    courierServer(
      { mine: [] },
      {
        routes: {
          'GET /api/courier/deliveries': {
            status: 401,
            body: errorBody(401, 'Unauthorized', 'Please sign in.'),
          },
        },
      },
    );
    const { router } = renderApp('/courier');
    await screen.findByRole('heading', { level: 1, name: 'Admin login' });
    expect(currentUrl(router)).toBe('/login?next=%2Fcourier');
  });

  it('signs out from the foot of the page', async () => {
    const api = courierServer({ mine: [] }, { routes: { 'POST /api/auth/logout': { status: 204 } } });
    const { router } = renderApp('/courier');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out (luca)' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    expect(api.sent()).toContain('POST /api/auth/logout');
  });

  it('is open to an admin too', async () => {
    courierServer({ mine: [] }, { role: 'ADMIN' });
    renderApp('/courier');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deliveries' })).toBeInTheDocument();
  });
});
