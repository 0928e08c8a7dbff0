import type { TCourierShift } from '@app/shared/couriers';
import { chf } from '@/features/couriers/courier-texts';
import { useAdminT } from '@/i18n/use-i18n';
import classes from './courier.module.css';

/** The courier's open shift: the float taken along, the cash taken at the doors, what to hand in. */
export function ShiftSummary({ shift }: { shift: TCourierShift }) {
  const t = useAdminT();
  return (
    <dl className={classes.shift}>
      <dt>{t('courier.float')}</dt>
      <dd>{chf(shift.float)}</dd>
      <dt>{t('courier.collected', { count: shift.cashDeliveries })}</dt>
      <dd>{chf(shift.collected)}</dd>
      <dt>{t('courier.expected')}</dt>
      <dd>{chf(shift.expected)}</dd>
    </dl>
  );
}
