import type { TOrderType } from '@app/shared/enums';
import { lazy, Suspense, useEffect } from 'react';
import { RadioGroup } from '@/components/ui/radio-group';
import { useAsapLeadMinutes } from '@/features/checkout/api/asap-lead';
import type { TTimingChoice } from '@/features/checkout/checkout-rules';
import { loadNamespace } from '@/i18n/i18n';
import { useT } from '@/i18n/use-i18n';
import classes from './checkout.module.css';

// The picker, its API read and its texts (the catalogue's `slots` area) come when a diner schedules: most
// orders are ASAP, and /checkout's first load has no room for them (the 150 kB budget).
const LazySlotPicker = lazy(() =>
  Promise.all([import('./slot-picker'), loadNamespace('slots')]).then(([module]) => ({
    default: module.SlotPicker,
  })),
);

/**
 * ASAP (ready in the restaurant's minutes for the order type, plus the zone's and busy mode's) or a
 * restaurant-local time the restaurant can take.
 */
export function TimingFields({
  orderType,
  asapMinutes,
  timing,
  error,
  onChange,
  disabled,
  asapClosed = null,
}: {
  orderType: TOrderType;
  /** Why ASAP cannot be served now (the server's words, shown above the form); null when it can. */
  asapClosed?: string | null;
  /** The order type's ASAP minutes with the delivery zone's extra minutes. */
  asapMinutes: number;
  timing: TTimingChoice;
  error: string | undefined;
  onChange: (timing: TTimingChoice) => void;
  disabled: boolean;
}) {
  const t = useT();
  const lead = useAsapLeadMinutes(asapMinutes);
  // ASAP the server would refuse is not offered: a later time is chosen instead.
  useEffect(() => {
    if (asapClosed && timing.asap) onChange({ asap: false, input: '' });
  }, [asapClosed, timing.asap, onChange]);
  const whenOptions = [
    { value: 'ASAP', label: t('checkout.asap'), disabled: asapClosed !== null },
    { value: 'SCHEDULED', label: t('checkout.scheduled') },
  ] as const;
  return (
    <div className={classes.stackSm}>
      <RadioGroup
        label={t('checkout.when')}
        options={whenOptions}
        orientation="horizontal"
        value={timing.asap ? 'ASAP' : 'SCHEDULED'}
        onChange={(value) =>
          // '' picks the earliest time offered once the times are here.
          onChange(
            value === 'ASAP' ? { asap: true } : { asap: false, input: timing.asap ? '' : timing.input },
          )
        }
        description={timing.asap && !asapClosed ? t('checkout.readyIn', { minutes: lead }) : undefined}
        disabled={disabled}
      />
      {timing.asap ? null : (
        <Suspense fallback={<p className={classes.slotsNote}>{t('checkout.slotsLoading')}</p>}>
          <LazySlotPicker
            orderType={orderType}
            value={timing.input}
            error={error}
            onChange={(input) => onChange({ asap: false, input })}
            disabled={disabled}
          />
        </Suspense>
      )}
    </div>
  );
}
