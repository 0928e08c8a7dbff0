import { normaliseVoucherCode } from '@app/shared/vouchers';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  checkCounterSale,
  checkRedeemAmount,
  checkSettings,
  formatDay,
  isWholeVoucherCode,
  NEW_COUNTER_SALE,
  placeCounterSaleField,
  voucherErrorCode,
} from './voucher-admin-form';

describe('a sale at the counter', () => {
  it('sends the amount and the payment method alone when no name was typed', () => {
    expect(checkCounterSale({ ...NEW_COUNTER_SALE, amount: ' 50 ' })).toEqual({
      ok: true,
      body: { amount: 50, message: null, paymentMethod: 'CASH' },
    });
  });

  it('sends the people typed, trimmed, and the message', () => {
    const checked = checkCounterSale({
      ...NEW_COUNTER_SALE,
      amount: '100',
      buyerName: ' Anna ',
      recipientName: 'Marco',
      recipientEmail: 'marco@example.ch',
      message: 'Alles Gute!\nAnna',
      paymentMethod: 'POS_CARD',
    });
    expect(checked).toEqual({
      ok: true,
      body: {
        amount: 100,
        buyer: { name: 'Anna' },
        recipient: { name: 'Marco', email: 'marco@example.ch' },
        message: 'Alles Gute!\nAnna',
        paymentMethod: 'POS_CARD',
      },
    });
  });

  it('refuses an amount that is no whole number, a bad email and a name with a control character', () => {
    const checked = checkCounterSale({
      ...NEW_COUNTER_SALE,
      amount: '12.50',
      buyerEmail: 'not-an-email',
      recipientName: 'Mar\u0007co',
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(['amount', 'buyerEmail', 'recipientName']);
    expect(checked.errors.amount).toBe('Enter an amount in whole francs.');
  });

  it('puts the server’s messages under their fields', () => {
    expect(placeCounterSaleField('recipient.email')).toBe('recipientEmail');
    expect(placeCounterSaleField('buyer.name')).toBe('buyerName');
    expect(placeCounterSaleField('amount')).toBe('amount');
    expect(placeCounterSaleField('somethingElse')).toBeNull();
  });
});

describe('redeeming at the counter', () => {
  it('takes an amount to the centime, with a comma too', () => {
    expect(checkRedeemAmount('12,50', 40, 'too much')).toEqual({ ok: true, body: { amount: 12.5 } });
  });

  it('refuses more than is left, nothing and fractions of a centime', () => {
    expect(checkRedeemAmount('40.05', 40, 'too much')).toEqual({ ok: false, errors: { amount: 'too much' } });
    expect(checkRedeemAmount('0', 40, 'too much').ok).toBe(false);
    expect(checkRedeemAmount('1.234', 40, 'too much').ok).toBe(false);
    expect(checkRedeemAmount('', 40, 'too much').ok).toBe(false);
  });

  it('reads a code in any case, with or without hyphens and spaces', () => {
    expect(normaliseVoucherCode(' k7qm-4xrt 9bwe-h2pd ')).toBe('K7QM4XRT9BWEH2PD');
    expect(isWholeVoucherCode('k7qm-4xrt-9bwe-h2pd')).toBe(true);
    expect(isWholeVoucherCode('K7QM-4XRT')).toBe(false);
  });

  it('knows the voucher refusals by their code, never by their words', () => {
    const refusal = new ApiError({
      status: 422,
      error: 'Unprocessable',
      code: 'VOUCHER_EXPIRED',
      message: 'x',
    });
    expect(voucherErrorCode(refusal)).toBe('VOUCHER_EXPIRED');
    expect(voucherErrorCode(new ApiError({ status: 422, error: 'Unprocessable', message: 'x' }))).toBeNull();
    expect(voucherErrorCode(new Error('x'))).toBeNull();
  });
});

describe('the terms for online sales', () => {
  const values = {
    onlineSales: true,
    amounts: '100, 25 50,25',
    minAmount: '20',
    maxAmount: '300',
    validMonths: '24',
  };

  it('sends the amounts sorted, without repeats', () => {
    expect(checkSettings(values)).toEqual({
      ok: true,
      body: { onlineSales: true, amounts: [25, 50, 100], minAmount: 20, maxAmount: 300, validMonths: 24 },
    });
  });

  it('refuses amounts outside the limits, limits the wrong way round and a validity of none', () => {
    const checked = checkSettings({ ...values, amounts: '10, 50', minAmount: '400', validMonths: '0' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.validMonths).toBe('Enter 1 to 120 months.');
    expect(checked.errors.maxAmount).toBe('The highest amount must be at least the lowest.');
  });

  it('refuses an amount that is no number', () => {
    const checked = checkSettings({ ...values, amounts: '25, fifty' });
    expect(checked.ok).toBe(false);
  });
});

it('writes a day the Swiss way', () => {
  expect(formatDay('2027-11-30')).toBe('30.11.2027');
});
