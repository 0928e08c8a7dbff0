import type { TLanguage } from '@app/shared/languages';
import { parseOpeningHoursText, type TSchedule } from '@app/shared/opening-hours';
import { scheduleOf, type TSlotCapacity, type TSpecialDay } from '@app/shared/special-days';
import { DEFAULT_UNSEEN_SETTINGS, type TUnseenSettings } from '@app/shared/unseen';
import type { restaurantInfo } from '../../db/schema';

/**
 * The restaurant's settings as its stored row holds them, read the same way by every module that needs
 * them (the order path, the hours, the service controls, the unseen-order jobs): one reader each, here
 * beside the row, so that no module has to ask another module's internals for them.
 */

/**
 * The schedule of a restaurant info row: its opening-hours text with its special days; null without a
 * row or with unreadable hours.
 */
export function scheduleOfRow(
  row: { openingHours: string; specialDays?: readonly TSpecialDay[] } | undefined,
): TSchedule | null {
  if (!row) return null;
  const parsed = parseOpeningHoursText(row.openingHours);
  return parsed.ok ? scheduleOf(parsed.week, row.specialDays) : null;
}

/** The unseen-order settings of a restaurant info row (the defaults before it has any). */
export function unseenSettingsOf(row: { unseen?: TUnseenSettings | null } | undefined): TUnseenSettings {
  return { ...DEFAULT_UNSEEN_SETTINGS, ...(row?.unseen ?? {}) };
}

/** The slot capacity per order type of a stored row. */
export function slotCapacityOf(
  row: Pick<typeof restaurantInfo.$inferSelect, 'slotCapacityDelivery' | 'slotCapacityTakeaway'>,
): TSlotCapacity {
  return { DELIVERY: row.slotCapacityDelivery, TAKEAWAY: row.slotCapacityTakeaway };
}

/**
 * The language of the kitchen's tickets: the one the owner chose, else the default language (of the
 * menu's texts); German, the column's default, before the restaurant is set up.
 */
export function kitchenLanguageOf(
  row: Pick<typeof restaurantInfo.$inferSelect, 'kitchenLanguage' | 'defaultLanguage'> | undefined,
): TLanguage {
  return row?.kitchenLanguage ?? row?.defaultLanguage ?? 'de';
}
