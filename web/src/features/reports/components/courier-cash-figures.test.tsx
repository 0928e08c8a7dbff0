import type { TCourierCash } from '@app/shared/reports';
import { renderWithProviders } from '@test/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourierCashFigures } from './courier-cash-figures';

const row = (overrides: Partial<TCourierCash>): TCourierCash => ({
  courierName: 'Sara',
  float: 50,
  collected: 73.5,
  cashDeliveries: 2,
  expected: 123.5,
  handedIn: 120,
  difference: -3.5,
  settled: true,
  ...overrides,
});

describe('the couriers’ cash in the close-out', () => {
  it('shows each shift’s float, cash taken, expected, handed in and the difference, or that it is open', () => {
    renderWithProviders(
      <CourierCashFigures
        courierCash={[
          row({}),
          row({
            courierName: 'Luca',
            float: 20,
            collected: 30,
            cashDeliveries: 1,
            expected: 50,
            handedIn: 50,
            difference: 0,
          }),
          row({ courierName: 'Mia', handedIn: null, difference: null, settled: false }),
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Couriers’ cash' });
    const rows = within(within(section).getByRole('table'))
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'CourierFloatCash takenExpectedHanded inDifference',
      'Sara2 cash paymentsCHF 50.00CHF 73.50CHF 123.50CHF 120.00CHF -3.50',
      'Luca1 cash paymentCHF 20.00CHF 30.00CHF 50.00CHF 50.00CHF 0.00',
      'Mia2 cash paymentsCHF 50.00CHF 73.50CHF 123.50—Not settled',
    ]);
    expect(within(section).getByText(/not revenue/)).toBeInTheDocument();
  });
});
