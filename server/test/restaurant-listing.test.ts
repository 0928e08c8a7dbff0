import { ZAdminRestaurantInfoSchema } from '@app/shared/restaurant-texts';
import { describe, expect, it } from 'vitest';
import { restaurantInfo } from '../src/db/schema';
import { TestClient } from './client';
import { ADMIN, createAdmin, setupTestApp } from './helpers';

/**
 * What search engines read of the restaurant beside its details, as the owner enters it on the
 * restaurant's information: where it is (latitude and longitude, both or neither), the cuisines in each
 * language and the price range. The JSON-LD that carries them is in seo-head.test.ts and
 * structured-data.test.ts.
 */

const ctx = await setupTestApp({ seed: true });
await createAdmin(ctx.db);
const admin = new TestClient(ctx.app);
await admin.login(ADMIN.username, ADMIN.password);

const seeded = ZAdminRestaurantInfoSchema.parse((await admin.get('/api/admin/restaurant-info')).json());
const path = `/api/admin/restaurant-info/${seeded.id}`;
const base = {
  name: seeded.name,
  aboutText: seeded.aboutText,
  phone: seeded.phone,
  address: seeded.address,
  openingHours: seeded.openingHours,
};
const stored = async () => (await ctx.db.select().from(restaurantInfo))[0];
const publicIn = async (language: string) =>
  (
    await ctx.app.inject({ url: '/api/restaurant-info/current', headers: { 'accept-language': language } })
  ).json();
const putIn = (language: string, body: unknown) =>
  admin.request('PUT', path, body, { 'accept-language': language });

describe("the restaurant's place, cuisines and price range", () => {
  it('the demo has its coordinates, its cuisines in every language and a price range from its menu', async () => {
    expect(seeded).toMatchObject({
      latitude: 47.3516,
      longitude: 7.9077,
      cuisines: ['Japanisch', 'Sushi', 'Thailändisch'],
      priceRange: 'CHF 6–30',
      translations: {
        fr: { cuisines: ['Japonaise', 'Sushi', 'Thaïlandaise'] },
        it: { cuisines: ['Giapponese', 'Sushi', 'Thailandese'] },
        en: { cuisines: ['Japanese', 'Sushi', 'Thai'] },
      },
    });
    // The public read has them too, the cuisines in the reader's language.
    expect(await publicIn('fr')).toMatchObject({
      latitude: 47.3516,
      longitude: 7.9077,
      cuisines: ['Japonaise', 'Sushi', 'Thaïlandaise'],
      priceRange: 'CHF 6–30',
    });
  });

  it('saves them trimmed, and the admin and public reads answer what was saved', async () => {
    const res = await admin.put(path, {
      ...base,
      latitude: 46.9480896,
      longitude: -7.4474,
      cuisines: [' Sushi ', 'Thai', 'Sushi', 'Ramen'],
      priceRange: '  CHF 15–40 ',
      translations: { en: { cuisines: ['Sushi', 'Thai food'] }, it: { cuisines: [] } },
    });
    expect(res.statusCode).toBe(200);
    const saved = {
      latitude: 46.9480896,
      longitude: -7.4474,
      // Repeats dropped, the owner's order kept.
      cuisines: ['Sushi', 'Thai', 'Ramen'],
      priceRange: 'CHF 15–40',
    };
    expect(res.json()).toMatchObject(saved);
    expect(res.json().translations.en.cuisines).toEqual(['Sushi', 'Thai food']);
    // An empty list falls back to the default language's; French was left out: kept.
    expect(res.json().translations.it).toBeUndefined();
    expect(res.json().translations.fr.cuisines).toEqual(['Japonaise', 'Sushi', 'Thaïlandaise']);
    expect((await admin.get('/api/admin/restaurant-info')).json()).toEqual(res.json());
    expect(await publicIn('en')).toMatchObject({ ...saved, cuisines: ['Sushi', 'Thai food'] });
    expect(await publicIn('it')).toMatchObject(saved);
    expect(await publicIn('fr')).toMatchObject({ cuisines: ['Japonaise', 'Sushi', 'Thaïlandaise'] });
  });

  it('keeps them when left out, as a client that knows none of them saves', async () => {
    const before = await stored();
    const res = await admin.put(path, base);
    expect(res.statusCode).toBe(200);
    const after = await stored();
    expect(after).toMatchObject({
      latitude: before?.latitude,
      longitude: before?.longitude,
      cuisines: before?.cuisines,
      priceRange: before?.priceRange,
      translations: { fr: { cuisines: before?.translations.fr?.cuisines } },
    });
  });

  it('clears them with null and empty values; nothing is said then', async () => {
    const res = await admin.put(path, {
      ...base,
      latitude: null,
      longitude: null,
      cuisines: [],
      priceRange: '  ',
      translations: { fr: { cuisines: [] }, it: { cuisines: [] }, en: { cuisines: [] } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ latitude: null, longitude: null, cuisines: [], priceRange: null });
    expect(await publicIn('fr')).toMatchObject({
      latitude: null,
      longitude: null,
      cuisines: [],
      priceRange: null,
    });
    // The equator and the prime meridian are coordinates like any other.
    const zero = await admin.put(path, { ...base, latitude: 0, longitude: 0 });
    expect(zero.json()).toMatchObject({ latitude: 0, longitude: 0 });
  });

  it('refuses wrong values with a message under each field in the request’s language, changing nothing', async () => {
    await admin.put(path, { ...base, latitude: 47.3516, longitude: 7.9077, priceRange: 'CHF 6–30' });
    const before = await stored();
    const ESC = '\u001b';
    const cases: [unknown, Record<string, string>][] = [
      [
        { ...base, latitude: 91, longitude: 7.9 },
        { latitude: 'Enter the latitude in decimal degrees, between -90 and 90 (e.g. 47.3516).' },
      ],
      [
        { ...base, latitude: -90.5, longitude: 181 },
        {
          latitude: 'Enter the latitude in decimal degrees, between -90 and 90 (e.g. 47.3516).',
          longitude: 'Enter the longitude in decimal degrees, between -180 and 180 (e.g. 7.9077).',
        },
      ],
      [
        { ...base, latitude: '47.35', longitude: 7.9 },
        { latitude: 'Enter the latitude in decimal degrees, between -90 and 90 (e.g. 47.3516).' },
      ],
      // Only one of the two: the missing one is named.
      [
        { ...base, latitude: 47.35 },
        { longitude: 'Enter latitude and longitude together, or leave both empty.' },
      ],
      [
        { ...base, latitude: null, longitude: 7.9 },
        { latitude: 'Enter latitude and longitude together, or leave both empty.' },
      ],
      [
        { ...base, longitude: null },
        { latitude: 'Enter latitude and longitude together, or leave both empty.' },
      ],
      // Beside another field's error, the pair is still named.
      [
        { ...base, name: '', longitude: 7.9 },
        { name: 'Required', latitude: 'Enter latitude and longitude together, or leave both empty.' },
      ],
      [
        { ...base, cuisines: ['Sushi', `Thai${ESC}`] },
        { 'cuisines.1': 'Use visible characters only: no control or invisible formatting characters.' },
      ],
      [{ ...base, cuisines: ['x'.repeat(51)] }, { 'cuisines.0': 'At most 50 characters' }],
      [{ ...base, cuisines: ['Sushi', ' '] }, { 'cuisines.1': 'Required' }],
      [
        { ...base, cuisines: Array.from({ length: 11 }, (_, i) => `Cuisine ${i}`) },
        { cuisines: 'List at most 10 cuisines.' },
      ],
      [{ ...base, cuisines: 'Sushi, Thai' }, { cuisines: expect.any(String) }],
      [
        { ...base, translations: { fr: { cuisines: [`Thaï\u202e`] } } },
        {
          'translations.fr.cuisines.0':
            'Use visible characters only: no control or invisible formatting characters.',
        },
      ],
      [
        { ...base, priceRange: `CHF 6${ESC}–30` },
        { priceRange: 'Use visible characters only: no control or invisible formatting characters.' },
      ],
      [{ ...base, priceRange: `CHF ${'1'.repeat(27)}` }, { priceRange: 'At most 30 characters' }],
    ];
    for (const [body, details] of cases) {
      const res = await putIn('en', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details, JSON.stringify(body)).toEqual(details);
    }
    // In the owner's language.
    const german = await putIn('de-CH', { ...base, latitude: 47.35, longitude: 200 });
    expect(german.json().details).toEqual({
      longitude: 'Geben Sie den Längengrad in Dezimalgrad ein, zwischen -180 und 180 (z. B. 7.9077).',
    });
    const french = await putIn('fr-CH', { ...base, latitude: 47.35 });
    expect(french.json().details).toEqual({
      longitude: 'Indiquez la latitude et la longitude ensemble, ou laissez les deux vides.',
    });
    expect(await stored()).toEqual(before);
  });

  it('logs a change of the cuisines with the texts of its language', async () => {
    await admin.put(path, { ...base, translations: { en: { cuisines: ['Japanese', 'Thai'] } } });
    const history = (await admin.get('/api/admin/restaurant-texts/history')).json();
    expect(history[0]).toMatchObject({
      by: ADMIN.username,
      after: { texts: { en: { cuisines: ['Japanese', 'Thai'] } } },
    });
    expect(Object.keys(history[0].after.texts)).toEqual(['en']);
  });

  it('logs a change of the coordinates and of the price range, and nothing when they stay', async () => {
    await admin.put(path, { ...base, latitude: 47.35, longitude: 7.9, priceRange: 'CHF 15–40' });
    await admin.put(path, { ...base, latitude: 47.3516, longitude: 7.9048, priceRange: 'CHF 20–45' });
    const [latest] = (await admin.get('/api/admin/restaurant-texts/history')).json();
    expect(latest).toMatchObject({
      by: ADMIN.username,
      before: { location: { latitude: 47.35, longitude: 7.9 }, priceRange: 'CHF 15–40' },
      after: { location: { latitude: 47.3516, longitude: 7.9048 }, priceRange: 'CHF 20–45' },
    });
    expect(latest.after.texts).toBeUndefined();
    await admin.put(path, { ...base, latitude: 47.3516, longitude: 7.9048, priceRange: 'CHF 20–45' });
    await admin.put(path, { ...base, latitude: null, longitude: null, priceRange: null });
    const history = (await admin.get('/api/admin/restaurant-texts/history')).json();
    // The save that changed nothing left no entry: the one before the clearing is still `latest`.
    expect(history[1]).toEqual(latest);
    expect(history[0]).toMatchObject({
      before: { location: { latitude: 47.3516, longitude: 7.9048 }, priceRange: 'CHF 20–45' },
      after: { location: null, priceRange: null },
    });
  });
});
