import { describe, expect, it } from 'vitest';
import {
  checkVoucher,
  chosenAmount,
  formatDay,
  initialVoucherValues,
  lastSendDay,
  mapVoucherDetails,
  OTHER_AMOUNT,
  type TVoucherValues,
} from './voucher-form';

const SETTINGS = { amounts: [25, 50, 100], minAmount: 10, maxAmount: 500, validMonths: 24 };
// Noon in Zurich on 29 November 2026.
const NOW = new Date('2026-11-29T11:00:00Z');

function filled(change: Partial<TVoucherValues> = {}): TVoucherValues {
  return {
    ...initialVoucherValues(SETTINGS),
    buyerName: 'Max Muster',
    buyerEmail: 'max@example.ch',
    recipientName: 'Anna Beispiel',
    recipientEmail: 'anna@example.ch',
    ...change,
  };
}

describe('the gift voucher form', () => {
  it('starts with the middle of the offered amounts, paid by card, sent at once', () => {
    const values = initialVoucherValues(SETTINGS);
    expect(values.amountChoice).toBe('50');
    expect(values.paymentMethod).toBe('CARD');
    expect(values.sendOn).toBe('');
    expect(initialVoucherValues({ amounts: [] }).amountChoice).toBe(OTHER_AMOUNT);
  });

  it('sends an offered amount with both people, trimmed, and no message or day when left empty', () => {
    const check = checkVoucher(filled({ buyerName: '  Max Muster ' }), SETTINGS, NOW);
    expect(check).toEqual({
      ok: true,
      payload: {
        amount: 50,
        buyer: { name: 'Max Muster', email: 'max@example.ch' },
        recipient: { name: 'Anna Beispiel', email: 'anna@example.ch' },
        message: null,
        sendOn: null,
        paymentMethod: 'CARD',
      },
    });
  });

  it('sends a free amount, a message of several lines and a day, paid by TWINT', () => {
    const check = checkVoucher(
      filled({
        amountChoice: OTHER_AMOUNT,
        otherAmount: 75,
        message: 'Happy birthday!\nEnjoy.',
        sendOn: '2026-12-24',
        paymentMethod: 'TWINT',
      }),
      SETTINGS,
      NOW,
    );
    expect(check.ok && check.payload).toMatchObject({
      amount: 75,
      message: 'Happy birthday!\nEnjoy.',
      sendOn: '2026-12-24',
      paymentMethod: 'TWINT',
    });
  });

  it('names every missing name and email', () => {
    const check = checkVoucher(
      filled({ buyerName: '', buyerEmail: 'max', recipientName: ' ', recipientEmail: '' }),
      SETTINGS,
      NOW,
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.fieldErrors).toEqual({
      buyerName: 'Required',
      buyerEmail: expect.stringMatching(/email/i),
      recipientName: 'Required',
      recipientEmail: expect.stringMatching(/email/i),
    });
  });

  it.each([
    ['empty', ''],
    ['below the lowest', 5],
    ['above the highest', 501],
    ['with centimes', 20.5],
  ] as const)('refuses a free amount %s, naming the limits', (_case, amount) => {
    const check = checkVoucher(filled({ amountChoice: OTHER_AMOUNT, otherAmount: amount }), SETTINGS, NOW);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.fieldErrors.amount).toBe('Enter a whole amount from CHF 10 to CHF 500.');
  });

  it('takes the limits themselves', () => {
    for (const amount of [10, 500]) {
      const check = checkVoucher(filled({ amountChoice: OTHER_AMOUNT, otherAmount: amount }), SETTINGS, NOW);
      expect(check.ok).toBe(true);
    }
  });

  it('refuses control characters in a name and in the message', () => {
    const check = checkVoucher(
      filled({ recipientName: 'Anna\u0007', message: 'Hi\u0000there' }),
      SETTINGS,
      NOW,
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.fieldErrors.recipientName).toBeTruthy();
    expect(check.fieldErrors.message).toBeTruthy();
  });

  it('refuses a message longer than 500 characters', () => {
    const check = checkVoucher(filled({ message: 'x'.repeat(501) }), SETTINGS, NOW);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.fieldErrors.message).toMatch(/500/);
  });

  it('takes a send day from today to a year ahead, and refuses one before or after', () => {
    expect(checkVoucher(filled({ sendOn: '2026-11-29' }), SETTINGS, NOW).ok).toBe(true);
    expect(checkVoucher(filled({ sendOn: '2027-11-29' }), SETTINGS, NOW).ok).toBe(true);
    for (const sendOn of ['2026-11-28', '2027-11-30', '29.11.2026']) {
      const check = checkVoucher(filled({ sendOn }), SETTINGS, NOW);
      expect(check.ok).toBe(false);
      if (!check.ok) expect(check.fieldErrors.sendOn).toBe('Choose a date from today up to a year ahead.');
    }
  });

  it('maps the server’s details onto the fields, and keeps the others as messages', () => {
    expect(
      mapVoucherDetails({
        'buyer.email': 'Bad email',
        'recipient.name': 'Required',
        amount: 'Too much',
        sendOn: 'Too late',
        somethingElse: 'Other',
      }),
    ).toEqual({
      fieldErrors: {
        buyerEmail: 'Bad email',
        recipientName: 'Required',
        amount: 'Too much',
        sendOn: 'Too late',
      },
      otherMessages: ['Other'],
    });
  });

  it('reads the chosen amount, and writes days the Swiss way', () => {
    expect(chosenAmount(filled({ amountChoice: '100' }))).toBe(100);
    expect(chosenAmount(filled({ amountChoice: OTHER_AMOUNT, otherAmount: '' }))).toBe('');
    expect(formatDay('2026-12-24')).toBe('24.12.2026');
    expect(lastSendDay('2028-02-29')).toBe('2029-02-28');
    expect(lastSendDay('2026-11-29')).toBe('2027-11-29');
  });
});
