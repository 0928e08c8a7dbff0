import { roundHalfUp } from './money';

/**
 * Swiss VAT by rate. Prices include VAT. Each menu and buffet item has a VAT class: REDUCED
 * (food and non-alcoholic drinks sold for takeaway or delivery) or STANDARD (alcoholic drinks). The rates
 * of a class change over time (7.7 % -> 8.1 % on 1.1.2024), so an order is priced with the rates of its day.
 */

export const VAT_CLASSES = ['REDUCED', 'STANDARD'] as const;
export type TVatClass = (typeof VAT_CLASSES)[number];
export const DEFAULT_VAT_CLASS: TVatClass = 'REDUCED';

/** A rate as an integer count of tenths of a percent (2.6 % -> 26). */
export type TVatRates = Readonly<Record<TVatClass, number>>;

/** Rates of a class from a date on ('YYYY-MM-DD', restaurant-local); the latest start on or before a day applies. */
export type TVatRateRow = { vatClass: TVatClass; validFrom: string; tenths: number };

/** The Swiss rates since 2018, as migration 0014 seeds them. */
export const SWISS_VAT_RATES: readonly TVatRateRow[] = [
  { vatClass: 'REDUCED', validFrom: '2018-01-01', tenths: 25 },
  { vatClass: 'STANDARD', validFrom: '2018-01-01', tenths: 77 },
  { vatClass: 'REDUCED', validFrom: '2024-01-01', tenths: 26 },
  { vatClass: 'STANDARD', validFrom: '2024-01-01', tenths: 81 },
];

/** The rates in force on `day` ('YYYY-MM-DD'): per class, the row with the latest start on or before it. */
export function ratesOn(rows: readonly TVatRateRow[], day: string): TVatRates {
  const rates: Partial<Record<TVatClass, { validFrom: string; tenths: number }>> = {};
  for (const row of rows) {
    if (row.validFrom > day) continue;
    const best = rates[row.vatClass];
    if (!best || row.validFrom > best.validFrom) rates[row.vatClass] = row;
  }
  const { REDUCED, STANDARD } = rates;
  if (!REDUCED || !STANDARD) throw new RangeError(`no VAT rates for ${day}`);
  return { REDUCED: REDUCED.tenths, STANDARD: STANDARD.tenths };
}

/**
 * Splits `total` into integers in proportion to `weights`, summing exactly to `total` (largest remainder;
 * ties go to the earlier weight). All weights zero: everything to the first.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = weights
    .map((w, i) => ({ i, remainder: (total * w) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return shares;
}

export type TVatLine = { vatClass: TVatClass; amountRappen: number };

export type TVatShare = {
  vatClass: TVatClass;
  /** The rate in tenths of a percent (26 = 2.6 %). */
  tenths: number;
  /** Gross amount at this rate: goods after the discount plus their share of the fees. */
  grossRappen: number;
  /** VAT included in the gross amount. */
  vatRappen: number;
};

/**
 * The VAT of an order by rate. `lines` are the goods before the discount; the discount is split over the
 * classes in proportion to them, and the fees (delivery, card) follow the goods after the discount (or
 * before it, when the discount took everything; or the reduced rate, when there are no goods). Each
 * class's VAT is its gross x rate / (100 + rate), rounded half up to the Rappen. Classes without an
 * amount are left out; the shares are in VAT_CLASSES order.
 */
export function vatShares(input: {
  lines: readonly TVatLine[];
  discountRappen: number;
  feesRappen: number;
  rates: TVatRates;
}): TVatShare[] {
  const goods = VAT_CLASSES.map((vatClass) =>
    input.lines.filter((l) => l.vatClass === vatClass).reduce((sum, l) => sum + l.amountRappen, 0),
  );
  const discounts = allocate(input.discountRappen, goods);
  const after = goods.map((amount, i) => amount - (discounts[i] ?? 0));
  const feeWeights = after.some((a) => a > 0) ? after : goods;
  const fees = allocate(input.feesRappen, feeWeights);
  const shares: TVatShare[] = [];
  VAT_CLASSES.forEach((vatClass, i) => {
    const gross = (after[i] ?? 0) + (fees[i] ?? 0);
    const hasGoods = (goods[i] ?? 0) > 0;
    if (!hasGoods && gross === 0) return;
    const tenths = input.rates[vatClass];
    shares.push({
      vatClass,
      tenths,
      grossRappen: gross,
      vatRappen: roundHalfUp(gross * tenths, 1000 + tenths),
    });
  });
  if (shares.length === 0)
    shares.push({ vatClass: 'REDUCED', tenths: input.rates.REDUCED, grossRappen: 0, vatRappen: 0 });
  return shares;
}
