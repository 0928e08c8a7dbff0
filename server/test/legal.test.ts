import { ZLegalInfoSchema } from '@app/shared/legal';
import { ZRestaurantInfoSchema } from '@app/shared/restaurant-info';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { restaurantInfo } from '../src/db/schema';
import { processorsOf } from '../src/modules/restaurant-info/processors';
import { TestClient } from './client';
import { startFakeStripe } from './fake-stripe';
import { ADMIN, createAdmin, setupTestApp } from './helpers';

// The legal notice (VAT number, legal name, who is responsible) and the processors
// the privacy page names.

const ctx = await setupTestApp({ seed: true });
await createAdmin(ctx.db);
const admin = new TestClient(ctx.app);
await admin.login(ADMIN.username, ADMIN.password);

const publicInfo = async () => (await ctx.app.inject({ url: '/api/restaurant-info/current' })).json();
const adminInfo = async () => (await admin.get('/api/admin/restaurant-info')).json();
const stored = async () => (await ctx.db.select().from(restaurantInfo))[0];

const seeded = ZRestaurantInfoSchema.parse(await adminInfo());
const path = `/api/admin/restaurant-info/${seeded.id}`;
const valid = {
  name: seeded.name,
  aboutText: seeded.aboutText,
  phone: seeded.phone,
  address: seeded.address,
  openingHours: seeded.openingHours,
};
const legal = (info: Record<string, unknown>) => ({
  vatNumber: info.vatNumber,
  legalName: info.legalName,
  responsiblePerson: info.responsiblePerson,
});

const putAs = (language: string, body: unknown) =>
  admin.request('PUT', path, body, { 'accept-language': language });

describe('the legal notice in the restaurant info', () => {
  it('the demo restaurant has one, and public and admin reads both carry it', async () => {
    const expected = {
      vatNumber: 'CHE-123.456.788 MWST',
      legalName: 'Hana Gastro GmbH',
      responsiblePerson: expect.any(String),
    };
    expect(legal(await publicInfo())).toEqual(expected);
    expect(legal(await adminInfo())).toEqual(expected);
  });

  it('saves the VAT number as printed, whatever way it was typed', async () => {
    const cases: [string, string][] = [
      ['che123456788', 'CHE-123.456.788 MWST'],
      ['  CHE-123.456.788 MWST ', 'CHE-123.456.788 MWST'],
      ['CHE 123 456 788 tva', 'CHE-123.456.788 TVA'],
      ['che-123.456.788 IVA', 'CHE-123.456.788 IVA'],
      // Weighted sum of 1 0 0 0 0 0 0 0 is 5; 11 - 5 = 6 is the check digit.
      ['CHE100000006', 'CHE-100.000.006 MWST'],
    ];
    for (const [typed, printed] of cases) {
      const res = await admin.put(path, { ...valid, vatNumber: typed });
      expect(res.statusCode, typed).toBe(200);
      expect(res.json().vatNumber, typed).toBe(printed);
      expect((await stored())?.vatNumber, typed).toBe(printed);
      expect((await publicInfo()).vatNumber, typed).toBe(printed);
    }
  });

  it('refuses a wrong check digit or a number that is not Swiss, naming vatNumber, in en and de', async () => {
    await admin.put(path, { ...valid, vatNumber: 'CHE-123.456.788 MWST' });
    const before = await stored();
    for (const typed of ['CHE-123.456.789 MWST', 'CHE-123.456.78', 'DE123456789', 'CHE-123.456.788 VAT']) {
      const en = await putAs('en', { ...valid, name: 'Changed', vatNumber: typed });
      expect(en.statusCode, typed).toBe(400);
      expect(en.json().details, typed).toEqual({
        vatNumber: 'Enter a Swiss VAT number like CHE-123.456.788 MWST (its check digit must match).',
      });
      const de = await putAs('de', { ...valid, name: 'Changed', vatNumber: typed });
      expect(de.statusCode, typed).toBe(400);
      expect(de.json().details.vatNumber, typed).toBe(
        'Geben Sie eine Schweizer MWST-Nummer wie CHE-123.456.788 MWST ein (die Prüfziffer muss stimmen).',
      );
    }
    expect(await stored()).toEqual(before);
  });

  it('keeps the fields when left out; null or empty clears them', async () => {
    const set = await admin.put(path, {
      ...valid,
      vatNumber: 'CHE-123.456.788',
      legalName: '  Hana Gastro GmbH ',
      responsiblePerson: ' Mai Tanaka ',
    });
    expect(legal(set.json())).toEqual({
      vatNumber: 'CHE-123.456.788 MWST',
      legalName: 'Hana Gastro GmbH',
      responsiblePerson: 'Mai Tanaka',
    });
    const kept = await admin.put(path, { ...valid, name: 'Hana' });
    expect(kept.statusCode).toBe(200);
    expect(legal(kept.json())).toEqual(legal(set.json()));

    const cleared = await admin.put(path, {
      ...valid,
      vatNumber: null,
      legalName: '',
      responsiblePerson: '  ',
    });
    expect(cleared.statusCode).toBe(200);
    expect(legal(cleared.json())).toEqual({ vatNumber: null, legalName: null, responsiblePerson: null });
    expect(legal(await publicInfo())).toEqual({ vatNumber: null, legalName: null, responsiblePerson: null });

    await admin.put(path, { ...valid, vatNumber: 'CHE-123.456.788' });
    expect((await admin.put(path, { ...valid, vatNumber: '' })).json().vatNumber).toBeNull();
  });

  it('refuses a legal name on two lines or too long, naming the field', async () => {
    const twoLines = await admin.put(path, { ...valid, legalName: 'Hana\nGastro' });
    expect(twoLines.statusCode).toBe(400);
    expect(twoLines.json().details).toHaveProperty('legalName');
    const long = await admin.put(path, { ...valid, responsiblePerson: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toHaveProperty('responsiblePerson');
  });
});

describe('the processors the privacy page names', () => {
  it('the embedded demo (simulated payments, no SMTP relay) has none', async () => {
    const res = await ctx.app.inject({ url: '/api/public/legal' });
    expect(res.statusCode).toBe(200);
    // No notice text written yet (restaurant-texts.test.ts writes one).
    expect(ZLegalInfoSchema.parse(res.json())).toEqual({ processors: [], notice: null });
  });

  it('an SMTP relay is named by its host, never by the URL with its password', async () => {
    const relay = await setupTestApp({
      config: { smtpUrl: 'smtps://orders:s3cret-pass@mail.infomaniak.com:465', mailProcessorName: undefined },
    });
    const res = await relay.app.inject({ url: '/api/public/legal' });
    expect(res.statusCode).toBe(200);
    expect(res.json().processors).toEqual([{ purpose: 'EMAIL', name: 'mail.infomaniak.com' }]);
    expect(res.body).not.toContain('s3cret');
    expect(res.body).not.toContain('orders');
  });

  it('Stripe is named when it takes the card payments, and MAIL_PROCESSOR_NAME names the relay', async () => {
    const fake = await startFakeStripe();
    afterAll(() => fake.close());
    const live = await setupTestApp({
      config: {
        paymentProvider: 'stripe',
        stripe: {
          secretKey: 'sk_test_legal',
          publishableKey: 'pk_test_legal',
          webhookSecret: 'whsec_test_legal',
          apiUrl: fake.url,
        },
        smtpUrl: 'smtp://relay.example.ch:587',
        mailProcessorName: 'Infomaniak Network SA',
      },
    });
    const res = await live.app.inject({ url: '/api/public/legal' });
    expect(res.json().processors).toEqual([
      { purpose: 'PAYMENT', name: 'Stripe' },
      { purpose: 'EMAIL', name: 'Infomaniak Network SA' },
    ]);
  });

  it('reads MAIL_PROCESSOR_NAME from the environment: trimmed, one line, at most 100 characters', () => {
    const env = { DATA_DIR: '/nonexistent', SMTP_URL: 'smtp://relay.example.ch' };
    const named = loadConfig({ ...env, MAIL_PROCESSOR_NAME: '  Infomaniak Network SA ' });
    expect(named.ok && named.config.mailProcessorName).toBe('Infomaniak Network SA');
    const unset = loadConfig({ ...env, MAIL_PROCESSOR_NAME: '' });
    expect(unset.ok && unset.config.mailProcessorName).toBeUndefined();
    const long = loadConfig({ ...env, MAIL_PROCESSOR_NAME: 'x'.repeat(101) });
    expect(long.ok ? [] : long.errors).toEqual(['MAIL_PROCESSOR_NAME: must be at most 100 characters']);
    expect(
      processorsOf({ paymentProvider: 'simulated', smtpUrl: 'not a url', mailProcessorName: undefined }),
    ).toEqual([]);
  });
});
