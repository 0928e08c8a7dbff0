import type { Stripe } from '@stripe/stripe-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStripeLoader } from './stripe-loader';

const stripeA = { name: 'A' } as unknown as Stripe;
const stripeB = { name: 'B' } as unknown as Stripe;

describe('createStripeLoader', () => {
  afterEach(() => vi.useRealTimers());

  it('initialises Stripe.js once per publishable key', async () => {
    const load = vi.fn(async (key: string) => (key === 'pk_a' ? stripeA : stripeB));
    const stripeFor = createStripeLoader(load);
    const first = stripeFor('pk_a');
    expect(stripeFor('pk_a')).toBe(first);
    await expect(first).resolves.toBe(stripeA);
    await expect(stripeFor('pk_a')).resolves.toBe(stripeA);
    await expect(stripeFor('pk_b')).resolves.toBe(stripeB);
    expect(load.mock.calls).toEqual([['pk_a'], ['pk_b']]);
  });

  it('forgets a failed load so that trying again loads afresh', async () => {
    const load = vi
      .fn<(key: string) => Promise<Stripe | null>>()
      .mockRejectedValueOnce(new Error('Failed to load Stripe.js'))
      .mockResolvedValueOnce(stripeA);
    const stripeFor = createStripeLoader(load);
    await expect(stripeFor('pk_a')).rejects.toThrow('Failed to load Stripe.js');
    await expect(stripeFor('pk_a')).resolves.toBe(stripeA);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails when there is no Stripe.js (no window)', async () => {
    const stripeFor = createStripeLoader(async () => null);
    await expect(stripeFor('pk_a')).rejects.toThrow('Stripe.js is not available');
  });

  it('gives up after the timeout instead of waiting forever, and tries again afterwards', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<(key: string) => Promise<Stripe | null>>()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValueOnce(stripeA);
    const stripeFor = createStripeLoader(load, 5_000);
    const hanging = stripeFor('pk_a');
    const outcome = expect(hanging).rejects.toThrow('Stripe.js did not load within 5 s');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(stripeFor('pk_a')).toBe(hanging);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    await expect(stripeFor('pk_a')).resolves.toBe(stripeA);
  });
});
