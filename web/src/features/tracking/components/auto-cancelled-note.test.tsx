import { trackedOrder } from '@test/fixtures';
import { renderWithProviders } from '@test/render';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AutoCancelledNote } from './auto-cancelled-note';

const order = trackedOrder({ status: 'CANCELLED' });

describe('the tracking page’s note on an automatically cancelled order', () => {
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
