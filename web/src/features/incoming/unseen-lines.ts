import { NO_DEVICE_SUBSCRIBED, type TEscalation } from '@app/shared/unseen';
import { formatServiceTime } from '@/features/service-status/public';
import { tAdmin } from '@/i18n/i18n';

/**
 * 'Reminder pushed 12:03 · emailed 12:05': the escalation steps done for a card or an order,
 * in order, a failed one said as such with its reason; null when none was needed. Times on the
 * restaurant's clock, with the date when not today (the orders table lists past orders too).
 */
export function escalationText(
  escalations: readonly TEscalation[] | undefined,
  now = new Date(),
): string | null {
  if (!escalations || escalations.length === 0) return null;
  return [...escalations]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((step) => {
      const text = tAdmin(step.ok ? 'incoming.escalation' : 'incoming.escalationFailed', {
        step: step.step,
        time: formatServiceTime(step.at, now),
      });
      // A failed step says why (no address, the provider refused): a reason of our own in the admin's
      // language, a provider's answer as the server recorded it.
      if (step.ok || !step.detail) return text;
      const why = step.detail === NO_DEVICE_SUBSCRIBED ? tAdmin('incoming.escalationNoDevice') : step.detail;
      return `${text} (${why})`;
    })
    .join(' · ');
}

/** 'Cancels automatically at 12:15 unless confirmed'; null for a card that is never cancelled by itself. */
export function autoCancelText(autoCancelAt: string | null | undefined, now = new Date()): string | null {
  return autoCancelAt
    ? tAdmin('incoming.autoCancelAt', { time: formatServiceTime(autoCancelAt, now) })
    : null;
}
