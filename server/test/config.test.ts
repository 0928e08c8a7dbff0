import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('configuration from the environment', () => {
  it('has working defaults for the embedded database', () => {
    const result = loadConfig({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      seedDemo: true,
      paymentProvider: 'simulated',
      timeZone: 'Europe/Zurich',
    });
  });

  it('does not seed demo data on an external database unless asked', () => {
    const external = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/restaurant' });
    expect(external.ok && external.config.seedDemo).toBe(false);
    const asked = loadConfig({ DATABASE_URL: 'postgres://x@h/db', SEED_DEMO: 'true' });
    expect(asked.ok && asked.config.seedDemo).toBe(true);
  });

  it('names every bad variable at once', () => {
    const result = loadConfig({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      SEED_DEMO: 'maybe',
      PAYMENT_PROVIDER: 'paypal',
      TZ_RESTAURANT: 'Mars/Olympus',
      PUBLIC_URL: 'not a url',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const named = result.errors.map((e) => e.split(':')[0]);
    expect(named).toEqual(
      expect.arrayContaining([
        'PORT',
        'DATABASE_URL',
        'SEED_DEMO',
        'PAYMENT_PROVIDER',
        'TZ_RESTAURANT',
        'PUBLIC_URL',
      ]),
    );
  });

  it('refuses a half Stripe configuration and a password without a username', () => {
    const result = loadConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      ADMIN_PASSWORD: 'longenough',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(
      expect.arrayContaining([
        'STRIPE_PUBLISHABLE_KEY: required when PAYMENT_PROVIDER is stripe',
        'STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER is stripe',
        'ADMIN_USERNAME: required when ADMIN_PASSWORD is set',
      ]),
    );
  });
});
