import { describe, expect, it } from 'vitest';
import { validateCard } from '../src/modules/payments/simulated-provider';

const NOW = new Date('2026-11-28T12:00:00Z');
const card = { cardNumber: '4242 4242 4242 4242', cvc: '123' };

describe('the simulated card form’s expiry', () => {
  it('takes MM/YY, MMYY (a number pad has no slash) and MM/YYYY', () => {
    for (const expiry of ['12/28', '1228', '12 / 28', '12/2028', '122028']) {
      expect(validateCard({ ...card, expiry }, NOW).errors, expiry).toEqual({});
    }
  });

  it('refuses a month that is none, a past month and other text', () => {
    for (const expiry of ['13/28', '1328', '10/26', '12-28', '128', '12/2']) {
      expect(validateCard({ ...card, expiry }, NOW).errors.expiry, expiry).toBeDefined();
    }
  });
});
