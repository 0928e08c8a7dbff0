import { describe, expect, it } from 'vitest';
import { formatChf } from './format';

describe('formatChf', () => {
  it('shows CHF and two decimals', () => {
    expect(formatChf(12)).toBe('CHF 12.00');
    expect(formatChf(14.5)).toBe('CHF 14.50');
    expect(formatChf(6.55)).toBe('CHF 6.55');
    expect(formatChf(0)).toBe('CHF 0.00');
  });

  it('does not group thousands', () => {
    expect(formatChf(1234.5)).toBe('CHF 1234.50');
  });

  it('rounds floating point sums to the Rappen', () => {
    expect(formatChf(0.1 + 0.2)).toBe('CHF 0.30');
    expect(formatChf(24.5 * 3)).toBe('CHF 73.50');
  });
});
