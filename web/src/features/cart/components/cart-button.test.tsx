import { renderWithProviders } from '@test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CartProvider } from '@/features/cart/cart-context';
import { CART_STORAGE_KEY } from '@/features/cart/cart-state';
import { AddToCartButton } from './add-to-cart-button';
import { CartButton, openCartDrawer } from './cart-button';

const curry = { kind: 'MENU', id: 7, name: 'Green Curry Chicken', priceRaw: 24.5 } as const;
const rice = { kind: 'MENU', id: 9, name: 'Jasmine Rice', priceRaw: 4 } as const;
const box = { kind: 'BUFFET', id: 2, name: 'Buffet Box Small', priceRaw: 14.9 } as const;

function renderCart() {
  return renderWithProviders(
    <CartProvider>
      <CartButton />
      <AddToCartButton item={curry} />
      <AddToCartButton item={rice} />
      <AddToCartButton item={box} />
    </CartProvider>,
  );
}

async function openCart() {
  await userEvent.click(screen.getByRole('button', { name: /^Cart \d/ }));
  return screen.findByRole('dialog', { name: 'Your cart' });
}

describe('cart button and drawer', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('adds items with accessible Add buttons and counts them on the cart button', async () => {
    renderCart();
    expect(screen.getByRole('button', { name: 'Cart 0 items' })).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add Green Curry Chicken to cart' });
    expect(add).toHaveTextContent('Add');
    await userEvent.click(add);
    const cart = screen.getByRole('button', { name: 'Cart 1 item' });
    // Label in name: what the button shows ('Cart 1') is part of what it is called.
    expect(cart.textContent?.replace(/\s+/g, ' ').trim()).toBe('Cart 1');
    await userEvent.click(add);
    await userEvent.click(screen.getByRole('button', { name: 'Add Jasmine Rice to cart' }));
    expect(screen.getByRole('button', { name: 'Cart 3 items' })).toBeInTheDocument();
    expect(screen.getByText('2 in cart')).toBeInTheDocument();
  });

  it('lists the lines with +/-, remove, the order type and the total, and links to checkout', async () => {
    renderCart();
    await userEvent.click(screen.getByRole('button', { name: 'Add Green Curry Chicken to cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Jasmine Rice to cart' }));
    const drawer = await openCart();

    const list = within(drawer).getByRole('list', { name: 'Items in your cart' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(drawer).toHaveTextContent('CHF 28.50');

    await userEvent.click(
      within(drawer).getByRole('button', { name: 'Increase quantity of Green Curry Chicken' }),
    );
    expect(within(drawer).getByText('Quantity of Green Curry Chicken: 2')).toBeInTheDocument();
    expect(drawer).toHaveTextContent('CHF 53.00');

    await userEvent.click(within(drawer).getByRole('button', { name: 'Decrease quantity of Jasmine Rice' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    await userEvent.click(within(drawer).getByRole('radio', { name: 'Delivery' }));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '').orderType).toBe('DELIVERY');

    expect(within(drawer).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');

    await userEvent.click(
      within(drawer).getByRole('button', { name: 'Remove Green Curry Chicken from cart' }),
    );
    expect(drawer).toHaveTextContent('Your cart is empty.');
    expect(within(drawer).getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/menu');
    expect(screen.getByRole('button', { name: 'Cart 0 items' })).toBeInTheDocument();
  });

  it('accepts menu and buffet items together but warns that checkout will refuse them', async () => {
    renderCart();
    await userEvent.click(screen.getByRole('button', { name: 'Add Green Curry Chicken to cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Buffet Box Small to cart' }));
    const drawer = await openCart();
    expect(within(drawer).getAllByRole('listitem')).toHaveLength(2);
    expect(drawer).toHaveTextContent(
      'Mixed cart (menu + buffet) is not supported yet. Please order them separately.',
    );
  });

  // Escape, the backdrop and the focus given back to the opener are the browser's own dialog's: the
  // phone's browser tests check them (e2e/tests/journey), which jsdom's dialog cannot.
  it('fetches the drawer when opened, from the keyboard, and closes it with its close button', async () => {
    renderCart();
    const button = screen.getByRole('button', { name: 'Cart 0 items' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    button.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(drawer).toHaveTextContent('Your cart is empty.');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the one drawer from another control', async () => {
    renderWithProviders(
      <CartProvider>
        <CartButton />
        <button type="button" onClick={openCartDrawer}>
          Cart bar
        </button>
      </CartProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cart bar' }));
    const [drawer] = await screen.findAllByRole('dialog', { name: 'Your cart' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(within(drawer as HTMLElement).getByRole('button', { name: 'Close cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
