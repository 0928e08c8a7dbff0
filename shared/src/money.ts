/**
 * Money: every amount in the product is an integer number of Rappen (1 CHF = 100 Rappen). CHF numbers
 * exist only at the edges (JSON numbers with at most 2 decimals, admin price text, display), so all
 * arithmetic stays exact. Rounding is half up to the Rappen; for negative values "up" means away from
 * zero, so a refund rounds like the charge it mirrors.
 */

/** Largest price an admin may type, in Rappen (CHF 99999.99). */
export const MAX_PRICE_RAPPEN = 9_999_999;

function assertSafeInteger(name: string, value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer, got ${value}`);
}

/**
 * `numerator / denominator` rounded half up (away from zero for negatives), computed on integers so
 * percentage math never sees binary-fraction error: callers scale percents to integers first
 * (12.5 % of x is `roundHalfUp(x * 125, 1000)`).
 */
export function roundHalfUp(numerator: number, denominator: number): number {
  assertSafeInteger('numerator', numerator);
  assertSafeInteger('denominator', denominator);
  if (denominator <= 0) throw new RangeError(`denominator must be positive, got ${denominator}`);
  const sign = numerator < 0 ? -1 : 1;
  const n = Math.abs(numerator);
  let quotient = Math.trunc(n / denominator);
  let remainder = n - quotient * denominator;
  // The float division can land one off for numerators near 2^53; settle it with exact integers.
  while (remainder < 0) {
    quotient -= 1;
    remainder += denominator;
  }
  while (remainder >= denominator) {
    quotient += 1;
    remainder -= denominator;
  }
  // remainder >= denominator / 2, written without a fraction.
  if (remainder >= denominator - remainder) quotient += 1;
  return sign * quotient || 0; // `|| 0` turns -0 into 0
}

/**
 * CHF (a JSON number) to Rappen. Values with at most 2 decimals convert exactly even when float
 * arithmetic produced them (0.1 + 0.2 -> 30). Anything finer rounds half up to the Rappen, judged on
 * the decimal the number stands for (1.005 -> 101), not on its binary approximation (100.4999...).
 */
export function chfToRappen(chf: number): number {
  if (!Number.isFinite(chf)) throw new RangeError(`CHF amount must be finite, got ${chf}`);
  // String() gives the shortest decimal that reads back as this double, i.e. the decimal the caller
  // meant; shifting its point by 2 places and rounding that text avoids float error entirely.
  const [mantissa = '0', exponent = '0'] = String(Math.abs(chf)).split('e');
  const [intDigits = '0', fracDigits = ''] = mantissa.split('.');
  const digits = intDigits + fracDigits;
  const point = intDigits.length + Number(exponent) + 2;
  const whole = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const firstDropped = point < 0 ? '0' : (digits[point] ?? '0');
  const rappen = Number(whole) + (firstDropped >= '5' ? 1 : 0);
  if (!Number.isSafeInteger(rappen)) throw new RangeError(`CHF amount too large: ${chf}`);
  return chf < 0 ? -rappen || 0 : rappen;
}

/** Rappen to CHF for JSON. Division by 100 yields the double closest to the 2-decimal value. */
export function rappenToChf(rappen: number): number {
  assertSafeInteger('rappen', rappen);
  return rappen / 100 || 0;
}

/** Rappen as plain decimal text with exactly 2 decimals: 1250 -> '12.50', -5 -> '-0.05'. */
export function rappenToChfText(rappen: number): string {
  assertSafeInteger('rappen', rappen);
  const abs = Math.abs(rappen);
  const francs = Math.trunc(abs / 100);
  const cents = abs - francs * 100;
  return `${rappen < 0 ? '-' : ''}${francs}.${String(cents).padStart(2, '0')}`;
}

/** Display form used everywhere the spec shows money, from Rappen: 1200 -> 'CHF 12.00'. */
export function formatRappen(rappen: number): string {
  return `CHF ${rappenToChfText(rappen)}`;
}

// Digits, then optionally a point or a comma and one or two decimals. No sign, no exponent, no
// thousands separator: a price field has no use for them and each is a likely typo.
const CHF_TEXT = /^(\d+)(?:[.,](\d{1,2}))?$/;

/**
 * Strict parser for admin price text. Returns Rappen, or null when the text is not a price.
 * - Surrounding whitespace is ignored; empty text is 0 (spec 5: a price defaults to 0 if empty).
 * - '12.50', '12.5', '12', '0' are accepted; so is a decimal comma ('12,50'), because Swiss
 *   keyboards and habits produce it and it cannot mean anything else in a single price.
 * - Refused: more than 2 decimals ('12.505'), signs ('-1', '+1'), exponents ('1e3'), thousands
 *   separators ("1'000", '1 000'), a bare separator ('12.', '.5'), and anything above CHF 99999.99.
 */
export function parseChfText(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const match = CHF_TEXT.exec(trimmed);
  if (!match) return null;
  const francsText = match[1] ?? '';
  // Leading zeros are harmless ('007.50'), but a long digit run would overflow before the max check.
  const francsDigits = francsText.replace(/^0+(?=\d)/, '');
  if (francsDigits.length > 5) return null;
  const rappen = Number(francsDigits) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return rappen <= MAX_PRICE_RAPPEN ? rappen : null;
}
