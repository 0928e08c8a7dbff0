import { UPCOMING_SPECIAL_DAYS } from '@app/shared/special-days';
import { Alert } from '@/components/ui/alert';
import type { TRestaurantInfoState } from '@/features/restaurant-info/api/get-restaurant-info';
import {
  addDays,
  formatDateRun,
  formatRanges,
  restaurantToday,
  specialDayRuns,
} from '@/features/restaurant-info/special-days-format';
import { currentLocale } from '@/i18n/i18n';
import { useT } from '@/i18n/use-i18n';

/**
 * Special days: the closures and special hours of the next 14 days on the home page ('Closed Fri
 * 25.12.–Sat 26.12. — Christmas', 'Special hours Thu 24.12.: 17:00–21:00'); nothing when there are none.
 */
export function SpecialDaysNotice({ state }: { state: TRestaurantInfoState }) {
  const t = useT();
  const today = restaurantToday();
  // The server sends them sorted.
  const runs = specialDayRuns(
    state.info?.specialDays ?? [],
    today,
    addDays(today, UPCOMING_SPECIAL_DAYS - 1),
  );
  if (runs.length === 0) return null;
  const locale = currentLocale();
  return (
    <Alert color="blue" role="region" title={t('site.home.specialDays.title')}>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {runs.map((run) => {
          const dates = formatDateRun(run.from, run.to, locale);
          const text = run.closed
            ? t('site.home.specialDays.closed', { dates })
            : t('site.home.specialDays.hours', { dates, hours: formatRanges(run.ranges) });
          return <li key={run.from}>{run.note ? `${text} — ${run.note}` : text}</li>;
        })}
      </ul>
    </Alert>
  );
}
