import { trackedOrder } from '@test/fixtures';
import { renderWithProviders } from '@test/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderLines } from './order-lines';

describe('OrderLines', () => {
  it('shows each line’s options under it, with their price differences, and nothing for a line without', () => {
    renderWithProviders(
      <OrderLines
        order={trackedOrder({
          orderItems: [
            {
              name: 'Green Curry',
              quantity: 2,
              unitPrice: 26,
              total: 52,
              options: [
                { name: 'Tofu', priceDelta: 0 },
                { name: 'Hot', priceDelta: 0 },
                { name: 'Egg', priceDelta: 2 },
              ],
            },
            { name: 'Jasmine Rice', quantity: 1, unitPrice: 4, total: 4, options: [] },
          ],
          itemsSubtotalBeforeDiscount: 56,
          totalPrice: 56,
        })}
      />,
    );
    const [curry, rice] = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(curry).toHaveTextContent('2 x Green Curry');
    expect(within(curry as HTMLElement).getByText('Tofu · Hot · Egg (+2.00)')).toBeVisible();
    expect(curry).toHaveTextContent('CHF 52.00');
    expect(rice).toHaveTextContent(/^1 x Jasmine RiceCHF 4\.00$/);
  });
});
