import { adminOrder } from '@test/fixtures';
import { renderWithProviders } from '@test/render';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrdersTable, shortVoucherCode } from './orders-table';

describe('an order paid in part by a gift voucher', () => {
  it('shows the voucher’s first group, what it paid and what is left to pay', () => {
    renderWithProviders(
      <OrdersTable
        orders={[
          adminOrder({
            orderNumber: 7,
            totalPrice: 80,
            voucherCode: 'K7QM4XRT9BWEH2PD',
            voucherAmount: 32,
            amountDue: 48,
          }),
        ]}
        printing={new Set()}
        onStatusChange={() => {}}
        onPrint={() => {}}
      />,
    );
    expect(screen.getByText('Gift voucher K7QM-… −CHF 32.00')).toBeInTheDocument();
    expect(screen.getByText('To pay CHF 48.00')).toBeInTheDocument();
  });

  it('says nothing of vouchers on an order without one', () => {
    renderWithProviders(
      <OrdersTable
        orders={[adminOrder({ orderNumber: 8, voucherCode: null, voucherAmount: 0 })]}
        printing={new Set()}
        onStatusChange={() => {}}
        onPrint={() => {}}
      />,
    );
    expect(screen.queryByText(/Gift voucher/)).not.toBeInTheDocument();
    expect(screen.queryByText(/To pay/)).not.toBeInTheDocument();
  });

  it('cuts the code to its first group', () => {
    expect(shortVoucherCode('K7QM4XRT9BWEH2PD')).toBe('K7QM-…');
  });
});
