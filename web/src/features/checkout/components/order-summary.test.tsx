import { pricingRulesOf } from '@app/shared/delivery';
import type { TOrderType, TPaymentMethod } from '@app/shared/enums';
import { DEFAULT_DELIVERY_ZONES, DEFAULT_ORDER_RULES, type TDeliveryZone } from '@app/shared/order-rules';
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
    rules: pricingRulesOf(DEFAULT_ORDER_RULES, undefined),
  });
  renderWithProviders(
    <OrderSummary
      lines={lines}
      pricing={pricing}
      orderType="TAKEAWAY"
      paymentMethod="CASH"
      zone={undefined}
      settings={DEFAULT_ORDER_RULES}
    />,
  );
  return pricing;
}

function showFees(
  orderType: TOrderType,
  paymentMethod: TPaymentMethod,
  zone: TDeliveryZone | undefined,
  settings = DEFAULT_ORDER_RULES,
) {
  const pricing = computePricing({
    lines: [{ unitPriceRappen: linePriceRappen(curry), quantity: curry.quantity }],
    kind: 'MENU',
    orderType,
    paymentMethod,
    discount: NO_SALE,
    rules: pricingRulesOf(settings, zone),
  });
  renderWithProviders(
    <OrderSummary
      lines={[curry]}
      pricing={pricing}
      orderType={orderType}
      paymentMethod={paymentMethod}
      zone={zone}
      settings={settings}
    />,
  );
}

const row = (label: string) => screen.getByText(label).parentElement;

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

describe("OrderSummary: the restaurant's fees", () => {
  it("shows the spec's zone: CHF 5.00, free at CHF 100, card fee 2.6%", () => {
    showFees('DELIVERY', 'CARD', DEFAULT_DELIVERY_ZONES[0]);
    expect(row('Delivery fee (free at CHF 100)')).toHaveTextContent('CHF 5.00');
    expect(row('Card fee (2.6%)')).toHaveTextContent('CHF 1.27');
  });

  it("shows another zone's fee, a zone without threshold and a TWINT fee that costs something", () => {
    const zone: TDeliveryZone = {
      name: 'Aarburg',
      postcodes: ['4614'],
      deliveryFee: 7,
      minimumOrder: 30,
      freeDeliveryFrom: null,
      extraMinutes: 0,
    };
    showFees('DELIVERY', 'TWINT', zone, { ...DEFAULT_ORDER_RULES, twintFeePercent: 1.5 });
    expect(row('Delivery fee')).toHaveTextContent('CHF 7.00');
    expect(row('TWINT fee (1.5%)')).toHaveTextContent('CHF 0.74');
    expect(row('Total')).toHaveTextContent('CHF 56.74');
  });

  it('shows no TWINT line while TWINT is free', () => {
    showFees('TAKEAWAY', 'TWINT', undefined);
    expect(screen.queryByText(/TWINT fee/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Delivery fee/)).not.toBeInTheDocument();
  });
});
