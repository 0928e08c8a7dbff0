import { menuItem, trackedOrder } from '@test/fixtures';
import { renderRoutes, stubFetch } from '@test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, CartProvider } from '@/features/cart/public';
import { ReorderButton } from './reorder-button';
import { TrackedOrderView } from './tracked-order-view';

const order = trackedOrder({
  orderType: 'DELIVERY',
  itemsSubtotalBeforeDiscount: 57,
  deliveryFee: 5,
  totalPrice: 62,
  status: 'DELIVERED',
  orderItems: [
    { name: 'Green Curry Chicken', quantity: 2, unitPrice: 24.5, itemId: 7 },
    { name: 'Duck Special', quantity: 1, unitPrice: 8, itemId: 8 },
  ],
});

function stub(items: ReturnType<typeof menuItem>[], tracked = order) {
  vi.stubGlobal(
    'fetch',
    vi.fn(stubFetch({ '/api/orders/track': { body: tracked }, '/api/menu-items': { body: items } })),
  );
}

const renderTracking = (path = '/track') =>
  renderRoutes(
    [
      {
        element: (
          <CartProvider>
            <Outlet />
          </CartProvider>
        ),
        children: [
          {
            path: '/track',
            element: <TrackedOrderView kind="MENU" orderId={order.id} email="anna@example.ch" />,
          },
          {
            path: '/thank-you',
            element: <ReorderButton kind="MENU" orderId={order.id} email="anna@example.ch" />,
          },
          { path: '/checkout', element: <h1>Checkout page</h1> },
        ],
      },
    ],
    { path },
  );

const storedCart = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');

describe('Order this again', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it("fills the cart at today's prices and goes to the checkout", async () => {
    stub([
      menuItem({ id: 7, name: 'Green Curry Chicken', price: 26.5 }),
      menuItem({ id: 8, name: 'Duck Special', price: 9 }),
    ]);
    renderTracking();
    await userEvent.click(await screen.findByRole('button', { name: 'Order this again' }));
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
    await waitFor(() =>
      expect(storedCart()).toMatchObject({
        orderType: 'DELIVERY',
        lines: [
          { key: 'MENU:7', name: 'Green Curry Chicken', priceRaw: 26.5, quantity: 2 },
          { key: 'MENU:8', name: 'Duck Special', priceRaw: 9, quantity: 1 },
        ],
      }),
    );
  });

  it('asks before replacing a cart with items, then names what is no longer available', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        orderType: 'TAKEAWAY',
        lines: [{ kind: 'MENU', id: 99, name: 'Edamame', priceRaw: 6, quantity: 3 }],
      }),
    );
    stub([
      menuItem({ id: 7, name: 'Green Curry Chicken', price: 26.5 }),
      menuItem({ id: 8, name: 'Duck Special', price: 9, soldOutToday: true }),
    ]);
    renderTracking();
    await userEvent.click(await screen.findByRole('button', { name: 'Order this again' }));

    const dialog = await screen.findByRole('dialog', { name: 'Replace your cart?' });
    expect(dialog).toHaveTextContent('Your cart already holds 3 items.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedCart().lines).toMatchObject([{ key: 'MENU:99', quantity: 3 }]);

    await userEvent.click(screen.getByRole('button', { name: 'Order this again' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Replace your cart?' })).getByRole('button', {
        name: 'Replace the cart',
      }),
    );
    expect(await screen.findByText('No longer available: Duck Special')).toBeInTheDocument();
    await waitFor(() =>
      expect(storedCart().lines).toMatchObject([{ key: 'MENU:7', priceRaw: 26.5, quantity: 2 }]),
    );
    expect(storedCart().lines).toHaveLength(1);
    await userEvent.click(screen.getByRole('link', { name: 'Go to checkout' }));
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
  });

  it('on the thank-you page, reads the order by its id and email when pressed', async () => {
    stub([
      menuItem({ id: 7, name: 'Green Curry Chicken', price: 26.5 }),
      menuItem({ id: 8, name: 'Duck Special' }),
    ]);
    renderTracking('/thank-you');
    await userEvent.click(screen.getByRole('button', { name: 'Order this again' }));
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
    const calls = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(
      calls.some((url) => url.startsWith('/api/orders/track?') && url.includes('email=anna%40example.ch')),
    ).toBe(true);
    await waitFor(() => expect(storedCart().lines).toHaveLength(2));
  });

  it('puts lines back with their options, and names a line whose options must be chosen again', async () => {
    const protein = {
      id: 1,
      name: 'Protein',
      minChoices: 1,
      maxChoices: 1,
      options: [
        { id: 11, name: 'Chicken', priceDelta: 0, available: true },
        { id: 12, name: 'Prawns', priceDelta: 4, available: true },
        { id: 13, name: 'Tofu', priceDelta: 0, available: false },
      ],
    };
    stub([menuItem({ id: 7, name: 'Green Curry', price: 24, optionGroups: [protein] })], {
      ...order,
      orderItems: [
        {
          name: 'Green Curry',
          quantity: 2,
          unitPrice: 28,
          itemId: 7,
          options: [{ name: 'Prawns', priceDelta: 4 }],
        },
        {
          name: 'Green Curry',
          quantity: 1,
          unitPrice: 24,
          itemId: 7,
          options: [{ name: 'Tofu', priceDelta: 0 }],
        },
      ],
    });
    renderTracking();
    await userEvent.click(await screen.findByRole('button', { name: 'Order this again' }));
    expect(
      await screen.findByText('Please choose the options again on the menu: Green Curry (Tofu)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the menu' })).toHaveAttribute('href', '/menu');
    await waitFor(() =>
      expect(storedCart().lines).toEqual([
        {
          key: 'MENU:7:12',
          kind: 'MENU',
          id: 7,
          name: 'Green Curry',
          priceRaw: 24,
          options: [12],
          optionDetails: [{ name: 'Prawns', priceDelta: 4 }],
          quantity: 2,
        },
      ]),
    );
  });
});
