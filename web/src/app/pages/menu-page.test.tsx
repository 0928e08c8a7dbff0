import { buffetItem, menuItem } from '@test/fixtures';
import { renderWithProviders, stubFetch } from '@test/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartProvider } from '@/features/cart/cart-context';
import { CART_STORAGE_KEY } from '@/features/cart/cart-state';
import { loadDeclarationsUi } from '@/features/menu/declarations/declarations-slots';
import { MenuPage } from './menu-page';

// The dishes' labels in place before the first click, as once their chunk is in (declarations-slots.tsx).
beforeAll(() => loadDeclarationsUi());

const sale = (percentMenu: number, percentBuffet: number) => ({
  enabled: percentMenu > 0 || percentBuffet > 0,
  percentMenu,
  percentBuffet,
  startsAt: null,
  endsAt: null,
});

function stubMenu(discount: { status?: number; body: unknown }) {
  vi.stubGlobal(
    'fetch',
    stubFetch({
      '/api/menu-items': {
        body: [
          menuItem({ id: 501, category: 'THAI_CURRY', name: 'Green Curry Chicken', price: 24.5 }),
          menuItem({
            id: 502,
            category: 'THAI_CURRY',
            name: 'Red Curry Duck',
            price: 29.5,
            available: false,
          }),
        ],
      },
      '/api/buffet-items': { body: [buffetItem({ id: 601, name: 'Buffet Box Small', price: 14.9 })] },
      '/api/public/discounts/active': discount,
    }),
  );
}

const card = (name: string) => {
  const article = screen.getByRole('heading', { name }).closest('article');
  if (!article) throw new Error(`no card for ${name}`);
  return article;
};

const renderMenu = () =>
  renderWithProviders(
    <CartProvider>
      <MenuPage />
    </CartProvider>,
    { path: '/menu' },
  );

describe('MenuPage ordering', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('puts available menu and buffet items in the cart; unavailable ones have no Add button', async () => {
    stubMenu({ body: sale(0, 0) });
    renderMenu();
    await screen.findByRole('heading', { name: 'Green Curry Chicken' });

    expect(within(card('Red Curry Duck')).queryByRole('button')).not.toBeInTheDocument();
    expect(card('Red Curry Duck')).toHaveTextContent('Currently unavailable');

    await userEvent.click(screen.getByRole('button', { name: 'Add Green Curry Chicken to cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Green Curry Chicken to cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Buffet Box Small to cart' }));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '').lines).toEqual([
      { key: 'MENU:501', kind: 'MENU', id: 501, name: 'Green Curry Chicken', priceRaw: 24.5, quantity: 2 },
      { key: 'BUFFET:601', kind: 'BUFFET', id: 601, name: 'Buffet Box Small', priceRaw: 14.9, quantity: 1 },
    ]);
    expect(card('Green Curry Chicken')).toHaveTextContent('2 in cart');
    expect(card('Green Curry Chicken')).not.toHaveTextContent('% off');
  });

  it('shows the sale: a chip, the struck regular price and the discounted price, per kind', async () => {
    stubMenu({ body: sale(10, 0) });
    renderMenu();
    await screen.findAllByText('10% off');

    const curry = card('Green Curry Chicken');
    expect(within(curry).getByText('10% off')).toBeInTheDocument();
    expect(curry).toHaveTextContent(/Regular price CHF 24\.50/);
    expect(curry).toHaveTextContent(/Sale price CHF 22\.05/);
    expect(within(curry).getByText('CHF 24.50')).toHaveStyle({ textDecoration: 'line-through' });
    expect(card('Buffet Box Small')).not.toHaveTextContent('% off');
    expect(card('Buffet Box Small')).toHaveTextContent('CHF 14.90');
  });

  it('shows regular prices when the sale cannot be loaded', async () => {
    stubMenu({ status: 500, body: { status: 500, error: 'Internal Server Error', message: 'Broken.' } });
    renderMenu();
    await screen.findByRole('heading', { name: 'Green Curry Chicken' });
    expect(card('Green Curry Chicken')).toHaveTextContent('CHF 24.50');
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
  });
});

describe('MenuPage and sold out today', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('shows "Sold out today" on a sold-out menu or buffet item, whose Add is disabled and says why', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        '/api/menu-items': {
          body: [
            menuItem({ id: 501, category: 'THAI_CURRY', name: 'Green Curry Chicken' }),
            menuItem({ id: 503, category: 'THAI_CURRY', name: 'Massaman Curry', soldOutToday: true }),
          ],
        },
        '/api/buffet-items': {
          body: [buffetItem({ id: 601, name: 'Buffet Box Small', soldOutToday: true })],
        },
        '/api/public/discounts/active': { body: sale(0, 0) },
      }),
    );
    renderMenu();
    await screen.findByRole('heading', { name: 'Massaman Curry' });

    for (const name of ['Massaman Curry', 'Buffet Box Small']) {
      expect(card(name)).toHaveTextContent('Sold out today');
      const add = within(card(name)).getByRole('button', { name: `Add ${name} to cart` });
      expect(add).toBeDisabled();
      expect(add).toHaveAccessibleDescription('Sold out today');
    }
    expect(card('Green Curry Chicken')).not.toHaveTextContent('Sold out today');
    await userEvent.click(screen.getByRole('button', { name: 'Add Massaman Curry to cart' }));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{"lines":[]}').lines).toEqual([]);
  });
});

describe('MenuPage and the cart after a language switch', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it("gives the cart's lines the names the menu has now", async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        orderType: 'TAKEAWAY',
        lines: [
          {
            key: 'MENU:501',
            kind: 'MENU',
            id: 501,
            name: 'Grünes Curry mit Poulet',
            priceRaw: 24.5,
            quantity: 2,
          },
          { key: 'MENU:999', kind: 'MENU', id: 999, name: 'Old dish', priceRaw: 9, quantity: 1 },
        ],
      }),
    );
    stubMenu({ body: sale(0, 0) });
    renderWithProviders(
      <CartProvider>
        <MenuPage />
      </CartProvider>,
      { path: '/menu' },
    );
    await screen.findByRole('heading', { level: 3, name: 'Green Curry Chicken' });
    await vi.waitFor(() => {
      const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}') as {
        lines: { name: string; quantity: number }[];
      };
      expect(stored.lines.map((line) => [line.name, line.quantity])).toEqual([
        ['Green Curry Chicken', 2],
        ['Old dish', 1],
      ]);
    });
  });
});
