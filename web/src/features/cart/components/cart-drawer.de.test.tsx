import { renderWithProviders } from '@test/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CartProvider } from '@/features/cart/cart-context';
import { changeLanguage } from '@/i18n/i18n';
import { AddToCartButton } from './add-to-cart-button';
import { CartButton } from './cart-button';

const curry = { kind: 'MENU', id: 7, name: 'Grünes Curry mit Poulet', priceRaw: 24.5 } as const;
const box = { kind: 'BUFFET', id: 2, name: 'Buffet-Box klein', priceRaw: 14.9 } as const;

describe('cart button and drawer in German', () => {
  beforeEach(async () => {
    localStorage.clear();
    await changeLanguage('de', { remember: false });
  });
  afterEach(async () => {
    localStorage.clear();
    await changeLanguage('en', { remember: false });
  });

  it('counts items with German plurals and lists them in a German drawer', async () => {
    renderWithProviders(
      <CartProvider>
        <CartButton />
        <AddToCartButton item={curry} />
        <AddToCartButton item={box} />
      </CartProvider>,
    );
    expect(screen.getByRole('button', { name: 'Warenkorb 0 Artikel' })).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Grünes Curry mit Poulet zum Warenkorb hinzufügen' });
    expect(add).toHaveTextContent('Hinzufügen');
    await userEvent.click(add);
    expect(screen.getByRole('button', { name: 'Warenkorb 1 Artikel' })).toBeInTheDocument();
    await userEvent.click(add);
    expect(screen.getByText('2 im Warenkorb')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Warenkorb 2/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Ihr Warenkorb' });
    expect(within(drawer).getByRole('list', { name: 'Artikel in Ihrem Warenkorb' })).toBeInTheDocument();
    expect(within(drawer).getByRole('radio', { name: 'Abholung' })).toBeChecked();
    expect(within(drawer).getByRole('radio', { name: 'Lieferung' })).toBeInTheDocument();
    expect(
      within(drawer).getByRole('button', { name: 'Menge von Grünes Curry mit Poulet erhöhen' }),
    ).toBeInTheDocument();
    expect(drawer).toHaveTextContent('Gesamt');
    expect(drawer).toHaveTextContent('CHF 49.00');
    expect(within(drawer).getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute('href', '/checkout');
    expect(within(drawer).getByRole('button', { name: 'Warenkorb schliessen' })).toBeInTheDocument();

    await userEvent.click(
      within(drawer).getByRole('button', { name: 'Grünes Curry mit Poulet aus dem Warenkorb entfernen' }),
    );
    expect(drawer).toHaveTextContent('Ihr Warenkorb ist leer.');
    expect(within(drawer).getByRole('link', { name: 'Speisekarte ansehen' })).toHaveAttribute(
      'href',
      '/menu',
    );
  });

  it('warns in German that menu and buffet cannot be ordered together', async () => {
    renderWithProviders(
      <CartProvider>
        <CartButton />
        <AddToCartButton item={curry} />
        <AddToCartButton item={box} />
      </CartProvider>,
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Grünes Curry mit Poulet zum Warenkorb hinzufügen' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buffet-Box klein zum Warenkorb hinzufügen' }));
    await userEvent.click(screen.getByRole('button', { name: /^Warenkorb 2/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Ihr Warenkorb' });
    expect(drawer).toHaveTextContent('Bitte bestellen Sie sie separat.');
  });
});
