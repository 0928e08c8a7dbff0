import {
  type TSaleSettings,
  type TUpdateSaleSettings,
  ZUpdateSaleSettingsSchema,
} from '@app/shared/discounts';
import { formatLocalDateTime } from '@app/shared/local-time';
import {
  instantToZonedLocal,
  LOCAL_DATE_TIME,
  restaurantTimeZone,
  zonedLocalToInstant,
} from '@app/shared/opening-hours';
import { currentLanguage, tAdmin } from '@/i18n/i18n';
import { checkWithSchema, nearestField, type TChecked } from '@/lib/form-errors';

/**
 * The sale form of spec sections 2 ('Discounts / Sale'), 5 ('Sale form') and 8: what the inputs hold,
 * how they become the PUT body, the summary chip and the line saying what diners see now. The rules
 * (0..100, steps of 0.1, start not after end) are the shared schema the server checks with.
 */

export interface TSaleFormValues {
  enabled: boolean;
  /** As typed; empty counts as 0 (spec section 3). */
  percentMenu: string;
  percentBuffet: string;
  /** Restaurant-local 'YYYY-MM-DDTHH:mm' as a datetime-local input holds it, or '' for no bound. */
  startsAt: string;
  endsAt: string;
}

export type TSaleField = Exclude<keyof TSaleFormValues, 'enabled'>;

/** The fields that show messages (the switch has none to show). */
export const placeSaleField = nearestField<TSaleField>([
  'percentMenu',
  'percentBuffet',
  'startsAt',
  'endsAt',
]);

export function saleSwitchLabel(enabled: boolean): string {
  return enabled ? tAdmin('discounts.enabled') : tAdmin('discounts.disabled');
}

/** A stored instant as the restaurant's clock shows it, cut to minutes for a datetime-local input. */
export function toLocalInput(instant: string | null, timeZone: string = restaurantTimeZone()): string {
  if (instant === null || instant.trim() === '') return '';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return instantToZonedLocal(date, timeZone).slice(0, 16);
}

export function saleFormFromSettings(settings: TSaleSettings): TSaleFormValues {
  return {
    enabled: settings.enabled,
    percentMenu: String(settings.percentMenu),
    percentBuffet: String(settings.percentBuffet),
    startsAt: toLocalInput(settings.startsAt),
    endsAt: toLocalInput(settings.endsAt),
  };
}

/** A typed percent: '' is 0, a comma works as the decimal point ('12,5'); null when not a number. */
export function parsePercent(text: string): number | null {
  const value = text.trim().replace(',', '.');
  if (value === '') return 0;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(value)) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A datetime-local value as an ISO instant ('…Z'); the text itself when it is no such value. */
function boundToSend(text: string, timeZone: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  if (!LOCAL_DATE_TIME.test(value)) return value;
  try {
    return zonedLocalToInstant(value, timeZone).toISOString();
  } catch {
    return value; // an impossible date: the schema below names it
  }
}

export type TSaleCheck = TChecked<TUpdateSaleSettings, TSaleField>;

/**
 * The PUT body (enabled, percents as numbers, bounds as ISO instants or null) or the messages of spec
 * section 5 for the fields that are wrong.
 */
export function checkSaleForm(values: TSaleFormValues, timeZone: string = restaurantTimeZone()): TSaleCheck {
  const input = {
    enabled: values.enabled,
    // Text that is no number goes to the schema as it is, which answers with the field's message.
    percentMenu: parsePercent(values.percentMenu) ?? values.percentMenu,
    percentBuffet: parsePercent(values.percentBuffet) ?? values.percentBuffet,
    startsAt: boundToSend(values.startsAt, timeZone),
    endsAt: boundToSend(values.endsAt, timeZone),
  };
  const checked = checkWithSchema(ZUpdateSaleSettingsSchema, input, placeSaleField);
  if (!checked.ok) return checked;
  const { enabled, percentMenu, percentBuffet, startsAt, endsAt } = checked.body;
  return { ok: true, body: { enabled, percentMenu, percentBuffet, startsAt, endsAt } };
}

function percentText(text: string): string {
  const value = parsePercent(text);
  if (value === null || value < 0 || value > 100) return '0';
  return String(Math.round(value * 10) / 10);
}

/** The chip 'X% off Menu • Y% off Buffet', shown when enabled and a percent is above 0 (spec 2). */
export function saleSummary(values: TSaleFormValues): string | null {
  if (!values.enabled) return null;
  const menu = percentText(values.percentMenu);
  const buffet = percentText(values.percentBuffet);
  if (menu === '0' && buffet === '0') return null;
  return tAdmin('discounts.summary', { menu, buffet });
}

/**
 * '23.11.2026, 18:00' on the restaurant's clock, in the back office's language (English keeps the spec's
 * de-CH form).
 */
function formatSaleTime(instant: string, timeZone: string = restaurantTimeZone()): string {
  const language = currentLanguage();
  return formatLocalDateTime(instant, language === 'en' ? { timeZone } : { timeZone, language });
}

/**
 * What diners see with the saved settings at `now` (the server prices with the same window rule:
 * start inclusive, end exclusive).
 */
export function saleStatusText(
  settings: TSaleSettings,
  now: Date,
  timeZone: string = restaurantTimeZone(),
): string {
  if (!settings.enabled || (settings.percentMenu <= 0 && settings.percentBuffet <= 0)) {
    return tAdmin('discounts.status.regular');
  }
  const at = now.getTime();
  if (settings.startsAt && at < Date.parse(settings.startsAt)) {
    return tAdmin('discounts.status.scheduled', { time: formatSaleTime(settings.startsAt, timeZone) });
  }
  if (settings.endsAt && at >= Date.parse(settings.endsAt)) {
    return tAdmin('discounts.status.ended', { time: formatSaleTime(settings.endsAt, timeZone) });
  }
  return settings.endsAt
    ? tAdmin('discounts.status.until', { time: formatSaleTime(settings.endsAt, timeZone) })
    : tAdmin('discounts.status.now');
}
