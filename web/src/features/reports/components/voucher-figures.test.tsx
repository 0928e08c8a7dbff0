import type { TVoucherFigures } from '@app/shared/reports';
import { renderWithProviders } from '@test/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasVoucherActivity, VoucherFigures } from './voucher-figures';

const figures: TVoucherFigures = {
  sold: { count: 3, amount: 250 },
  soldByPaymentMethod: [
    { paymentMethod: 'TWINT', count: 1, amount: 100 },
    { paymentMethod: 'CASH', count: 2, amount: 150 },
  ],
  redeemed: { count: 4, amount: 87.5, onOrders: 62.5, atCounter: 25 },
  restored: { count: 1, amount: 12 },
  outstanding: { count: 17, amount: 1432.5 },
  expired: { count: 2, amount: 40 },
};

describe('the gift vouchers in the reports', () => {
  it('shows sold, redeemed, given back, outstanding and expired, apart from revenue', () => {
    renderWithProviders(<VoucherFigures vouchers={figures} />);
    const section = screen.getByRole('region', { name: 'Gift vouchers' });
    const rows = within(within(section).getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ItemVouchersAmount',
      'Sold3CHF 250.00',
      'of which by TWINT1CHF 100.00',
      'of which in cash2CHF 150.00',
      'Redeemed4CHF 87.50',
      'of which on orders—CHF 62.50',
      'of which at the counter—CHF 25.00',
      'Given back by cancelled orders1CHF 12.00',
      'Outstanding at the end17CHF 1432.50',
      'Expired unused2CHF 40.00',
    ]);
    expect(within(section).getByText(/Vouchers are not revenue/)).toBeInTheDocument();
  });
});

describe('whether a period has voucher figures to show', () => {
  const none: TVoucherFigures = {
    sold: { count: 0, amount: 0 },
    soldByPaymentMethod: [],
    redeemed: { count: 0, amount: 0, onOrders: 0, atCounter: 0 },
    restored: { count: 0, amount: 0 },
    outstanding: { count: 0, amount: 0 },
    expired: { count: 0, amount: 0 },
  };

  it('has none before any voucher was sold, and some once one is valid', () => {
    expect(hasVoucherActivity(none)).toBe(false);
    expect(hasVoucherActivity({ ...none, outstanding: { count: 1, amount: 50 } })).toBe(true);
    expect(hasVoucherActivity(figures)).toBe(true);
  });
});
