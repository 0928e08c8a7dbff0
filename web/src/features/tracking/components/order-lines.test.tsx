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

  it('names the promo code the order was placed with and what it took off', () => {
    renderWithProviders(
      <OrderLines
        order={trackedOrder({
          orderItems: [{ name: 'Green Curry', quantity: 2, unitPrice: 25, total: 50, options: [] }],
          itemsSubtotalBeforeDiscount: 50,
          promoCode: 'SUMMER10',
          promoDiscount: 5,
          totalPrice: 45,
        })}
      />,
    );
    const total = screen.getByRole('list', { name: 'Total' });
    expect(total).toHaveTextContent('SubtotalCHF 50.00');
    expect(total).toHaveTextContent('Promo code SUMMER10− CHF 5.00');
    expect(total).toHaveTextContent('TotalCHF 45.00');
  });

  it('after the total, what the gift voucher paid and what is left to pay', () => {
    renderWithProviders(
      <OrderLines
        order={trackedOrder({
          orderItems: [{ name: 'Green Curry', quantity: 1, unitPrice: 32, total: 32, options: [] }],
          itemsSubtotalBeforeDiscount: 32,
          totalPrice: 32,
          voucherAmount: 32,
          amountDue: 0,
        })}
      />,
    );
    const total = screen.getByRole('list', { name: 'Total' });
    expect(total).toHaveTextContent(/TotalCHF 32\.00Paid by gift voucher− CHF 32\.00To payCHF 0\.00$/);
  });

  it('no voucher lines when no voucher paid', () => {
    renderWithProviders(
      <OrderLines
        order={trackedOrder({
          orderItems: [{ name: 'Green Curry', quantity: 1, unitPrice: 32, total: 32, options: [] }],
          itemsSubtotalBeforeDiscount: 32,
          totalPrice: 32,
          voucherAmount: 0,
          amountDue: 32,
        })}
      />,
    );
    const total = screen.getByRole('list', { name: 'Total' });
    expect(total).not.toHaveTextContent('gift voucher');
    expect(total).not.toHaveTextContent('To pay');
  });
});
