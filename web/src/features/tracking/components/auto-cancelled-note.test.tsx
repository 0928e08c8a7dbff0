import type { TTrackedOrder } from '@app/shared/tracked-order';
import { renderWithProviders } from '@test/render';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AutoCancelledNote } from './auto-cancelled-note';

const order: TTrackedOrder = {
  id: 'abcdefgh23456789',
  orderNumber: 12,
  createdAt: '2030-05-01T16:05:42.123Z',
  asap: true,
  requestedAt: '2030-05-01T16:50:42.123Z',
  committedReadyAt: null,
  customerInfo: { firstName: 'Anna', lastName: 'Muster' },
  orderType: 'TAKEAWAY',
  itemsSubtotalBeforeDiscount: 49,
  discountPercent: 0,
  discountAmount: 0,
  deliveryFee: 0,
  cardFee: 0,
  totalPrice: 49,
  paymentMethod: 'CASH',
  paymentStatus: 'NOT_REQUIRED',
  status: 'CANCELLED',
  orderItems: [{ name: 'Green Curry Chicken', quantity: 2, unitPrice: 24.5 }],
  specialInstructions: null,
};

describe('the tracking page’s note on an automatically cancelled order (issue 24)', () => {
  it('says the restaurant could not confirm in time, without a refund for a cash order', () => {
    renderWithProviders(<AutoCancelledNote order={{ ...order, autoCancelled: true }} />);
    const note = screen.getByRole('status');
    expect(note).toHaveTextContent('The restaurant could not confirm your order in time.');
    expect(note).not.toHaveTextContent('refunded');
  });

  it('adds that a paid card order is refunded in full', () => {
    renderWithProviders(
      <AutoCancelledNote
        order={{ ...order, autoCancelled: true, paymentMethod: 'CARD', paymentStatus: 'REFUNDED' }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'The restaurant could not confirm your order in time.Your card payment is refunded in full.',
    );
  });

  it('says nothing for an order staff cancelled', () => {
    renderWithProviders(<AutoCancelledNote order={{ ...order, autoCancelled: false }} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
