import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chfToRappen,
  formatRappen,
  MAX_PRICE_RAPPEN,
  parseChfText,
  rappenToChf,
  rappenToChfText,
  roundHalfUp,
} from '../src/money';

/** Reference: half up (away from zero) on BigInt, where division is exact by construction. */
function refRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const sign = numerator < 0n ? -1n : 1n;
  const n = numerator < 0n ? -numerator : numerator;
  return sign * ((2n * n + denominator) / (2n * denominator));
}

describe('roundHalfUp', () => {
  it('rounds exact halves up and the rest to the nearest integer', () => {
    expect(roundHalfUp(5, 10)).toBe(1);
    expect(roundHalfUp(4, 10)).toBe(0);
    expect(roundHalfUp(15, 10)).toBe(2);
    expect(roundHalfUp(14, 10)).toBe(1);
    expect(roundHalfUp(1, 2)).toBe(1);
    expect(roundHalfUp(1, 3)).toBe(0);
    expect(roundHalfUp(2, 3)).toBe(1);
    expect(roundHalfUp(0, 7)).toBe(0);
  });

  it('rounds negative halves away from zero and never returns -0', () => {
    expect(roundHalfUp(-5, 10)).toBe(-1);
    expect(roundHalfUp(-15, 10)).toBe(-2);
    expect(Object.is(roundHalfUp(-4, 10), 0)).toBe(true);
  });

  it('refuses non-integers and non-positive denominators', () => {
    expect(() => roundHalfUp(1.5, 10)).toThrow(RangeError);
    expect(() => roundHalfUp(1, 0)).toThrow(RangeError);
    expect(() => roundHalfUp(1, -2)).toThrow(RangeError);
    expect(() => roundHalfUp(2 ** 53, 3)).toThrow(RangeError);
    expect(() => roundHalfUp(Number.NaN, 3)).toThrow(RangeError);
  });

  it('matches the BigInt reference for any safe integers, including near 2^53', () => {
    const safe = fc.oneof(
      fc.integer({ min: -1_000_000, max: 1_000_000 }),
      fc.maxSafeInteger(),
      fc.integer({ min: Number.MAX_SAFE_INTEGER - 1000, max: Number.MAX_SAFE_INTEGER }),
      fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
    );
    const positive = fc.oneof(
      fc.integer({ min: 1, max: 2000 }),
      fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    );
    fc.assert(
      fc.property(safe, positive, (n, d) => {
        expect(roundHalfUp(n, d)).toBe(Number(refRoundHalfUp(BigInt(n), BigInt(d))));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('chfToRappen / rappenToChf', () => {
  it('converts values with up to 2 decimals exactly, float noise included', () => {
    expect(chfToRappen(12.5)).toBe(1250);
    expect(chfToRappen(19.99)).toBe(1999);
    expect(chfToRappen(0.1 + 0.2)).toBe(30);
    expect(chfToRappen(1.1 * 3)).toBe(330);
    expect(chfToRappen(0)).toBe(0);
    expect(chfToRappen(-1.5)).toBe(-150);
    expect(Object.is(chfToRappen(-0), 0)).toBe(true);
  });

  it('rounds finer values half up to the Rappen on their decimal meaning', () => {
    expect(chfToRappen(0.005)).toBe(1);
    expect(chfToRappen(0.0049)).toBe(0);
    expect(chfToRappen(1.005)).toBe(101); // binary 1.00499999... must not round down
    expect(chfToRappen(2.675)).toBe(268);
    expect(chfToRappen(12.344999)).toBe(1234);
    expect(chfToRappen(-0.005)).toBe(-1);
    expect(chfToRappen(1e-7)).toBe(0);
    expect(chfToRappen(1e20 / 1e10)).toBe(1e12);
  });

  it('throws for non-finite and unsafe amounts', () => {
    expect(() => chfToRappen(Number.NaN)).toThrow(RangeError);
    expect(() => chfToRappen(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => chfToRappen(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
    expect(() => chfToRappen(1e15)).toThrow(RangeError);
  });

  it('rappenToChf gives the 2-decimal number and refuses fractions of a Rappen', () => {
    expect(rappenToChf(1250)).toBe(12.5);
    expect(rappenToChf(1999)).toBe(19.99);
    expect(rappenToChf(5)).toBe(0.05);
    expect(rappenToChf(-250)).toBe(-2.5);
    expect(() => rappenToChf(1.5)).toThrow(RangeError);
  });

  it('round-trips every Rappen amount through CHF (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (rappen) => {
        expect(chfToRappen(rappenToChf(rappen))).toBe(rappen);
        // What JSON would carry survives too.
        expect(chfToRappen(JSON.parse(JSON.stringify(rappenToChf(rappen))))).toBe(rappen);
      }),
      { numRuns: 2000 },
    );
  });

  it('equals decimal half-up rounding of any 3-decimal amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (thousandths) => {
        const chf = Number(
          `${Math.trunc(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, '0')}`,
        );
        expect(chfToRappen(chf)).toBe(Number(refRoundHalfUp(BigInt(thousandths), 10n)));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatRappen', () => {
  it("shows 'CHF ' and exactly 2 decimals", () => {
    expect(formatRappen(1200)).toBe('CHF 12.00');
    expect(formatRappen(1250)).toBe('CHF 12.50');
    expect(formatRappen(5)).toBe('CHF 0.05');
    expect(formatRappen(0)).toBe('CHF 0.00');
    expect(formatRappen(3000)).toBe('CHF 30.00');
    expect(formatRappen(123456)).toBe('CHF 1234.56');
    expect(formatRappen(-250)).toBe('CHF -2.50');
    expect(() => formatRappen(12.5)).toThrow(RangeError);
  });

  it('agrees with toFixed(2) of the CHF value (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (rappen) => {
        expect(rappenToChfText(rappen)).toBe((rappen / 100).toFixed(2));
        expect(formatRappen(rappen)).toBe(`CHF ${(rappen / 100).toFixed(2)}`);
      }),
    );
  });
});

describe('parseChfText', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['0', 0],
    ['0.05', 5],
    ['', 0],
    ['   ', 0],
    ['  7.00 ', 700],
    ['12,50', 1250],
    ['12,5', 1250],
    ['007.50', 750],
    ['99999.99', 9_999_999],
    ['99999', 9_999_900],
  ])('accepts %j as %i Rappen', (text, rappen) => {
    expect(parseChfText(text)).toBe(rappen);
  });

  it.each([
    '12.505',
    '-1',
    '+1',
    '1e3',
    'abc',
    '12.',
    '.5',
    ',5',
    "1'000",
    '1 000',
    '1,000.00',
    '12.50 CHF',
    'CHF 12.50',
    '100000',
    '100000.00',
    '99999.991',
    'Infinity',
    'NaN',
    '0x10',
    '１２', // full-width digits
  ])('refuses %j', (text) => {
    expect(parseChfText(text)).toBeNull();
  });

  it('round-trips every price it can format, with point or comma (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PRICE_RAPPEN }), (rappen) => {
        const text = rappenToChfText(rappen);
        expect(parseChfText(text)).toBe(rappen);
        expect(parseChfText(text.replace('.', ','))).toBe(rappen);
        expect(parseChfText(` ${text}\t`)).toBe(rappen);
        if (rappen % 10 === 0) expect(parseChfText(text.slice(0, -1))).toBe(rappen);
      }),
      { numRuns: 2000 },
    );
  });

  it('returns only null or an integer price in range for any text (property)', () => {
    const priceLike = fc.stringMatching(/^[ 0-9.,+\-e]{0,12}$/);
    fc.assert(
      fc.property(fc.oneof(fc.string(), priceLike), (text) => {
        const result = parseChfText(text);
        if (result !== null) {
          expect(Number.isSafeInteger(result)).toBe(true);
          expect(result).toBeGreaterThanOrEqual(0);
          expect(result).toBeLessThanOrEqual(MAX_PRICE_RAPPEN);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
