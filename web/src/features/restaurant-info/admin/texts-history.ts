import { LANGUAGE_NAME, LANGUAGES, type TLanguage } from '@app/shared/languages';
import type { TRestaurantTextsChange } from '@app/shared/restaurant-texts';
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
 * «Bienvenue…» → «Bonjour…»', 'time zone Europe/Zurich → Europe/Berlin'. Each text that changed is
 * one part, its language named; a new kitchen language is one too.
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
