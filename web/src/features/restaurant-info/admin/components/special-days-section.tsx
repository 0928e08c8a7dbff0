import type { TSpecialDay } from '@app/shared/special-days';
import { restaurantTimeZone } from '@app/shared/zoned-time';
import {
  Alert,
  Button,
  CloseButton,
  Group,
  Input,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type ChangeEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import {
  applyDraft,
  canAddRange,
  draftHasEnd,
  draftOfRun,
  newDraft,
  newDraftRange,
  removeRun,
  runError,
  type TDraftRange,
  type TSpecialDayDraft,
} from '@/features/restaurant-info/admin/special-days-editor';
import {
  addDays,
  formatDateRun,
  formatRanges,
  restaurantToday,
  specialDayRuns,
  type TDayRun,
} from '@/features/restaurant-info/special-days-format';
import { currentLocale } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import type { TFieldErrors } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';

interface TSpecialDaysSectionProps {
  days: TSpecialDay[];
  onChange: (days: TSpecialDay[]) => void;
  /** The form's errors; the ones named `specialDays…` show at their entry. */
  errors: Readonly<Record<string, string | undefined>>;
  disabled: boolean;
}

/**
 * Special days: closures and special hours by date. The list shows runs of equal days as one line ('Closed
 * Fri 25.12.–Sat 26.12.'); 'Add closure' takes a first and a last day, 'Add special hours' a date and one
 * to four ranges; each line can be edited or removed. Nothing is saved until the form's Save.
 */
export function SpecialDaysSection({ days, onChange, errors, disabled }: TSpecialDaysSectionProps) {
  const t = useAdminT();
  const [draft, setDraft] = useState<TSpecialDayDraft | null>(null);
  const addClosureRef = useRef<HTMLButtonElement>(null);
  const runs = specialDayRuns(days);
  const locale = currentLocale();
  const listError = errors.specialDays;

  function open(next: TSpecialDayDraft) {
    setDraft(next);
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="special-days-heading">
            {t('specialDays.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('specialDays.hint', { zone: restaurantTimeZone() })}
          </Text>
        </div>
        {listError ? (
          <Alert color="red" variant="light" role="alert">
            {listError}
          </Alert>
        ) : null}
        {runs.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('specialDays.none')}
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-labelledby="special-days-heading"
          >
            {runs.map((run) => (
              <RunLine
                key={run.from}
                run={run}
                locale={locale}
                error={runError(errors, run)}
                disabled={disabled || draft !== null}
                onEdit={() => open(draftOfRun(run))}
                onRemove={() => onChange(removeRun(days, run))}
              />
            ))}
          </Stack>
        )}
        {draft ? (
          <DraftPanel
            draft={draft}
            disabled={disabled}
            onApply={(next) => {
              onChange(next);
              setDraft(null);
              // Back to where the admin started, so the keyboard does not land at the page's top.
              requestAnimationFrame(() => addClosureRef.current?.focus());
            }}
            onCancel={() => {
              setDraft(null);
              requestAnimationFrame(() => addClosureRef.current?.focus());
            }}
            days={days}
          />
        ) : (
          <Group gap="xs">
            <Button
              ref={addClosureRef}
              variant="light"
              disabled={disabled}
              onClick={() => open(newDraft('closure', addDays(restaurantToday(), 1)))}
            >
              {t('specialDays.addClosure')}
            </Button>
            <Button
              variant="light"
              disabled={disabled}
              onClick={() => open(newDraft('hours', addDays(restaurantToday(), 1)))}
            >
              {t('specialDays.addHours')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function runLabel(run: TDayRun, locale: string, t: ReturnType<typeof useAdminT>): string {
  const dates = formatDateRun(run.from, run.to, locale);
  return run.closed
    ? t('specialDays.closedRun', { dates })
    : t('specialDays.hoursRun', { dates, hours: formatRanges(run.ranges) });
}

function RunLine({
  run,
  locale,
  error,
  disabled,
  onEdit,
  onRemove,
}: {
  run: TDayRun;
  locale: string;
  error: string | undefined;
  disabled: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const t = useAdminT();
  const label = runLabel(run, locale, t);
  const errorId = useId();
  return (
    <Paper component="li" withBorder radius="sm" p="xs">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Text fw={500}>{label}</Text>
          {run.note ? (
            <Text size="sm" c="dimmed">
              {run.note}
            </Text>
          ) : null}
        </div>
        <Group gap={6}>
          <Button
            size="compact-md"
            variant="default"
            disabled={disabled}
            aria-label={t('specialDays.edit', { day: label })}
            aria-describedby={error ? errorId : undefined}
            // The form's save puts the focus on the first invalid control: an entry the server refused.
            aria-invalid={error ? true : undefined}
            onClick={onEdit}
          >
            {t('common.edit')}
          </Button>
          <Button
            size="compact-md"
            variant="subtle"
            color="red"
            disabled={disabled}
            aria-label={t('specialDays.remove', { day: label })}
            onClick={onRemove}
          >
            {t('common.delete')}
          </Button>
        </Group>
      </Group>
      {error ? (
        <Text id={errorId} size="sm" c="red.8" role="alert" mt={4}>
          {error}
        </Text>
      ) : null}
    </Paper>
  );
}

function DraftPanel({
  draft: opened,
  days,
  onApply,
  onCancel,
  disabled,
}: {
  /** The draft as the panel opened with it. */
  draft: TSpecialDayDraft;
  days: TSpecialDay[];
  onApply: (days: TSpecialDay[]) => void;
  onCancel: () => void;
  disabled: boolean;
}) {
  const t = useAdminT();
  // Applying only changes the list the form around it saves: nothing goes to the server from here.
  const form = useSchemaForm({
    initialValues: opened,
    check: (draft: TSpecialDayDraft) => applyDraft(days, draft, restaurantToday()),
  });
  const draft = form.values;
  const errors = form.errors;
  const legendId = useId();
  const closure = draft.kind === 'closure';
  const hasEnd = draftHasEnd(draft);
  const title = closure
    ? draft.replaces
      ? t('specialDays.editClosure')
      : t('specialDays.addClosure')
    : draft.replaces
      ? t('specialDays.editHours')
      : t('specialDays.addHours');

  // A fieldset inside the restaurant's form cannot be a form of its own: Apply submits it directly.
  const apply = form.onSubmit(onApply);

  // Enter in a field applies the draft instead of saving the whole form around it.
  function onKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      apply();
    }
  }

  function setRanges(ranges: TDraftRange[]) {
    form.set('ranges', ranges);
    // Each range's message is by its place in the list, which may have moved.
    form.clearErrors((path) => path.startsWith('ranges.'));
  }

  return (
    <Paper
      component="fieldset"
      ref={form.formRef}
      withBorder
      radius="md"
      p="sm"
      m={0}
      aria-labelledby={legendId}
      onKeyDown={onKeyDown}
    >
      <Stack gap="sm">
        <Text component="legend" id={legendId} fw={600} px={4}>
          {title}
        </Text>
        <Group gap="sm" align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput
            type="date"
            label={hasEnd ? t('specialDays.from') : t('specialDays.date')}
            required
            value={draft.from}
            onChange={(event) => {
              const from = event.currentTarget.value;
              // A closure that was one day stays one day when its start moves.
              const oneDay = draft.to === draft.from || draft.to < from;
              form.set('from', from, ['to']);
              if (oneDay) form.set('to', from);
            }}
            error={errors.from}
            disabled={disabled}
            miw={150}
            data-autofocus
            autoFocus
          />
          {hasEnd ? (
            <TextInput
              type="date"
              label={t('specialDays.to')}
              required
              min={draft.from}
              {...form.getInputProps('to')}
              disabled={disabled}
              miw={150}
            />
          ) : null}
        </Group>
        {closure ? null : (
          <RangesEditor draft={draft} errors={errors} disabled={disabled} onRanges={setRanges} />
        )}
        <TextInput
          label={t('specialDays.note')}
          description={t('specialDays.noteHint')}
          maxLength={200}
          {...form.getInputProps('note')}
          disabled={disabled}
        />
        <Group gap="xs">
          <Button onClick={() => apply()} disabled={disabled}>
            {draft.replaces ? t('specialDays.applyEdit') : t('specialDays.apply')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={disabled}>
            {t('common.cancel')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('specialDays.saveHint')}
        </Text>
      </Stack>
    </Paper>
  );
}

function RangesEditor({
  draft,
  errors,
  disabled,
  onRanges,
}: {
  draft: TSpecialDayDraft;
  errors: Readonly<TFieldErrors>;
  disabled: boolean;
  /** Changes the ranges, which takes away every message about them. */
  onRanges: (ranges: TDraftRange[]) => void;
}) {
  const t = useAdminT();
  const rangesErrorId = useId();
  return (
    <Stack gap="xs" role="group" aria-label={t('specialDays.hours')}>
      <Text size="sm" fw={500}>
        {t('specialDays.hours')}
      </Text>
      {draft.ranges.map((range, index) => {
        const error = errors[`ranges.${index}`];
        const errorId = `special-range-${range.key}-error`;
        const input = (field: 'open' | 'close') => (
          <Stack gap={2} flex={1} maw={150}>
            <Text component="label" htmlFor={`special-range-${range.key}-${field}`} size="sm">
              {field === 'open' ? t('hours.opens') : t('hours.closes')}
            </Text>
            <Input
              withAria={false}
              id={`special-range-${range.key}-${field}`}
              type="time"
              step={300}
              required
              aria-label={t(field === 'open' ? 'specialDays.opensLabel' : 'specialDays.closesLabel', {
                number: index + 1,
              })}
              value={range[field]}
              disabled={disabled}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                const value = event.currentTarget.value;
                onRanges(draft.ranges.map((r) => (r.key === range.key ? { ...r, [field]: value } : r)));
              }}
              error={Boolean(error || errors.ranges)}
              aria-invalid={error || errors.ranges ? true : undefined}
              aria-describedby={error ? errorId : errors.ranges ? rangesErrorId : undefined}
            />
          </Stack>
        );
        return (
          <Stack gap={4} key={range.key}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              {input('open')}
              <Text aria-hidden pb={6}>
                –
              </Text>
              {input('close')}
              <CloseButton
                aria-label={t('specialDays.removeRange', { number: index + 1 })}
                disabled={disabled || draft.ranges.length === 1}
                mb={4}
                onClick={() => onRanges(draft.ranges.filter((r) => r.key !== range.key))}
              />
            </Group>
            {error ? (
              <Text id={errorId} size="sm" c="red.8" role="alert">
                {error}
              </Text>
            ) : null}
          </Stack>
        );
      })}
      {errors.ranges ? (
        <Text id={rangesErrorId} size="sm" c="red.8" role="alert">
          {errors.ranges}
        </Text>
      ) : null}
      <div>
        <Button
          size="compact-sm"
          variant="light"
          disabled={disabled || !canAddRange(draft)}
          onClick={() => onRanges([...draft.ranges, newDraftRange()])}
        >
          {t('hours.addRange')}
        </Button>
      </div>
    </Stack>
  );
}
