import { clearCookie, setCookie } from '@test/cookies';
import { fakeApi, type TFakeAnswer } from '@test/fake-api';
import { renderRoutes } from '@test/render';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, CartProvider, type TCartLine } from '@/features/cart/public';
import { CheckoutPage } from './checkout-page';

const curry: TCartLine = {
  key: 'MENU:7',
  kind: 'MENU',
  id: 7,
  name: 'Green Curry Chicken',
  priceRaw: 24.5,
  quantity: 2,
};
const ME = {
  email: 'anna@example.ch',
  role: 'CUSTOMER',
  firstName: 'Anna',
  lastName: 'Muster',
  createdAt: '2026-11-29T10:00:00+01:00',
};
const HOME = { street: 'Hauptgasse', streetNo: '12', plz: '4600', city: 'Olten' };
const OFFICE = { street: 'Bahnhofstrasse', streetNo: '3', plz: '4600', city: 'Olten' };
const PROFILE = { firstName: 'Anna', lastName: 'Muster', phone: '+41 79 123 45 67', addresses: [HOME] };

function serve(account: { me?: TFakeAnswer | (() => Promise<TFakeAnswer>); profile?: unknown } = {}) {
  const api = fakeApi({
    'GET /api/public/discounts/active': {
      body: { enabled: false, percentMenu: 0, percentBuffet: 0, startsAt: null, endsAt: null },
    },
    'GET /api/public/hours/status': { body: { openNow: true, message: 'We’re open.', windowOpensAt: null } },
    'GET /api/account/me': account.me ?? { body: ME },
    'GET /api/account/profile': { body: account.profile ?? PROFILE },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

function renderCheckout(orderType: 'DELIVERY' | 'TAKEAWAY' = 'TAKEAWAY') {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ orderType, lines: [curry] }));
  return renderRoutes(
    [
      {
        element: (
          <CartProvider>
            <Outlet />
          </CartProvider>
        ),
        children: [{ path: '/checkout', element: <CheckoutPage /> }],
      },
    ],
    { path: '/checkout' },
  );
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const accountCalls = (api: ReturnType<typeof fakeApi>) =>
  api.sent().filter((call) => call.includes('/api/account/'));

describe('CheckoutPage: a signed-in diner’s saved details', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    localStorage.clear();
    clearCookie('diner');
  });

  it('fills the name, email, phone and the saved address once the form is there', async () => {
    setCookie('diner', '1');
    const api = serve();
    renderCheckout();
    await waitFor(() => expect(field('Street')).toHaveValue('Hauptgasse'));
    expect(field('First name')).toHaveValue('Anna');
    expect(field('Last name')).toHaveValue('Muster');
    expect(field('Email')).toHaveValue('anna@example.ch');
    expect(field('Phone')).toHaveValue('+41 79 123 45 67');
    expect(field('No.')).toHaveValue('12');
    expect(field('PLZ')).toHaveValue('4600');
    expect(field('City')).toHaveValue('Olten');
    // One address: nothing to choose.
    expect(screen.queryByRole('group', { name: 'Address' })).not.toBeInTheDocument();
    expect(accountCalls(api).sort()).toEqual(['GET /api/account/me', 'GET /api/account/profile']);
  });

  it('never overwrites what the diner typed before the details arrived', async () => {
    setCookie('diner', '1');
    let answer: (value: TFakeAnswer) => void = () => {};
    serve({ me: () => new Promise<TFakeAnswer>((resolve) => (answer = resolve)) });
    renderCheckout();
    const first = await screen.findByRole('textbox', { name: 'First name' });
    fireEvent.change(first, { target: { value: 'Bea' } });
    fireEvent.change(field('City'), { target: { value: 'Trimbach' } });
    answer({ body: ME });
    await waitFor(() => expect(field('Last name')).toHaveValue('Muster'));
    expect(field('First name')).toHaveValue('Bea');
    expect(field('City')).toHaveValue('Trimbach');
    expect(field('Street')).toHaveValue('Hauptgasse');
  });

  it('offers the saved addresses to deliver to, and fills the one chosen', async () => {
    setCookie('diner', '1');
    serve({ profile: { ...PROFILE, addresses: [HOME, OFFICE] } });
    renderCheckout('DELIVERY');
    const choice = await screen.findByRole('group', { name: 'Deliver to' });
    const home = within(choice).getByRole('radio', { name: 'Hauptgasse 12, 4600 Olten' });
    await waitFor(() => expect(home).toBeChecked());
    expect(field('Street')).toHaveValue('Hauptgasse');

    await userEvent.click(within(choice).getByRole('radio', { name: 'Bahnhofstrasse 3, 4600 Olten' }));
    expect(field('Street')).toHaveValue('Bahnhofstrasse');
    expect(field('No.')).toHaveValue('3');
    expect(home).not.toBeChecked();

    // An address typed by hand is none of the saved ones.
    fireEvent.change(field('No.'), { target: { value: '5' } });
    expect(
      within(choice)
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([]);
  });

  it('calls the choice "Address" for a takeaway', async () => {
    setCookie('diner', '1');
    serve({ profile: { ...PROFILE, addresses: [HOME, OFFICE] } });
    renderCheckout('TAKEAWAY');
    expect(await screen.findByRole('group', { name: 'Address' })).toBeInTheDocument();
  });

  it('stays silent when the session has ended (401): the form is a guest’s', async () => {
    setCookie('diner', '1');
    const api = serve({
      me: { status: 401, body: { status: 401, error: 'Unauthorized', message: 'Please sign in.' } },
    });
    renderCheckout();
    await waitFor(() => expect(accountCalls(api)).toContain('GET /api/account/me'));
    await screen.findByRole('button', { name: 'Continue to payment' });
    expect(field('First name')).toHaveValue('');
    expect(field('Street')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks the account nothing without the session’s hint cookie', async () => {
    const api = serve();
    renderCheckout();
    await screen.findByRole('button', { name: 'Continue to payment' });
    // Long enough for the details' code and requests, had they started.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(accountCalls(api)).toEqual([]);
    expect(field('First name')).toHaveValue('');
  });
});
