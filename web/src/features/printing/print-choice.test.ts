import { printer } from '@test/fixtures';
import { describe, expect, it } from 'vitest';
import { hasNetworkPrinter } from './print-choice';

describe('who prints the customer receipt', () => {
  it('is the server when an enabled network printer prints receipts', () => {
    expect(hasNetworkPrinter([printer()])).toBe(true);
    expect(
      hasNetworkPrinter([printer({ copies: ['KITCHEN'] }), printer({ id: 2, copies: ['RECEIPT'] })]),
    ).toBe(true);
  });

  it('is this device without printers, with switched-off ones, or with kitchen-ticket printers only', () => {
    expect(hasNetworkPrinter(undefined)).toBe(false);
    expect(hasNetworkPrinter([])).toBe(false);
    expect(hasNetworkPrinter([printer({ enabled: false })])).toBe(false);
    expect(hasNetworkPrinter([printer({ copies: ['KITCHEN'] })])).toBe(false);
  });
});
