import { LANGUAGE_NAME, LANGUAGES, type TLanguage } from '@app/shared/languages';
import type { TRestaurantTextsChange, TRestaurantTextsState } from '@app/shared/restaurant-texts';
import { tAdmin } from '@/i18n/i18n';

/** Longer texts are cut to this many characters in the history (the whole text is in the form). */
const SHOWN_CHARACTERS = 60;

function excerpt(text: string | undefined): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat === '') return '—';
  return flat.length > SHOWN_CHARACTERS ? `${flat.slice(0, SHOWN_CHARACTERS - 1)}…` : flat;
}

/**
 * The parts of one saved change of the restaurant's texts and time zone, in words: 'about text (FR):
 * «Bienvenue…» → «Bonjour…»', 'time zone Europe/Zurich → Europe/Berlin'. Each text (or list of
 * cuisines) that changed is one part, its language named; a new kitchen language, new coordinates and a
 * new price range are one each.
 */
export function textsChangeParts(change: TRestaurantTextsChange): string[] {
  const parts: string[] = [];
  for (const language of LANGUAGES) {
    const before = change.before.texts?.[language] ?? {};
    const after = change.after.texts?.[language];
    if (!after) continue;
    const code = language.toUpperCase();
    for (const [field, key] of [
      ['aboutText', 'info.textsHistory.about'],
      ['deliveryNote', 'info.textsHistory.note'],
      ['legalNotice', 'info.textsHistory.legal'],
    ] as const) {
      if ((before[field] ?? '') === (after[field] ?? '')) continue;
      parts.push(
        tAdmin('info.textsHistory.change', {
          what: tAdmin(key, { code }),
          before: excerpt(before[field]),
          after: excerpt(after[field]),
        }),
      );
    }
    const cuisinesBefore = (before.cuisines ?? []).join(', ');
    const cuisinesAfter = (after.cuisines ?? []).join(', ');
    if (cuisinesBefore !== cuisinesAfter) {
      parts.push(
        tAdmin('info.textsHistory.change', {
          what: tAdmin('info.textsHistory.cuisines', { code }),
          before: excerpt(cuisinesBefore),
          after: excerpt(cuisinesAfter),
        }),
      );
    }
  }
  if ('kitchenLanguage' in change.after) {
    const name = (language: TLanguage | null | undefined) =>
      language ? LANGUAGE_NAME[language] : tAdmin('info.textsHistory.defaultLanguage');
    parts.push(
      tAdmin('info.textsHistory.kitchenLanguage', {
        before: name(change.before.kitchenLanguage),
        after: name(change.after.kitchenLanguage),
      }),
    );
  }
  if ('location' in change.after) {
    const place = (location: TRestaurantTextsState['location']) =>
      location ? `${location.latitude}, ${location.longitude}` : '—';
    parts.push(
      tAdmin('info.textsHistory.location', {
        before: place(change.before.location),
        after: place(change.after.location),
      }),
    );
  }
  if ('priceRange' in change.after) {
    parts.push(
      tAdmin('info.textsHistory.priceRange', {
        before: change.before.priceRange || '—',
        after: change.after.priceRange || '—',
      }),
    );
  }
  if (change.after.timeZone) {
    parts.push(
      tAdmin('info.textsHistory.timeZone', {
        before: change.before.timeZone ?? '—',
        after: change.after.timeZone,
      }),
    );
  }
  return parts;
}
