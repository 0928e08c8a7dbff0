import { ORDER_TYPES, type TOrderType } from '@app/shared/enums';
import { formatLocalDateTime } from '@app/shared/local-time';
import { chfToRappen, formatRappen } from '@app/shared/money';
import { ORDER_KINDS, type TOrderKind } from '@app/shared/order-kind';
import type { TPromoKind } from '@app/shared/promo';
import {
  PROMO_MESSAGES,
  type TPromoCode,
  type TPromoCodeParsed,
  ZPromoCodeInputSchema,
} from '@app/shared/promo-codes';
import {
  instantToZonedLocal,
  LOCAL_DATE_TIME,
  restaurantTimeZone,
  zonedLocalToInstant,
} from '@app/shared/zoned-time';
import { currentLanguage, tAdmin, translateMessage } from '@/i18n/i18n';
import {
  checkWithSchema,
  fieldErrorsFromZod,
  nearestField,
  placeFieldErrors,
  type TChecked,
  type TFieldErrors,
  withFormErrors,
} from '@/lib/form-errors';

/**
 * The promo code dialog's values, how they become the POST/PUT body (checked by the shared schema the
 * server checks with), and how the list says what a code takes off, when, for what and how often.
 */

export interface TPromoFormValues {
  /** As typed, in capitals. */
  code: string;
  kind: TPromoKind;
  /** As typed: percent or CHF; a comma works as the decimal point. */
  value: string;
  /** CHF as typed; empty is no minimum. */
  minimumOrder: string;
  /** Restaurant-local 'YYYY-MM-DDTHH:mm' as a datetime-local input holds it, or '' for no bound. */
  validFrom: string;
  validTo: string;
  orderTypes: TOrderType[];
  kinds: TOrderKind[];
  /** Whole numbers as typed; empty is no limit. */
  maxUses: string;
  maxUsesPerEmail: string;
  firstOrderOnly: boolean;
  active: boolean;
}

export type TPromoField = Exclude<keyof TPromoFormValues, 'firstOrderOnly' | 'active'>;

/** Where a message shows: `orderTypes.0` belongs under the order types. */
export const placePromoField = nearestField<TPromoField>([
  'code',
  'kind',
  'value',
  'minimumOrder',
  'validFrom',
  'validTo',
  'orderTypes',
  'kinds',
  'maxUses',
  'maxUsesPerEmail',
]);

/** A new code: 10 % off everything, from now on, without limits, switched on. */
export const NEW_PROMO_VALUES: TPromoFormValues = {
  code: '',
  kind: 'PERCENT',
  value: '10',
  minimumOrder: '',
  validFrom: '',
  validTo: '',
  orderTypes: [...ORDER_TYPES],
  kinds: [...ORDER_KINDS],
  maxUses: '',
  maxUsesPerEmail: '',
  firstOrderOnly: false,
  active: true,
};

/** A stored instant as the restaurant's clock shows it, cut to minutes for a datetime-local input. */
export function toLocalInput(instant: string | null, timeZone: string = restaurantTimeZone()): string {
  if (instant === null || instant.trim() === '') return '';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return instantToZonedLocal(date, timeZone).slice(0, 16);
}

const optionalNumber = (value: number | null) => (value === null ? '' : String(value));

export function valuesFromPromo(promo: TPromoCode): TPromoFormValues {
  return {
    code: promo.code,
    kind: promo.kind,
    value: String(promo.value),
    minimumOrder: promo.minimumOrder === 0 ? '' : String(promo.minimumOrder),
    validFrom: toLocalInput(promo.validFrom),
    validTo: toLocalInput(promo.validTo),
    orderTypes: ORDER_TYPES.filter((type) => promo.orderTypes.includes(type)),
    kinds: ORDER_KINDS.filter((kind) => promo.kinds.includes(kind)),
    maxUses: optionalNumber(promo.maxUses),
    maxUsesPerEmail: optionalNumber(promo.maxUsesPerEmail),
    firstOrderOnly: promo.firstOrderOnly,
    active: promo.active,
  };
}

const DECIMAL = /^\d+([.,]\d+)?$/;
const WHOLE = /^\d+$/;

/** Typed text as a number when it is one ('12,5' too); else the text, which the schema refuses. */
function numberOf(text: string, pattern: RegExp): number | string {
  const value = text.trim();
  return pattern.test(value) ? Number(value.replace(',', '.')) : value;
}

/** Empty is none (0 for the minimum, null for a limit). */
const orEmpty = <T>(text: string, empty: T, pattern: RegExp) =>
  text.trim() === '' ? empty : numberOf(text, pattern);

/** A datetime-local value as an ISO instant; the text itself when it is no such value (the schema names it). */
function boundToSend(text: string, timeZone: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  if (!LOCAL_DATE_TIME.test(value)) return value;
  try {
    return zonedLocalToInstant(value, timeZone).toISOString();
  } catch {
    return value;
  }
}

/** Valid stand-ins for the fields a cross-field rule does not look at. */
const PROBE = { code: 'PROBE', orderTypes: ['DELIVERY'], kinds: ['MENU'] } as const;

/**
 * The schema's rules that span fields (a percent up to 100, an amount in Rappen, the start before the
 * end) run only once every field is right. Checked on their own, with stand-ins for the rest, their
 * messages show together with the others.
 */
function crossFieldErrors(input: Record<string, unknown>): TFieldErrors<TPromoField> {
  const { kind, value, validFrom, validTo } = input;
  const parsed = ZPromoCodeInputSchema.safeParse({ ...PROBE, kind, value, validFrom, validTo });
  if (parsed.success) return {};
  const errors = placeFieldErrors(fieldErrorsFromZod(parsed.error), placePromoField);
  return { value: errors.value, validTo: errors.validTo };
}

/** The POST/PUT body, or the shared schema's messages under the fields. */
export function checkPromoForm(
  values: TPromoFormValues,
  timeZone: string = restaurantTimeZone(),
): TChecked<TPromoCodeParsed, TPromoField> {
  const input = {
    code: values.code,
    kind: values.kind,
    value: numberOf(values.value, DECIMAL),
    minimumOrder: orEmpty(values.minimumOrder, 0, DECIMAL),
    validFrom: boundToSend(values.validFrom, timeZone),
    validTo: boundToSend(values.validTo, timeZone),
    orderTypes: values.orderTypes,
    kinds: values.kinds,
    maxUses: orEmpty(values.maxUses, null, WHOLE),
    maxUsesPerEmail: orEmpty(values.maxUsesPerEmail, null, WHOLE),
    firstOrderOnly: values.firstOrderOnly,
    active: values.active,
  };
  const checked = checkWithSchema(ZPromoCodeInputSchema, input, placePromoField);
  if (checked.ok) return checked;
  const extra = crossFieldErrors(input);
  // A percent that is no number is named as a percent, not as the amount the schema's number type says.
  if (values.kind === 'PERCENT' && typeof input.value === 'string')
    extra.value = translateMessage(PROMO_MESSAGES.percent);
  // The field's own message (a bound that is no date) before the rule between two fields.
  return withFormErrors(checked, {
    value: extra.value,
    validTo: checked.errors.validTo ?? extra.validTo,
  });
}

/** The saved code as PUT sends it back, with `changes` (the list's on/off switch). */
export function bodyFromPromo(promo: TPromoCode, changes: Partial<TPromoCodeParsed> = {}): TPromoCodeParsed {
  return {
    code: promo.code,
    kind: promo.kind,
    value: promo.value,
    minimumOrder: promo.minimumOrder,
    validFrom: promo.validFrom,
    validTo: promo.validTo,
    orderTypes: promo.orderTypes,
    kinds: promo.kinds,
    maxUses: promo.maxUses,
    maxUsesPerEmail: promo.maxUsesPerEmail,
    firstOrderOnly: promo.firstOrderOnly,
    active: promo.active,
    ...changes,
  };
}

const chf = (amount: number) => formatRappen(chfToRappen(amount));

/** '10 %' or 'CHF 5.00'. */
export function promoValueText(promo: Pick<TPromoCode, 'kind' | 'value'>): string {
  return promo.kind === 'PERCENT' ? tAdmin('promoCodes.percent', { percent: promo.value }) : chf(promo.value);
}

/** 'From CHF 30.00', or null without a minimum order. */
export function promoMinimumText(promo: Pick<TPromoCode, 'minimumOrder'>): string | null {
  return promo.minimumOrder > 0 ? tAdmin('promoCodes.minimum', { amount: chf(promo.minimumOrder) }) : null;
}

/** '24.11.2026, 18:00' on the restaurant's clock, in the back office's language. */
function timeText(instant: string, timeZone: string): string {
  return formatLocalDateTime(instant, { timeZone, language: currentLanguage() });
}

/** When the code applies: always, from, until, or between its bounds. */
export function promoValidityText(
  promo: Pick<TPromoCode, 'validFrom' | 'validTo'>,
  timeZone: string = restaurantTimeZone(),
): string {
  const { validFrom, validTo } = promo;
  if (validFrom && validTo)
    return tAdmin('promoCodes.validBetween', {
      from: timeText(validFrom, timeZone),
      to: timeText(validTo, timeZone),
    });
  if (validFrom) return tAdmin('promoCodes.validFrom', { from: timeText(validFrom, timeZone) });
  if (validTo) return tAdmin('promoCodes.validUntil', { to: timeText(validTo, timeZone) });
  return tAdmin('promoCodes.validAlways');
}

/** Whether the dates put the code out of use at `now`: not yet started, or over. */
export function promoTimeState(
  promo: Pick<TPromoCode, 'validFrom' | 'validTo'>,
  now: Date,
): 'scheduled' | 'ended' | null {
  if (promo.validTo && now.getTime() >= Date.parse(promo.validTo)) return 'ended';
  if (promo.validFrom && now.getTime() < Date.parse(promo.validFrom)) return 'scheduled';
  return null;
}

/** 'Delivery, Takeaway', in the order of the form's checkboxes. */
export function promoOrderTypesText(promo: Pick<TPromoCode, 'orderTypes'>): string {
  return ORDER_TYPES.filter((type) => promo.orderTypes.includes(type))
    .map((type) => tAdmin('promoCodes.orderType', { type }))
    .join(', ');
}

/** 'Menu, Buffet', in the order of the form's checkboxes. */
export function promoKindsText(promo: Pick<TPromoCode, 'kinds'>): string {
  return ORDER_KINDS.filter((kind) => promo.kinds.includes(kind))
    .map((kind) => tAdmin('promoCodes.kind', { kind }))
    .join(', ');
}

/** '3 / 10', or '3 / no limit'. */
export function promoUsesText(promo: Pick<TPromoCode, 'uses' | 'maxUses'>): string {
  return promo.maxUses === null
    ? tAdmin('promoCodes.usesUnlimited', { uses: promo.uses })
    : tAdmin('promoCodes.uses', { uses: promo.uses, max: promo.maxUses });
}

/** 'At most 1 per diner', or null without such a limit. */
export function promoPerDinerText(promo: Pick<TPromoCode, 'maxUsesPerEmail'>): string | null {
  return promo.maxUsesPerEmail === null
    ? null
    : tAdmin('promoCodes.perDiner', { count: promo.maxUsesPerEmail });
}

/** What the list says the code has given off so far. */
export function promoGivenText(promo: Pick<TPromoCode, 'discountGiven'>): string {
  return chf(promo.discountGiven);
}
