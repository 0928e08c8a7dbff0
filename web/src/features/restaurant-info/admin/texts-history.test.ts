import { describe, expect, it } from 'vitest';
import { textsChangeParts } from './texts-history';

describe('the history of the restaurant texts', () => {
  it('names each changed text with its language, before and after, and a new time zone', () => {
    const parts = textsChangeParts({
      at: '2026-11-28T16:00:00.000Z',
      by: 'anna',
      before: {
        texts: {
          fr: { aboutText: 'Bienvenue chez Hana.' },
          de: { aboutText: 'Willkommen.', deliveryNote: 'Ab 30.' },
        },
        timeZone: 'Europe/Zurich',
      },
      after: {
        texts: { fr: { aboutText: 'Bonjour !' }, de: { aboutText: 'Willkommen.', deliveryNote: '' } },
        timeZone: 'Europe/Berlin',
      },
    });
    expect(parts).toEqual([
      'delivery note (DE): “Ab 30.” → “—”',
      'about text (FR): “Bienvenue chez Hana.” → “Bonjour !”',
      'time zone Europe/Zurich → Europe/Berlin',
    ]);
  });

  it('names a new kitchen language, and the default language’s when it follows that again', () => {
    const change = (before: 'fr' | null, after: 'fr' | null) =>
      textsChangeParts({
        at: '2026-11-28T16:00:00.000Z',
        by: 'anna',
        before: { kitchenLanguage: before },
        after: { kitchenLanguage: after },
      });
    expect(change(null, 'fr')).toEqual(['kitchen language default language → Français']);
    expect(change('fr', null)).toEqual(['kitchen language Français → default language']);
  });

  it('names changed cuisines with their language, and new coordinates and price range', () => {
    const parts = textsChangeParts({
      at: '2026-11-28T16:00:00.000Z',
      by: 'anna',
      before: {
        texts: { fr: { cuisines: ['Japonaise'] } },
        location: null,
        priceRange: 'CHF 15–40',
      },
      after: {
        texts: { fr: { cuisines: ['Japonaise', 'Thaïe'] } },
        location: { latitude: 47.3516, longitude: 7.9048 },
        priceRange: null,
      },
    });
    expect(parts).toEqual([
      'cuisine (FR): “Japonaise” → “Japonaise, Thaïe”',
      'coordinates — → 47.3516, 7.9048',
      'price range CHF 15–40 → —',
    ]);
  });

  it('cuts a long text to a readable excerpt', () => {
    const long = 'Seit 2012 bringt Hana japanisches Sushi und thailändische Hausmannskost in die Altstadt.';
    const [part] = textsChangeParts({
      at: '2026-11-28T16:00:00.000Z',
      by: 'anna',
      before: { texts: { de: {} } },
      after: { texts: { de: { aboutText: long } } },
    });
    expect(part).toMatch(/^about text \(DE\): “—” → “Seit 2012 .{40,}…”$/);
  });
});
