/**
 * Swiss VAT numbers (the legal notice's): the company's UID 'CHE-123.456.788' followed by 'MWST', 'TVA' or
 * 'IVA'. The ninth digit is a check digit: the first eight weighted 5 4 3 2 7 6 5 4, summed, 11 minus the sum
 * modulo 11 (11 gives 0; 10 is never issued).
 */

const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4];
const SUFFIXES = ['MWST', 'TVA', 'IVA'] as const;
const FORMAT = /^CHE[-\s.]?(\d{3})[.\s]?(\d{3})[.\s]?(\d{3})(?:\s*(MWST|TVA|IVA))?$/i;

/** Whether the nine UID digits carry a valid check digit. */
export function uidCheckDigitOk(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const check = 11 - (sum % 11);
  if (check === 10) return false;
  return (check === 11 ? 0 : check) === Number(digits[8]);
}

/**
 * The VAT number as printed ('CHE-123.456.788 MWST'), from what an admin typed ('che123456788',
 * 'CHE-123.456.788 TVA'); null when it is not a Swiss VAT number or its check digit is wrong.
 */
export function normalizeVatNumber(text: string): string | null {
  const match = FORMAT.exec(text.trim());
  if (!match) return null;
  const [, a, b, c, suffix] = match;
  if (!uidCheckDigitOk(`${a}${b}${c}`)) return null;
  const word = (suffix?.toUpperCase() ?? 'MWST') as (typeof SUFFIXES)[number];
  return `CHE-${a}.${b}.${c} ${word}`;
}
