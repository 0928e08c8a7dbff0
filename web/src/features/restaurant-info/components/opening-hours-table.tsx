import { LOCALE_OF } from '@app/shared/languages';
import type { TSpecialDay } from '@app/shared/special-days';
import { restaurantTimeZone } from '@app/shared/zoned-time';
import { useMemo } from 'react';
import { Text } from '@/components/ui/typography';
import {
  isRowForWeekday,
  splitOpeningHoursText,
  weekdayKey,
} from '@/features/restaurant-info/opening-hours-lines';
import { formatRanges, restaurantToday } from '@/features/restaurant-info/special-days-format';
import { useLanguage, useT } from '@/i18n/use-i18n';
import classes from './opening-hours-table.module.css';

/**
 * The stored opening-hours text as a table, one row per day, today's row marked; when today is a special
 * day, today's row says its hours (or closed) instead of the weekday's.
 */
export function OpeningHoursTable({
  text,
  now = new Date(),
  specialDays = [],
}: {
  text: string;
  now?: Date;
  specialDays?: readonly TSpecialDay[];
}) {
  const t = useT();
  const language = useLanguage();
  const rows = useMemo(() => splitOpeningHoursText(text, LOCALE_OF[language]), [text, language]);
  const today = weekdayKey(now, restaurantTimeZone());
  const special = specialDays.find((day) => day.date === restaurantToday(now));

  if (rows.length === 0) return <Text dimmed>{t('site.home.hoursSoon')}</Text>;

  return (
    <table className={classes.table}>
      <thead>
        <tr>
          <th scope="col">{t('site.home.day')}</th>
          <th scope="col">{t('site.home.hours')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const isToday = isRowForWeekday(row, today);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their position
            <tr key={index} className={isToday ? classes.today : undefined}>
              <th scope="row">
                <span className={classes.day}>
                  <span>{row.dayLabel}</span>
                  {isToday ? <span className={classes.badge}>{t('site.home.today')}</span> : null}
                </span>
              </th>
              <td>
                {isToday && special
                  ? special.closed || special.ranges.length === 0
                    ? t('site.home.closed')
                    : formatRanges(special.ranges)
                  : row.closed
                    ? t('site.home.closed')
                    : row.ranges.join(', ')}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
