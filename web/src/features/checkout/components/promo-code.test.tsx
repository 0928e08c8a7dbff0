import { clearCookie } from '@test/cookies';
import { jsonResponse, renderRoutes } from '@test/render';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, CartProvider, type TCartLine } from '@/features/cart/public';
import { CheckoutView } from './checkout-view';

const curry: TCartLine = {
  key: 'MENU:7',
  kind: 'MENU',
  id: 7,
  name: 'Green Curry Chicken',
  priceRaw: 24.5,
  quantity: 2,
};
const CHECK = '/api/promo-codes/check';
const SUMMER10 = { code: 'SUMMER10', kind: 'PERCENT', value: 10, minimumOrder: 0 };
const refused = (code: string, message: string) => ({
  status: 422,
  body: { status: 422, error: 'Unprocessable Entity', code, message },
});

type TRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
type TAnswer = { status?: number; body: unknown };

/** The API as the checkout sees it; the promo check and the order answer as each test says. */
function fakeApi(answers: Record<string, TAnswer | ((request: TRequest) => TAnswer)>) {
  const requests: TRequest[] = [];
  const all: Record<string, TAnswer | ((request: TRequest) => TAnswer)> = {
    'GET /api/csrf': { body: { token: 'csrf-1' } },
    'GET /api/public/hours/status': { body: { openNow: true, message: 'We’re open.', windowOpensAt: null } },
    'POST /api/orders': { status: 201, body: { id: 'abcdefgh23456789' } },
    ...answers,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const request = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      requests.push(request);
      if (request.path === '/api/csrf') {
        // biome-ignore lint/suspicious/noDocumentCookie: the fake server sets the anti-forgery cookie
        document.cookie = 'XSRF-TOKEN=csrf-1; path=/';
      }
      const answer = all[`${request.method} ${request.path}`];
      if (!answer) return jsonResponse(404, { status: 404, error: 'Not Found', message: 'No route' });
      const { status = 200, body } = typeof answer === 'function' ? answer(request) : answer;
      return jsonResponse(status, body);
    }),
  );
  return {
    sent: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
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
      { path: '/thank-you', element: <p>Thank you</p> },
    ],
  },
];

async function openCheckout(lines: TCartLine[] = [curry]) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ orderType: 'TAKEAWAY', lines }));
  renderRoutes(routes, { path: '/checkout' });
  await screen.findByRole('button', { name: 'Continue to payment' });
  await userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
}

async function applyCode(text: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Have a promo code?' }));
  const input = await screen.findByRole('textbox', { name: 'Promo code' });
  // The field takes the focus once its lazy part has drawn it: an effect after the first paint.
  await waitFor(() => expect(input).toHaveFocus());
  await userEvent.type(input, text);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

const costs = () => screen.getByRole('group', { name: 'Costs' });

describe('the promo code at checkout', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookie('XSRF-TOKEN');
  });
  afterEach(() => {
    localStorage.clear();
    clearCookie('XSRF-TOKEN');
  });

  it('checks the typed code for the cart and order type, and prices its line', async () => {
    const api = fakeApi({ [`GET ${CHECK}`]: { body: SUMMER10 } });
    await openCheckout();
    expect(costs()).toHaveTextContent('TotalCHF 49.00');

    await applyCode(' summer 10 ');

    expect(await within(costs()).findByText('Promo code SUMMER10')).toBeInTheDocument();
    expect(costs()).toHaveTextContent('Promo code SUMMER10− CHF 4.90');
    expect(costs()).toHaveTextContent('TotalCHF 44.10');
    expect(screen.getByRole('status')).toHaveTextContent('Promo code SUMMER10 applied: − CHF 4.90');
    const [check] = api.sent('GET', CHECK);
    expect(Object.fromEntries(check?.query ?? [])).toEqual({
      code: 'SUMMER10',
      kind: 'MENU',
      orderType: 'TAKEAWAY',
    });
  });

  it("shows the server's refusal under the field and takes nothing off", async () => {
    fakeApi({ [`GET ${CHECK}`]: refused('PROMO_EXPIRED', 'Dieser Code ist abgelaufen.') });
    await openCheckout();
    await applyCode('WINTER');

    const input = screen.getByRole('textbox', { name: 'Promo code' });
    await waitFor(() => expect(input).toHaveAccessibleDescription('Dieser Code ist abgelaufen.'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(input).toHaveFocus());
    expect(costs()).not.toHaveTextContent('Promo code');
    expect(costs()).toHaveTextContent('TotalCHF 49.00');
  });

  it('asks to wait a minute after too many tries', async () => {
    fakeApi({
      [`GET ${CHECK}`]: {
        status: 429,
        body: { status: 429, error: 'Too Many Requests', code: 'RATE_LIMITED', message: 'Slow down' },
      },
    });
    await openCheckout();
    await applyCode('GUESS1');
    expect(
      await screen.findByText('Too many tries. Please wait a minute and try again.'),
    ).toBeInTheDocument();
  });

  it('removes an applied code and its line', async () => {
    fakeApi({ [`GET ${CHECK}`]: { body: SUMMER10 } });
    await openCheckout();
    await applyCode('SUMMER10');
    await within(costs()).findByText('Promo code SUMMER10');

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));

    expect(costs()).not.toHaveTextContent('Promo code');
    expect(costs()).toHaveTextContent('TotalCHF 49.00');
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('');
  });

  it('names the minimum order while the items are below it', async () => {
    fakeApi({ [`GET ${CHECK}`]: { body: { ...SUMMER10, minimumOrder: 80 } } });
    await openCheckout();
    await applyCode('SUMMER10');

    expect(await screen.findByText('Minimum order for this code: CHF 80.00')).toBeInTheDocument();
    expect(costs()).not.toHaveTextContent('Promo code');
    expect(costs()).toHaveTextContent('TotalCHF 49.00');
  });

  it('checks the code again when the order type changes', async () => {
    const api = fakeApi({
      [`GET ${CHECK}`]: (request) =>
        request.query.get('orderType') === 'DELIVERY'
          ? refused('PROMO_NOT_APPLICABLE', 'This code is not valid for delivery.')
          : { body: SUMMER10 },
    });
    await openCheckout();
    await applyCode('SUMMER10');
    await within(costs()).findByText('Promo code SUMMER10');

    await userEvent.click(screen.getByRole('radio', { name: 'Delivery' }));

    const input = await screen.findByRole('textbox', { name: 'Promo code' });
    await waitFor(() => expect(input).toHaveAccessibleDescription('This code is not valid for delivery.'));
    expect(input).toHaveValue('SUMMER10');
    expect(costs()).not.toHaveTextContent('Promo code');
    expect(api.sent('GET', CHECK).map((r) => r.query.get('orderType'))).toEqual(['TAKEAWAY', 'DELIVERY']);
  });

  it('sends the code with the order, and keeps the diner on the page when the order refuses it', async () => {
    const api = fakeApi({
      [`GET ${CHECK}`]: { body: SUMMER10 },
      'POST /api/orders': refused('PROMO_USED_UP', 'This code has been used up.'),
    });
    await openCheckout();
    await applyCode('SUMMER10');
    await within(costs()).findByText('Promo code SUMMER10');
    for (const [name, value] of Object.entries({
      'First name': 'Anna',
      'Last name': 'Muster',
      Email: 'anna.muster@example.ch',
      Phone: '+41 79 123 45 67',
      Street: 'Hauptgasse',
      'No.': '12',
      PLZ: '4600',
      City: 'Olten',
    })) {
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    }

    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

    const input = await screen.findByRole('textbox', { name: 'Promo code' });
    await waitFor(() => expect(input).toHaveAccessibleDescription('This code has been used up.'));
    expect(api.sent('POST', '/api/orders')[0]?.body).toMatchObject({ promoCode: 'SUMMER10' });
    expect(costs()).not.toHaveTextContent('Promo code');
    expect(costs()).toHaveTextContent('TotalCHF 49.00');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Anna');
    expect(screen.queryByText('Thank you')).not.toBeInTheDocument();
  });
});
