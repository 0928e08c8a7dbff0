import { LOCALE_OF } from '@app/shared/languages';
import type { TEscalation } from '@app/shared/unseen';
import { RESTAURANT_TIME_ZONE } from '@app/shared/zoned-time';
import { currentLanguage, tAdmin } from '@/i18n/i18n';

/** '12:03' on the restaurant's clock (a card's escalations and timeout are always today). */
export function clockTime(iso: string): string {
  return new Intl.DateTimeFormat(LOCALE_OF[currentLanguage()], {
    timeZone: RESTAURANT_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/**
 * 'Reminder pushed 12:03 · emailed 12:05' (issue 24): the escalation steps done for a card or an order,
 * in order, a failed one said as such with its reason; null when none was needed.
 */
export function escalationText(escalations: readonly TEscalation[] | undefined): string | null {
  if (!escalations || escalations.length === 0) return null;
  return [...escalations]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((step) => {
      const text = tAdmin(step.ok ? 'incoming.escalation' : 'incoming.escalationFailed', {
        step: step.step,
        time: clockTime(step.at),
      });
      // A failed step says why (no address, the provider refused), as the server recorded it.
      return !step.ok && step.detail ? `${text} (${step.detail})` : text;
    })
    .join(' · ');
}

/** 'Cancels automatically at 12:15 unless confirmed'; null for a card that is never cancelled by itself. */
export function autoCancelText(autoCancelAt: string | null | undefined): string | null {
  return autoCancelAt ? tAdmin('incoming.autoCancelAt', { time: clockTime(autoCancelAt) }) : null;
}
