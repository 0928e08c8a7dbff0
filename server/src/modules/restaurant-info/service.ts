import type { TLanguage } from '@app/shared/languages';
import {
  formatOpeningHoursText,
  instantToZonedLocal,
  parseOpeningHoursText,
} from '@app/shared/opening-hours';
import type { TRestaurantInfo } from '@app/shared/restaurant-info';
import type { TServiceSettingsChange } from '@app/shared/service-status';
import {
  NO_SLOT_CAPACITY,
  normalizeSpecialDays,
  type TSlotCapacity,
  type TSpecialDay,
} from '@app/shared/special-days';
import type { TUnseenSettings, TUnseenSettingsInput } from '@app/shared/unseen';
import { normalizeVatNumber } from '@app/shared/vat-number';
import { z } from 'zod';
import type { TDb, TTx } from '../../db/client';
import type { restaurantInfo } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import { FIELD_ERRORS_MESSAGE } from '../../plugins/errors';
import { recordServiceChange, serviceChangeHistory } from '../change-log';
import { restaurantInfoRepository, swapFoodItemLanguage } from './repository';
import { slotCapacityOf, unseenSettingsOf } from './settings';

const NOT_SET_UP = 'The restaurant information has not been set up yet.';
/** The shared catalogue's message (translated by the error handler), as the input schema says it. */
const VAT_NUMBER_MESSAGE = 'validation.vatNumber';

function toInfo(row: typeof restaurantInfo.$inferSelect): TRestaurantInfo {
  return {
    id: row.id,
    name: row.name,
    aboutText: row.aboutText,
    phone: row.phone,
    address: row.address,
    openingHours: row.openingHours,
    deliveryNote: row.deliveryNote,
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
  /** Left out: the saved ones stay. */
  specialDays?: TSpecialDay[] | undefined;
  slotCapacity?: TSlotCapacity | undefined;
  /** The legal notice. Left out: kept; null or empty: cleared. */
  vatNumber?: string | null | undefined;
  legalName?: string | null | undefined;
  responsiblePerson?: string | null | undefined;
  /** Escalation, automatic pause and timeout (unseen orders). Left out: the saved settings stay. */
  unseen?: TUnseenSettingsInput | undefined;
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
function toAdminInfo(row: typeof restaurantInfo.$inferSelect): TRestaurantInfo {
  return { ...toInfo(row), unseen: unseenSettingsOf(row) };
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
  return {
    /**
     * The stored row as other modules need it (opening hours, seat capacity, contact details);
     * undefined before the installation seeded it. `tx` reads it inside a change's transaction.
     */
    stored(tx?: TTx): Promise<TRestaurantInfoRow | undefined> {
      return (tx ? restaurantInfoRepository(tx) : repo).current();
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

    /** The public info: never the unseen-order settings (they hold the restaurant's own contacts). */
    async current(): Promise<TRestaurantInfo> {
      const row = await repo.current();
      if (!row) throw notFound(NOT_SET_UP);
      return toInfo(row);
    },

    /** The back office's read: with the unseen-order settings. */
    async adminCurrent(): Promise<TRestaurantInfo> {
      const row = await repo.current();
      if (!row) throw notFound(NOT_SET_UP);
      return toAdminInfo(row);
    },

    /**
     * Saves the info of row `id` (there is no create: the installation seeds the row). Opening hours
     * are stored as the canonical text, so every reader parses one format. A left-out delivery note
     * keeps the saved one; null or empty clears it.
     */
    async update(id: number, input: TRestaurantInfoUpdate, by = 'system'): Promise<TRestaurantInfo> {
      if (input.id !== undefined && input.id !== id) {
        throw badRequest(FIELD_ERRORS_MESSAGE, { id: 'Does not match the restaurant being saved.' });
      }
      const vatNumber = savedVatNumber(input.vatNumber);
      const unseen = savedUnseen(input.unseen);
      const hours = parseOpeningHoursText(input.openingHours);
      if (!hours.ok) throw badRequest(FIELD_ERRORS_MESSAGE, { openingHours: hours.errors[0] ?? '' });
      const today = instantToZonedLocal(new Date(), options.timeZone).slice(0, 10);
      const specialDays = input.specialDays && normalizeSpecialDays(input.specialDays, today);
      const row = await db.transaction(async (tx) => {
        const r = restaurantInfoRepository(tx);
        const before = await r.current();
        const updated = await r.update(id, {
          ...(specialDays ? { specialDays } : {}),
          ...(input.slotCapacity
            ? {
                slotCapacityDelivery: input.slotCapacity.DELIVERY,
                slotCapacityTakeaway: input.slotCapacity.TAKEAWAY,
              }
            : {}),
          name: input.name,
          aboutText: input.aboutText,
          phone: input.phone,
          address: input.address,
          openingHours: formatOpeningHoursText(hours.week),
          ...(input.deliveryNote === undefined ? {} : { deliveryNote: input.deliveryNote || null }),
          ...(input.defaultLanguage === undefined ? {} : { defaultLanguage: input.defaultLanguage }),
          ...(vatNumber === undefined ? {} : { vatNumber }),
          ...(input.legalName === undefined ? {} : { legalName: clearable(input.legalName) }),
          ...(input.responsiblePerson === undefined
            ? {}
            : { responsiblePerson: clearable(input.responsiblePerson) }),
          ...(unseen ? { unseen } : {}),
        });
        if (updated && before && updated.defaultLanguage !== before.defaultLanguage) {
          await swapFoodItemLanguage(tx, before.defaultLanguage, updated.defaultLanguage);
        }
        if (updated && before) await recordSettingsChange(tx, { before, after: updated }, today, by);
        return updated;
      });
      if (!row) throw notFound(NOT_SET_UP);
      return toAdminInfo(row);
    },
  };
}
