import { isPausedForAll } from '@app/shared/service-status';
import { Alert } from '@/components/ui/alert';
import { useAsapStatus } from '@/features/service-status/api/get-asap-status';
import { usePublicServiceStatus } from '@/features/service-status/api/get-public-service-status';
import { closedNowText, formatServiceTime } from '@/features/service-status/service-time';
import { useT } from '@/i18n/use-i18n';

/**
 * Today's state for ordering, before any form: 'We’re closed today. Next open: 29.11.2026, 11:00' on a
 * special closing day, or that ASAP orders cannot be taken now (closing soon, a break). The server's own
 * answer for an ASAP order (useAsapStatus), in the diner's language. A pause is the
 * PausedNotice's to say. While open, busy mode's longer times ('Busy: orders take about 30 minutes longer
 * until 20:30.'); nothing otherwise.
 */
/** Each page's own text for busy mode (each page's area carries its copy; /checkout says the ready time). */
const BUSY_KEY = { home: 'site.home.busy', menu: 'site.menu.busy' } as const;

export function TodayNotice({ page, className }: { page: keyof typeof BUSY_KEY; className?: string }) {
  const t = useT();
  const data = useAsapStatus();
  const service = usePublicServiceStatus().data;
  if (!data) return null;
  if (data.openNow) {
    const busyUntil = service?.extraUntil;
    if (!service?.extraMinutes || !busyUntil || Date.parse(busyUntil) <= Date.now()) return null;
    return (
      <Alert color="blue" role="status" className={className}>
        {t(BUSY_KEY[page], { minutes: service.extraMinutes, time: formatServiceTime(busyUntil) })}
      </Alert>
    );
  }
  if (isPausedForAll(service)) return null;
  return (
    <Alert color="yellow" role="status" className={className}>
      {closedNowText(data)}
    </Alert>
  );
}
