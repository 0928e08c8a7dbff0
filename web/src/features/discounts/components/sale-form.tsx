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
import { useState } from 'react';
import { useUpdateSaleSettings } from '@/features/discounts/api/update-sale-settings';
import {
  checkSaleForm,
  placeSaleField,
  saleFormFromSettings,
  saleStatusText,
  saleSummary,
  saleSwitchLabel,
  type TSaleFormValues,
} from '@/features/discounts/sale-form';
import { translateMessage } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import { serverMessage } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';

type TResult = { kind: 'saved' | 'failed'; message: string } | null;

/**
 * The sale form (spec sections 2, 5 and 8). 'Disable sale' only switches the form off; nothing is
 * sent until 'Save changes'. A failed save keeps every input as typed.
 */
export function SaleForm({ settings }: { settings: TSaleSettings }) {
  const t = useAdminT();
  const update = useUpdateSaleSettings();
  const form = useSchemaForm({
    initialValues: saleFormFromSettings(settings),
    check: (values: TSaleFormValues) => checkSaleForm(values),
    placeServerError: placeSaleField,
  });
  const [result, setResult] = useState<TResult>(null);
  const saving = form.submitting;
  const values = form.values;
  const summary = saleSummary(values);

  function set<K extends keyof TSaleFormValues>(field: K, value: TSaleFormValues[K]) {
    // The start/end rule concerns both bounds: changing the end may settle the message at the start.
    form.set(field, value, field === 'endsAt' ? ['startsAt'] : []);
    setResult(null);
  }

  const save = form.onSubmit(
    async (body) => {
      const saved = await update.mutateAsync(body);
      form.reset(saleFormFromSettings(saved));
      setResult({ kind: 'saved', message: translateMessage(SALE_MESSAGES.saved) });
    },
    ({ error }) =>
      setResult({ kind: 'failed', message: serverMessage(error) ?? translateMessage(SALE_MESSAGES.failed) }),
  );

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
      error={form.errors[field]}
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
      error={form.errors[field]}
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
    <form
      ref={form.formRef}
      onSubmit={(event) => {
        setResult(null);
        save(event);
      }}
      noValidate
      aria-label={t('discounts.form')}
    >
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
