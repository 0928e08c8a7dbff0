import type { TReservationSettings, TReservationSettingsInput } from '@app/shared/reservation-settings';
import { RESERVATION_SETTINGS_LIMITS } from '@app/shared/reservation-settings';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useAdminT } from '@/i18n/use-i18n';
import { serverMessage } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUpdateReservationSettings } from '../api/reservation-settings-api';
import {
  bookingRulesValues,
  checkBookingRules,
  keptSettings,
  nextSitting,
  placeBookingRulesField,
  SLOT_CHOICES,
  type TBookingRulesValues,
  type TSittingRow,
} from '../settings-form';

const L = RESERVATION_SETTINGS_LIMITS;

type TResult = { kind: 'saved' | 'failed'; message: string } | null;

/**
 * The booking rules: automatic confirmation, the step of the offered times, how long a party sits by
 * its size, the minimum notice, how many days ahead, the largest party booked online, the reminders and
 * the no-show limit.
 */
export function BookingRulesForm({ settings }: { settings: TReservationSettings }) {
  const t = useAdminT();
  const update = useUpdateReservationSettings();
  const kept = keptSettings(settings);
  const form = useSchemaForm<TBookingRulesValues, TReservationSettingsInput>({
    initialValues: bookingRulesValues(settings),
    check: (values) => checkBookingRules(values, kept),
    placeServerError: placeBookingRulesField,
  });
  const [result, setResult] = useState<TResult>(null);
  const saving = form.submitting;
  const rows = form.values.sittings;

  const save = form.onSubmit(
    async (body) => {
      const saved = await update.mutateAsync(body);
      form.reset(bookingRulesValues(saved));
      setResult({ kind: 'saved', message: t('bookingRules.saved') });
    },
    ({ error }) => setResult({ kind: 'failed', message: serverMessage(error) ?? t('bookingRules.failed') }),
  );

  // Rows that move no longer match the messages placed at their old index.
  const setRows = (next: TSittingRow[]) => {
    form.set('sittings', next);
    form.clearErrors((path) => path.startsWith('sittings'));
    setResult(null);
  };

  const whole = (max: number) => ({
    min: 0,
    max,
    allowDecimal: false,
    allowNegative: false,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as (
      | 'label'
      | 'input'
      | 'description'
      | 'error'
    )[],
    disabled: saving,
  });

  return (
    <form
      ref={form.formRef}
      onSubmit={(event) => {
        setResult(null);
        save(event);
      }}
      noValidate
      aria-labelledby="booking-rules-heading"
    >
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Title order={2} size="h3" id="booking-rules-heading">
            {t('bookingRules.title')}
          </Title>

          <Switch
            label={t('bookingRules.autoConfirm')}
            description={t('bookingRules.autoConfirmHint')}
            {...form.getInputProps('autoConfirm', { type: 'checkbox' })}
            disabled={saving}
            color="crimson"
            size="md"
          />

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              label={t('bookingRules.slotMinutes')}
              description={t('bookingRules.slotMinutesHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              data={SLOT_CHOICES.map((minutes) => ({
                value: minutes,
                label: t('bookingRules.minutes', { count: Number(minutes) }),
              }))}
              {...form.getInputProps('slotMinutes')}
              disabled={saving}
            />
            <NumberInput
              label={t('bookingRules.minNotice')}
              description={t('bookingRules.minNoticeHint')}
              {...whole(L.noticeMinutes)}
              {...form.getInputProps('minNoticeMinutes')}
            />
            <NumberInput
              label={t('bookingRules.maxDaysAhead')}
              description={t('bookingRules.maxDaysAheadHint')}
              {...whole(L.maxDaysAhead)}
              min={1}
              {...form.getInputProps('maxDaysAhead')}
            />
            <NumberInput
              label={t('bookingRules.maxPartyOnline')}
              description={t('bookingRules.maxPartyOnlineHint')}
              {...whole(20)}
              min={1}
              {...form.getInputProps('maxPartyOnline')}
            />
            <NumberInput
              label={t('bookingRules.reminderHours')}
              description={t('bookingRules.reminderHoursHint')}
              {...whole(L.reminderHours)}
              {...form.getInputProps('reminderHoursBefore')}
            />
            <NumberInput
              label={t('bookingRules.noShowLimit')}
              description={t('bookingRules.noShowLimitHint')}
              {...whole(L.noShowLimit)}
              {...form.getInputProps('noShowLimit')}
            />
          </SimpleGrid>

          <Fieldset
            legend={t('bookingRules.sittings')}
            variant="unstyled"
            disabled={saving}
            aria-describedby={form.errors.sittings ? 'sittings-error' : 'sittings-hint'}
          >
            <Text id="sittings-hint" size="xs" c="dimmed" mb="xs">
              {t('bookingRules.sittingsHint')}
            </Text>
            <Stack gap="xs">
              {rows.map((row, index) => {
                const number = index + 1;
                return (
                  <Group
                    key={row.key}
                    gap="xs"
                    align="flex-start"
                    wrap="nowrap"
                    role="group"
                    aria-label={t('bookingRules.sittingNumber', { number })}
                  >
                    <NumberInput
                      label={t('bookingRules.upToPeople')}
                      flex={1}
                      miw={0}
                      maw={160}
                      min={1}
                      max={L.sittingPeople}
                      allowDecimal={false}
                      allowNegative={false}
                      {...form.getInputProps(`sittings.${index}.upToPeople`)}
                    />
                    <NumberInput
                      label={t('bookingRules.sittingMinutes')}
                      flex={1}
                      miw={0}
                      maw={160}
                      min={L.sittingMinutes.min}
                      max={L.sittingMinutes.max}
                      step={15}
                      allowDecimal={false}
                      allowNegative={false}
                      {...form.getInputProps(`sittings.${index}.minutes`)}
                    />
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      mt={26}
                      disabled={rows.length <= 1}
                      aria-label={t('bookingRules.removeSitting', { number })}
                      onClick={() => setRows(rows.filter((other) => other.key !== row.key))}
                    >
                      {t('bookingRules.remove')}
                    </Button>
                  </Group>
                );
              })}
            </Stack>
            {form.errors.sittings ? (
              <Text id="sittings-error" size="sm" c="red.8" mt={4}>
                {form.errors.sittings}
              </Text>
            ) : null}
            <Button
              variant="default"
              size="xs"
              mt="xs"
              disabled={rows.length >= L.sittings}
              onClick={() => setRows([...rows, nextSitting(rows)])}
            >
              {t('bookingRules.addSitting')}
            </Button>
          </Fieldset>

          {result ? (
            <Alert
              color={result.kind === 'saved' ? 'green' : 'red'}
              variant="light"
              role={result.kind === 'saved' ? 'status' : 'alert'}
            >
              {result.message}
            </Alert>
          ) : null}

          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t('bookingRules.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
