import { clearCookie } from '@test/cookies';
import { jsonResponse, renderRoutes } from '@test/render';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
const CHECK = '/api/vouchers/check';
const FIFTY = { valid: true, balance: 50, expiresOn: '2027-11-29' };
const refused = (code: string, message: string) => ({
  status: 422,
  body: { status: 422, error: 'Unprocessable Entity', code, message },
});

type TRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
type TAnswer = { status?: number; body: unknown };

/** The API as the checkout sees it; the voucher check and the order answer as each test says. */
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

async function applyVoucher(text: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Have a gift voucher?' }));
  const input = await screen.findByRole('textbox', { name: 'Gift voucher code' });
  // The field takes the focus once its lazy part has drawn it: an effect after the first paint.
  await waitFor(() => expect(input).toHaveFocus());
  await userEvent.type(input, text);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

function fillDetails() {
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
}

const costs = () => screen.getByRole('group', { name: 'Costs' });

describe('the gift voucher at checkout', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookie('XSRF-TOKEN');
  });
  afterEach(() => {
    localStorage.clear();
    clearCookie('XSRF-TOKEN');
  });

  it('checks the typed code, says what is on it, and pays the total after it', async () => {
    const api = fakeApi({ [`GET ${CHECK}`]: { body: FIFTY } });
    await openCheckout();

    await applyVoucher(' k7qm-4xrt 9bwe-h2pd ');

    expect(await screen.findByText('CHF 50.00 on this voucher')).toHaveAttribute('role', 'status');
    expect(costs()).toHaveTextContent('TotalCHF 49.00');
    expect(costs()).toHaveTextContent(/Gift voucher− CHF 49\.00To payCHF 0\.00$/);
    expect(screen.getByText('K7QM-4XRT-9BWE-H2PD')).toBeVisible();
    expect(api.sent('GET', CHECK)[0]?.query.get('code')).toBe('K7QM4XRT9BWEH2PD');
    // Nothing left to pay: no payment method to choose.
    expect(screen.queryByRole('radio', { name: 'Cash' })).not.toBeInTheDocument();
    expect(screen.getByText('Your gift voucher pays for the whole order.')).toBeVisible();
  });

  it.each([
    [
      { valid: false, balance: 0, expiresOn: null, reason: 'VOUCHER_INVALID' },
      'This voucher code is not valid.',
    ],
    [
      { valid: false, balance: 0, expiresOn: '2026-10-31', reason: 'VOUCHER_EXPIRED' },
      'This voucher expired on 31.10.2026.',
    ],
    [
      { valid: false, balance: 0, expiresOn: '2027-11-29', reason: 'VOUCHER_EMPTY' },
      'Nothing is left on this voucher.',
    ],
  ])('says why a voucher cannot pay, under the field (%o)', async (answer, message) => {
    fakeApi({ [`GET ${CHECK}`]: { body: answer } });
    await openCheckout();
    await applyVoucher('ABCD-EFGH-JKMN-PQRS');

    const input = screen.getByRole('textbox', { name: 'Gift voucher code' });
    await waitFor(() => expect(input).toHaveAccessibleDescription(message));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(input).toHaveFocus());
    expect(costs()).not.toHaveTextContent('Gift voucher');
    expect(costs()).toHaveTextContent('TotalCHF 49.00');
  });

  it('asks for a code when none was typed, and refuses control characters without asking the server', async () => {
    const api = fakeApi({ [`GET ${CHECK}`]: { body: FIFTY } });
    await openCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Have a gift voucher?' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    const input = screen.getByRole('textbox', { name: 'Gift voucher code' });
    expect(input).toHaveAccessibleDescription('Please enter a voucher code.');

    fireEvent.change(input, { target: { value: 'ABCD\u0007EFGH' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('This voucher code is not valid.'));
    expect(api.sent('GET', CHECK)).toHaveLength(0);
  });

  it('removes an applied voucher and its lines', async () => {
    fakeApi({ [`GET ${CHECK}`]: { body: FIFTY } });
    await openCheckout();
    await applyVoucher('K7QM4XRT9BWEH2PD');
    await screen.findByText('CHF 50.00 on this voucher');

    await userEvent.click(screen.getByRole('button', { name: 'Remove gift voucher' }));

    expect(costs()).not.toHaveTextContent('Gift voucher');
    expect(costs()).not.toHaveTextContent('To pay');
    expect(screen.getByRole('textbox', { name: 'Gift voucher code' })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Cash' })).toBeInTheDocument();
  });

  it('paying part, the card still pays the rest, its fee only on what the voucher leaves', async () => {
    fakeApi({ [`GET ${CHECK}`]: { body: { ...FIFTY, balance: 30 } } });
    await openCheckout();
    await userEvent.click(screen.getByRole('radio', { name: /^Card \(online\)/ }));
    await applyVoucher('K7QM4XRT9BWEH2PD');
    await screen.findByText('CHF 30.00 on this voucher');

    expect(costs()).toHaveTextContent('TotalCHF 49.49');
    expect(costs()).toHaveTextContent(/Gift voucher− CHF 30\.00To payCHF 19\.49$/);
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  });

  it('sends the code with the order and, with nothing left to pay, goes to thank-you without a card step', async () => {
    const api = fakeApi({ [`GET ${CHECK}`]: { body: FIFTY } });
    await openCheckout();
    await userEvent.click(screen.getByRole('radio', { name: /^Card \(online\)/ }));
    await applyVoucher('K7QM4XRT9BWEH2PD');
    await screen.findByText('CHF 50.00 on this voucher');
    fillDetails();

    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText('Thank you')).toBeInTheDocument();
    expect(api.sent('POST', '/api/orders')[0]?.body).toMatchObject({ voucherCode: 'K7QM4XRT9BWEH2PD' });
    expect(api.sent('POST', '/api/payments/customer-orders/abcdefgh23456789/intent')).toHaveLength(0);
  });

  it('when the balance changed meanwhile, asks again and shows the new balance and the server’s words', async () => {
    let checks = 0;
    const api = fakeApi({
      [`GET ${CHECK}`]: () => ({ body: { ...FIFTY, balance: checks++ === 0 ? 50 : 20 } }),
      'POST /api/orders': {
        status: 422,
        body: {
          status: 422,
          error: 'Unprocessable Entity',
          code: 'VOUCHER_CHANGED',
          message: 'Less is left on this voucher than before.',
          details: { voucherCode: 'Less is left on this voucher than before.' },
        },
      },
    });
    await openCheckout();
    await applyVoucher('K7QM4XRT9BWEH2PD');
    await screen.findByText('CHF 50.00 on this voucher');
    fillDetails();

    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText('CHF 20.00 on this voucher')).toBeInTheDocument();
    expect(screen.getAllByText('Less is left on this voucher than before.').length).toBeGreaterThan(0);
    expect(costs()).toHaveTextContent(/Gift voucher− CHF 20\.00To payCHF 29\.00$/);
    expect(api.sent('GET', CHECK)).toHaveLength(2);
    expect(screen.queryByText('Thank you')).not.toBeInTheDocument();
  });

  it('an expired voucher refused by the order leaves the field with the server’s message', async () => {
    fakeApi({
      [`GET ${CHECK}`]: { body: FIFTY },
      'POST /api/orders': refused('VOUCHER_EXPIRED', 'This voucher expired on 28.11.2026.'),
    });
    await openCheckout();
    await applyVoucher('K7QM4XRT9BWEH2PD');
    await screen.findByText('CHF 50.00 on this voucher');
    fillDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

    const input = await screen.findByRole('textbox', { name: 'Gift voucher code' });
    await waitFor(() => expect(input).toHaveAccessibleDescription('This voucher expired on 28.11.2026.'));
    expect(costs()).not.toHaveTextContent('Gift voucher');
    expect(costs()).toHaveTextContent('TotalCHF 49.00');
  });
});
