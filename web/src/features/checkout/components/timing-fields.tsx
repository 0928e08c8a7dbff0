import type { TOrderType } from '@app/shared/enums';
import { ASAP_LEAD_MINUTES } from '@app/shared/opening-hours';
import { Group, Radio, Stack, TextInput } from '@mantine/core';
import type { TTimingChoice } from '../checkout-rules';
import { defaultScheduledValue, earliestPickerValue } from '../restaurant-time';

/** Spec 9: the time input steps by 5 minutes. */
const STEP_SECONDS = 300;

/** ASAP (ready in 45 minutes) or a chosen restaurant-local time. */
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
  const now = new Date();
  return (
    <Stack gap="sm">
      <Radio.Group
        label="When"
        value={timing.asap ? 'ASAP' : 'SCHEDULED'}
        onChange={(value) =>
          onChange(
            value === 'ASAP'
              ? { asap: true }
              : { asap: false, input: timing.asap ? defaultScheduledValue(now) : timing.input },
          )
        }
        description={timing.asap ? `Ready in about ${ASAP_LEAD_MINUTES} minutes.` : undefined}
      >
        <Group gap="lg" mt={6}>
          <Radio value="ASAP" label="As soon as possible" disabled={disabled} />
          <Radio value="SCHEDULED" label="Schedule for later" disabled={disabled} />
        </Group>
      </Radio.Group>
      {timing.asap ? null : (
        <TextInput
          type="datetime-local"
          label={orderType === 'DELIVERY' ? 'Delivery time' : 'Pickup time'}
          description="Restaurant time (Zurich), in steps of 5 minutes."
          step={STEP_SECONDS}
          min={earliestPickerValue(now)}
          value={timing.input}
          onChange={(event) => onChange({ asap: false, input: event.currentTarget.value })}
          error={error}
          required
          disabled={disabled}
        />
      )}
    </Stack>
  );
}
