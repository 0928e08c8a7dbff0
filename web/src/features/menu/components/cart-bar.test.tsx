import { renderWithProviders } from '@test/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AddToCartButton, CartButton, CartProvider } from '@/features/cart/public';
import { loadDeclarationsUi } from '@/features/menu/declarations/declarations-slots';
import { CartBar } from './cart-bar';

// The dishes' labels in place before the first click, as once their chunk is in (declarations-slots.tsx).
beforeAll(() => loadDeclarationsUi());

const curry = { kind: 'MENU', id: 7, name: 'Green Curry Chicken', priceRaw: 24.5 } as const;
const rice = { kind: 'MENU', id: 9, name: 'Jasmine Rice', priceRaw: 4 } as const;

function renderMenu() {
  return renderWithProviders(
    <CartProvider>
      <CartButton />
      <AddToCartButton item={curry} />
      <AddToCartButton item={rice} />
      <CartBar />
    </CartProvider>,
  );
}

describe('the menu cart bar (phones)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('is not there while the cart is empty', () => {
    renderMenu();
    expect(screen.queryByRole('button', { name: /^View cart/ })).not.toBeInTheDocument();
  });

  it('shows the count and the total, and opens the header’s cart drawer, once', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Add Green Curry Chicken to cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Green Curry Chicken to cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Jasmine Rice to cart' }));
    // Its name is what it shows (label in name): no aria-label.
    const bar = screen.getByRole('button', { name: 'View cart · 3 items CHF 53.00' });
    expect(bar).not.toHaveAttribute('aria-label');
    expect(bar).toHaveAttribute('aria-haspopup', 'dialog');

    await userEvent.click(bar);
    expect(await screen.findByRole('dialog', { name: 'Your cart' })).toHaveTextContent('CHF 53.00');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
