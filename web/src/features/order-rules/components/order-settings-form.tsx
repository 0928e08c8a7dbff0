import { READY_NOTICES, type TAdminOrderRules } from '@app/shared/order-rules-input';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useUpdateOrderSettings } from '@/features/order-rules/api/order-settings';
import {
  checkSettingsForm,
  placeSettingsField,
  settingsFormOf,
  type TSettingsFormValues,
} from '@/features/order-rules/settings-form';
import { useAdminT } from '@/i18n/use-i18n';
import { serverMessage } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';

type TResult = { kind: 'saved' | 'failed'; message: string } | null;

/**
 * Card and TWINT fee, the ASAP minutes per order type, which order types the restaurant takes, how a
 * takeaway diner hears that the kitchen has finished the order, and whether promo codes also apply
 * while a sale runs.
 */
export function OrderSettingsForm({ settings }: { settings: TAdminOrderRules }) {
  const t = useAdminT();
  const update = useUpdateOrderSettings();
  const form = useSchemaForm({
    initialValues: settingsFormOf(settings),
    check: (values: TSettingsFormValues) => checkSettingsForm(values),
    placeServerError: placeSettingsField,
  });
  const [result, setResult] = useState<TResult>(null);
  const saving = form.submitting;

  const save = form.onSubmit(
    async (body) => {
      const saved = await update.mutateAsync(body);
      form.reset(settingsFormOf(saved));
      setResult({ kind: 'saved', message: t('orderSettings.saved') });
    },
    ({ error }) => setResult({ kind: 'failed', message: serverMessage(error) ?? t('orderSettings.failed') }),
  );

  const input = (field: keyof TSettingsFormValues, label: string, extra = {}) => (
    <TextInput
      label={label}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...form.getInputProps(field)}
      disabled={saving}
      {...extra}
    />
  );
  const typeSwitch = (field: 'delivery' | 'takeaway', label: string) => (
    <Switch
      label={label}
      {...form.getInputProps(field, { type: 'checkbox' })}
      onChange={(event) => {
        form.set(field, event.currentTarget.checked, ['orderTypes']);
        setResult(null);
      }}
      error={undefined}
      disabled={saving}
      color="crimson"
    />
  );
  const orderTypesError = form.errors.orderTypes;

  return (
    <form
      ref={form.formRef}
      onSubmit={(event) => {
        setResult(null);
        save(event);
      }}
      noValidate
      aria-labelledby="order-settings-heading"
    >
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <Title order={2} size="h3" id="order-settings-heading">
            {t('orderSettings.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {input('cardFeePercent', t('orderSettings.cardFee'), {
              inputMode: 'decimal',
              description: t('orderSettings.feeHint'),
            })}
            {input('twintFeePercent', t('orderSettings.twintFee'), {
              inputMode: 'decimal',
              description: t('orderSettings.feeHint'),
            })}
            {input('asapDelivery', t('orderSettings.asapDelivery'), {
              inputMode: 'numeric',
              description: t('orderSettings.asapHint'),
            })}
            {input('asapTakeaway', t('orderSettings.asapTakeaway'), {
              inputMode: 'numeric',
              description: t('orderSettings.asapHint'),
            })}
          </SimpleGrid>
          <fieldset
            style={{ border: 0, padding: 0, margin: 0 }}
            aria-describedby={orderTypesError ? 'order-types-error' : undefined}
          >
            <Text component="legend" size="sm" fw={500} mb={6}>
              {t('orderSettings.orderTypes')}
            </Text>
            <Group gap="lg">
              {typeSwitch('delivery', t('orderSettings.delivery'))}
              {typeSwitch('takeaway', t('orderSettings.takeaway'))}
            </Group>
            {orderTypesError ? (
              <Text id="order-types-error" size="sm" c="red.8" mt={4}>
                {orderTypesError}
              </Text>
            ) : null}
          </fieldset>
          <Select
            label={t('orderSettings.readyNotice')}
            description={t('orderSettings.readyNoticeHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data={READY_NOTICES.map((notice) => ({
              value: notice,
              label: t('orderSettings.readyNoticeOption', { notice }),
            }))}
            allowDeselect={false}
            maw={360}
            {...form.getInputProps('readyNotice')}
            disabled={saving}
          />
          <div>
            {/* The hint apart from the label: inside it, it would become part of the switch's name. */}
            <Switch
              label={t('orderSettings.promoWithSale')}
              aria-describedby="promo-with-sale-hint"
              {...form.getInputProps('promoWithSale', { type: 'checkbox' })}
              onChange={(event) => {
                form.set('promoWithSale', event.currentTarget.checked);
                setResult(null);
              }}
              disabled={saving}
              color="crimson"
            />
            <Text id="promo-with-sale-hint" size="xs" c="dimmed" mt={4}>
              {t('orderSettings.promoWithSaleHint')}
            </Text>
          </div>

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
            <Button type="submit" disabled={saving}>
              {saving ? t('deliveryZones.saving') : t('orderSettings.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
