import { describe, expect, it } from 'vitest';
import { normalizeVatNumber, uidCheckDigitOk } from '../src/vat-number';

describe('Swiss VAT numbers', () => {
  it.each([
    ['CHE-123.456.788 MWST', 'CHE-123.456.788 MWST'],
    ['che123456788', 'CHE-123.456.788 MWST'],
    ['CHE 123 456 788 tva', 'CHE-123.456.788 TVA'],
    ['CHE-116.281.710 IVA', 'CHE-116.281.710 IVA'],
    ['  CHE-123.456.788MWST ', 'CHE-123.456.788 MWST'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeVatNumber(input)).toBe(expected);
  });

  it.each([
    ['the issue’s example, whose check digit is wrong', 'CHE-123.456.789 MWST'],
    ['a German number', 'DE123456789'],
    ['too few digits', 'CHE-123.456.78'],
    ['another suffix', 'CHE-123.456.788 VAT'],
    ['empty', ''],
  ])('refuses %s', (_name, input) => {
    expect(normalizeVatNumber(input)).toBeNull();
  });

  it('check digit: 11 minus the weighted sum modulo 11', () => {
    // 1·5 + 2·4 + 3·3 + 4·2 + 5·7 + 6·6 + 7·5 + 8·4 = 168; 168 mod 11 = 3; 11 − 3 = 8.
    expect(uidCheckDigitOk('123456788')).toBe(true);
    expect(uidCheckDigitOk('123456780')).toBe(false);
    expect(uidCheckDigitOk('12345678')).toBe(false);
  });
});
