import { describe, expect, it } from 'vitest';
import { priceDeltaText } from './price-delta';

describe('priceDeltaText', () => {
  it('writes a price difference with its sign, nothing for none', () => {
    expect(priceDeltaText(3)).toBe('+ CHF 3.00');
    expect(priceDeltaText(-1.5)).toBe('− CHF 1.50');
    expect(priceDeltaText(0)).toBe('');
  });
});
