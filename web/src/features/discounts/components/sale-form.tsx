import { SALE_MESSAGES, type TSaleSettings } from '@app/shared/discounts';
import {
  Alert,
  Badge,
  Button,
  CloseButton,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useUpdateSaleSettings } from '@/features/discounts/api/update-sale-settings';
import {
  checkSaleForm,
  saleFormFromSettings,
  saleStatusText,
  saleSummary,
  saleSwitchLabel,
  serverSaleFieldErrors,
  type TSaleFieldErrors,
  type TSaleFormValues,
} from '@/features/discounts/sale-form';
import { translateMessage } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/toast';

type TResult = { kind: 'saved' | 'failed'; message: string } | null;

/**
 * The sale form (spec sections 2, 5 and 8). 'Disable sale' only switches the form off; nothing is
 * sent until 'Save changes'. A failed save keeps every input as typed.
 */
export function SaleForm({ settings }: { settings: TSaleSettings }) {
  const t = useAdminT();
  const update = useUpdateSaleSettings();
  const [values, setValues] = useState<TSaleFormValues>(() => saleFormFromSettings(settings));
  const [errors, setErrors] = useState<TSaleFieldErrors>({});
  const [result, setResult] = useState<TResult>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const saving = update.isPending;
  const summary = saleSummary(values);

  function set<K extends keyof TSaleFormValues>(field: K, value: TSaleFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'enabled') setErrors((current) => ({ ...current, [field]: undefined }));
    // The start/end rule concerns both bounds: changing either one may settle it.
    if (field === 'endsAt') setErrors((current) => ({ ...current, startsAt: undefined }));
    setResult(null);
  }

  function showErrors(next: TSaleFieldErrors) {
    flushSync(() => setErrors(next));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setResult(null);
    const checked = checkSaleForm(values);
    if (!checked.ok) return showErrors(checked.errors);
    try {
      const saved = await update.mutateAsync(checked.body);
      setValues(saleFormFromSettings(saved));
      setErrors({});
      setResult({ kind: 'saved', message: translateMessage(SALE_MESSAGES.saved) });
    } catch (error) {
      setResult({ kind: 'failed', message: serverMessage(error) ?? translateMessage(SALE_MESSAGES.failed) });
      if (error instanceof ApiError) showErrors(serverSaleFieldErrors(error.details));
    }
  }

  const percentInput = (field: 'percentMenu' | 'percentBuffet', label: string) => (
    <NumberInput
      label={label}
      value={values[field]}
      onChange={(value) => set(field, String(value))}
      min={0}
      max={100}
      step={0.1}
      // Out-of-range input stays as typed and is named by the spec's message, never silently changed.
      clampBehavior="none"
      allowNegative
      decimalScale={2}
      inputMode="decimal"
      error={errors[field]}
      disabled={saving}
    />
  );

  const dateInput = (field: 'startsAt' | 'endsAt', label: string, description: string) => (
    <TextInput
      type="datetime-local"
      label={label}
      description={description}
      value={values[field]}
      onChange={(event) => set(field, event.currentTarget.value)}
      error={errors[field]}
      disabled={saving}
      rightSectionPointerEvents="all"
      rightSection={
        values[field] !== '' && !saving ? (
          <CloseButton
            size="sm"
            aria-label={t('discounts.clear', { label })}
            onClick={() => set(field, '')}
          />
        ) : null
      }
    />
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('discounts.form')}>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Switch
              size="md"
              label={saleSwitchLabel(values.enabled)}
              checked={values.enabled}
              onChange={(event) => set('enabled', event.currentTarget.checked)}
              disabled={saving}
              color="crimson"
            />
            {summary ? (
              <Badge size="lg" variant="light" color="crimson" tt="none">
                {summary}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {t('discounts.rightNow', { status: saleStatusText(settings, new Date()) })}
          </Text>

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {percentInput('percentMenu', t('discounts.menuPercent'))}
            {percentInput('percentBuffet', t('discounts.buffetPercent'))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {dateInput('startsAt', t('discounts.startsAt'), t('discounts.startsHint'))}
            {dateInput('endsAt', t('discounts.endsAt'), t('discounts.endsHint'))}
          </SimpleGrid>

          {result ? (
            <Alert
              color={result.kind === 'saved' ? 'green' : 'red'}
              variant="light"
              role={result.kind === 'saved' ? 'status' : 'alert'}
            >
              {result.message}
            </Alert>
          ) : null}

          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => set('enabled', false)}
              disabled={saving || !values.enabled}
            >
              {t('discounts.disable')}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? t('discounts.saving') : t('discounts.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
