import { ORDER_TYPES, type TOrderType } from '@app/shared/enums';
import { DEFAULT_UNSEEN_SETTINGS, UNSEEN_LIMITS } from '@app/shared/unseen';
import { Checkbox, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  type TMinutesField,
  type TUnseenFormValues,
  UNSEEN_FIELD,
} from '@/features/restaurant-info/admin/unseen-form';
import { translateMessage } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';

interface TUnseenSectionProps {
  values: TUnseenFormValues;
  onChange: (change: (values: TUnseenFormValues) => TUnseenFormValues, field: string) => void;
  errors: Partial<Record<string, string>>;
  disabled: boolean;
}

function MinutesInput({
  label,
  description,
  value,
  limits,
  error,
  disabled,
  onChange,
}: {
  label: string;
  description?: ReactNode;
  value: TMinutesField;
  limits: { min: number; max: number };
  error: string | undefined;
  disabled: boolean;
  onChange: (minutes: string) => void;
}) {
  return (
    <TextInput
      type="number"
      inputMode="numeric"
      min={limits.min}
      max={limits.max}
      step={1}
      label={label}
      description={description}
      value={value.minutes}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error ? translateMessage(error) : undefined}
      disabled={disabled || !value.on}
      maw={320}
    />
  );
}

/**
 * The unseen-order settings: escalate after, pause after, cancel after (per order type if wanted), each with
 * its switch (off: null), and where the escalation's email and SMS go. Defaults are named in the hints.
 */
export function UnseenSection({ values, onChange, errors, disabled }: TUnseenSectionProps) {
  const t = useAdminT();
  const d = DEFAULT_UNSEEN_SETTINGS;

  const setting = (
    key: 'escalate' | 'autoPause' | 'autoCancel',
    switchLabel: string,
    minutesLabel: string,
    hint: string,
    limits: { min: number; max: number },
  ) => (
    <Stack gap={6}>
      <Switch
        label={switchLabel}
        checked={values[key].on}
        disabled={disabled}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          onChange((current) => ({ ...current, [key]: { ...current[key], on } }), UNSEEN_FIELD[key]);
        }}
      />
      <MinutesInput
        label={minutesLabel}
        description={hint}
        value={values[key]}
        limits={limits}
        error={errors[UNSEEN_FIELD[key]]}
        disabled={disabled}
        onChange={(minutes) =>
          onChange((current) => ({ ...current, [key]: { ...current[key], minutes } }), UNSEEN_FIELD[key])
        }
      />
    </Stack>
  );

  const byType = (type: TOrderType) => {
    const value = values.byType[type];
    const off = disabled || !values.autoCancel.on;
    const set = (next: Partial<TMinutesField>) =>
      onChange(
        (current) => ({
          ...current,
          byType: { ...current.byType, [type]: { ...current.byType[type], ...next } },
        }),
        UNSEEN_FIELD[type],
      );
    return (
      <Stack gap={6} key={type}>
        <Checkbox
          label={t('info.unseen.ownTime', { type })}
          checked={value.on}
          disabled={off}
          onChange={(event) => set({ on: event.currentTarget.checked })}
        />
        <MinutesInput
          label={t('info.unseen.typeMinutes', { type })}
          value={value}
          limits={UNSEEN_LIMITS.autoCancelAfterMinutes}
          error={errors[UNSEEN_FIELD[type]]}
          disabled={off}
          onChange={(minutes) => set({ minutes })}
        />
      </Stack>
    );
  };

  const text = (key: 'notifyEmail' | 'smsTo', label: string, hint: string, type: 'email' | 'tel') => (
    <TextInput
      type={type}
      autoComplete={type === 'email' ? 'email' : 'tel'}
      label={label}
      description={hint}
      value={values[key]}
      onChange={(event) => {
        const next = event.currentTarget.value;
        onChange((current) => ({ ...current, [key]: next }), UNSEEN_FIELD[key]);
      }}
      error={errors[UNSEEN_FIELD[key]] ? translateMessage(errors[UNSEEN_FIELD[key]] ?? '') : undefined}
      disabled={disabled}
      maw={480}
    />
  );

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="unseen-heading"
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="unseen-heading">
            {t('info.unseen.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('info.unseen.hint')}
          </Text>
        </div>
        {setting(
          'escalate',
          t('info.unseen.escalate'),
          t('info.unseen.escalateMinutes'),
          t('info.unseen.escalateHint', { minutes: d.escalateAfterMinutes ?? 0 }),
          UNSEEN_LIMITS.escalateAfterMinutes,
        )}
        {text('notifyEmail', t('info.unseen.notifyEmail'), t('info.unseen.notifyEmailHint'), 'email')}
        {text('smsTo', t('info.unseen.smsTo'), t('info.unseen.smsToHint'), 'tel')}
        {setting(
          'autoPause',
          t('info.unseen.autoPause'),
          t('info.unseen.autoPauseMinutes'),
          t('info.unseen.autoPauseHint', { minutes: d.autoPauseAfterMinutes ?? 0 }),
          UNSEEN_LIMITS.autoPauseAfterMinutes,
        )}
        {setting(
          'autoCancel',
          t('info.unseen.autoCancel'),
          t('info.unseen.autoCancelMinutes'),
          t('info.unseen.autoCancelHint', { minutes: d.autoCancelAfterMinutes ?? 0 }),
          UNSEEN_LIMITS.autoCancelAfterMinutes,
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={640}>
          {ORDER_TYPES.map(byType)}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
