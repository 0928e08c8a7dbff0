import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi } from '@test/fake-api';
import { renderRoutes } from '@test/render';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, CartProvider, type TCartLine } from '@/features/cart/public';
import { suggestedNotes } from './cash-given-field';
import { CheckoutView } from './checkout-view';

const ORDER_ID = 'abcdefgh23456789';
/** 2 × 24.50 = CHF 49.00 of items, CHF 54.00 with the delivery fee. */
const curry: TCartLine = {
  key: 'MENU:7',
  kind: 'MENU',
  id: 7,
  name: 'Green Curry Chicken',
  priceRaw: 24.5,
  quantity: 2,
};
const NOTE = 'I’ll pay with (CHF)';

function serve(answerOrder?: Parameters<typeof fakeApi>[0][string]) {
  const api = fakeApi({
    'GET /api/public/discounts/active': {
      body: { enabled: false, percentMenu: 0, percentBuffet: 0, startsAt: null, endsAt: null },
    },
    'GET /api/public/hours/status': { body: { openNow: true, message: 'We’re open.', windowOpensAt: null } },
    'POST /api/orders': answerOrder ?? { status: 201, body: { id: ORDER_ID } },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

function Landing() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
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

async function renderCheckout(orderType: 'DELIVERY' | 'TAKEAWAY') {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ orderType, lines: [curry] }));
  renderRoutes(routes, { path: '/checkout' });
  await screen.findByRole('button', { name: 'Continue to payment' });
  const values: Record<string, string> = {
    'First name': 'Anna',
    'Last name': 'Muster',
    Email: 'anna.muster@example.ch',
    Phone: '+41 79 123 45 67',
    Street: 'Hauptgasse',
    'No.': '12',
    PLZ: '4600',
    City: 'Olten',
  };
  for (const [name, value] of Object.entries(values))
    fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
}

const placed = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.method === 'POST' && call.path === '/api/orders');

describe('suggestedNotes', () => {
  it('suggests the two smallest notes that pay the amount, or the next hundred above them', () => {
    expect(suggestedNotes(4350)).toEqual([50, 100]);
    expect(suggestedNotes(5000)).toEqual([50, 100]);
    expect(suggestedNotes(15_000)).toEqual([200]);
    expect(suggestedNotes(23_420)).toEqual([300]);
  });
});

describe('"I’ll pay with" at checkout', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    localStorage.clear();
    clearCookie('XSRF-TOKEN');
  });

  it('comes only with cash and delivery, and sends the note the diner pays with', async () => {
    const api = serve();
    await renderCheckout('DELIVERY');
    // Card is chosen first: no field, and nothing of it loaded.
    expect(screen.queryByRole('textbox', { name: NOTE })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    const note = await screen.findByRole('textbox', { name: NOTE });
    expect(note).toHaveAccessibleDescription(/To pay: CHF 54\.00\. .*\(e\.g\. 100 or 200\)/);
    expect(note).toHaveAttribute('inputmode', 'decimal');

    await userEvent.type(note, '100');
    // Away to TWINT and back: what was typed is kept.
    await userEvent.click(screen.getByRole('radio', { name: 'TWINT' }));
    expect(screen.queryByRole('textbox', { name: NOTE })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    expect(await screen.findByRole('textbox', { name: NOTE })).toHaveValue('100');

    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/thank-you');
    expect(placed(api)[0]?.body).toMatchObject({
      paymentMethod: 'CASH',
      orderType: 'DELIVERY',
      cashGiven: 100,
    });
  });

  it('is optional: left empty, no note is sent', async () => {
    const api = serve();
    await renderCheckout('DELIVERY');
    await userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    await screen.findByRole('textbox', { name: NOTE });
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/thank-you');
    expect(placed(api)[0]?.body).not.toHaveProperty('cashGiven');
  });

  it('refuses a note below the amount to pay at the field, before anything is sent', async () => {
    const api = serve();
    await renderCheckout('DELIVERY');
    await userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    const note = await screen.findByRole('textbox', { name: NOTE });
    await userEvent.type(note, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() =>
      expect(note).toHaveAccessibleDescription(/^Enter at least the amount to pay: CHF 54\.00\./),
    );
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please fix the highlighted fields.')).toBeInTheDocument();
    await waitFor(() => expect(note).toHaveFocus());
    expect(placed(api)).toHaveLength(0);

    // Changed, the message goes; a text that is no amount is refused in words.
    await userEvent.clear(note);
    expect(note).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(note, '1e3');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription(/^Enter an amount in CHF, e\.g\. 50\./));
    expect(placed(api)).toHaveLength(0);
  });

  it('shows the server’s refusal of the note at the field', async () => {
    const words = 'Enter a note that covers the amount to pay (for a cash delivery only).';
    serve({
      status: 400,
      body: errorBody(400, 'Bad Request', 'Please correct the highlighted fields.', { cashGiven: words }),
    });
    await renderCheckout('DELIVERY');
    await userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    const note = await screen.findByRole('textbox', { name: NOTE });
    await userEvent.type(note, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(note).toHaveAccessibleDescription(new RegExp(`^${words.replace(/[().]/g, '\\$&')}`)),
    );
  });

  it('is not offered for a takeaway, and nothing of it is sent', async () => {
    const api = serve();
    await renderCheckout('TAKEAWAY');
    await userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    expect(screen.getByText('You will pay at pickup or upon delivery.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: NOTE })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/thank-you');
    expect(placed(api)[0]?.body).not.toHaveProperty('cashGiven');
  });
});
