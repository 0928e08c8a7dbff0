import { describe, expect, it } from 'vitest';
import { loadConfig, loadDatabaseConfig } from '../src/config';

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
      // OWASP's first scrypt parameter set unless PASSWORD_HASH_COST says otherwise (only the tests do).
      passwordHashCost: 17,
    });
  });

  it('takes a scrypt cost from 14 to 20 and names any other', () => {
    const lowered = loadConfig({ PASSWORD_HASH_COST: '14' });
    expect(lowered.ok && lowered.config.passwordHashCost).toBe(14);
    for (const bad of ['13', '21', '16.5', 'high']) {
      const result = loadConfig({ PASSWORD_HASH_COST: bad });
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.errors).toEqual([
        expect.stringMatching(/^PASSWORD_HASH_COST: must be a whole number from 14 to 20/),
      ]);
    }
  });

  it('does not seed demo data on an external database unless asked', () => {
    const payments = { PAYMENT_PROVIDER: 'simulated', ALLOW_SIMULATED_PAYMENTS: 'true' };
    const external = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/restaurant',
      ...payments,
    });
    expect(external.ok && external.config.seedDemo).toBe(false);
    const asked = loadConfig({ DATABASE_URL: 'postgres://x@h/db', SEED_DEMO: 'true', ...payments });
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

  it('takes the migrations’ role beside DATABASE_URL, names a malformed one, refuses it alone', () => {
    const external = {
      DATABASE_URL: 'postgres://restaurant_app:a@db/restaurant',
      PAYMENT_PROVIDER: 'simulated',
      ALLOW_SIMULATED_PAYMENTS: 'true',
    };
    const both = loadConfig({
      ...external,
      DATABASE_MIGRATION_URL: 'postgres://restaurant_owner:b@db/restaurant',
    });
    expect(both.ok && both.config.databaseMigrationUrl).toBe('postgres://restaurant_owner:b@db/restaurant');
    const one = loadConfig(external);
    expect(one.ok && one.config.databaseMigrationUrl).toBeUndefined();
    const malformed = loadConfig({ ...external, DATABASE_MIGRATION_URL: 'mysql://x' });
    expect(malformed.ok ? [] : malformed.errors).toEqual([
      'DATABASE_MIGRATION_URL: must be a postgres:// or postgresql:// URL',
    ]);
    const alone =
      'DATABASE_MIGRATION_URL: only together with DATABASE_URL (the embedded database makes its own roles)';
    const embedded = loadConfig({ DATABASE_MIGRATION_URL: 'postgres://owner@db/restaurant' });
    expect(embedded.ok ? [] : embedded.errors).toEqual([alone]);
    // The admin command reads it too.
    expect(loadDatabaseConfig({ DATABASE_MIGRATION_URL: 'postgres://owner@db/restaurant' })).toEqual({
      ok: false,
      errors: [alone],
    });
    const forAdmin = loadDatabaseConfig({
      ...external,
      DATABASE_MIGRATION_URL: 'postgres://owner@db/restaurant',
    });
    expect(forAdmin.ok && forAdmin.config.databaseMigrationUrl).toBe('postgres://owner@db/restaurant');
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

  describe('simulated payments never on a real server by accident', () => {
    const external = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/restaurant' };
    const production = { NODE_ENV: 'production' };
    const errorsOf = (env: Record<string, string>) => {
      const result = loadConfig(env);
      return result.ok ? [] : result.errors;
    };

    it('refuses to start without a chosen provider with an external database or NODE_ENV=production', () => {
      expect(errorsOf(external)).toEqual([
        'PAYMENT_PROVIDER: must be chosen when DATABASE_URL is set (stripe to take payments, or simulated with ALLOW_SIMULATED_PAYMENTS=true for a test server that takes no money)',
      ]);
      expect(errorsOf(production)).toEqual([
        'PAYMENT_PROVIDER: must be chosen when NODE_ENV is production (stripe to take payments, or simulated with ALLOW_SIMULATED_PAYMENTS=true for a test server that takes no money)',
      ]);
    });

    it('takes simulated there only with ALLOW_SIMULATED_PAYMENTS=true', () => {
      for (const env of [external, production]) {
        const [error] = errorsOf({ ...env, PAYMENT_PROVIDER: 'simulated' });
        expect(error).toMatch(/^ALLOW_SIMULATED_PAYMENTS: must be true for PAYMENT_PROVIDER=simulated when /);
        expect(
          errorsOf({ ...env, PAYMENT_PROVIDER: 'simulated', ALLOW_SIMULATED_PAYMENTS: 'false' }),
        ).toEqual([error]);
        const allowed = loadConfig({
          ...env,
          PAYMENT_PROVIDER: 'simulated',
          ALLOW_SIMULATED_PAYMENTS: 'true',
        });
        expect(allowed.ok && allowed.config.paymentProvider).toBe('simulated');
      }
    });

    it('takes an explicit stripe configuration there', () => {
      const stripe = loadConfig({
        ...external,
        ...production,
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      });
      expect(stripe.ok && stripe.config.paymentProvider).toBe('stripe');
    });

    it('keeps simulated as the default of the embedded demo', () => {
      const demo = loadConfig({ NODE_ENV: 'development' });
      expect(demo.ok && demo.config.paymentProvider).toBe('simulated');
    });
  });

  it("TRUST_PROXY takes a hop count or the proxies' addresses, and is off by default", () => {
    const trust = (value?: string) => {
      const result = loadConfig(value === undefined ? {} : { TRUST_PROXY: value });
      return result.ok ? result.config.trustProxy : result.errors;
    };
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('127.0.0.1, 10.0.0.0/8,::1,fd00::/8, loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses TRUST_PROXY=true, which would let any client choose its address, naming the fix', () => {
    for (const value of ['true', 'yes']) {
      expect(loadConfig({ TRUST_PROXY: value })).toEqual({
        ok: false,
        errors: [
          `TRUST_PROXY: "${value}" is no longer accepted because it lets any client choose its own address; ` +
            'set the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8)',
        ],
      });
    }
    const wrong = loadConfig({ TRUST_PROXY: '10.0.0.0/33,proxy.local' });
    expect(wrong.ok).toBe(false);
    if (wrong.ok) return;
    expect(wrong.errors).toEqual([
      expect.stringMatching(/^TRUST_PROXY: "10.0.0.0\/33", "proxy.local" is not/),
    ]);
  });

  it('lets printers use ports 9100-9109 unless PRINTER_PORTS lists others', () => {
    const byDefault = loadConfig({});
    expect(byDefault.ok && byDefault.config.printerPorts).toEqual([[9100, 9109]]);
    const listed = loadConfig({ PRINTER_PORTS: '9100-9103, 9200' });
    expect(listed.ok && listed.config.printerPorts).toEqual([
      [9100, 9103],
      [9200, 9200],
    ]);
    for (const value of ['0', '70000', '9109-9100', 'printer', '9100,', '9100-']) {
      const wrong = loadConfig({ PRINTER_PORTS: value });
      expect(wrong.ok ? [] : wrong.errors).toEqual([
        'PRINTER_PORTS: must be ports from 1 to 65535 or ranges, comma-separated (e.g. 9100-9109,9200)',
      ]);
    }
  });
});
