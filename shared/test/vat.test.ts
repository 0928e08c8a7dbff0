import { describe, expect, it } from 'vitest';
import { roundHalfUp } from '../src/money';
import { allocate, ratesOn, SWISS_VAT_RATES, type TVatLine, vatShares } from '../src/vat';

const RATES = ratesOn(SWISS_VAT_RATES, '2026-11-25');
const food = (amountRappen: number): TVatLine => ({ vatClass: 'REDUCED', amountRappen });
const beer = (amountRappen: number): TVatLine => ({ vatClass: 'STANDARD', amountRappen });

describe('ratesOn', () => {
  it('takes the rates of the order’s day', () => {
    expect(ratesOn(SWISS_VAT_RATES, '2023-12-31')).toEqual({ REDUCED: 25, STANDARD: 77 });
    expect(ratesOn(SWISS_VAT_RATES, '2024-01-01')).toEqual({ REDUCED: 26, STANDARD: 81 });
    expect(() => ratesOn(SWISS_VAT_RATES, '2017-12-31')).toThrow(RangeError);
  });
});

describe('allocate', () => {
  it.each([
    [100, [1, 1], [50, 50]],
    [101, [1, 1], [51, 50]],
    [5, [2000, 1000], [3, 2]],
    [500, [0, 0], [500, 0]],
    [7, [1, 1, 1], [3, 2, 2]],
    [0, [3, 4], [0, 0]],
  ])('%i over %j -> %j', (total, weights, expected) => {
    expect(allocate(total, weights)).toEqual(expected);
    expect(allocate(total, weights).reduce((a, b) => a + b, 0)).toBe(total);
  });
});

describe('vatShares', () => {
  // [name, lines, discount, fees, expected [class, gross, vat][]]
  const cases: [string, TVatLine[], number, number, [string, number, number][]][] = [
    ['food only, as the single-rate formula', [food(4250)], 0, 500, [['REDUCED', 4750, 120]]],
    ['beer only', [beer(650)], 0, 0, [['STANDARD', 650, 49]]],
    ['5-Rappen amounts: CHF 0.05 of food', [food(5)], 0, 0, [['REDUCED', 5, 0]]],
    ['5-Rappen amounts: CHF 19.95 of food', [food(1995)], 0, 0, [['REDUCED', 1995, 51]]],
    ['5-Rappen amounts: CHF 3.95 of beer', [beer(395)], 0, 0, [['STANDARD', 395, 30]]],
    [
      'food and beer, delivery fee split by the goods',
      [food(3000), beer(1000)],
      0,
      500,
      [
        ['REDUCED', 3375, 86],
        ['STANDARD', 1125, 84],
      ],
    ],
    [
      'a 10 % discount split in proportion',
      [food(2000), beer(1000)],
      300,
      0,
      [
        ['REDUCED', 1800, 46],
        ['STANDARD', 900, 67],
      ],
    ],
    [
      'an odd Rappen of discount goes to the larger share',
      [food(1005), beer(1000)],
      201,
      0,
      [
        ['REDUCED', 904, 23],
        ['STANDARD', 900, 67],
      ],
    ],
    [
      '100 % discount: the delivery fee follows the goods before the discount',
      [food(3000), beer(1000)],
      4000,
      500,
      [
        ['REDUCED', 375, 10],
        ['STANDARD', 125, 9],
      ],
    ],
    ['100 % discount without fees', [food(3000)], 3000, 0, [['REDUCED', 0, 0]]],
    ['no goods at all', [], 0, 0, [['REDUCED', 0, 0]]],
  ];
  it.each(cases)('%s', (_name, lines, discountRappen, feesRappen, expected) => {
    const shares = vatShares({ lines, discountRappen, feesRappen, rates: RATES });
    expect(shares.map((s) => [s.vatClass, s.grossRappen, s.vatRappen])).toEqual(expected);
    const total = lines.reduce((sum, l) => sum + l.amountRappen, 0) - discountRappen + feesRappen;
    expect(shares.reduce((sum, s) => sum + s.grossRappen, 0)).toBe(total);
  });

  it('a single-rate order has exactly the spec’s VAT, for any total', () => {
    for (let total = 0; total < 20_000; total += 5) {
      const [share] = vatShares({ lines: [food(total)], discountRappen: 0, feesRappen: 0, rates: RATES });
      expect(share?.vatRappen).toBe(roundHalfUp(total * 26, 1026));
    }
  });
});
