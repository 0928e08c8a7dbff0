import type { TKitchenTicket } from '@app/shared/kitchen';
import { useId } from 'react';
import { currentLocale } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import { allDayCounts } from '../kitchen-logic';
import classes from './kitchen.module.css';

/** "All day": how many of each dish are still to make across the station's cards. */
export function AllDayStrip({ tickets }: { tickets: readonly TKitchenTicket[] }) {
  const t = useAdminT();
  const headingId = useId();
  const counts = allDayCounts(tickets, currentLocale());
  if (counts.length === 0) return null;
  return (
    <section className={classes.allDay} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('kitchen.allDay')}</h2>
      <ul>
        {counts.map((count) => (
          <li key={count.name}>{t('kitchen.allDayCount', { quantity: count.quantity, name: count.name })}</li>
        ))}
      </ul>
    </section>
  );
}
