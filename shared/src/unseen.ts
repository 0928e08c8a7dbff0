import { z } from 'zod/mini';
import { singleLine } from './text';

/**
 * No order left unseen (README "No order left unseen"): the incoming screens report themselves (presence), a
 * new order or reservation nobody has seen is escalated (push again, then email, then SMS), online ordering
 * pauses by itself while no incoming screen is online during opening hours, and an order nobody confirmed in
 * time is cancelled for the diner (refunded when paid). Reservations are escalated, never cancelled.
 */

/** A screen that reported itself within this many seconds is online. It reports every HEARTBEAT_SECONDS. */
export const SCREEN_ONLINE_SECONDS = 60;
export const HEARTBEAT_SECONDS = 20;

/**
 * The escalation's steps, in order: step n runs n × escalateAfterMinutes after the order's confirmation
 * clock started (`countsFrom`, see confirmClockOf: when it came in, or the next opening when it came in
 * while the restaurant was closed).
 */
export const ESCALATION_STEPS = ['PUSH', 'EMAIL', 'SMS'] as const;
export type TEscalationStep = (typeof ESCALATION_STEPS)[number];

export const UNSEEN_LIMITS = {
  escalateAfterMinutes: { min: 1, max: 60 },
  autoPauseAfterMinutes: { min: 1, max: 120 },
  autoCancelAfterMinutes: { min: 5, max: 240 },
} as const;

/**
 * The settings (restaurant info's `unseen`, as the API carries it): minutes as numbers, null turns a step
 * off. `autoCancelByOrderType` may give takeaway and delivery their own minutes (absent or null for a
 * type: `autoCancelAfterMinutes`).
 */
export const ZUnseenSettingsSchema = z.object({
  escalateAfterMinutes: z.nullable(z.int()),
  autoPauseAfterMinutes: z.nullable(z.int()),
  autoCancelAfterMinutes: z.nullable(z.int()),
  autoCancelByOrderType: z.optional(
    z.object({
      TAKEAWAY: z.optional(z.nullable(z.int())),
      DELIVERY: z.optional(z.nullable(z.int())),
    }),
  ),
  /** The restaurant's address for escalation emails; null: that step is off. */
  notifyEmail: z.nullable(z.string()),
  /** A phone number (E.164 after normalising, e.g. +41791234567) for the SMS step; null: off. */
  smsTo: z.nullable(z.string()),
});
export type TUnseenSettings = z.infer<typeof ZUnseenSettingsSchema>;

/** Sensible defaults, on: a restaurant that never opened the settings is protected already. */
export const DEFAULT_UNSEEN_SETTINGS: TUnseenSettings = {
  escalateAfterMinutes: 2,
  autoPauseAfterMinutes: 5,
  autoCancelAfterMinutes: 15,
  notifyEmail: null,
  smsTo: null,
};

const MINUTE_MS = 60_000;

/**
 * When the restaurant's time to confirm an order runs: `countsFrom` is when the clock starts (the moment
 * the order became visible to the kitchen, or the next opening when it arrived while the restaurant was
 * closed: nobody is there to confirm it), and `notBefore` is the earliest the timeout may end (a scheduled
 * order: its requested time minus the preparation time the kitchen confirms with; null for ASAP). A card
 * pickup for 18:30 placed at 11:42 is then cancelled no earlier than 17:45, and escalation does not wake
 * anybody at 3 a.m. for an order placed at night for tomorrow evening.
 */
export type TConfirmClock = { countsFrom: Date; notBefore: Date | null };

export function confirmClockOf(
  order: { visibleAt: Date; asap: boolean; requestedAt: Date },
  restaurant: {
    /** The first open instant at or after `at` (the instant itself when open); null: no opening known. */
    openAt: (at: Date) => Date | null;
    /** The preparation minutes of this order (order settings' ASAP minutes + the delivery zone's extra). */
    prepMinutes: number;
  },
): TConfirmClock {
  const opens = restaurant.openAt(order.visibleAt);
  const countsFrom = opens && opens.getTime() > order.visibleAt.getTime() ? opens : order.visibleAt;
  const notBefore = order.asap
    ? null
    : new Date(order.requestedAt.getTime() - restaurant.prepMinutes * MINUTE_MS);
  return { countsFrom, notBefore };
}

/**
 * When an order is cancelled unless confirmed: its order type's minutes (else the general minutes) after
 * its clock started, and never before `notBefore`; null: never.
 */
export function autoCancelAtOf(
  order: { orderType: 'DELIVERY' | 'TAKEAWAY' } & TConfirmClock,
  settings: TUnseenSettings,
): Date | null {
  const byType = settings.autoCancelByOrderType?.[order.orderType];
  const minutes = byType ?? settings.autoCancelAfterMinutes;
  if (minutes === null || minutes === undefined) return null;
  const at = order.countsFrom.getTime() + minutes * MINUTE_MS;
  return new Date(Math.max(at, order.notBefore?.getTime() ?? at));
}

const minutes = (limits: { min: number; max: number }) =>
  z.nullable(z.int().check(z.gte(limits.min), z.lte(limits.max)));

/** Restaurant info's PUT may carry `unseen` (left out: the saved settings stay). */
export const ZUnseenSettingsInputSchema = z.strictObject({
  escalateAfterMinutes: minutes(UNSEEN_LIMITS.escalateAfterMinutes),
  autoPauseAfterMinutes: minutes(UNSEEN_LIMITS.autoPauseAfterMinutes),
  autoCancelAfterMinutes: minutes(UNSEEN_LIMITS.autoCancelAfterMinutes),
  autoCancelByOrderType: z.optional(
    z.strictObject({
      TAKEAWAY: z.optional(minutes(UNSEEN_LIMITS.autoCancelAfterMinutes)),
      DELIVERY: z.optional(minutes(UNSEEN_LIMITS.autoCancelAfterMinutes)),
    }),
  ),
  notifyEmail: z.nullable(z.string().check(z.trim(), z.maxLength(254), singleLine())),
  smsTo: z.nullable(z.string().check(z.trim(), z.maxLength(40), singleLine())),
});
export type TUnseenSettingsInput = z.infer<typeof ZUnseenSettingsInputSchema>;

/** POST /api/admin/screens/heartbeat: an open incoming screen reports itself. */
export const ZScreenHeartbeatSchema = z.strictObject({
  /** Random per browser (kept in its storage), 8 to 64 URL-safe characters. */
  screenId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  /** The device's name as staff set it on the screen ("Kitchen tablet"). */
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60), singleLine()),
  /** Sound unlocked by a first interaction (browsers block sound before one). */
  soundReady: z.boolean(),
  /** The screen's own mute switch. */
  muted: z.boolean(),
});
export type TScreenHeartbeat = z.infer<typeof ZScreenHeartbeatSchema>;

/** GET /api/admin/screens: the incoming screens online, most recent first. */
export const ZScreenSchema = z.object({
  screenId: z.string(),
  name: z.string(),
  lastSeenAt: z.string(),
  soundReady: z.boolean(),
  muted: z.boolean(),
});
export type TScreen = z.infer<typeof ZScreenSchema>;

/**
 * What every admin page's banner needs (carried by GET /api/admin/alerts as `screens`): whether the
 * restaurant is open now, how many incoming screens are online, and whether ordering is paused by itself.
 */
export const ZScreenAlertSchema = z.object({
  openNow: z.boolean(),
  online: z.int(),
  autoPaused: z.boolean(),
});
export type TScreenAlert = z.infer<typeof ZScreenAlertSchema>;

/**
 * The reason a push step failed when no admin device had subscribed: recorded by the server as it is, said
 * in the admin's language by the back office.
 */
export const NO_DEVICE_SUBSCRIBED = 'no device subscribed';

/** One escalation step done for an order or reservation (on the admin order and the incoming card). */
export const ZEscalationSchema = z.object({
  step: z.enum(ESCALATION_STEPS),
  at: z.string(),
  /** False when the step could not be done (no address, provider refused): the back office shows why. */
  ok: z.boolean(),
  detail: z.optional(z.string()),
});
export type TEscalation = z.infer<typeof ZEscalationSchema>;

/** The reason an order cancelled for lack of confirmation carries (the spec's English text). */
export const AUTO_CANCEL_REASON = 'The restaurant could not confirm your order in time';
