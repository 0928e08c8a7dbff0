import { buffetItem, menuItem, photo } from '@test/fixtures';
import { renderWithProviders, stubFetch } from '@test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartProvider, useCart } from '@/features/cart/public';
import { loadDeclarationsUi } from '@/features/menu/declarations/declarations-slots';
import { MenuView } from './menu-view';

// The dishes' labels in place before the first click, as once their chunk is in (declarations-slots.tsx).
beforeAll(() => loadDeclarationsUi());

function stubMenu() {
  vi.stubGlobal(
    'fetch',
    stubFetch({
      '/api/menu-items': {
        body: [
          menuItem({
            id: 11,
            category: 'RAMEN_NOODLE',
            name: 'Phở Bò',
            description: 'Rice noodle soup with beef.',
            photo: photo('pho'),
            allergensDeclared: true,
            allergens: ['SOY'],
          }),
          menuItem({ id: 12, category: 'DESSERT', name: 'Crème brûlée', description: 'Vanilla custard.' }),
          menuItem({ id: 13, category: 'THAI_CURRY', name: 'Green Curry', description: 'Coconut, basil.' }),
          menuItem({ id: 14, category: 'THAI_CURRY', name: 'Red Curry', soldOutToday: true }),
        ],
      },
      '/api/buffet-items': {
        body: [buffetItem({ id: 21, name: 'Miso Soup', description: 'Tofu, wakame.' })],
      },
    }),
  );
}

function CartCount() {
  const { lines } = useCart();
  return <output aria-label="cart lines">{lines.map((l) => `${l.key}x${l.quantity}`).join(',')}</output>;
}

const renderMenu = () =>
  renderWithProviders(
    <CartProvider>
      <MenuView pathname="/menu" />
      <CartCount />
    </CartProvider>,
    { path: '/menu' },
  );

const headings = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('MenuView search', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('finds dishes by name or description without accents, hides empty categories, and clears', async () => {
    stubMenu();
    renderMenu();
    await screen.findByRole('heading', { name: 'Phở Bò' });
    const box = screen.getByRole('searchbox', { name: 'Search the menu' });

    await userEvent.type(box, 'pho');
    await waitFor(() => expect(headings()).toEqual(['Phở Bò']));
    expect(screen.getByText('1 dish found')).toHaveAttribute('role', 'status');
    // The category bar lists only what is shown (a single category: no bar).
    expect(screen.queryByRole('navigation', { name: 'Menu categories' })).not.toBeInTheDocument();

    await userEvent.clear(box);
    await userEvent.type(box, 'CREME');
    await waitFor(() => expect(headings()).toEqual(['Crème brûlée']));

    await userEvent.clear(box);
    await userEvent.type(box, 'coconut basil');
    await waitFor(() => expect(headings()).toEqual(['Green Curry']));

    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(headings()).toHaveLength(5));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('says when nothing matches, with the query, offers to show all, and Escape clears too', async () => {
    stubMenu();
    renderMenu();
    await screen.findByRole('heading', { name: 'Phở Bò' });
    const box = screen.getByRole('searchbox', { name: 'Search the menu' });
    await userEvent.type(box, 'pizza');
    expect(await screen.findByText('No dishes match “pizza”.')).toBeInTheDocument();
    expect(headings()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Show all dishes' }));
    await waitFor(() => expect(headings()).toHaveLength(5));

    await userEvent.type(box, 'miso');
    await waitFor(() => expect(headings()).toEqual(['Miso Soup']));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(headings()).toHaveLength(5));
  });

  it('keeps the query for this tab, like the filter', async () => {
    sessionStorage.setItem('menuSearch', 'curry');
    stubMenu();
    renderMenu();
    await waitFor(() => expect(headings()).toEqual(['Green Curry', 'Red Curry']));
    expect(screen.getByRole('searchbox', { name: 'Search the menu' })).toHaveValue('curry');
  });
});

describe('MenuView item details', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('opens from the name by keyboard, shows the large photo and declarations, adds the quantity', async () => {
    stubMenu();
    renderMenu();
    const name = await screen.findByRole('button', { name: 'Phở Bò' });
    name.focus();
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Phở Bò' });
    const large = within(dialog).getByRole('img', { name: 'Phở Bò' });
    expect(large.getAttribute('srcset')).toContain('pho-1280.jpg 1280w');
    expect(large).toHaveAttribute('sizes', '(min-width: 48em) 640px, 100vw');
    expect(dialog).toHaveTextContent('Rice noodle soup with beef.');
    expect(await within(dialog).findByText('Contains: soy')).toBeInTheDocument();

    const fewer = within(dialog).getByRole('button', { name: 'One less' });
    expect(fewer).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more' }));
    expect(within(dialog).getByRole('group', { name: 'Quantity' })).toHaveTextContent('2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 2 to cart' }));

    expect(screen.getByRole('status', { name: 'cart lines' })).toHaveTextContent('MENU:11x2');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Back on the card it was opened from.
    expect(name).toHaveFocus();
  });

  it('closes with its × without adding, and a sold-out dish has no Add', async () => {
    stubMenu();
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Red Curry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Red Curry' });
    expect(dialog).toHaveTextContent('Sold out today');
    expect(within(dialog).queryByRole('button', { name: /to cart/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Red Curry' })).toHaveFocus();
    expect(screen.getByRole('status', { name: 'cart lines' })).toHaveTextContent('');
  });
});
