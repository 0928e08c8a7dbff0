import { type TWeekday, WEEKDAYS } from '@app/shared/opening-hours';
import { Button, CloseButton, Group, Input, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ChangeEvent } from 'react';
import {
  addRange,
  removeRange,
  setDayClosed,
  type TEditorRange,
  type TEditorWeek,
  TIME_STEP_SECONDS,
  timeInputLabel,
  updateRange,
  weekdayName,
} from '@/features/restaurant-info/admin/hours-editor';
import { useAdminT } from '@/i18n/use-i18n';

interface TOpeningHoursEditorProps {
  week: TEditorWeek;
  /** Receives an update of the week (safe to pass a state setter). */
  onChange: (change: (week: TEditorWeek) => TEditorWeek) => void;
  /** The spec 5 message of each faulty range, by range key. */
  errors: ReadonlyMap<number, string>;
  disabled?: boolean;
}

/**
 * Spec sections 2 and 5: per weekday, ranges with an opening and a closing time (native time inputs
 * in 5-minute steps: keyboard and screen-reader friendly, 24-hour where the browser's locale is),
 * 'Add range' (11:00-14:00), a remove button per range and 'Set closed'. Days stack on narrow screens.
 */
export function OpeningHoursEditor({ week, onChange, errors, disabled = false }: TOpeningHoursEditorProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="sm">
      {WEEKDAYS.map((day) => (
        <DayEditor
          key={day}
          day={day}
          ranges={week[day]}
          errors={errors}
          disabled={disabled}
          onChange={onChange}
        />
      ))}
    </SimpleGrid>
  );
}

interface TDayEditorProps {
  day: TWeekday;
  ranges: TEditorRange[];
  errors: ReadonlyMap<number, string>;
  disabled: boolean;
  onChange: (change: (week: TEditorWeek) => TEditorWeek) => void;
}

function DayEditor({ day, ranges, errors, disabled, onChange }: TDayEditorProps) {
  const t = useAdminT();
  const dayName = weekdayName(day);
  const headingId = `hours-day-${day}`;
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text id={headingId} fw={600}>
            {dayName}
          </Text>
          <Group gap={6}>
            <Button
              size="compact-sm"
              variant="light"
              disabled={disabled}
              onClick={() => onChange((week) => addRange(week, day))}
            >
              {t('hours.addRange')}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              disabled={disabled || ranges.length === 0}
              onClick={() => onChange((week) => setDayClosed(week, day))}
            >
              {t('hours.setClosed')}
            </Button>
          </Group>
        </Group>
        {ranges.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('hours.closed')}
          </Text>
        ) : (
          ranges.map((range, index) => (
            <RangeEditor
              key={range.key}
              day={day}
              index={index}
              range={range}
              error={errors.get(range.key)}
              disabled={disabled}
              onChange={onChange}
            />
          ))
        )}
      </Stack>
    </Paper>
  );
}

interface TRangeEditorProps {
  day: TWeekday;
  index: number;
  range: TEditorRange;
  error: string | undefined;
  disabled: boolean;
  onChange: (change: (week: TEditorWeek) => TEditorWeek) => void;
}

function RangeEditor({ day, index, range, error, disabled, onChange }: TRangeEditorProps) {
  const t = useAdminT();
  const errorId = `hours-range-${range.key}-error`;
  const timeInput = (role: 'opens' | 'closes') => {
    const field = role === 'opens' ? 'open' : 'close';
    const id = `hours-range-${range.key}-${field}`;
    return (
      <Stack gap={2} flex={1} maw={150}>
        <Text component="label" htmlFor={id} size="sm" fw={500}>
          {role === 'opens' ? t('hours.opens') : t('hours.closes')}
        </Text>
        <Input
          // Mantine's input-wrapper wiring would replace this aria-describedby (the message is per range).
          withAria={false}
          id={id}
          type="time"
          step={TIME_STEP_SECONDS}
          aria-label={timeInputLabel(day, index, role)}
          required
          aria-required
          disabled={disabled}
          value={range[field]}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const value = event.currentTarget.value;
            onChange((week) => updateRange(week, day, range.key, { [field]: value }));
          }}
          error={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </Stack>
    );
  };
  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        {timeInput('opens')}
        <Text aria-hidden pb={6}>
          –
        </Text>
        {timeInput('closes')}
        <CloseButton
          aria-label={t('hours.remove', { day: weekdayName(day), number: index + 1 })}
          disabled={disabled}
          mb={4}
          onClick={() => onChange((week) => removeRange(week, day, range.key))}
        />
      </Group>
      {error ? (
        <Text id={errorId} size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
