import { z } from 'zod/mini';
import { ORDER_TYPES, type TOrderType } from './enums';
import { ZSlotCapacitySchema, ZSpecialDaySchema } from './restaurant-info';
import { singleLine } from './text';

/**
 * The service controls of the incoming screen: pause online orders of some order types until
 * a time, and busy mode (extra preparation minutes for ASAP orders until a time). Both end by
 * themselves: every reader judges them against its clock (effectiveServiceStatus), nothing runs a job.
 */

/** The incoming screen's choices; the API accepts any pause up to MAX_PAUSE_MS or the next opening. */
export const PAUSE_MINUTES = [15, 30, 60] as const;
export const BUSY_EXTRA_MINUTES = [15, 30] as const;
export const BUSY_FOR_MINUTES = [30, 60, 120] as const;

/** A pause ends at most this far ahead, or at the next opening when that is later. */
export const MAX_PAUSE_MS = 24 * 3_600_000;
/** Busy mode's extra minutes: 0 to 120 in steps of 5, for at most 12 hours. */
export const MAX_EXTRA_MINUTES = 120;
export const EXTRA_MINUTES_STEP = 5;
export const MAX_BUSY_MS = 12 * 3_600_000;

/** The contract of GET / PUT /api/admin/service-status (instants as ISO 8601 with offset). */
export const ZServiceStatusSchema = z.object({
  pausedUntil: z.nullable(z.string()),
  pausedOrderTypes: z.array(z.enum(ORDER_TYPES)),
  extraMinutes: z.int(),
  extraUntil: z.nullable(z.string()),
  /**
   * Paused by itself because no incoming screen is online during opening hours: on until a
   * screen comes back, whatever `pausedUntil` says. Optional for older answers.
   */
  autoPaused: z.optional(z.boolean()),
});
export type TServiceStatus = z.infer<typeof ZServiceStatusSchema>;

const instantText = z.nullable(z.string().check(z.maxLength(40), singleLine()));

/** The PUT body: the whole state; the server checks times, limits and steps (clear 400 per field). */
export const ZUpdateServiceStatusSchema = z.strictObject({
  pausedUntil: instantText,
  pausedOrderTypes: z.array(z.enum(ORDER_TYPES)).check(z.maxLength(ORDER_TYPES.length)),
  extraMinutes: z.int().check(z.gte(0), z.lte(MAX_EXTRA_MINUTES)),
  extraUntil: instantText,
});
export type TUpdateServiceStatus = z.infer<typeof ZUpdateServiceStatusSchema>;

/** One change of the controls, as the history lists it. */
export const ZServiceStatusChangeSchema = z.object({
  at: z.string(),
  by: z.string(),
  before: ZServiceStatusSchema,
  after: ZServiceStatusSchema,
});
export type TServiceStatusChange = z.infer<typeof ZServiceStatusChangeSchema>;

/**
 * What the change log of the service controls and the restaurant's rules records: the pause and busy
 * mode, an item's sold out today, the service settings of restaurant info (special days, slot capacity),
 * the delivery zones, the fees and times (order settings), the categories and the restaurant's texts
 * and time zone.
 */
export const SERVICE_CHANGE_SUBJECTS = [
  'service-status',
  'sold-out',
  'service-settings',
  'delivery-zones',
  'order-settings',
  'categories',
  'restaurant-texts',
  'reservation-settings',
  'stations',
  'promo-codes',
] as const;
export type TServiceChangeSubject = (typeof SERVICE_CHANGE_SUBJECTS)[number];

/** A sold-out-today switch, as the change log keeps it and the history lists it. */
export const ZSoldOutChangeSchema = z.object({
  at: z.string(),
  by: z.string(),
  kind: z.enum(['MENU', 'BUFFET', 'OPTION']),
  itemId: z.int(),
  /** The item's name when it was switched (default language). */
  name: z.string(),
  soldOut: z.boolean(),
});
export type TSoldOutChange = z.infer<typeof ZSoldOutChangeSchema>;

/** A save that changed the special days or the slot capacity: only what changed, before and after. */
export const ZServiceSettingsChangeSchema = z.object({
  at: z.string(),
  by: z.string(),
  specialDays: z.optional(
    z.object({ before: z.array(ZSpecialDaySchema), after: z.array(ZSpecialDaySchema) }),
  ),
  slotCapacity: z.optional(z.object({ before: ZSlotCapacitySchema, after: ZSlotCapacitySchema })),
});
export type TServiceSettingsChange = z.infer<typeof ZServiceSettingsChangeSchema>;

/** What the back office reads: the contract's fields, plus the next opening and the latest changes. */
export const ZServiceStatusViewSchema = z.object({
  ...ZServiceStatusSchema.shape,
  /** When "until the next opening" would end a pause made now (null: no opening hours). */
  nextOpeningAt: z.nullable(z.string()),
  /** The latest changes, newest first. */
  history: z.array(ZServiceStatusChangeSchema),
});
export type TServiceStatusView = z.infer<typeof ZServiceStatusViewSchema>;

type TInstant = Date | string | null;
type TState = {
  pausedUntil: TInstant;
  pausedOrderTypes: readonly TOrderType[];
  extraMinutes: number;
  extraUntil: TInstant;
};

const ms = (instant: TInstant) => (instant === null ? Number.NaN : new Date(instant).getTime());

export const NO_SERVICE_CONTROLS: TServiceStatus = {
  pausedUntil: null,
  pausedOrderTypes: [],
  extraMinutes: 0,
  extraUntil: null,
};

/** Whether online orders of every type are paused at `now` (staff paused both, or the automatic pause). */
export function isPausedForAll(status: TServiceStatus | undefined, now = new Date()): boolean {
  if (!status) return false;
  if (status.autoPaused) return true;
  return (
    status.pausedUntil !== null &&
    Date.parse(status.pausedUntil) > now.getTime() &&
    ORDER_TYPES.every((type) => status.pausedOrderTypes.includes(type))
  );
}

/** The state as it is at `now`: a pause or busy mode that has ended reads as none. */
export function effectiveServiceStatus(state: TState | undefined, now: Date): TServiceStatus {
  if (!state) return NO_SERVICE_CONTROLS;
  const paused = ms(state.pausedUntil) > now.getTime() && state.pausedOrderTypes.length > 0;
  const busy = ms(state.extraUntil) > now.getTime() && state.extraMinutes > 0;
  return {
    pausedUntil: paused ? new Date(ms(state.pausedUntil)).toISOString() : null,
    pausedOrderTypes: paused ? ORDER_TYPES.filter((type) => state.pausedOrderTypes.includes(type)) : [],
    extraMinutes: busy ? state.extraMinutes : 0,
    extraUntil: busy ? new Date(ms(state.extraUntil)).toISOString() : null,
  };
}

/**
 * When online orders of `orderType` resume, if they are paused at `now`; null when they are not. Without
 * an order type: paused only when every order type is.
 */
export function pausedUntilFor(state: TState | undefined, orderType: TOrderType | undefined, now: Date) {
  const current = effectiveServiceStatus(state, now);
  if (!current.pausedUntil) return null;
  const types = orderType ? [orderType] : ORDER_TYPES;
  return types.every((type) => current.pausedOrderTypes.includes(type))
    ? new Date(current.pausedUntil)
    : null;
}

/** Busy mode's extra minutes at `now` (0 when off). */
export function busyMinutesAt(state: TState | undefined, now: Date): number {
  return effectiveServiceStatus(state, now).extraMinutes;
}

/**
 * Minutes from now until an ASAP order is due: the restaurant's preparation minutes for the order type
 * (order settings' `asapMinutes`, 45 by default), plus busy mode's.
 */
export function asapLeadMinutes(state: TState | undefined, now: Date, asapMinutes: number): number {
  return asapMinutes + busyMinutesAt(state, now);
}
