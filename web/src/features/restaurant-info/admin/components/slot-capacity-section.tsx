import { MAX_SLOT_CAPACITY } from '@app/shared/special-days';
import { Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TCapacityValues } from '@/features/restaurant-info/admin/special-days-editor';
import { translateMessage } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';

/**
 * Slot capacity: at most this many orders per 15-minute slot, per order type; empty is no limit. The
 * checkout does not offer a full slot and the server refuses it.
 */
export function SlotCapacitySection({
  values,
  onChange,
  errors,
  disabled,
}: {
  values: TCapacityValues;
  onChange: (type: keyof TCapacityValues, value: string) => void;
  errors: Partial<Record<keyof TCapacityValues, string>>;
  disabled: boolean;
}) {
  const t = useAdminT();
  const field = (type: keyof TCapacityValues) => (
    <TextInput
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_SLOT_CAPACITY}
      step={1}
      label={t('slotCapacity.label', { type })}
      placeholder={t('slotCapacity.placeholder')}
      value={values[type]}
      onChange={(event) => onChange(type, event.currentTarget.value)}
      error={errors[type] ? translateMessage(errors[type]) : undefined}
      disabled={disabled}
    />
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {t('slotCapacity.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('slotCapacity.hint')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={480}>
          {field('DELIVERY')}
          {field('TAKEAWAY')}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
