import type { TKitchenPassOrder, TKitchenTicket } from '@app/shared/kitchen';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { currentUrl, renderApp } from '@test/render-app';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const STATIONS = [
  { id: 1, name: 'Sushi-Bar', targetMinutes: 15 },
  { id: 2, name: 'Wok', targetMinutes: 20 },
];

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function ticket(
  orderNumber: number,
  lines: { lineId: number; name: string; quantity?: number }[],
): TKitchenTicket {
  return {
    orderId: `order${orderNumber}`,
    orderNumber,
    kind: 'MENU',
    orderType: 'TAKEAWAY',
    dueAt: minutesFromNow(12),
    startAt: minutesFromNow(-2),
    notes: null,
    items: lines.map((line) => ({
      lineId: line.lineId,
      name: line.name,
      quantity: line.quantity ?? 1,
      options: [],
      doneAt: null,
    })),
  };
}

/**
 * The kitchen's API as the server answers it: the sushi bar's tickets live in `tickets`, a bump marks a
 * line done there (and a refused line gets the server's 409), so reads after a tap see the new state.
 */
function kitchenServer(
  tickets: TKitchenTicket[],
  { role = 'KITCHEN', routes = {} }: { role?: string; routes?: Record<string, TFakeRoute> } = {},
) {
  const setDone = (lineId: number, doneAt: string | null) => {
    for (const t of tickets) for (const item of t.items) if (item.lineId === lineId) item.doneAt = doneAt;
  };
  const api = fakeApi({
    'GET /api/auth/me': { body: { role, username: 'wall' } },
    'GET /api/kitchen/stations': { body: STATIONS },
    'GET /api/kitchen/tickets': (request) => ({
      body:
        request.query.get('station') === '1'
          ? tickets.filter((t) => t.items.some((item) => item.doneAt === null))
          : [],
    }),
    ...routes,
  });
  for (const t of tickets) {
    for (const item of t.items) {
      const done = `POST /api/kitchen/lines/${item.lineId}/done`;
      const undone = `POST /api/kitchen/lines/${item.lineId}/undone`;
      if (!routes[done]) {
        api.route(done, () => {
          setDone(item.lineId, new Date().toISOString());
          return { status: 204 };
        });
      }
      if (!routes[undone]) {
        api.route(undone, () => {
          setDone(item.lineId, null);
          return { status: 204 };
        });
      }
    }
  }
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const posted = (api: ReturnType<typeof fakeApi>) =>
  api.sent().filter((call) => call.startsWith('POST /api/kitchen/'));

describe('the kitchen display', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('sends a visitor without a kitchen or admin session to login, and back here after', async () => {
    const api = fakeApi({
      'GET /api/auth/me': { status: 401, body: errorBody(401, 'Unauthorized', 'Please sign in.') },
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderApp('/kitchen');
    await screen.findByRole('heading', { level: 1, name: 'Admin login' });
    expect(currentUrl(router)).toBe('/login?next=%2Fkitchen');
  });

  it('sends a diner’s account to login as well', async () => {
    kitchenServer([], { role: 'CUSTOMER' });
    const { router } = renderApp('/kitchen');
    await screen.findByRole('heading', { level: 1, name: 'Admin login' });
    expect(currentUrl(router)).toBe('/login?next=%2Fkitchen');
  });

  it('goes back to sign-in when the tablet’s session has ended', async () => {
    kitchenServer([], {
      routes: {
        'GET /api/kitchen/tickets': { status: 401, body: errorBody(401, 'Unauthorized', 'Please sign in.') },
      },
    });
    localStorage.setItem('kitchen.station', '1');
    const { router } = renderApp('/kitchen');
    await screen.findByRole('heading', { level: 1, name: 'Admin login' });
    expect(currentUrl(router)).toBe('/login?next=%2Fkitchen');
  });

  it('asks for the station once; the tablet remembers it, and the pass is one of the choices', async () => {
    kitchenServer([ticket(12, [{ lineId: 1, name: 'Sake Maki (6 pcs)' }])]);
    const user = userEvent.setup({ delay: null });
    const first = renderApp('/kitchen');
    await screen.findByRole('heading', { level: 2, name: 'Choose a station' });
    // No public header or footer: a screen of its own.
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pass/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Sushi-Bar/ }));
    await screen.findByRole('heading', { level: 1, name: 'Sushi-Bar' });
    expect(await screen.findByRole('heading', { level: 2, name: /^#12/ })).toBeInTheDocument();
    first.unmount();

    renderApp('/kitchen');
    await screen.findByRole('heading', { level: 1, name: 'Sushi-Bar' });
    await user.click(screen.getByRole('button', { name: 'Change station' }));
    await user.click(await screen.findByRole('button', { name: /^Pass/ }));
    await screen.findByRole('heading', { level: 1, name: 'Pass' });
    expect(localStorage.getItem('kitchen.station')).toBe('pass');
  });

  it('shows a card per ticket with its notes and the all-day counts; a tap marks an item done', async () => {
    const withNotes = ticket(12, [
      { lineId: 1, name: 'Sake Maki (6 pcs)', quantity: 2 },
      { lineId: 2, name: 'Edamame' },
    ]);
    withNotes.notes = 'Allergy: peanuts';
    withNotes.items[0]?.options.push('Sauce: Extra soy');
    const api = kitchenServer([
      withNotes,
      ticket(13, [{ lineId: 3, name: 'Sake Maki (6 pcs)', quantity: 2 }]),
    ]);
    localStorage.setItem('kitchen.station', '1');
    const user = userEvent.setup({ delay: null });
    renderApp('/kitchen');

    const cards = await screen.findByRole('list', { name: 'Tickets' });
    const card = within(cards).getAllByRole('listitem', { name: /^#\d+/ });
    expect(card).toHaveLength(2);
    const first = card[0] as HTMLElement;
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent(/^#12, on time$/);
    expect(first).toHaveTextContent('Takeaway');
    expect(first).toHaveTextContent(/in 1[12] min/);
    expect(first).toHaveTextContent('NotesAllergy: peanuts');
    const maki = within(first).getByRole('button', { name: /^2 × Sake Maki \(6 pcs\) Sauce: Extra soy$/ });
    expect(maki).toHaveAttribute('aria-pressed', 'false');

    const allDay = screen.getByRole('region', { name: 'All day' });
    expect(
      within(allDay)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['4 × Sake Maki (6 pcs)', '1 × Edamame']);

    await user.click(maki);
    expect(maki).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(posted(api)).toEqual(['POST /api/kitchen/lines/1/done']));
    expect(
      within(allDay)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 × Sake Maki (6 pcs)', '1 × Edamame']);

    // The card's last item: the card leaves the wall.
    await user.click(within(first).getByRole('button', { name: /^1 × Edamame/ }));
    await waitFor(() => expect(within(cards).getAllByRole('listitem', { name: /^#\d+/ })).toHaveLength(1));
    expect(screen.queryByRole('heading', { level: 2, name: /^#12/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(posted(api)).toEqual(['POST /api/kitchen/lines/1/done', 'POST /api/kitchen/lines/2/done']),
    );
  });

  it('shows a bump the server refused and puts the item back', async () => {
    kitchenServer([ticket(12, [{ lineId: 1, name: 'Sake Maki (6 pcs)' }])], {
      routes: {
        'POST /api/kitchen/lines/1/done': {
          status: 409,
          body: { ...errorBody(409, 'Conflict', 'This order was cancelled.'), code: 'ORDER_NOT_IN_KITCHEN' },
        },
      },
    });
    localStorage.setItem('kitchen.station', '1');
    const user = userEvent.setup({ delay: null });
    renderApp('/kitchen');
    const maki = await screen.findByRole('button', { name: /^1 × Sake Maki/ });
    await user.click(maki);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not saved, the ticket is back as it was: This order was cancelled.',
    );
    expect(screen.getByRole('button', { name: /^1 × Sake Maki/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the cards and the taps through a network loss, and sends them in order when it is back', async () => {
    const api = kitchenServer([
      ticket(12, [
        { lineId: 1, name: 'Sake Maki (6 pcs)' },
        { lineId: 2, name: 'Edamame' },
      ]),
    ]);
    let down = false;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      down ? Promise.reject(new TypeError('Failed to fetch')) : api.fetch(input, init),
    );
    localStorage.setItem('kitchen.station', '1');
    const user = userEvent.setup({ delay: null });
    renderApp('/kitchen');
    const maki = await screen.findByRole('button', { name: /^1 × Sake Maki/ });

    down = true;
    await user.click(maki);
    expect(await screen.findByText(/^Offline — reconnecting/)).toHaveTextContent(
      'Offline — reconnecting · 1 tap is sent as soon as the connection is back.',
    );
    expect(maki).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: /^1 × Edamame/ }));
    // Both done: the card is off the wall even while nothing could be sent.
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: /^#12/ })).not.toBeInTheDocument(),
    );
    expect(posted(api)).toEqual([]);

    down = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() =>
      expect(posted(api)).toEqual(['POST /api/kitchen/lines/1/done', 'POST /api/kitchen/lines/2/done']),
    );
    await waitFor(() => expect(screen.queryByText(/^Offline/)).not.toBeInTheDocument());
    expect(await screen.findByText('No open tickets.')).toBeInTheDocument();
  });

  it('recalls a finished ticket: its last item opens again and the card is back', async () => {
    const finished = ticket(11, [
      { lineId: 7, name: 'Tekka Maki (6 pcs)' },
      { lineId: 8, name: 'Miso Soup' },
    ]);
    const [tekka, miso] = finished.items;
    if (!tekka || !miso) throw new Error('two lines');
    tekka.doneAt = minutesFromNow(-3);
    miso.doneAt = minutesFromNow(-1);
    const api = kitchenServer([finished], {
      routes: { 'GET /api/kitchen/recent': { body: [structuredClone(finished)] } },
    });
    localStorage.setItem('kitchen.station', '1');
    const user = userEvent.setup({ delay: null });
    renderApp('/kitchen');
    await screen.findByText('No open tickets.');
    await user.click(screen.getByRole('button', { name: 'Recall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recall a finished ticket' });
    await user.click(await within(dialog).findByRole('button', { name: /^#11 · Finished/ }));
    await waitFor(() => expect(posted(api)).toEqual(['POST /api/kitchen/lines/8/undone']));
    expect(await screen.findByRole('heading', { level: 2, name: /^#11/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^1 × Miso Soup/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: /^1 × Tekka Maki/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('announces a new ticket politely and highlights it for a while, colours cards by age', async () => {
    const old = ticket(12, [{ lineId: 1, name: 'Sake Maki (6 pcs)' }]);
    // Started 14 minutes ago on a 15-minute station: past three quarters of its target.
    old.startAt = minutesFromNow(-14);
    const tickets = [old];
    kitchenServer(tickets);
    localStorage.setItem('kitchen.station', '1');
    renderApp('/kitchen');
    const first = await screen.findByRole('listitem', { name: /^#12/ });
    expect(first).toHaveAttribute('data-age', 'due');
    expect(first).not.toHaveAttribute('data-new');

    tickets.push(ticket(13, [{ lineId: 2, name: 'Tekka Maki (6 pcs)' }]));
    // A reconnect reads the tickets again (as a live event does).
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    const added = await screen.findByRole('listitem', { name: /^#13/ });
    // The highlight follows the card's first paint by one render (an effect notices the new ticket).
    await waitFor(() => expect(added).toHaveAttribute('data-new'));
    expect(added).toHaveAttribute('data-age', 'fresh');
    expect(await screen.findByText('New ticket #13')).toBeInTheDocument();
    expect(screen.getByText('New ticket #13').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('on the pass: progress per station, ready orders stand out, handing out early asks first', async () => {
    const base = { kind: 'MENU', status: 'PREPARING', dueAt: minutesFromNow(5) } as const;
    const orders: TKitchenPassOrder[] = [
      {
        ...base,
        orderId: 'ready1',
        orderNumber: 21,
        orderType: 'TAKEAWAY',
        readyAt: minutesFromNow(-1),
        customerName: 'Luca R.',
        stations: [
          { stationId: 1, name: 'Sushi-Bar', done: 1, total: 1 },
          { stationId: 2, name: 'Wok', done: 2, total: 2 },
        ],
      },
      {
        ...base,
        orderId: 'cooking1',
        orderNumber: 22,
        orderType: 'DELIVERY',
        readyAt: null,
        customerName: 'Mia K.',
        stations: [
          { stationId: 1, name: 'Sushi-Bar', done: 2, total: 3 },
          { stationId: 2, name: 'Wok', done: 1, total: 1 },
        ],
      },
    ];
    const api = kitchenServer([], {
      role: 'ADMIN',
      routes: {
        'GET /api/kitchen/pass': { body: orders },
        'POST /api/kitchen/orders/ready1/hand-out': { body: { orderId: 'ready1', status: 'DELIVERED' } },
        'POST /api/kitchen/orders/cooking1/hand-out': { body: { orderId: 'cooking1', status: 'ON_THE_WAY' } },
      },
    });
    localStorage.setItem('kitchen.station', 'pass');
    const user = userEvent.setup({ delay: null });
    renderApp('/kitchen');
    const list = await screen.findByRole('list', { name: 'Orders at the pass' });
    const [ready, cooking] = within(list).getAllByRole('listitem', { name: /^#2\d/ }) as HTMLElement[];
    if (!ready || !cooking) throw new Error('two orders');
    expect(ready).toHaveAttribute('data-ready');
    expect(ready).toHaveTextContent(/Ready since \d\d:\d\d/);
    expect(cooking).not.toHaveAttribute('data-ready');
    expect(
      within(within(cooking).getByRole('list', { name: 'Stations' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sushi-Bar 2/3', 'Wok 1/1 ✓']);

    // Ready: handed out at once.
    await user.click(within(ready).getByRole('button', { name: 'Hand out (to the diner)' }));
    await waitFor(() => expect(posted(api)).toEqual(['POST /api/kitchen/orders/ready1/hand-out']));
    expect(await screen.findByText('#21 handed to the diner.')).toBeInTheDocument();

    // Not ready: asked first; cancelling sends nothing.
    await user.click(within(cooking).getByRole('button', { name: 'Hand out (to the driver)' }));
    const ask = await screen.findByRole('dialog', { name: 'Hand out #22 before it is ready?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted(api)).toEqual(['POST /api/kitchen/orders/ready1/hand-out']);
    await user.click(within(cooking).getByRole('button', { name: 'Hand out (to the driver)' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Hand out #22 before it is ready?' })).getByRole(
        'button',
        {
          name: 'Hand out anyway',
        },
      ),
    );
    await waitFor(() =>
      expect(posted(api)).toEqual([
        'POST /api/kitchen/orders/ready1/hand-out',
        'POST /api/kitchen/orders/cooking1/hand-out',
      ]),
    );
  });
});
