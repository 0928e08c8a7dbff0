import { describe, expect, it } from 'vitest';
import { isPrintable } from './printable';

describe('isPrintable (spec section 4)', () => {
  it.each([
    ['CARD', 'SUCCEEDED', true],
    ['CARD', 'PENDING', false],
    ['CARD', 'FAILED', false],
    ['CARD', 'REFUNDED', false],
    ['CARD', 'NOT_REQUIRED', true],
    ['CASH', 'PENDING', true],
    ['TWINT', 'PENDING', true],
    ['POS_CARD', 'FAILED', true],
  ] as const)('%s with payment %s -> %s', (paymentMethod, paymentStatus, expected) => {
    expect(isPrintable({ paymentMethod, paymentStatus })).toBe(expected);
  });
});
