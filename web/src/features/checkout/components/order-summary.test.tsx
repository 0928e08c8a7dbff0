import { computePricing } from '@app/shared/pricing';
import { renderWithProviders } from '@test/render';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linePriceRappen, type TCartLine } from '@/features/cart/public';
import { OrderSummary } from './order-summary';

const curry: TCartLine = {
  key: 'MENU:7',
  kind: 'MENU',
  id: 7,
  name: 'Green Curry Chicken',
  priceRaw: 24.5,
  quantity: 2,
};
const beer: TCartLine = { key: 'MENU:9', kind: 'MENU', id: 9, name: 'Singha Beer', priceRaw: 6, quantity: 1 };
const NO_SALE = { percentMenu: 0, percentBuffet: 0 };

function show(vatClasses: ('REDUCED' | 'STANDARD')[]) {
  const lines = [curry, beer].slice(0, vatClasses.length);
  const pricing = computePricing({
    lines: lines.map((line, i) => ({
      unitPriceRappen: linePriceRappen(line),
      quantity: line.quantity,
      vatClass: vatClasses[i],
    })),
    kind: 'MENU',
    orderType: 'TAKEAWAY',
    paymentMethod: 'CASH',
    discount: NO_SALE,
  });
  renderWithProviders(
    <OrderSummary lines={lines} pricing={pricing} orderType="TAKEAWAY" paymentMethod="CASH" />,
  );
  return pricing;
}

describe('OrderSummary: VAT', () => {
  it("one rate: the spec's sentence", () => {
    show(['REDUCED']);
    // 49.00 x 2.6 / 102.6 = 1.2417 -> 1.24
    expect(screen.getByText('Prices include 2.6% VAT (CHF 1.24).')).toBeInTheDocument();
  });

  it('two rates: one line per rate, as the pricing splits them', () => {
    const pricing = show(['REDUCED', 'STANDARD']);
    expect(pricing.vatBreakdown.map((share) => share.vatRappen)).toEqual([124, 45]);
    expect(screen.getByText('incl. VAT 2.6 % CHF 1.24')).toBeInTheDocument();
    expect(screen.getByText('8.1 % CHF 0.45')).toBeInTheDocument();
    expect(screen.queryByText(/Prices include/)).not.toBeInTheDocument();
  });
});
