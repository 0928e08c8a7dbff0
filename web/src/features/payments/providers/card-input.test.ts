import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry } from './card-input';

describe('the card fields as typed', () => {
  it('group the number by four, digits only, at most 19', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000 0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  it('read 1228 and 12/28 as the same expiry, putting in the slash', () => {
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/28')).toBe('12/28');
    expect(formatExpiry('12 / 28')).toBe('12/28');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12/2028')).toBe('12/2028');
  });

  it('give a one-digit month its 0', () => {
    expect(formatExpiry('5')).toBe('05');
    expect(formatExpiry('528')).toBe('05/28');
    expect(formatExpiry('1/28')).toBe('01/28');
  });
});
