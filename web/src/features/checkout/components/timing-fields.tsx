import type { TOrderType } from '@app/shared/enums';
import { RadioGroup } from '@/components/ui/radio-group';
import { TextField } from '@/components/ui/text-field';
import { useAsapLeadMinutes } from '@/features/checkout/api/asap-lead';
import type { TTimingChoice } from '@/features/checkout/checkout-rules';
import { defaultScheduledValue, earliestPickerValue } from '@/features/checkout/restaurant-time';
import { useT } from '@/i18n/use-i18n';
import classes from './checkout.module.css';

/** Spec 9: the time input steps by 5 minutes. */
const STEP_SECONDS = 300;

/** ASAP (ready in 45 minutes, plus busy mode's) or a chosen restaurant-local time. */
export function TimingFields({
  orderType,
  timing,
  error,
  onChange,
  disabled,
}: {
  orderType: TOrderType;
  timing: TTimingChoice;
  error: string | undefined;
  onChange: (timing: TTimingChoice) => void;
  disabled: boolean;
}) {
  const t = useT();
  const lead = useAsapLeadMinutes();
  const now = new Date();
  const whenOptions = [
    { value: 'ASAP', label: t('checkout.asap') },
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
          onChange(
            value === 'ASAP'
              ? { asap: true }
              : { asap: false, input: timing.asap ? defaultScheduledValue(now) : timing.input },
          )
        }
        description={timing.asap ? t('checkout.readyIn', { minutes: lead }) : undefined}
        disabled={disabled}
      />
      {timing.asap ? null : (
        <TextField
          type="datetime-local"
          label={orderType === 'DELIVERY' ? t('checkout.deliveryTime') : t('checkout.pickupTime')}
          description={t('checkout.timeHint')}
          step={STEP_SECONDS}
          min={earliestPickerValue(now)}
          value={timing.input}
          onChange={(event) => onChange({ asap: false, input: event.currentTarget.value })}
          error={error}
          required
          disabled={disabled}
        />
      )}
    </div>
  );
}
