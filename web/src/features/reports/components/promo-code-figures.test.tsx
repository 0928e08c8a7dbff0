import type { TCloseOut } from '@app/shared/reports';
import { renderWithProviders } from '@test/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CloseOutFigures } from './close-out-figures';
import { PromoCodeFigures } from './promo-code-figures';

function closeOut(overrides: Partial<TCloseOut> = {}): TCloseOut {
  return {
    date: '2026-11-20',
    from: '2026-11-20T05:00:00+01:00',
    to: '2026-11-21T05:00:00+01:00',
    closed: false,
    closedAt: null,
    closedBy: null,
    revenue: { count: 3, gross: 95.5 },
    byPaymentMethod: [{ paymentMethod: 'CASH', count: 3, gross: 95.5 }],
    byOrderType: [{ orderType: 'TAKEAWAY', count: 3, gross: 95.5 }],
    byKind: [{ kind: 'MENU', count: 3, gross: 95.5 }],
    byVatRate: [{ ratePercent: 2.6, gross: 95.5, vat: 2.42 }],
    discounts: { count: 0, amount: 0 },
    deliveryFees: { count: 0, amount: 0 },
    cardFees: { count: 0, amount: 0 },
    cancellations: { count: 0, gross: 0 },
    refunds: { count: 0, gross: 0 },
    corrections: [],
    net: 95.5,
    ...overrides,
  };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the promo codes in the reports', () => {
  it('lists each code with its uses and the discount it gave, and their total', () => {
    renderWithProviders(
      <PromoCodeFigures
        promoCodes={[
          { code: 'SUMMER10', count: 2, amount: 9.1 },
          { code: 'WELCOME5', count: 1, amount: 5 },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Promo codes' });
    const table = within(section).getByRole('table');
    expect(rowsOf(table)).toEqual([
      'CodeUsesDiscount given',
      'SUMMER102CHF 9.10',
      'WELCOME51CHF 5.00',
      'Total3CHF 14.10',
    ]);
  });

  it('says so when no code was used', () => {
    renderWithProviders(<PromoCodeFigures promoCodes={[]} />);
    const section = screen.getByRole('region', { name: 'Promo codes' });
    expect(within(section).getByText('No promo code was used.')).toBeInTheDocument();
    expect(within(section).queryByText('Total')).not.toBeInTheDocument();
  });

  it('shows the section in the close-out, but not for a day closed before promo codes', () => {
    const { unmount } = renderWithProviders(
      <CloseOutFigures closeOut={closeOut({ promoCodes: [{ code: 'SUMMER10', count: 1, amount: 4.5 }] })} />,
    );
    const section = screen.getByRole('region', { name: 'Promo codes' });
    expect(within(section).getByRole('rowheader', { name: 'SUMMER10' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<CloseOutFigures closeOut={closeOut()} />);
    expect(screen.queryByRole('region', { name: 'Promo codes' })).not.toBeInTheDocument();
  });
});
