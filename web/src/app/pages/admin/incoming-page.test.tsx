import type { TAdminOrder, TIncomingCard } from '@app/shared/admin-orders';
import type { TMenuItem } from '@app/shared/catalog';
import type { TOptionGroup } from '@app/shared/dish-options';
import type { TSoldOutChange } from '@app/shared/service-status';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { adminOrder, buffetItem, CUSTOMER_INFO as customerInfo, menuItem } from '@test/fixtures';
import { renderApp } from '@test/render-app';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRINTED_ORDER_IDS_KEY } from '@/features/receipts/printed-ids';
import { incomingFailureText } from './incoming-page';

const INCOMING_FAILURE_TEXT = incomingFailureText();

// The whole app renders in each test; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5_000 });

function card(overrides: Partial<TIncomingCard> = {}): TIncomingCard {
  return {
    kind: 'menu',
    id: 'ORDER1',
    createdAt: '2026-11-24T17:00:00+01:00',
    timing: {
      requestedAt: '2026-11-24T17:45:00+01:00',
      asap: true,
      committedReadyAt: null,
      adminExtraMinutes: null,
    },
    orderType: 'TAKEAWAY',
    orderNumber: 12,
    customerInfo,
    menuItems: [{ menuItemName: 'Salmon Nigiri', quantity: 2, options: [] }],
    buffetItems: [],
    specialInstructions: 'No wasabi',
    numberOfPeople: null,
    overCapacity: false,
    totalPrice: 24,
    paymentMethod: 'CASH',
    paymentStatus: 'NOT_REQUIRED',
    ...overrides,
  };
}

const RESERVATION = card({
  kind: 'reservation',
  id: 'RES1',
  orderType: null,
  orderNumber: null,
  timing: {
    requestedAt: '2026-11-25T19:30:00+01:00',
    asap: false,
    committedReadyAt: '2026-11-25T19:30:00+01:00',
    adminExtraMinutes: null,
  },
  customerInfo: { ...customerInfo, firstName: 'Rita', lastName: 'Tisch' },
  menuItems: [],
  specialInstructions: 'Window seat',
  numberOfPeople: 4,
  totalPrice: null,
  paymentMethod: null,
  paymentStatus: null,
});

function fullOrder(): TAdminOrder {
  return adminOrder({
    id: 'ORDER1',
    orderNumber: 12,
    timing: {
      requestedAt: '2026-11-24T17:45:00+01:00',
      asap: true,
      committedReadyAt: '2026-11-24T18:00:00+01:00',
      adminExtraMinutes: 15,
    },
    orderItems: [
      {
        menuItemId: 1,
        buffetItemId: null,
        menuItemName: 'Salmon Nigiri',
        name: 'Salmon Nigiri',
        quantity: 2,
        unitPrice: 12,
        options: [],
      },
    ],
    itemsSubtotalBeforeDiscount: 24,
    itemsSubtotalAfterDiscount: 24,
    vatAmount: 0.61,
    vatBreakdown: [{ ratePercent: 2.6, gross: 24, vat: 0.61 }],
    totalPrice: 24,
    specialInstructions: 'No wasabi',
  });
}

const HANDLED = { id: 'ORDER1', status: 'CONFIRMED', committedReadyAt: '2026-11-24T18:00:00+01:00' };

function serve(cards: TIncomingCard[], routes: Record<string, TFakeRoute> = {}) {
  const state = { cards };
  const api = fakeApi({
    'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } },
    'GET /api/admin/alerts': {
      body: { ordersNew: 0, buffetOrdersNew: 0, reservationsRequested: 0, printerProblems: 0 },
    },
    'GET /api/admin/orders/new': () => ({ body: state.cards }),
    'POST /api/admin/menu-orders/ORDER1/seen': { status: 204 },
    'POST /api/admin/reservation-orders/RES1/seen': { status: 204 },
    'POST /api/admin/alerts/seen': { status: 204 },
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return { api, state };
}

const count = (api: ReturnType<typeof fakeApi>, key: string) => api.sent().filter((s) => s === key).length;

/** Generous: the first render loads the lazy route, and a busy machine is slow. */
async function findCard(name: RegExp) {
  return screen.findByRole('article', { name }, { timeout: 4_000 });
}

// Whole-app renders and real 2.5 s polls: generous limits for a busy machine.
describe('incoming screen', { timeout: 20_000 }, () => {
  let downloads: string[];

  beforeEach(() => {
    localStorage.clear();
    downloads = [];
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:receipt' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });
  afterEach(() => {
    clearCookie('XSRF-TOKEN');
    vi.restoreAllMocks();
  });

  it('shows each card with its details, marks it seen once and keeps doing so across polls', async () => {
    const { api } = serve([card(), RESERVATION]);
    renderApp('/admin/incoming');

    const order = await findCard(/Menu order #12/);
    expect(within(order).getByText('Takeaway')).toBeInTheDocument();
    expect(within(order).getByText('Now')).toBeInTheDocument();
    expect(within(order).getByText('2 × Salmon Nigiri')).toBeInTheDocument();
    expect(within(order).getByText('Nora Test')).toBeInTheDocument();
    expect(within(order).getByRole('link', { name: '+41 79 000 11 22' })).toHaveAttribute(
      'href',
      'tel:+41790001122',
    );
    expect(within(order).getByText('Bahnhofstrasse 1, 4600 Olten')).toBeInTheDocument();
    expect(within(order).getByText('No wasabi')).toBeInTheDocument();
    expect(within(order).getByText('Prep base: 45 min')).toBeInTheDocument();

    const reservation = await findCard(/Reservation for Rita Tisch/);
    expect(within(reservation).getByText('25.11.2026, 19:30')).toBeInTheDocument();
    expect(within(reservation).getByText('4')).toBeInTheDocument();
    expect(within(reservation).queryByText('Add minutes')).not.toBeInTheDocument();

    // A later poll still lists both: no second "seen".
    await waitFor(() => expect(count(api, 'GET /api/admin/orders/new')).toBeGreaterThanOrEqual(2), {
      timeout: 6_000,
    });
    expect(count(api, 'POST /api/admin/menu-orders/ORDER1/seen')).toBe(1);
    expect(count(api, 'POST /api/admin/reservation-orders/RES1/seen')).toBe(1);
  });

  it('shows a guest’s change with Seen instead of Confirm and Cancel, and keeps it until Seen is pressed', async () => {
    const moved = {
      ...RESERVATION,
      guestChange: {
        status: 'CONFIRMED' as const,
        note: '19:00 → 19:30, 4 → 5 people',
        at: '2026-11-24T17:10:00Z',
      },
    };
    const cancelled = {
      ...RESERVATION,
      id: 'RES2',
      customerInfo: { ...customerInfo, firstName: 'Urs', lastName: 'Storno' },
      guestChange: { status: 'CANCELLED' as const, note: null, at: '2026-11-24T17:11:00Z' },
    };
    const { api, state } = serve([moved, cancelled], {
      'POST /api/admin/reservation-orders/RES2/seen': () => {
        state.cards = state.cards.filter((c) => c.id !== 'RES2');
        return { status: 204 };
      },
    });
    renderApp('/admin/incoming');

    const changed = await findCard(/Reservation for Rita Tisch/);
    expect(
      within(changed).getByText('Changed by the guest: 19:00 → 19:30, 4 → 5 people'),
    ).toBeInTheDocument();
    expect(within(changed).getByRole('button', { name: 'Seen' })).toBeInTheDocument();
    expect(within(changed).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    const gone = await findCard(/Reservation for Urs Storno/);
    expect(within(gone).getByText('Cancelled by the guest')).toBeInTheDocument();

    // Not marked seen by being shown: it waits for staff, across polls.
    await waitFor(() => expect(count(api, 'GET /api/admin/orders/new')).toBeGreaterThanOrEqual(2), {
      timeout: 6_000,
    });
    expect(count(api, 'POST /api/admin/reservation-orders/RES1/seen')).toBe(0);
    expect(count(api, 'POST /api/admin/reservation-orders/RES2/seen')).toBe(0);

    await userEvent.click(within(gone).getByRole('button', { name: 'Seen' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: /Urs Storno/ })).not.toBeInTheDocument(),
    );
    expect(count(api, 'POST /api/admin/reservation-orders/RES2/seen')).toBe(1);
    expect(screen.getByRole('article', { name: /Rita Tisch/ })).toBeInTheDocument();
  });

  it('shows what a promo code took off and a gift voucher paid, and what is left to collect', async () => {
    serve([
      card({
        totalPrice: 49,
        promoCode: 'SUMMER10',
        promoDiscount: 5.45,
        voucherCode: 'K7QM4XRT9BWEH2PD',
        voucherAmount: 37.5,
      }),
    ]);
    renderApp('/admin/incoming');
    const order = await findCard(/Menu order #12/);
    expect(
      within(order).getByText(
        'Promo code SUMMER10: −CHF 5.45 · Gift voucher K7QM-4XRT-9BWE-H2PD −CHF 37.50 · To pay CHF 11.50',
      ),
    ).toBeInTheDocument();
  });

  it("shows a line's options indented under its item, in the order given", async () => {
    serve([
      card({
        menuItems: [
          {
            menuItemName: 'Green Curry',
            quantity: 1,
            options: [
              { name: 'Tofu', priceDelta: 0 },
              { name: 'Thai hot', priceDelta: 0 },
            ],
          },
          { menuItemName: 'Salmon Nigiri', quantity: 2, options: [] },
        ],
        buffetItems: [{ name: 'Ramen', quantity: 1, options: [{ name: 'Egg', priceDelta: 2 }] }],
      }),
    ]);
    renderApp('/admin/incoming');
    const order = await findCard(/Menu order #12/);
    const items = within(order).getByRole('list', { name: 'Items' });
    const curry = within(items).getByText('1 × Green Curry').closest('li') as HTMLElement;
    const options = within(curry).getByRole('list', { name: 'Options' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['– Tofu', '– Thai hot']);
    // A line without options has none; the kitchen's card names options without their prices.
    const nigiri = within(items).getByText('2 × Salmon Nigiri').closest('li') as HTMLElement;
    expect(within(nigiri).queryByRole('list')).not.toBeInTheDocument();
    const ramen = within(items).getByText('1 × Ramen').closest('li') as HTMLElement;
    expect(within(ramen).getByRole('listitem')).toHaveTextContent(/^– Egg$/);
  });

  it('refreshes the alert badge shortly after a card is marked seen', async () => {
    const { api } = serve([card()]);
    renderApp('/admin/incoming');
    await findCard(/Menu order #12/);
    await waitFor(() => expect(count(api, 'POST /api/admin/menu-orders/ORDER1/seen')).toBe(1));
    // The badge polls every 15 s; a second request this soon is the refresh 0.8 s after "seen".
    await waitFor(() => expect(count(api, 'GET /api/admin/alerts')).toBe(2), { timeout: 3_000 });
  });

  it("marks the badge's kinds seen once when the screen has its list, then refreshes the badge", async () => {
    const { api } = serve([card()]);
    renderApp('/admin/incoming');
    await findCard(/Menu order #12/);
    await waitFor(() => expect(count(api, 'POST /api/admin/alerts/seen')).toBe(1));
    expect(api.last('POST', '/api/admin/alerts/seen')?.body).toEqual({
      kinds: ['reservations', 'orders', 'buffet'],
    });
    // One refresh 0.8 s after the burst of "seen" calls (the badge's own poll is every 15 s).
    await waitFor(() => expect(count(api, 'GET /api/admin/alerts')).toBe(2), { timeout: 3_000 });
    await waitFor(() => expect(count(api, 'GET /api/admin/orders/new')).toBeGreaterThanOrEqual(2), {
      timeout: 6_000,
    });
    expect(count(api, 'POST /api/admin/alerts/seen')).toBe(1);
    expect(count(api, 'GET /api/admin/alerts')).toBe(2);
  });

  it('marks a card the filters hide seen and rings for it; the filters only change what is shown', async () => {
    const { api, state } = serve([card()]);
    const user = userEvent.setup();
    renderApp('/admin/incoming');
    await findCard(/Menu order #12/);
    await user.click(screen.getByRole('checkbox', { name: 'Reservations' }));

    // A reservation arrives while reservations are hidden.
    state.cards = [card(), RESERVATION];
    await waitFor(() => expect(count(api, 'POST /api/admin/reservation-orders/RES1/seen')).toBe(1), {
      timeout: 6_000,
    });
    expect(await screen.findByText('1 new card rings but is hidden by the filters.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /Reservation for Rita Tisch/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    const reservation = await findCard(/Reservation for Rita Tisch/);
    expect(within(reservation).getByLabelText('Ringing')).toBeInTheDocument();
    expect(screen.queryByText(/hidden by the filters/)).not.toBeInTheDocument();
    expect(count(api, 'POST /api/admin/reservation-orders/RES1/seen')).toBe(1);
  });

  it('silences the cards the filters hide without showing them', async () => {
    serve([card(), RESERVATION]);
    const user = userEvent.setup();
    renderApp('/admin/incoming');
    await findCard(/Reservation for Rita Tisch/);
    await user.click(screen.getByRole('checkbox', { name: 'Reservations' }));
    await user.click(await screen.findByRole('button', { name: 'Silence hidden cards' }));
    expect(screen.queryByText(/hidden by the filters/)).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: /Menu order #12/ })).getByLabelText('Ringing'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Reservations' }));
    const reservation = await findCard(/Reservation for Rita Tisch/);
    expect(within(reservation).queryByLabelText('Ringing')).not.toBeInTheDocument();
  });

  it('shows the most urgent card first and marks the one that came last as the newest', async () => {
    // Came last, but due first: a scheduled order for 17:30, before the ASAP order due at 17:45.
    const later = card({
      id: 'ORDER2',
      orderNumber: 13,
      createdAt: '2026-11-24T17:20:00+01:00',
      timing: {
        requestedAt: '2026-11-24T17:30:00+01:00',
        asap: false,
        committedReadyAt: null,
        adminExtraMinutes: null,
      },
    });
    serve([RESERVATION, card(), later], { 'POST /api/admin/menu-orders/ORDER2/seen': { status: 204 } });
    renderApp('/admin/incoming');
    await findCard(/Reservation for Rita Tisch/);
    expect(
      screen.getAllByRole('article').map((article) => article.getAttribute('aria-describedby') !== null),
    ).toEqual([true, false, false]);
    const names = screen
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading').textContent);
    expect(names).toEqual([
      expect.stringMatching(/Menu order #13$/),
      expect.stringMatching(/Menu order #12$/),
      expect.stringMatching(/Reservation for Rita Tisch$/),
    ]);
    const newest = screen.getByRole('article', { name: /Menu order #13$/ });
    expect(newest).toHaveAccessibleDescription('Newest');
    expect(within(newest).getByText('Newest')).toBeVisible();
  });

  it('filters cards by kind', async () => {
    serve([card(), RESERVATION]);
    renderApp('/admin/incoming');
    await findCard(/Reservation for Rita Tisch/);
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Reservations' }));
    expect(screen.queryByRole('article', { name: /Reservation for Rita Tisch/ })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: /Menu order #12/ })).toBeInTheDocument();
  });

  it('confirms with +15 minutes, removes the card, then fetches and prints the order once', async () => {
    const { api } = serve([card()], {
      'POST /api/admin/menu-orders/ORDER1/confirm': { body: HANDLED },
      'GET /api/orders/ORDER1': { body: fullOrder() },
      'GET /api/admin/orders/ORDER1/receipt': { body: 'RECEIPT #12' },
    });
    const user = userEvent.setup();
    renderApp('/admin/incoming');
    const order = await findCard(/Menu order #12/);

    await user.click(within(order).getByRole('button', { name: '+15' }));
    expect(within(order).getByRole('button', { name: '+15' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(order).getByText('Prep base: 45 min + 15 min')).toBeInTheDocument();
    await user.click(within(order).getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(screen.queryByRole('article', { name: /Menu order #12/ })).not.toBeInTheDocument(),
    );
    expect(api.last('POST', '/api/admin/menu-orders/ORDER1/confirm')?.body).toEqual({
      print: true,
      extraMinutes: 15,
    });
    await waitFor(() => expect(downloads).toEqual(['order-12-ORDER1.txt']));
    expect(JSON.parse(localStorage.getItem(PRINTED_ORDER_IDS_KEY) ?? '[]')).toEqual(['MENU:ORDER1']);
    expect(screen.getByText('No new orders or reservations.')).toBeInTheDocument();
  });

  it('prints a confirmed buffet order from the buffet paths; a scheduled order shows its time, no Add minutes', async () => {
    const buffet = card({
      kind: 'buffet',
      id: 'BUF1',
      orderNumber: 7,
      orderType: 'DELIVERY',
      timing: {
        requestedAt: '2026-11-24T19:00:00+01:00',
        asap: false,
        committedReadyAt: null,
        adminExtraMinutes: null,
      },
      menuItems: [],
      buffetItems: [{ name: 'Buffet Platter', quantity: 3, options: [] }],
    });
    const { api } = serve([buffet], {
      'POST /api/admin/buffet-orders/BUF1/seen': { status: 204 },
      'POST /api/admin/buffet-orders/BUF1/confirm': { body: { ...HANDLED, id: 'BUF1' } },
      'GET /api/buffet-orders/BUF1': { body: { ...fullOrder(), id: 'BUF1', kind: 'BUFFET', orderNumber: 7 } },
      'GET /api/admin/buffet-orders/BUF1/receipt': { body: 'BUFFET RECEIPT' },
    });
    renderApp('/admin/incoming');
    const order = await findCard(/Buffet order #7/);
    expect(within(order).getByText('Delivery')).toBeInTheDocument();
    expect(within(order).getByText('24.11.2026, 19:00')).toBeInTheDocument();
    expect(within(order).getByText('3 × Buffet Platter')).toBeInTheDocument();
    expect(within(order).queryByText('Add minutes')).not.toBeInTheDocument();

    await userEvent.setup().click(within(order).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(downloads).toEqual(['order-7-BUF1.txt']));
    expect(api.last('POST', '/api/admin/buffet-orders/BUF1/confirm')?.body).toEqual({ print: true });
    expect(JSON.parse(localStorage.getItem(PRINTED_ORDER_IDS_KEY) ?? '[]')).toEqual(['BUFFET:BUF1']);
  });

  it('confirms without extra minutes when none is chosen, and ignores a failed print fetch', async () => {
    const { api } = serve([card()], {
      'POST /api/admin/menu-orders/ORDER1/confirm': { body: HANDLED },
      'GET /api/orders/ORDER1': { status: 500, body: errorBody(500, 'Internal Server Error', 'Boom') },
    });
    renderApp('/admin/incoming');
    const order = await findCard(/Menu order #12/);
    await userEvent.setup().click(within(order).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.last('GET', '/api/orders/ORDER1')).toBeDefined());
    expect(api.last('POST', '/api/admin/menu-orders/ORDER1/confirm')?.body).toEqual({ print: true });
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it('cancels with the reason typed into the prompt, and not at all when the prompt is dismissed', async () => {
    const prompt = vi.spyOn(window, 'prompt').mockReturnValueOnce(null).mockReturnValueOnce('  Out of rice ');
    const { api } = serve([card()], {
      'POST /api/admin/menu-orders/ORDER1/cancel': { body: { ...HANDLED, status: 'CANCELLED' } },
    });
    const user = userEvent.setup();
    renderApp('/admin/incoming');
    const order = await findCard(/Menu order #12/);

    await user.click(within(order).getByRole('button', { name: 'Cancel' }));
    expect(prompt).toHaveBeenCalledWith('Reason (optional):');
    expect(api.last('POST', '/api/admin/menu-orders/ORDER1/cancel')).toBeUndefined();

    await user.click(within(order).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: /Menu order #12/ })).not.toBeInTheDocument(),
    );
    expect(api.last('POST', '/api/admin/menu-orders/ORDER1/cancel')?.body).toEqual({
      reason: 'Out of rice',
      refundIfPaid: false,
    });
    expect(downloads).toEqual([]);
  });

  it('disables the buttons while confirming and shows the server message on 409', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const { state } = serve([card()], {
      'POST /api/admin/menu-orders/ORDER1/confirm': () => new Promise((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderApp('/admin/incoming');
    const order = await findCard(/Menu order #12/);
    await user.click(within(order).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(order).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    expect(within(order).getByRole('button', { name: /Confirm/ })).toBeDisabled();

    // Another admin confirmed it first: the server says so, and the card goes with the next poll.
    state.cards = [];
    answer({ status: 409, body: errorBody(409, 'Conflict', 'This order was already handled.') });
    expect(await screen.findByText('This order was already handled.')).toBeInTheDocument();
    await waitFor(
      () => expect(screen.queryByRole('article', { name: /Menu order #12/ })).not.toBeInTheDocument(),
      {
        timeout: 4_000,
      },
    );
  });

  it('rings for a new card until it is silenced', async () => {
    serve([card(), RESERVATION]);
    renderApp('/admin/incoming');
    const order = await findCard(/Menu order #12/);
    const reservation = await findCard(/Reservation for Rita Tisch/);
    expect(within(order).getByLabelText('Ringing')).toBeInTheDocument();
    expect(within(reservation).getByLabelText('Ringing')).toBeInTheDocument();
    await userEvent.setup().click(within(order).getByRole('button', { name: 'Silence' }));
    expect(within(order).queryByLabelText('Ringing')).not.toBeInTheDocument();
    expect(within(reservation).getByLabelText('Ringing')).toBeInTheDocument();
  });

  it("says 'Connecting…' until the first answer, then the failure text, and recovers", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    let calls = 0;
    serve([], {
      'GET /api/admin/orders/new': () => {
        calls++;
        if (calls === 1) return new Promise((resolve) => (answer = resolve));
        return { body: [card()] };
      },
    });
    renderApp('/admin/incoming');
    expect(await screen.findByText('Connecting…')).toBeInTheDocument();

    answer({ status: 403, body: errorBody(403, 'Forbidden', 'Missing token') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(INCOMING_FAILURE_TEXT);
    expect(alert).toHaveTextContent('403 Unauthorized — admin cookie/CSRF/CORS');
    expect(screen.queryByText('Connecting…')).not.toBeInTheDocument();
    expect(console.warn).toHaveBeenCalled();

    // Polling goes on: the next answer clears the banner.
    expect(
      await screen.findByRole('article', { name: /Menu order #12/ }, { timeout: 6_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(INCOMING_FAILURE_TEXT)).not.toBeInTheDocument();
  });

  it.each([
    [{ status: 200, body: { cards: [] } }, 'Unexpected response (200)'],
    [{ status: 404, body: errorBody(404, 'Not Found', 'nope') }, 'Unexpected response (404)'],
    [{ status: 503, body: errorBody(503, 'Service Unavailable', 'down') }, 'Unexpected response (503)'],
  ])('explains a failed poll (%j -> %s)', async (answer, message) => {
    serve([], { 'GET /api/admin/orders/new': answer });
    renderApp('/admin/incoming');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says so when nothing is waiting', async () => {
    serve([]);
    renderApp('/admin');
    expect(await screen.findByText('No new orders or reservations.')).toBeInTheDocument();
  });
});

describe('incoming screen with live updates', { timeout: 20_000 }, () => {
  /** The browser's EventSource, which jsdom lacks: the test emits what the server's stream would. */
  class FakeEventSource {
    static last: FakeEventSource | null = null;
    readyState = 1;
    onerror: ((ev: Event) => unknown) | null = null;
    private handlers = new Map<string, ((ev: MessageEvent<string>) => void)[]>();
    constructor(readonly url: string) {
      FakeEventSource.last = this;
    }
    addEventListener(type: string, handler: (ev: MessageEvent<string>) => void) {
      this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
    }
    close() {
      this.readyState = 2;
    }
    emit(type: string, data: object) {
      for (const handler of this.handlers.get(type) ?? []) {
        handler(new MessageEvent(type, { data: JSON.stringify(data) }));
      }
    }
  }

  beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
  afterEach(() => {
    clearCookie('XSRF-TOKEN');
    vi.unstubAllGlobals();
    FakeEventSource.last = null;
  });

  it('asks for the list at once when the stream announces a new order, instead of at the next poll', async () => {
    const { api, state } = serve([]);
    renderApp('/admin/incoming');
    await waitFor(() => expect(count(api, 'GET /api/admin/orders/new')).toBe(1));
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/admin/events'));

    state.cards = [card()];
    FakeEventSource.last?.emit('order.created', {
      type: 'order.created',
      subject: 'MENU',
      id: 'ORDER1',
      status: 'NEW',
      paymentStatus: 'NOT_REQUIRED',
      at: '2026-11-24T16:00:00.000Z',
    });
    // Well inside the 2.5 s poll interval: the card comes from the event, not from the next poll.
    await screen.findByRole('article', { name: /Menu order #12/ }, { timeout: 2_000 });
    expect(count(api, 'GET /api/admin/orders/new')).toBe(2);
  });

  it('pauses takeaway for 30 minutes in two taps, shows the banner and the history, and resumes', async () => {
    const OFF = { pausedUntil: null, pausedOrderTypes: [], extraMinutes: 0, extraUntil: null };
    const state: { view: Record<string, unknown> } = { view: { ...OFF, nextOpeningAt: null, history: [] } };
    const { api } = serve([card()], {
      'GET /api/admin/service-status': () => ({ body: state.view }),
      'PUT /api/admin/service-status': ({ body }) => {
        const after = body as typeof OFF;
        const history = [{ at: new Date().toISOString(), by: 'anna', before: OFF, after }];
        state.view = { ...after, nextOpeningAt: null, history };
        return { body: state.view };
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/incoming');
    const controls = await screen.findByRole('region', { name: 'Service' }, { timeout: 4_000 });

    await user.click(within(controls).getByRole('button', { name: 'Pause orders' }));
    await user.click(within(controls).getByRole('radio', { name: 'Takeaway' }));
    const before = Date.now();
    await user.click(within(controls).getByRole('button', { name: '30 min' }));

    const sent = api.last('PUT', '/api/admin/service-status')?.body as {
      pausedUntil: string;
      pausedOrderTypes: string[];
    };
    expect(sent).toMatchObject({ pausedOrderTypes: ['TAKEAWAY'], extraMinutes: 0, extraUntil: null });
    const minutes = (new Date(sent.pausedUntil).getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThan(30.1);
    expect(
      // The date is named when the pause ends on another day (30 minutes before midnight, say).
      await within(controls).findByText(
        /^Online orders paused until (\d\d\.\d\d\.\d{4}, )?\d\d:\d\d \(Takeaway\)$/,
      ),
    ).toBeInTheDocument();

    await user.click(within(controls).getByRole('button', { name: 'Recent changes' }));
    expect(
      within(controls).getByText(/^Paused until (\d\d\.\d\d\.\d{4}, )?\d\d:\d\d \(Takeaway\)$/),
    ).toBeInTheDocument();

    await user.click(within(controls).getByRole('button', { name: 'Resume' }));
    await waitFor(() =>
      expect(within(controls).queryByText(/^Online orders paused/)).not.toBeInTheDocument(),
    );
    expect(api.last('PUT', '/api/admin/service-status')?.body).toEqual(OFF);
  });

  it("busy mode: +15 min for an hour, and the cards' prep note shows it", async () => {
    const OFF = { pausedUntil: null, pausedOrderTypes: [], extraMinutes: 0, extraUntil: null };
    const state: { view: Record<string, unknown> } = { view: { ...OFF, nextOpeningAt: null, history: [] } };
    const { api } = serve([card()], {
      'GET /api/admin/service-status': () => ({ body: state.view }),
      'PUT /api/admin/service-status': ({ body }) => {
        state.view = { ...(body as object), nextOpeningAt: null, history: [] };
        return { body: state.view };
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/incoming');
    const controls = await screen.findByRole('region', { name: 'Service' }, { timeout: 4_000 });
    const order = await findCard(/Menu order #12/);
    expect(within(order).getByText('Prep base: 45 min')).toBeInTheDocument();

    await user.click(within(controls).getByRole('button', { name: 'Busy mode' }));
    await user.click(within(controls).getByRole('button', { name: 'For 60 min' }));
    expect(api.last('PUT', '/api/admin/service-status')?.body).toMatchObject({ extraMinutes: 15 });
    expect(await within(controls).findByText(/^Busy: \+15 min prep time until /)).toBeInTheDocument();
    expect(within(order).getByText('Prep base: 45 min + 15 min (busy)')).toBeInTheDocument();
    // Filled, so its text takes the theme's readable colour on orange (lib/theme.test.ts): orange text on
    // the banner's pale orange read at 2.56:1.
    expect(within(controls).getByRole('button', { name: 'End busy mode' })).toHaveAttribute(
      'data-variant',
      'filled',
    );
  });

  it("the 'Sold out today' quick list: search, sold-out first, a switch that shows the server's answer, the history", async () => {
    const menu = [
      menuItem({ id: 1, name: 'Pad Thai' }),
      menuItem({ id: 2, name: 'Green Curry Chicken', soldOutToday: true }),
    ];
    const buffet = [buffetItem({ id: 1, name: 'Spring Rolls' })];
    const history: TSoldOutChange[] = [];
    const { api } = serve([], {
      'GET /api/admin/menu-items': () => ({ body: menu }),
      'GET /api/admin/buffet-items': () => ({ body: buffet }),
      'GET /api/admin/sold-out-today/history': () => ({ body: history }),
      'PUT /api/admin/menu-items/1/sold-out-today': ({ body }) => {
        const soldOut = (body as { soldOut: boolean }).soldOut;
        menu[0] = { ...(menu[0] as TMenuItem), soldOutToday: soldOut };
        history.unshift({
          at: new Date().toISOString(),
          by: 'anna',
          kind: 'MENU',
          itemId: 1,
          name: 'Pad Thai',
          soldOut,
        });
        return { body: menu[0] };
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/incoming');
    const panel = await screen.findByRole('region', { name: 'Sold out today' }, { timeout: 4_000 });
    expect(await within(panel).findByText('1 sold out')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Sold out today' }));
    const list = await within(panel).findByRole('list', { name: 'Menu and buffet items' });
    expect(
      within(list)
        .getAllByRole('switch')
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual([
      'Green Curry Chicken sold out today',
      'Pad Thai sold out today',
      'Spring Rolls sold out today',
    ]);

    await user.type(within(panel).getByRole('searchbox', { name: 'Search items' }), 'pad');
    await waitFor(() => expect(within(list).getAllByRole('switch')).toHaveLength(1));
    await user.click(within(list).getByRole('switch', { name: 'Pad Thai sold out today' }));
    expect(api.last('PUT', '/api/admin/menu-items/1/sold-out-today')?.body).toEqual({ soldOut: true });
    await waitFor(() =>
      expect(within(list).getByRole('switch', { name: 'Pad Thai sold out today' })).toBeChecked(),
    );
    expect(await within(panel).findByText('2 sold out')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Recent changes' }));
    const changes = await within(panel).findByRole('list', { name: 'Recent changes' });
    expect(changes).toHaveTextContent(/^\d\d:\d\d anna: Pad Thai sold out today$/);
  });

  it('switches an option sold out today from the quick list, grouped by its option group', async () => {
    const protein: TOptionGroup = {
      id: 1,
      names: { de: 'Protein', fr: '', it: '', en: 'Protein' },
      minChoices: 1,
      maxChoices: 1,
      options: [
        {
          id: 11,
          names: { de: 'Poulet', fr: '', it: '', en: 'Chicken' },
          priceDelta: 0,
          soldOutToday: false,
        },
        { id: 12, names: { de: 'Rind', fr: '', it: '', en: 'Beef' }, priceDelta: 3, soldOutToday: false },
      ],
    };
    const history: TSoldOutChange[] = [];
    const { api } = serve([], {
      'GET /api/admin/menu-items': { body: [menuItem({ id: 1, name: 'Pad Thai' })] },
      'GET /api/admin/buffet-items': { body: [] },
      'GET /api/admin/option-groups': () => ({ body: [protein] }),
      'GET /api/admin/sold-out-today/history': () => ({ body: history }),
      'PUT /api/admin/options/12/sold-out-today': ({ body }) => {
        const soldOut = (body as { soldOut: boolean }).soldOut;
        protein.options = protein.options.map((option) =>
          option.id === 12 ? { ...option, soldOutToday: soldOut } : option,
        );
        history.unshift({
          at: new Date().toISOString(),
          by: 'anna',
          kind: 'OPTION',
          itemId: 12,
          name: 'Rind',
          soldOut,
        });
        return { body: protein };
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/incoming');
    const panel = await screen.findByRole('region', { name: 'Sold out today' }, { timeout: 4_000 });
    await user.click(within(panel).getByRole('button', { name: 'Sold out today' }));
    const options = await within(panel).findByRole('region', { name: 'Options' });
    const group = within(options).getByRole('list', { name: 'Protein' });
    expect(
      within(group)
        .getAllByRole('switch')
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual(['Chicken (Protein) sold out today', 'Beef (Protein) sold out today']);

    // The search finds options by their name or their group's.
    await user.type(within(panel).getByRole('searchbox', { name: 'Search items' }), 'beef');
    await waitFor(() => expect(within(group).getAllByRole('switch')).toHaveLength(1));
    await user.click(within(group).getByRole('switch', { name: 'Beef (Protein) sold out today' }));
    expect(api.last('PUT', '/api/admin/options/12/sold-out-today')?.body).toEqual({ soldOut: true });
    await waitFor(() =>
      expect(within(group).getByRole('switch', { name: 'Beef (Protein) sold out today' })).toBeChecked(),
    );
    expect(await within(panel).findByText('1 sold out')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Recent changes' }));
    const changes = await within(panel).findByRole('list', { name: 'Recent changes' });
    expect(changes).toHaveTextContent(/^\d\d:\d\d anna: Option Rind sold out today$/);
  });
});
