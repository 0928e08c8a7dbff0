import type { TOrderType } from '@app/shared/enums';
import { DEFAULT_UNSEEN_SETTINGS, type TUnseenSettings, type TUnseenSettingsInput } from '@app/shared/unseen';

/**
 * The "Unseen orders" part of the restaurant info form: each step's minutes with an on/off
 * switch (off is null in the contract), the auto-cancel's own minutes per order type (off: the general
 * minutes apply), and the escalation's email and SMS number (empty: that step is off).
 */

export interface TMinutesField {
  on: boolean;
  /** As typed; kept while the switch is off, so switching back on restores it. */
  minutes: string;
}

export interface TUnseenFormValues {
  escalate: TMinutesField;
  autoPause: TMinutesField;
  autoCancel: TMinutesField;
  /** Own auto-cancel minutes for the order type (on) or the general ones (off). */
  byType: Record<TOrderType, TMinutesField>;
  notifyEmail: string;
  smsTo: string;
}

/** The contract's field of each setting: server messages arrive under `unseen.<field>`. */
export const UNSEEN_FIELD = {
  escalate: 'unseen.escalateAfterMinutes',
  autoPause: 'unseen.autoPauseAfterMinutes',
  autoCancel: 'unseen.autoCancelAfterMinutes',
  TAKEAWAY: 'unseen.autoCancelByOrderType.TAKEAWAY',
  DELIVERY: 'unseen.autoCancelByOrderType.DELIVERY',
  notifyEmail: 'unseen.notifyEmail',
  smsTo: 'unseen.smsTo',
} as const;

function field(minutes: number | null | undefined, fallback: number | null): TMinutesField {
  if (minutes === null || minutes === undefined) return { on: false, minutes: String(fallback ?? '') };
  return { on: true, minutes: String(minutes) };
}

/** The form's values from the saved settings; no settings yet: the defaults (on). */
export function unseenFormValues(settings: TUnseenSettings | undefined): TUnseenFormValues {
  const s = settings ?? DEFAULT_UNSEEN_SETTINGS;
  const d = DEFAULT_UNSEEN_SETTINGS;
  const cancelFallback = s.autoCancelAfterMinutes ?? d.autoCancelAfterMinutes;
  return {
    escalate: field(s.escalateAfterMinutes, d.escalateAfterMinutes),
    autoPause: field(s.autoPauseAfterMinutes, d.autoPauseAfterMinutes),
    autoCancel: field(s.autoCancelAfterMinutes, d.autoCancelAfterMinutes),
    byType: {
      TAKEAWAY: field(s.autoCancelByOrderType?.TAKEAWAY, cancelFallback),
      DELIVERY: field(s.autoCancelByOrderType?.DELIVERY, cancelFallback),
    },
    notifyEmail: s.notifyEmail ?? '',
    smsTo: s.smsTo ?? '',
  };
}

/**
 * Whole minutes as typed, or NaN (the shared schema then names the field); switched off or left empty:
 * null, the step is off (docs/operations.md: "empty minutes turn a step off").
 */
function minutesOf(value: TMinutesField): number | null {
  const text = value.minutes.trim();
  if (!value.on || text === '') return null;
  return /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The `unseen` of the PUT body. Per-type minutes only count while auto-cancel is on: with it off no
 * order is cancelled, so they are sent as null (off).
 */
export function unseenInput(values: TUnseenFormValues): TUnseenSettingsInput {
  const cancelOn = values.autoCancel.on;
  return {
    escalateAfterMinutes: minutesOf(values.escalate),
    autoPauseAfterMinutes: minutesOf(values.autoPause),
    autoCancelAfterMinutes: minutesOf(values.autoCancel),
    autoCancelByOrderType: {
      TAKEAWAY: cancelOn ? minutesOf(values.byType.TAKEAWAY) : null,
      DELIVERY: cancelOn ? minutesOf(values.byType.DELIVERY) : null,
    },
    notifyEmail: orNull(values.notifyEmail),
    smsTo: orNull(values.smsTo),
  };
}
