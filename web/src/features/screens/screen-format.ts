import { LOCALE_OF } from '@app/shared/languages';
import { currentLanguage } from '@/i18n/i18n';

/**
 * '10 seconds ago', 'vor 2 Minuten', 'il y a 1 minute' in the reader's language: how long ago a screen
 * reported itself. Under 5 seconds reads as now ('now', 'jetzt').
 */
export function formatLastSeen(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  const format = new Intl.RelativeTimeFormat(LOCALE_OF[currentLanguage()], { numeric: 'auto' });
  if (seconds < 5) return format.format(0, 'second');
  if (seconds < 60) return format.format(-seconds, 'second');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  return format.format(-Math.round(minutes / 60), 'hour');
}
