import { describe, expect, it } from 'vitest';
import { salePrice } from './sale-price';

describe('salePrice', () => {
  it('discounts by the percent of the item kind, rounding half up to the Rappen', () => {
    const discount = { percentMenu: 10, percentBuffet: 12.5 };
    expect(salePrice(24.5, 'MENU', discount)).toEqual({ percent: 10, price: 22.05 });
    // 14.90 - 12.5 % = 13.0375 -> 13.04
    expect(salePrice(14.9, 'BUFFET', discount)).toEqual({ percent: 12.5, price: 13.04 });
  });

  it('is undefined when no sale applies to the kind', () => {
    expect(salePrice(24.5, 'MENU', { percentMenu: 0, percentBuffet: 20 })).toBeUndefined();
    expect(salePrice(14.9, 'BUFFET', { percentMenu: 20, percentBuffet: 0 })).toBeUndefined();
  });
});
