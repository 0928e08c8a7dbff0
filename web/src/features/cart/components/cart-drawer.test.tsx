import { jsonResponse, renderWithProviders } from '@test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, CartProvider, type TCartLine } from '@/features/cart/public';
import { CartButton } from './cart-button';

const curry: TCartLine = {
  key: 'MENU:7',
  kind: 'MENU',
  id: 7,
  name: 'Green Curry',
  priceRaw: 22.2,
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
const OLTEN = {
  name: 'Olten',
  postcodes: ['4600'],
  deliveryFee: 5,
  minimumOrder: 30,
  freeDeliveryFrom: 100,
  extraMinutes: 0,
};

/** The API as the drawer sees it: the zones, the settings, and the menu as it is now. */
function stubApi(zones: unknown[], menu: unknown[], hours: unknown = null) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/delivery-zones') return jsonResponse(200, zones);
    if (path === '/api/order-settings')
      return jsonResponse(200, {
        cardFeePercent: 2.6,
        twintFeePercent: 0,
        asapMinutes: { DELIVERY: 45, TAKEAWAY: 45 },
        orderTypes: { DELIVERY: true, TAKEAWAY: true },
      });
    if (path === '/api/menu-items') return jsonResponse(200, menu);
    if (path === '/api/buffet-items') return jsonResponse(200, []);
    if (path === '/api/public/hours/status' && hours) return jsonResponse(200, hours);
    return jsonResponse(404, { message: 'No route' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderCart(lines: TCartLine[], orderType: 'DELIVERY' | 'TAKEAWAY') {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ orderType, lines }));
  renderWithProviders(
    <CartProvider>
      <CartButton />
    </CartProvider>,
  );
}

async function openDrawer() {
  await userEvent.click(screen.getByRole('button', { name: /^Cart/ }));
  return screen.findByRole('dialog', { name: 'Your cart' });
}

describe('cart drawer: fees, minimum and sold out before the checkout', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('a delivery: the fee, free from, the minimum and how much is missing', async () => {
    stubApi(
      [OLTEN],
      [
        { id: 7, available: true, soldOutToday: false },
        { id: 9, available: true, soldOutToday: false },
      ],
    );
    renderCart([curry, rice], 'DELIVERY');
    const drawer = await openDrawer();
    await waitFor(() => expect(drawer).toHaveTextContent('Delivery fee CHF 5.00 · free from CHF 100.00'));
    expect(drawer).toHaveTextContent('Minimum order for delivery CHF 30.00');
    expect(within(drawer).getByTestId('cart-missing')).toHaveTextContent('CHF 3.80 to the minimum');
    expect(drawer).not.toHaveTextContent('Depends on your postcode.');
    // One banner on the page: the drawer's top is not a <header>.
    expect(drawer.querySelector('header')).toBeNull();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Increase quantity of Jasmine Rice' }));
    await waitFor(() => expect(within(drawer).queryByTestId('cart-missing')).toBeNull());
  });

  it('zones that differ: the ranges, said to depend on the postcode; a takeaway: none of it', async () => {
    stubApi(
      [
        OLTEN,
        {
          ...OLTEN,
          name: 'Aarburg',
          postcodes: ['4614'],
          deliveryFee: 7,
          minimumOrder: 40,
          freeDeliveryFrom: null,
        },
      ],
      [],
    );
    renderCart([curry], 'DELIVERY');
    const drawer = await openDrawer();
    await waitFor(() => expect(drawer).toHaveTextContent('Delivery fee CHF 5.00–CHF 7.00'));
    expect(drawer).toHaveTextContent('Minimum order for delivery CHF 30.00–CHF 40.00');
    expect(drawer).toHaveTextContent('Depends on your postcode.');
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Takeaway' }));
    expect(drawer).not.toHaveTextContent('Delivery fee');
    expect(drawer).toHaveTextContent('Discounts and card fees are shown at checkout.');
  });

  it('marks a dish sold out since it was added, asked again at each opening, with Remove', async () => {
    const fetch = stubApi(
      [OLTEN],
      [
        { id: 7, available: true, soldOutToday: true },
        { id: 9, available: true, soldOutToday: false },
      ],
    );
    renderCart([curry, rice], 'TAKEAWAY');
    const drawer = await openDrawer();
    expect(await within(drawer).findByText('Sold out today')).toBeInTheDocument();
    expect(within(drawer).getByRole('status')).toHaveTextContent(
      'One item can’t be ordered today. Please remove it.',
    );
    const asked = fetch.mock.calls.filter(([url]) => String(url).includes('/api/menu-items')).length;
    expect(asked).toBe(1);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove Green Curry from cart' }));
    await waitFor(() => expect(within(drawer).queryByText('Sold out today')).toBeNull());
    expect(within(drawer).queryByRole('status')).toBeNull();
  });

  it('says why an order cannot be placed now (the server’s answer for the cart’s order type)', async () => {
    const fetch = stubApi([OLTEN], [{ id: 7, available: true, soldOutToday: false }], {
      openNow: false,
      message: 'We’re closed today.',
      windowOpensAt: null,
    });
    renderCart([curry], 'TAKEAWAY');
    const drawer = await openDrawer();
    expect(await within(drawer).findByRole('status')).toHaveTextContent('We’re closed today.');
    const asked = fetch.mock.calls.map(([url]) => String(url)).find((url) => url.includes('hours/status'));
    expect(asked).toContain('orderType=TAKEAWAY');
    expect(asked).toContain('asap=true');
  });
});

describe('cart drawer: lines with dish options', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  const protein = (tofu: boolean) => ({
    id: 1,
    name: 'Protein',
    minChoices: 1,
    maxChoices: 1,
    options: [
      { id: 11, name: 'Chicken', priceDelta: 0, available: true },
      { id: 13, name: 'Tofu', priceDelta: 0, available: tofu },
    ],
  });
  const extras = {
    id: 3,
    name: 'Extras',
    minChoices: 0,
    maxChoices: 2,
    options: [{ id: 31, name: 'Egg', priceDelta: 2, available: true }],
  };
  const withOptions = (key: string, options: number[], details: { name: string; priceDelta: number }[]) => ({
    ...curry,
    key,
    options,
    optionDetails: details,
  });

  it('shows each line’s options under its name, prices them in, and tells two lines of one dish apart', async () => {
    stubApi([OLTEN], [{ id: 7, available: true, optionGroups: [protein(true), extras] }]);
    renderCart(
      [
        withOptions(
          'MENU:7:13.31',
          [13, 31],
          [
            { name: 'Tofu', priceDelta: 0 },
            { name: 'Egg', priceDelta: 2 },
          ],
        ),
        withOptions('MENU:7:11', [11], [{ name: 'Chicken', priceDelta: 0 }]),
      ],
      'TAKEAWAY',
    );
    const drawer = await openDrawer();
    const [tofu, chicken] = within(
      within(drawer).getByRole('list', { name: 'Items in your cart' }),
    ).getAllByRole('listitem');
    expect(tofu).toHaveTextContent('Tofu · Egg (+2.00)');
    expect(tofu).toHaveTextContent('CHF 24.20');
    expect(chicken).toHaveTextContent('Chicken');
    expect(chicken).toHaveTextContent('CHF 22.20');
    expect(within(drawer).getByText('CHF 46.40')).toBeInTheDocument();
    await userEvent.click(
      within(drawer).getByRole('button', { name: 'Increase quantity of Green Curry (Chicken)' }),
    );
    expect(chicken).toHaveTextContent('CHF 44.40');
    expect(
      within(tofu as HTMLElement).getByRole('button', { name: 'Remove Green Curry (Tofu, Egg) from cart' }),
    ).toBeVisible();
  });

  it('marks a line whose option sold out, or whose choice the dish no longer takes', async () => {
    stubApi([OLTEN], [{ id: 7, available: true, optionGroups: [protein(false), extras] }]);
    renderCart(
      [
        withOptions('MENU:7:13', [13], [{ name: 'Tofu', priceDelta: 0 }]),
        withOptions(
          'MENU:7:11.99',
          [11, 99],
          [
            { name: 'Chicken', priceDelta: 0 },
            { name: 'Duck', priceDelta: 5 },
          ],
        ),
        { ...curry },
      ],
      'TAKEAWAY',
    );
    const drawer = await openDrawer();
    const [tofu, duck, plain] = within(
      within(drawer).getByRole('list', { name: 'Items in your cart' }),
    ).getAllByRole('listitem');
    expect(
      await within(tofu as HTMLElement).findByText('Tofu is sold out today. Please choose another option.'),
    ).toBeVisible();
    expect(duck).toHaveTextContent('This choice is no longer available. Please choose again.');
    // A line without options for a dish that now asks for a protein: chosen again too.
    expect(plain).toHaveTextContent('This choice is no longer available. Please choose again.');
  });
});
