import { describe, expect, it } from 'vitest';
import { paymentFormFor } from './payment-provider';

describe('paymentFormFor', () => {
  it('has a lazily loaded form for the simulated and the Stripe provider, one per provider', () => {
    const stripe = paymentFormFor('stripe');
    const simulated = paymentFormFor('simulated');
    expect(stripe).not.toBeNull();
    expect(simulated).not.toBeNull();
    expect(stripe).not.toBe(simulated);
    expect(paymentFormFor('stripe')).toBe(stripe);
  });
  // That the Stripe entry resolves to Stripe's form: components/payment-step.test.tsx renders it.
});
