import { LANGUAGES, type TLanguage, type TTranslations } from '@app/shared/languages';
import {
  formatOpeningHoursText,
  instantToZonedLocal,
  parseOpeningHoursText,
} from '@app/shared/opening-hours';
import type { TRestaurantInfo } from '@app/shared/restaurant-info';
import type {
  TAdminRestaurantInfo,
  TRestaurantTextsChange,
  TRestaurantTextsState,
} from '@app/shared/restaurant-texts';
import type { TServiceSettingsChange } from '@app/shared/service-status';
import {
  NO_SLOT_CAPACITY,
  normalizeSpecialDays,
  type TSlotCapacity,
  type TSpecialDay,
} from '@app/shared/special-days';
import type { TUnseenSettings, TUnseenSettingsInput } from '@app/shared/unseen';
import { normalizeVatNumber } from '@app/shared/vat-number';
import { DEFAULT_TIME_ZONE, isTimeZone, setRestaurantTimeZone } from '@app/shared/zoned-time';
import { z } from 'zod';
import type { TDb, TTx } from '../../db/client';
import type { restaurantInfo, TRestaurantTexts } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import { FIELD_ERRORS_MESSAGE } from '../../plugins/errors';
import { recordServiceChange, serviceChangeHistory } from '../change-log';
import { restaurantInfoRepository, swapFoodItemLanguage } from './repository';
import { slotCapacityOf, unseenSettingsOf } from './settings';

const NOT_SET_UP = 'The restaurant information has not been set up yet.';
/** The shared catalogue's message (translated by the error handler), as the input schema says it. */
const VAT_NUMBER_MESSAGE = 'validation.vatNumber';
const TIME_ZONE_MESSAGE = 'validation.timeZone';

/**
 * The info as a reader of `language` sees it: the about text and the delivery note in that language
 * where the restaurant wrote them, else the default language's. Without a language: the default
 * language's (the back office's answer, which carries the translations beside them).
 */
function toInfo(row: typeof restaurantInfo.$inferSelect, language?: TLanguage): TRestaurantInfo {
  const text = language && language !== row.defaultLanguage ? row.translations[language] : undefined;
  return {
    id: row.id,
    name: row.name,
    aboutText: text?.aboutText || row.aboutText,
    phone: row.phone,
    address: row.address,
    openingHours: row.openingHours,
    deliveryNote: text?.deliveryNote || row.deliveryNote,
    timeZone: row.timeZone,
    latitude: row.latitude,
    longitude: row.longitude,
    cuisines: text?.cuisines?.length ? text.cuisines : row.cuisines,
    priceRange: row.priceRange,
    defaultLanguage: row.defaultLanguage,
    specialDays: row.specialDays,
    slotCapacity: slotCapacityOf(row),
    vatNumber: row.vatNumber,
    legalName: row.legalName,
    responsiblePerson: row.responsiblePerson,
  };
}

export type TRestaurantInfoService = ReturnType<typeof restaurantInfoService>;

export type TRestaurantInfoUpdate = {
  id?: number | undefined;
  name: string;
  aboutText: string;
  phone: string;
  address: string;
  openingHours: string;
  deliveryNote?: string | null | undefined;
  defaultLanguage?: TLanguage | undefined;
  /** The kitchen tickets' language. Left out: the saved one stays; null: the default language's. */
  kitchenLanguage?: TLanguage | null | undefined;
  /** Left out: the saved ones stay. */
  specialDays?: TSpecialDay[] | undefined;
  slotCapacity?: TSlotCapacity | undefined;
  /** The legal notice. Left out: kept; null or empty: cleared. */
  vatNumber?: string | null | undefined;
  legalName?: string | null | undefined;
  responsiblePerson?: string | null | undefined;
  /** Escalation, automatic pause and timeout (unseen orders). Left out: the saved settings stay. */
  unseen?: TUnseenSettingsInput | undefined;
  /** The about text and delivery note in other languages. Left out: the saved ones stay. */
  translations?: TSentTexts | undefined;
  /** The legal notice's free text in the default language. Left out: kept; null or empty: cleared. */
  legalNotice?: string | null | undefined;
  /** The restaurant's time zone (IANA). Left out: the saved one stays. */
  timeZone?: string | undefined;
  /** Decimal degrees, both or neither (the input schema checks the pair). Left out: kept; null: cleared. */
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  /** The cuisines in the default language. Left out: the saved ones stay. */
  cuisines?: string[] | undefined;
  /** The price range as guests read it. Left out: kept; null or empty: cleared. */
  priceRange?: string | null | undefined;
};

const PHONE_MESSAGE = 'Enter a mobile number such as +41 79 123 45 67.';

/**
 * A phone number for the SMS step in international form (+41791234567): spaces, dots, dashes and
 * brackets dropped, 00 read as +, a Swiss national number (079…) given +41. Null when it is no number.
 */
export function internationalPhone(text: string): string | null {
  let digits = text.replace(/[\s.()/-]/g, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  else if (/^0[1-9]/.test(digits)) digits = `+41${digits.slice(1)}`;
  return /^\+[1-9]\d{6,14}$/.test(digits) ? digits : null;
}

/** The settings as saved: the email and the phone checked (named under `unseen.…`), blanks cleared. */
function savedUnseen(input: TUnseenSettingsInput | undefined): TUnseenSettings | undefined {
  if (!input) return undefined;
  const details: Record<string, string> = {};
  const email = input.notifyEmail?.trim() || null;
  if (email && !z.email().safeParse(email).success) details['unseen.notifyEmail'] = 'validation.email';
  const phoneText = input.smsTo?.trim() || null;
  const phone = phoneText ? internationalPhone(phoneText) : null;
  if (phoneText && !phone) details['unseen.smsTo'] = PHONE_MESSAGE;
  if (Object.keys(details).length > 0) throw badRequest(FIELD_ERRORS_MESSAGE, details);
  return {
    escalateAfterMinutes: input.escalateAfterMinutes,
    autoPauseAfterMinutes: input.autoPauseAfterMinutes,
    autoCancelAfterMinutes: input.autoCancelAfterMinutes,
    ...(input.autoCancelByOrderType ? { autoCancelByOrderType: input.autoCancelByOrderType } : {}),
    notifyEmail: email,
    smsTo: phone,
  };
}

/** What the back office reads: the public info plus the unseen-order settings. */
/**
 * The back office's answer: the default language's texts at the top level (the legal notice's text too,
 * which the row keeps under its language like the others'), the other languages' in `translations`.
 */
function toAdminInfo(row: typeof restaurantInfo.$inferSelect): TAdminRestaurantInfo {
  const translations = textsOnly(row.translations);
  const { legalNotice, ...defaults } = translations[row.defaultLanguage] ?? {};
  delete translations[row.defaultLanguage];
  if (Object.keys(defaults).length > 0) translations[row.defaultLanguage] = defaults;
  return {
    ...toInfo(row),
    unseen: unseenSettingsOf(row),
    legalNotice: legalNotice ?? null,
    translations,
    kitchenLanguage: row.kitchenLanguage,
  };
}

/** Each language's non-empty texts, nothing else the row might keep. */
function textsOnly(translations: TTranslations<TRestaurantTexts>): TTranslations<TRestaurantTexts> {
  const texts: TTranslations<TRestaurantTexts> = {};
  for (const language of LANGUAGES) {
    const { aboutText, deliveryNote, legalNotice, cuisines } = translations[language] ?? {};
    const entry: TRestaurantTexts = {
      ...(aboutText ? { aboutText } : {}),
      ...(deliveryNote ? { deliveryNote } : {}),
      ...(legalNotice ? { legalNotice } : {}),
      ...(cuisines?.length ? { cuisines } : {}),
    };
    if (Object.keys(entry).length > 0) texts[language] = entry;
  }
  return texts;
}

type TSentTexts = TTranslations<{
  aboutText?: string | undefined;
  deliveryNote?: string | undefined;
  legalNotice?: string | undefined;
  cuisines?: string[] | undefined;
}>;

/** A list of cuisines as saved: trimmed, blanks and repeats dropped, in the owner's order. */
function savedCuisines(list: readonly string[]): string[] {
  return [...new Set(list.map((cuisine) => cuisine.trim()).filter(Boolean))];
}

/**
 * The translations column as saved from a form's `input` (relative to the saved default language
 * `defaultLanguage`): empty texts dropped (they fall back to the default's), the default language's about
 * text and delivery note left to the top-level columns. The legal notice's text has no column of its own:
 * every language's, the default's too (`legalNotice` of the input), is kept under its language here.
 * Left out (`texts` or `legalNotice` undefined): the saved ones stay. A language's cuisines left out keep
 * the saved ones even when its texts are sent (a client that knows no cuisines loses none).
 */
function savedTranslations(
  texts: TSentTexts | undefined,
  legalNotice: string | null | undefined,
  saved: TTranslations<TRestaurantTexts>,
  defaultLanguage: TLanguage,
): TTranslations<TRestaurantTexts> {
  const result: TTranslations<TRestaurantTexts> = {};
  for (const language of LANGUAGES) {
    const kept = saved[language] ?? {};
    const isDefault = language === defaultLanguage;
    const sent = texts && !isDefault ? (texts[language] ?? {}) : undefined;
    const aboutText = sent ? sent.aboutText?.trim() : kept.aboutText;
    const deliveryNote = sent ? sent.deliveryNote?.trim() : kept.deliveryNote;
    let notice = sent ? sent.legalNotice?.trim() : kept.legalNotice;
    if (isDefault) notice = legalNotice === undefined ? kept.legalNotice : legalNotice?.trim();
    const cuisines = sent?.cuisines ? savedCuisines(sent.cuisines) : kept.cuisines;
    const entry: TRestaurantTexts = {
      ...(aboutText && !isDefault ? { aboutText } : {}),
      ...(deliveryNote && !isDefault ? { deliveryNote } : {}),
      ...(notice ? { legalNotice: notice } : {}),
      ...(cuisines?.length && !isDefault ? { cuisines } : {}),
    };
    if (Object.keys(entry).length > 0) result[language] = entry;
  }
  return result;
}

type TTextColumns = Pick<TRestaurantInfoRow, 'aboutText' | 'deliveryNote' | 'cuisines' | 'translations'>;

/**
 * The default language changed from `from` to `to`: each text the restaurant wrote in `to` becomes the
 * top-level one, and the old default's moves to `translations[from]`, as the food items' texts do; a
 * text without a `to` version stays the top-level one (every language shows it, as before).
 */
function swapTextLanguage(row: TTextColumns, from: TLanguage, to: TLanguage): TTextColumns {
  const translations: TTranslations<TRestaurantTexts> = { ...row.translations };
  const target = { ...translations[to] };
  const old: TRestaurantTexts = { ...translations[from] };
  let { aboutText, deliveryNote, cuisines } = row;
  if (target.aboutText) {
    old.aboutText = aboutText;
    aboutText = target.aboutText;
    delete target.aboutText;
  }
  if (target.deliveryNote) {
    if (deliveryNote) old.deliveryNote = deliveryNote;
    deliveryNote = target.deliveryNote;
    delete target.deliveryNote;
  }
  if (target.cuisines?.length) {
    if (cuisines.length > 0) old.cuisines = cuisines;
    cuisines = target.cuisines;
    delete target.cuisines;
  }
  // The legal notice's text stays under its language; one only the old default had becomes the new one's.
  if (!target.legalNotice && old.legalNotice) {
    target.legalNotice = old.legalNotice;
    delete old.legalNotice;
  }
  translations[to] = target;
  translations[from] = old;
  for (const language of [from, to]) {
    if (Object.keys(translations[language] ?? {}).length === 0) delete translations[language];
  }
  return { aboutText, deliveryNote, cuisines, translations };
}

/** Each language's about text and delivery note of a row, the default language's under its own code. */
function textsByLanguage(row: TRestaurantInfoRow): TTranslations<TRestaurantTexts> {
  const texts = textsOnly(row.translations);
  const notice = texts[row.defaultLanguage]?.legalNotice;
  texts[row.defaultLanguage] = {
    aboutText: row.aboutText,
    ...(row.deliveryNote ? { deliveryNote: row.deliveryNote } : {}),
    ...(notice ? { legalNotice: notice } : {}),
    ...(row.cuisines.length > 0 ? { cuisines: row.cuisines } : {}),
  };
  return texts;
}

/** The coordinates search engines show, or null when not both are given. */
function locationOf(row: TRestaurantInfoRow): { latitude: number; longitude: number } | null {
  return row.latitude === null || row.longitude === null
    ? null
    : { latitude: row.latitude, longitude: row.longitude };
}

/**
 * Records a save that changed the restaurant's texts (in any language), its time zone, its kitchen's
 * language or what search engines show, for the change log: of the texts, the languages that changed,
 * before and after; the zone, the kitchen's language, the coordinates and the price range when they
 * changed.
 */
async function recordTextsChange(
  tx: TTx,
  rows: { before: TRestaurantInfoRow; after: TRestaurantInfoRow },
  by: string,
) {
  const before: TRestaurantTextsState = {};
  const after: TRestaurantTextsState = {};
  const textsBefore = textsByLanguage(rows.before);
  const textsAfter = textsByLanguage(rows.after);
  for (const language of LANGUAGES) {
    const was = textsBefore[language] ?? {};
    const is = textsAfter[language] ?? {};
    const same =
      (['aboutText', 'deliveryNote', 'legalNotice'] as const).every(
        (field) => (was[field] ?? '') === (is[field] ?? ''),
      ) && (was.cuisines ?? []).join('\n') === (is.cuisines ?? []).join('\n');
    if (same) continue;
    before.texts = { ...before.texts, [language]: was };
    after.texts = { ...after.texts, [language]: is };
  }
  if (rows.before.timeZone !== rows.after.timeZone) {
    before.timeZone = rows.before.timeZone;
    after.timeZone = rows.after.timeZone;
  }
  if (rows.before.kitchenLanguage !== rows.after.kitchenLanguage) {
    before.kitchenLanguage = rows.before.kitchenLanguage;
    after.kitchenLanguage = rows.after.kitchenLanguage;
  }
  if (rows.before.latitude !== rows.after.latitude || rows.before.longitude !== rows.after.longitude) {
    before.location = locationOf(rows.before);
    after.location = locationOf(rows.after);
  }
  if (rows.before.priceRange !== rows.after.priceRange) {
    before.priceRange = rows.before.priceRange;
    after.priceRange = rows.after.priceRange;
  }
  if (Object.keys(after).length > 0) await recordServiceChange(tx, 'restaurant-texts', { by, before, after });
}

/**
 * A legal-notice field as saved: left out stays left out (the saved value is kept), null or blank
 * clears it.
 */
function clearable(text: string | null): string | null;
function clearable(text: string | null | undefined): string | null | undefined;
function clearable(text: string | null | undefined): string | null | undefined {
  return text === undefined ? undefined : text?.trim() || null;
}

/** The VAT number as printed ('CHE-123.456.788 MWST'); a wrong one is refused under `vatNumber`. */
function savedVatNumber(text: string | null | undefined): string | null | undefined {
  const value = clearable(text);
  if (!value) return value;
  const normalized = normalizeVatNumber(value);
  if (!normalized) throw badRequest(FIELD_ERRORS_MESSAGE, { vatNumber: VAT_NUMBER_MESSAGE });
  return normalized;
}

export type TRestaurantInfoRow = typeof restaurantInfo.$inferSelect;

/**
 * Records a save that changed the special days or the slot capacity, for the change log: before and after
 * of what changed, nothing else. Days that were over and dropped by the save are no change.
 */
async function recordSettingsChange(
  tx: TTx,
  rows: { before: TRestaurantInfoRow; after: TRestaurantInfoRow },
  today: string,
  by: string,
) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const daysBefore = rows.before.specialDays.filter((day) => day.date >= today);
  if (JSON.stringify(daysBefore) !== JSON.stringify(rows.after.specialDays)) {
    before.specialDays = daysBefore;
    after.specialDays = rows.after.specialDays;
  }
  const capacityBefore = slotCapacityOf(rows.before);
  const capacityAfter = slotCapacityOf(rows.after);
  if (JSON.stringify(capacityBefore) !== JSON.stringify(capacityAfter)) {
    before.slotCapacity = capacityBefore;
    after.slotCapacity = capacityAfter;
  }
  if (Object.keys(after).length > 0) await recordServiceChange(tx, 'service-settings', { by, before, after });
}

export function restaurantInfoService(db: TDb, options: { timeZone: string }) {
  const repo = restaurantInfoRepository(db);
  // The restaurant's zone as last read from its row; the configured one (TZ_RESTAURANT) before a row exists.
  let zone = options.timeZone;
  function useZone(next: string | undefined) {
    if (!next || !isTimeZone(next)) return;
    zone = next;
    // Shared helpers called without a zone (the pages' server render among them) follow it too.
    setRestaurantTimeZone(next);
  }
  useZone(zone);
  return {
    /**
     * The restaurant's time zone (IANA name), as stored in its information: what every module that reads or
     * writes restaurant-local times uses. Kept in memory (read at every start, after every save here, and
     * by `refreshTimeZone` on the scheduler for saves on other instances), because the order path and the
     * hours read it synchronously many times per request.
     */
    timeZone(): string {
      return zone;
    },

    /** Reads the stored zone again (the start, and the periodic job for saves made elsewhere). */
    async refreshTimeZone(): Promise<string> {
      useZone((await repo.current())?.timeZone);
      return zone;
    },

    /**
     * Before the zone was data, TZ_RESTAURANT was the restaurant's clock; the migration that made it a
     * column gave every existing restaurant the spec's Europe/Zurich. An installation that set another zone
     * and has never chosen one on the screen keeps its clock: at its first start the configured zone is
     * stored, once (logged as by TZ_RESTAURANT). Afterwards the variable no longer matters.
     */
    async adoptConfiguredZone(): Promise<void> {
      const configured = options.timeZone;
      if (configured === DEFAULT_TIME_ZONE || !isTimeZone(configured)) return;
      const chosen = await serviceChangeHistory(db, 'restaurant-texts', 1000);
      if (chosen.some((change) => (change.after as TRestaurantTextsState).timeZone)) return;
      await db.transaction(async (tx) => {
        const r = restaurantInfoRepository(tx);
        const row = await r.currentForUpdate();
        // No restaurant yet (its seed writes the zone), or a zone of its own already.
        if (!row || row.timeZone !== DEFAULT_TIME_ZONE) return;
        await r.setTimeZone(row.id, configured);
        await recordServiceChange(tx, 'restaurant-texts', {
          by: 'TZ_RESTAURANT',
          before: { timeZone: row.timeZone },
          after: { timeZone: configured },
        });
      });
    },

    /** The latest saves that changed the restaurant's texts or its time zone, newest first. */
    async textsHistory(limit = 10): Promise<TRestaurantTextsChange[]> {
      const rows = await serviceChangeHistory(db, 'restaurant-texts', limit);
      return rows.map((row) => ({
        at: row.changedAt.toISOString(),
        by: row.changedBy,
        before: row.before as TRestaurantTextsState,
        after: row.after as TRestaurantTextsState,
      }));
    },

    /**
     * The stored row as other modules need it (opening hours, seat capacity, contact details);
     * undefined before the installation seeded it. `tx` reads it inside a change's transaction.
     */
    async stored(tx?: TTx): Promise<TRestaurantInfoRow | undefined> {
      const row = await (tx ? restaurantInfoRepository(tx) : repo).current();
      // Outside a transaction the row is committed: its zone is adopted at once. The order path reads the
      // row whenever its read version moved (every save moves it), so a zone saved on another instance
      // judges this instance's very next order too.
      if (!tx) useZone(row?.timeZone);
      return row;
    },

    /** The latest saves that changed the special days or the slot capacity, newest first. */
    async settingsHistory(limit = 10): Promise<TServiceSettingsChange[]> {
      const rows = await serviceChangeHistory(db, 'service-settings', limit);
      return rows.map((row) => {
        const before = row.before as { specialDays?: TSpecialDay[]; slotCapacity?: TSlotCapacity };
        const after = row.after as typeof before;
        return {
          at: row.changedAt.toISOString(),
          by: row.changedBy,
          ...(after.specialDays
            ? { specialDays: { before: before.specialDays ?? [], after: after.specialDays } }
            : {}),
          ...(after.slotCapacity
            ? { slotCapacity: { before: before.slotCapacity ?? NO_SLOT_CAPACITY, after: after.slotCapacity } }
            : {}),
        };
      });
    },

    /**
     * The public info, its texts in `language` (else the default language's): never the unseen-order
     * settings (they hold the restaurant's own contacts).
     */
    async current(language?: TLanguage): Promise<TRestaurantInfo> {
      const row = await repo.current();
      if (!row) throw notFound(NOT_SET_UP);
      return toInfo(row, language);
    },

    /**
     * The legal notice's free text for a reader of `language`: the restaurant's text in that language,
     * else the default language's; null when it wrote none (or is not set up).
     */
    async legalNotice(language: TLanguage): Promise<string | null> {
      const row = await repo.current();
      if (!row) return null;
      return (
        row.translations[language]?.legalNotice || row.translations[row.defaultLanguage]?.legalNotice || null
      );
    },

    /** The back office's read: with the unseen-order settings. */
    async adminCurrent(): Promise<TAdminRestaurantInfo> {
      const row = await repo.current();
      if (!row) throw notFound(NOT_SET_UP);
      return toAdminInfo(row);
    },

    /**
     * Saves the info of row `id` (there is no create: the installation seeds the row). Opening hours
     * are stored as the canonical text, so every reader parses one format. A left-out delivery note
     * keeps the saved one; null or empty clears it.
     */
    async update(id: number, input: TRestaurantInfoUpdate, by = 'system'): Promise<TAdminRestaurantInfo> {
      if (input.id !== undefined && input.id !== id) {
        throw badRequest(FIELD_ERRORS_MESSAGE, { id: 'Does not match the restaurant being saved.' });
      }
      const vatNumber = savedVatNumber(input.vatNumber);
      const unseen = savedUnseen(input.unseen);
      const hours = parseOpeningHoursText(input.openingHours);
      if (!hours.ok) throw badRequest(FIELD_ERRORS_MESSAGE, { openingHours: hours.errors[0] ?? '' });
      const timeZone = input.timeZone?.trim();
      if (timeZone !== undefined && !isTimeZone(timeZone))
        throw badRequest(FIELD_ERRORS_MESSAGE, { timeZone: TIME_ZONE_MESSAGE });
      const today = instantToZonedLocal(new Date(), timeZone ?? zone).slice(0, 10);
      const specialDays = input.specialDays && normalizeSpecialDays(input.specialDays, today);
      const row = await db.transaction(async (tx) => {
        const r = restaurantInfoRepository(tx);
        const before = await r.current();
        const savedDefault = before?.defaultLanguage ?? 'de';
        let texts: TTextColumns = {
          aboutText: input.aboutText,
          deliveryNote:
            input.deliveryNote === undefined
              ? (before?.deliveryNote ?? null)
              : input.deliveryNote?.trim() || null,
          cuisines: input.cuisines === undefined ? (before?.cuisines ?? []) : savedCuisines(input.cuisines),
          translations: savedTranslations(
            input.translations,
            input.legalNotice,
            before?.translations ?? {},
            savedDefault,
          ),
        };
        if (input.defaultLanguage !== undefined && input.defaultLanguage !== savedDefault)
          texts = swapTextLanguage(texts, savedDefault, input.defaultLanguage);
        const updated = await r.update(id, {
          ...(specialDays ? { specialDays } : {}),
          ...(input.slotCapacity
            ? {
                slotCapacityDelivery: input.slotCapacity.DELIVERY,
                slotCapacityTakeaway: input.slotCapacity.TAKEAWAY,
              }
            : {}),
          name: input.name,
          ...texts,
          phone: input.phone,
          address: input.address,
          openingHours: formatOpeningHoursText(hours.week),
          ...(timeZone === undefined ? {} : { timeZone }),
          ...(input.defaultLanguage === undefined ? {} : { defaultLanguage: input.defaultLanguage }),
          ...(input.kitchenLanguage === undefined ? {} : { kitchenLanguage: input.kitchenLanguage }),
          ...(vatNumber === undefined ? {} : { vatNumber }),
          ...(input.legalName === undefined ? {} : { legalName: clearable(input.legalName) }),
          ...(input.responsiblePerson === undefined
            ? {}
            : { responsiblePerson: clearable(input.responsiblePerson) }),
          ...(unseen ? { unseen } : {}),
          // The input schema lets the two through only together: both left out, both null or both set.
          ...(input.latitude === undefined ? {} : { latitude: input.latitude }),
          ...(input.longitude === undefined ? {} : { longitude: input.longitude }),
          ...(input.priceRange === undefined ? {} : { priceRange: clearable(input.priceRange) }),
        });
        if (updated && before && updated.defaultLanguage !== before.defaultLanguage) {
          await swapFoodItemLanguage(tx, before.defaultLanguage, updated.defaultLanguage);
        }
        if (updated && before) {
          await recordSettingsChange(tx, { before, after: updated }, today, by);
          await recordTextsChange(tx, { before, after: updated }, by);
        }
        return updated;
      });
      if (!row) throw notFound(NOT_SET_UP);
      // The very next order, hour check and receipt of this instance are on the saved clock.
      useZone(row.timeZone);
      return toAdminInfo(row);
    },
  };
}
