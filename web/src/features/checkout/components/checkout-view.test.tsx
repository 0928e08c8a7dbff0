import { clearCookie } from '@test/cookies';
import { jsonResponse, renderRoutes } from '@test/render';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, CartProvider, type TCartLine } from '@/features/cart/public';
import { CheckoutView } from './checkout-view';

const curry: TCartLine = {
  key: 'MENU:7',
  kind: 'MENU',
  id: 7,
  name: 'Green Curry Chicken',
  priceRaw: 24.5,
  quantity: 1,
};
const rice: TCartLine = {
  key: 'MENU:9',
  kind: 'MENU',
  id: 9,
  name: 'Jasmine Rice',
  priceRaw: 4,
  quantity: 1,
};
const box: TCartLine = {
  key: 'BUFFET:3',
  kind: 'BUFFET',
  id: 3,
  name: 'Buffet Box Small',
  priceRaw: 14.9,
  quantity: 2,
};
const ORDER_ID = 'abcdefgh23456789';

interface TRecorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type TAnswer = { status?: number; body: unknown };

/** The API as the checkout sees it; each answer can be replaced per test. */
function fakeApi(overrides: Partial<Record<string, TAnswer | ((request: TRecorded) => TAnswer)>> = {}) {
  const requests: TRecorded[] = [];
  const answers: Record<string, TAnswer | ((request: TRecorded) => TAnswer)> = {
    'GET /api/csrf': { body: { token: 'csrf-1' } },
    'GET /api/public/discounts/active': {
      body: { enabled: false, percentMenu: 0, percentBuffet: 0, startsAt: null, endsAt: null },
    },
    'GET /api/public/hours/status': { body: { openNow: true, message: 'We’re open.', windowOpensAt: null } },
    'GET /api/public/order-slots': (request) => {
      const date = request.query.get('date') ?? '2099-05-01';
      return {
        body: {
          date,
          dates: ['2099-05-01', '2099-05-02'],
          times: date === '2099-05-01' ? ['18:25', '18:30'] : ['11:00'],
          earliest: '2099-05-01T18:25',
        },
      };
    },
    'POST /api/orders': { status: 201, body: { id: ORDER_ID } },
    'POST /api/buffet-orders': { status: 201, body: { id: ORDER_ID } },
    [`POST /api/payments/customer-orders/${ORDER_ID}/intent`]: {
      body: { clientSecret: 'pi_sim_1_secret_x', amount: 25.14, currency: 'CHF', provider: 'simulated' },
    },
    'POST /api/payments/simulated/confirm': { body: { status: 'succeeded' } },
    ...overrides,
  } as Record<string, TAnswer | ((request: TRecorded) => TAnswer)>;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request: TRecorded = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    if (request.path === '/api/csrf') {
      // biome-ignore lint/suspicious/noDocumentCookie: the fake server sets the anti-forgery cookie
      document.cookie = 'XSRF-TOKEN=csrf-1; path=/';
    }
    const answer = answers[`${request.method} ${request.path}`];
    if (!answer) return jsonResponse(404, { status: 404, error: 'Not Found', message: 'No route' });
    const { status = 200, body } = typeof answer === 'function' ? answer(request) : answer;
    return jsonResponse(status, body);
  });
  vi.stubGlobal('fetch', fetch);
  const sent = (method: string, path: string) =>
    requests.filter((r) => r.method === method && r.path === path);
  return { requests, sent };
}

function Landing() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

const routes: RouteObject[] = [
  {
    element: (
      <CartProvider>
        <Outlet />
      </CartProvider>
    ),
    children: [
      { path: '/checkout', element: <CheckoutView /> },
      { path: '/thank-you', element: <Landing /> },
    ],
  },
];

function renderCheckout(lines: TCartLine[], orderType: 'DELIVERY' | 'TAKEAWAY' = 'TAKEAWAY') {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ orderType, lines }));
  return renderRoutes(routes, { path: '/checkout' });
}

const field = (name: string) => screen.getByRole('textbox', { name });

function fillCustomer(overrides: Partial<Record<string, string>> = {}) {
  const values: Record<string, string> = {
    'First name': 'Anna',
    'Last name': 'Muster',
    Email: 'anna.muster@example.ch',
    Phone: '+41 79 123 45 67',
    Street: 'Hauptgasse',
    'No.': '12',
    PLZ: '4600',
    City: 'Olten',
    ...overrides,
  };
  for (const [name, value] of Object.entries(values)) fireEvent.change(field(name), { target: { value } });
}

const submitButton = (name: string | RegExp) => screen.getByRole('button', { name });
const storedCart = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');

describe('CheckoutView', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookie('XSRF-TOKEN');
  });
  afterEach(() => {
    localStorage.clear();
    clearCookie('XSRF-TOKEN');
  });

  it('says the cart is empty and leads back to the menu', async () => {
    fakeApi();
    renderCheckout([]);
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to menu' })).toHaveAttribute('href', '/menu');
  });

  it('labels every field, requires them all and checks the email, before any request', async () => {
    const api = fakeApi();
    renderCheckout([curry]);
    const submit = await screen.findByRole('button', { name: 'Continue to payment' });
    await waitFor(() => expect(api.sent('GET', '/api/public/hours/status').length).toBeGreaterThan(0));
    const asked = api.sent('GET', '/api/public/hours/status').length;
    await userEvent.click(submit);

    expect(await screen.findByText('Please fix the highlighted fields.')).toBeInTheDocument();
    for (const name of ['First name', 'Last name', 'Phone', 'Street', 'No.', 'PLZ', 'City']) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name)).toHaveAccessibleDescription('Required');
    }
    expect(field('Email')).toHaveAccessibleDescription('Valid email required');
    // The first field to fix takes the focus in an effect after the refusal paints.
    await waitFor(() => expect(field('First name')).toHaveFocus());

    fillCustomer({ Email: 'anna@' });
    expect(field('First name')).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(submitButton('Continue to payment'));
    expect(field('Email')).toHaveAccessibleDescription('Valid email required');
    expect(field('Phone')).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST', '/api/orders')).toHaveLength(0);
    // Only the page's own question (can ASAP be served now?), no submit-time check.
    expect(api.sent('GET', '/api/public/hours/status')).toHaveLength(asked);
  });

  it('refuses a mixed cart with the spec message', async () => {
    fakeApi();
    renderCheckout([curry, box]);
    expect(
      await screen.findByText(
        'Mixed cart (menu + buffet) is not supported yet. Please order them separately.',
      ),
    ).toBeInTheDocument();
    expect(submitButton('Continue to payment')).toBeDisabled();
  });

  it('blocks a delivery outside the area and under the minimum', async () => {
    fakeApi();
    renderCheckout([curry, { ...rice, quantity: 2 }], 'DELIVERY');
    await screen.findByRole('button', { name: 'Continue to payment' });
    fillCustomer({ PLZ: '8000' });
    expect(screen.getByRole('alert')).toHaveTextContent('We currently do not deliver to this address.');
    expect(field('PLZ')).toHaveAccessibleDescription('We currently do not deliver to this address.');
    expect(submitButton('Continue to payment')).toBeDisabled();

    fireEvent.change(field('PLZ'), { target: { value: '4600' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submitButton('Continue to payment')).toBeEnabled();
  });

  it('blocks a delivery under CHF 30.00 of items', async () => {
    fakeApi();
    renderCheckout([{ ...rice, quantity: 7 }], 'DELIVERY');
    expect(await screen.findByText('Minimum delivery order is CHF 30.00.')).toBeInTheDocument();
    expect(submitButton('Continue to payment')).toBeDisabled();
    // How much is missing, in the summary, before anything is typed.
    const costs = screen.getByRole('group', { name: 'Costs' });
    expect(await within(costs).findByText('CHF 2.00 to the minimum')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Takeaway' }));
    expect(screen.queryByText('Minimum delivery order is CHF 30.00.')).not.toBeInTheDocument();
    expect(screen.queryByText(/to the minimum/)).not.toBeInTheDocument();
    expect(submitButton('Continue to payment')).toBeEnabled();
  });

  it("prices a delivery with the postcode's zone and names its minimum", async () => {
    fakeApi({
      'GET /api/delivery-zones': {
        body: [
          {
            name: 'Olten',
            postcodes: ['4600'],
            deliveryFee: 5,
            minimumOrder: 30,
            freeDeliveryFrom: 100,
            extraMinutes: 0,
          },
          {
            name: 'Hägendorf',
            postcodes: ['4614'],
            deliveryFee: 7,
            minimumOrder: 40,
            freeDeliveryFrom: null,
            extraMinutes: 15,
          },
        ],
      },
    });
    renderCheckout([curry, { ...rice, quantity: 2 }], 'DELIVERY');
    await screen.findByRole('button', { name: 'Continue to payment' });
    fillCustomer({ PLZ: '4614' });
    expect(await screen.findByText('Minimum delivery order is CHF 40.00.')).toBeInTheDocument();
    expect(submitButton('Continue to payment')).toBeDisabled();
    const costs = screen.getByRole('group', { name: 'Costs' });
    expect(costs).toHaveTextContent('Delivery feeCHF 7.00');
    expect(screen.getByText('Ready in about 60 minutes.')).toBeInTheDocument();

    fireEvent.change(field('PLZ'), { target: { value: '4600' } });
    expect(costs).toHaveTextContent('Delivery fee (free at CHF 100)CHF 5.00');
    expect(submitButton('Continue to payment')).toBeEnabled();
  });

  it('offers takeaway only when the restaurant does not deliver, and speaks of pickup only', async () => {
    fakeApi({
      'GET /api/order-settings': {
        body: {
          cardFeePercent: 2.6,
          twintFeePercent: 0,
          asapMinutes: { DELIVERY: 45, TAKEAWAY: 20 },
          orderTypes: { DELIVERY: false, TAKEAWAY: true },
        },
      },
    });
    renderCheckout([curry], 'DELIVERY');
    expect(await screen.findByText('Ready in about 20 minutes.')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Delivery' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Takeaway' })).toBeChecked();
    expect(screen.queryByText(/Delivery fee/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    expect(screen.getByText('You will pay at pickup.')).toBeInTheDocument();
  });

  it('says before the form when ASAP cannot be served now, and offers a later time only', async () => {
    const api = fakeApi({
      'GET /api/public/hours/status': {
        body: {
          openNow: false,
          message: 'We’re closed today.',
          windowOpensAt: '2030-05-05T10:00:00Z',
        },
      },
    });
    renderCheckout([curry]);
    // Before anything is typed: the server's reason, ASAP not offered, a later time chosen.
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We’re closed today. Next open: Sun, 05.05.2030, 12:00',
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Schedule for later' })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'As soon as possible' })).toBeDisabled();
    expect(screen.queryByText(/Ready in about/)).not.toBeInTheDocument();
    const [check] = api.sent('GET', '/api/public/hours/status');
    expect(check?.query.get('orderType')).toBe('TAKEAWAY');
    expect(check?.query.get('asap')).toBe('true'); // an ASAP order, judged by the server as placed now
    expect(check?.query.get('at')).toBeNull();
    expect(api.sent('POST', '/api/orders')).toHaveLength(0);
  });

  it('offers ASAP while the server says it can be served', async () => {
    fakeApi();
    renderCheckout([curry]);
    await screen.findByRole('button', { name: 'Continue to payment' });
    expect(screen.getByRole('radio', { name: 'As soon as possible' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'As soon as possible' })).toBeChecked();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('marks a line sold out since it was added as the page opens, with a Remove button', async () => {
    const api = fakeApi({
      'GET /api/menu-items': {
        body: [
          { id: 7, available: true, soldOutToday: true },
          { id: 9, available: true, soldOutToday: false },
        ],
      },
      'GET /api/buffet-items': { body: [] },
    });
    renderCheckout([curry, rice]);
    const notice = await screen.findByText('One item can’t be ordered today. Please remove it.');
    const alert = notice.closest('[role="status"]') as HTMLElement;
    expect(alert).toHaveTextContent('Green Curry Chicken: Sold out today');
    expect(alert).not.toHaveTextContent('Jasmine Rice');
    expect(api.sent('GET', '/api/menu-items')).toHaveLength(1);
    await userEvent.click(
      within(alert).getByRole('button', { name: 'Remove Green Curry Chicken from cart' }),
    );
    await waitFor(() => expect(screen.queryByText(/can’t be ordered today/)).not.toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: 'Items' })).queryByText(/Green Curry/)).toBeNull();
  });

  it('shows each payment method’s fee beside it before it is chosen', async () => {
    fakeApi();
    renderCheckout([curry]);
    expect(await screen.findByRole('radio', { name: 'Card (online) +2.6% fee' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cash' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'TWINT' })).toBeInTheDocument();
  });

  it('places a takeaway cash order, clears the cart and goes to /thank-you', async () => {
    const api = fakeApi();
    renderCheckout([{ ...curry, quantity: 2 }]);
    await screen.findByRole('button', { name: 'Continue to payment' });
    fillCustomer({ 'First name': ' Anna ' });
    await userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    expect(screen.getByText('You will pay at pickup or upon delivery.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Special instructions' }), {
      target: { value: 'No peanuts, please' },
    });
    await userEvent.click(submitButton('Place order'));

    expect(await screen.findByTestId('landed')).toHaveTextContent(
      `/thank-you?orderId=${ORDER_ID}&email=anna.muster%40example.ch&kind=menu`,
    );
    const [order] = api.sent('POST', '/api/orders');
    expect(order?.body).toEqual({
      customerInfo: {
        firstName: 'Anna',
        lastName: 'Muster',
        email: 'anna.muster@example.ch',
        phone: '+41 79 123 45 67',
        address: { street: 'Hauptgasse', streetNo: '12', plz: '4600', city: 'Olten' },
      },
      orderType: 'TAKEAWAY',
      paymentMethod: 'CASH',
      specialInstructions: 'No peanuts, please',
      asap: true,
      items: [{ menuItemId: 7, quantity: 2 }],
    });
    expect(order?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(order?.headers.get('X-XSRF-TOKEN')).toBe('csrf-1');
    expect(storedCart()).toEqual({ orderType: 'TAKEAWAY', lines: [] });
  });

  it('sends a buffet cart to the buffet orders with a scheduled time', async () => {
    const api = fakeApi();
    renderCheckout([box]);
    await screen.findByRole('button', { name: 'Continue to payment' });
    fillCustomer();
    await userEvent.click(screen.getByRole('radio', { name: 'TWINT' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Schedule for later' }));
    const time = await screen.findByRole('combobox', { name: /^Pickup time/ });
    await waitFor(() => expect(time).toHaveValue('18:25'));
    await userEvent.selectOptions(time, '18:30');
    await userEvent.click(submitButton('Place order'));

    expect(await screen.findByTestId('landed')).toHaveTextContent('kind=buffet');
    const [order] = api.sent('POST', '/api/buffet-orders');
    expect(order?.body).toMatchObject({
      asap: false,
      scheduledAt: '2099-05-01T18:30:00',
      paymentMethod: 'TWINT',
      items: [{ buffetItemId: 3, quantity: 2 }],
    });
    const checks = api.sent('GET', '/api/public/hours/status');
    expect(checks.find((check) => check.query.get('at'))?.query.get('at')).toBe('2099-05-01T18:30:00');
  });

  it("shows the server's refusal of a scheduled time at the time field", async () => {
    const full = 'This time is fully booked. The next free time is 18:30.';
    fakeApi({
      'POST /api/orders': {
        status: 409,
        body: {
          status: 409,
          error: 'Conflict',
          code: 'SLOT_FULL',
          message: full,
          details: { scheduledAt: full },
        },
      },
    });
    renderCheckout([curry]);
    await screen.findByRole('button', { name: 'Continue to payment' });
    fillCustomer();
    await userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Schedule for later' }));
    const time = await screen.findByRole('combobox', { name: /^Pickup time/ });
    await waitFor(() => expect(time).toHaveValue('18:25'));
    await userEvent.click(submitButton('Place order'));
    await waitFor(() => expect(time).toHaveAccessibleDescription(new RegExp(full)));
    expect(time).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's field errors under the fields", async () => {
    fakeApi({
      'POST /api/orders': {
        status: 400,
        body: {
          status: 400,
          error: 'Bad Request',
          message: 'Please correct the highlighted fields.',
          details: { 'customerInfo.phone': 'Please enter a phone number we can call.' },
        },
      },
    });
    renderCheckout([curry]);
    await screen.findByRole('button', { name: 'Continue to payment' });
    fillCustomer();
    await userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    await userEvent.click(submitButton('Place order'));
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(field('Phone')).toHaveAccessibleDescription('Please enter a phone number we can call.');
    await waitFor(() => expect(field('Phone')).toHaveFocus());
  });

  it("shows the server's reason for other refusals, with the item details", async () => {
    fakeApi({
      'POST /api/orders': {
        status: 400,
        body: {
          status: 400,
          error: 'Bad Request',
          message: 'Some items in your cart can no longer be ordered. Please review your cart.',
          details: { 'items.0.menuItemId': 'Green Curry Chicken is currently unavailable.' },
        },
      },
    });
    renderCheckout([curry]);
    await screen.findByRole('button', { name: 'Continue to payment' });
    fillCustomer();
    await userEvent.click(submitButton('Continue to payment'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Some items in your cart can no longer be ordered.');
    expect(alert).toHaveTextContent('Green Curry Chicken is currently unavailable.');
  });

  it('reports any other failure, logs it, and retries with the same Idempotency-Key', async () => {
    let fail = true;
    const api = fakeApi({
      'POST /api/orders': () =>
        fail
          ? { status: 503, body: { status: 503, error: 'Service Unavailable', message: 'Down.' } }
          : { status: 201, body: { id: ORDER_ID } },
    });
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    renderCheckout([curry]);
    await screen.findByRole('button', { name: 'Continue to payment' });
    fillCustomer();
    await userEvent.click(screen.getByRole('radio', { name: 'Card at pickup/delivery' }));
    await userEvent.click(submitButton('Place order'));
    expect(await screen.findByText('Failed to prepare checkout. Please try again.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();

    fail = false;
    await userEvent.click(submitButton('Place order'));
    await screen.findByTestId('landed');
    const [first, second] = api.sent('POST', '/api/orders');
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    expect(second?.body).toMatchObject({ paymentMethod: 'POS_CARD' });
  });

  it('pays by card: creates the order, shows Pay with the server amount, alerts a decline, then succeeds', async () => {
    const api = fakeApi({
      'POST /api/payments/simulated/confirm': (request) =>
        String((request.body as { cardNumber: string }).cardNumber).startsWith('4000')
          ? {
              status: 402,
              body: { status: 402, error: 'Payment Required', message: 'Your card was declined.' },
            }
          : { body: { status: 'succeeded' } },
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderCheckout([curry]);
    await screen.findByRole('button', { name: 'Continue to payment' });
    expect(screen.getByText('Card fee (2.6%)')).toBeInTheDocument();
    expect(screen.queryByText('You will pay at pickup or upon delivery.')).not.toBeInTheDocument();
    fillCustomer();
    await userEvent.click(submitButton('Continue to payment'));

    const cardForm = await screen.findByRole('form', { name: 'Card payment' });
    const pay = within(cardForm).getByRole('button', { name: 'Pay CHF 25.14' });
    expect(pay).toBeEnabled();
    expect(api.sent('POST', '/api/orders')[0]?.body).toMatchObject({ paymentMethod: 'CARD' });
    expect(api.sent('POST', `/api/payments/customer-orders/${ORDER_ID}/intent`)).toHaveLength(1);
    expect(storedCart().lines).toHaveLength(1);

    fireEvent.change(within(cardForm).getByRole('textbox', { name: 'Card number' }), {
      target: { value: '4000 0000 0000 0002' },
    });
    fireEvent.change(within(cardForm).getByRole('textbox', { name: 'Expiry (MM/YY)' }), {
      target: { value: '12/34' },
    });
    fireEvent.change(within(cardForm).getByRole('textbox', { name: 'CVC' }), { target: { value: '123' } });
    await userEvent.click(pay);
    // Said on the page next to the form (no browser alert), with the focus on it.
    const declined = await within(cardForm).findByRole('alert');
    expect(declined).toHaveTextContent('Your card was declined.');
    await waitFor(() => expect(declined).toHaveFocus());
    expect(alert).not.toHaveBeenCalled();

    fireEvent.change(within(cardForm).getByRole('textbox', { name: 'Card number' }), {
      target: { value: '4242 4242 4242 4242' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pay CHF 25.14' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(`/thank-you?orderId=${ORDER_ID}`);
    const confirms = api.sent('POST', '/api/payments/simulated/confirm');
    expect(confirms.map((c) => c.body)).toEqual([
      { clientSecret: 'pi_sim_1_secret_x', cardNumber: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' },
      { clientSecret: 'pi_sim_1_secret_x', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    ]);
    expect(storedCart().lines).toEqual([]);
  });

  it('shows the summary with discount, delivery fee and card fee from the shared pricing', async () => {
    fakeApi({
      'GET /api/public/discounts/active': {
        body: { enabled: true, percentMenu: 10, percentBuffet: 0, startsAt: null, endsAt: null },
      },
    });
    renderCheckout([{ ...curry, quantity: 2 }], 'DELIVERY');
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    await within(summary).findByText('Discount (10%)');
    const costs = within(summary).getByRole('group', { name: 'Costs' });
    expect(costs).toHaveTextContent(
      'SubtotalCHF 49.00Discount (10%)− CHF 4.90Delivery fee (free at CHF 100)CHF 5.00Card fee (2.6%)CHF 1.15TotalCHF 50.25',
    );
    expect(within(summary).getByRole('list', { name: 'Items' })).toHaveTextContent('2 x Green Curry Chicken');
  });

  it('prices without a discount when the sale cannot be loaded', async () => {
    fakeApi({
      'GET /api/public/discounts/active': {
        status: 500,
        body: { status: 500, error: 'Internal Server Error', message: 'Broken.' },
      },
    });
    renderCheckout([curry]);
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    await userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    expect(within(summary).getByRole('group', { name: 'Costs' })).toHaveTextContent(
      'SubtotalCHF 24.50TotalCHF 24.50',
    );
  });
});

describe('CheckoutView with dish options', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookie('XSRF-TOKEN');
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  const tofuHot: TCartLine = {
    ...curry,
    key: 'MENU:7:13.23',
    options: [13, 23],
    optionDetails: [
      { name: 'Tofu', priceDelta: 0 },
      { name: 'Hot', priceDelta: 0 },
    ],
  };
  const prawns: TCartLine = {
    ...curry,
    key: 'MENU:7:12',
    options: [12],
    optionDetails: [{ name: 'Prawns', priceDelta: 4 }],
    quantity: 2,
  };
  /** Today's menu: the curry with its protein and spice level; Tofu sold out once `tofuSoldOut`. */
  const menu = (tofuSoldOut: boolean) => [
    {
      id: 7,
      name: 'Green Curry Chicken',
      price: 24.5,
      available: true,
      soldOutToday: false,
      optionGroups: [
        {
          id: 1,
          name: 'Protein',
          minChoices: 1,
          maxChoices: 1,
          options: [
            { id: 12, name: 'Prawns', priceDelta: 4, available: true },
            { id: 13, name: 'Tofu', priceDelta: 0, available: !tofuSoldOut },
          ],
        },
        {
          id: 2,
          name: 'Spice level',
          minChoices: 0,
          maxChoices: 1,
          options: [{ id: 23, name: 'Hot', priceDelta: 0, available: true }],
        },
      ],
    },
  ];

  it('shows each line’s options in the summary, priced with them, and sends them with the order', async () => {
    const api = fakeApi({
      'GET /api/menu-items': { body: menu(false) },
      'GET /api/buffet-items': { body: [] },
    });
    renderCheckout([tofuHot, prawns]);
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    const items = within(summary).getByRole('list', { name: 'Items' });
    const [first, second] = within(items).getAllByRole('listitem');
    expect(first).toHaveTextContent('1 x Green Curry ChickenTofu · HotCHF 24.50');
    expect(second).toHaveTextContent('2 x Green Curry ChickenPrawnsCHF 57.00');
    expect(within(summary).getByRole('group', { name: 'Costs' })).toHaveTextContent('CHF 81.50');

    fillCustomer();
    await userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    await userEvent.click(submitButton('Place order'));
    await screen.findByTestId('landed');
    expect(api.sent('POST', '/api/orders')[0]?.body).toMatchObject({
      items: [
        { menuItemId: 7, quantity: 1, options: [13, 23] },
        { menuItemId: 7, quantity: 2, options: [12] },
      ],
    });
  });

  it('explains a refusal of an option, names its line, marks it in the cart and keeps the form', async () => {
    let tofuSoldOut = false;
    fakeApi({
      'GET /api/menu-items': () => ({ body: menu(tofuSoldOut) }),
      'GET /api/buffet-items': { body: [] },
      'POST /api/orders': () => {
        tofuSoldOut = true;
        return {
          status: 422,
          body: {
            status: 422,
            error: 'Unprocessable Entity',
            code: 'OPTION_SOLD_OUT',
            message: 'An option you chose can no longer be ordered. Please choose again.',
            details: { 'items.1.options': 'Tofu is sold out today.' },
          },
        };
      },
    });
    renderCheckout([prawns, tofuHot]);
    await screen.findByRole('button', { name: 'Continue to payment' });
    fillCustomer();
    await userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    await userEvent.click(submitButton('Place order'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An option you chose can no longer be ordered. Please choose again.');
    expect(alert).toHaveTextContent('Green Curry Chicken (Tofu, Hot): Tofu is sold out today.');
    // The cart's check is asked again: the line is marked, with its Remove.
    const notice = await screen.findByText(/Tofu is sold out today\. Please choose another option\./);
    expect(notice).toHaveTextContent('Green Curry Chicken (Tofu · Hot): Tofu is sold out today.');
    expect(
      screen.getByRole('button', { name: 'Remove Green Curry Chicken (Tofu, Hot) from cart' }),
    ).toBeVisible();
    // Nothing typed is lost.
    expect(field('Email')).toHaveValue('anna.muster@example.ch');
  });
});
