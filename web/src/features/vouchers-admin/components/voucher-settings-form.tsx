import type { TVoucherSettings } from '@app/shared/vouchers';
import {
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useId } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { tAdmin } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSaveVoucherSettings, useVoucherSettings } from '../api/vouchers-admin-api';
import {
  checkSettings,
  placeSettingsField,
  settingsValues,
  type TSettingsValues,
} from '../voucher-admin-form';

/** The owner's terms for vouchers sold online: on or off, the amounts offered, the limits, how long valid. */
export function VoucherSettingsForm() {
  const t = useAdminT();
  const settings = useVoucherSettings();
  if (settings.isError && !settings.data)
    return (
      <ErrorAlert
        title={t('vouchers.settings.loadFailed')}
        message={settings.error.message}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  if (!settings.data)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('vouchers.settings.loading')} size="sm" />
      </Center>
    );
  return <SettingsForm settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: TVoucherSettings }) {
  const t = useAdminT();
  const save = useSaveVoucherSettings();
  const hintId = useId();
  const form = useSchemaForm({
    initialValues: settingsValues(settings),
    check: (values: TSettingsValues) => checkSettings(values),
    placeServerError: placeSettingsField,
  });
  const submit = form.onSubmit(
    async (body) => {
      const saved = await save.mutateAsync(body);
      form.reset(settingsValues(saved));
      notifySuccess(tAdmin('common.saved'));
    },
    ({ error, placed }) => {
      if (!placed) notifyError(error, tAdmin('common.saveFailed'));
    },
  );
  const whole = (field: Exclude<keyof TSettingsValues, 'onlineSales' | 'amounts'>, label: string) => (
    <TextInput label={label} required inputMode="numeric" autoComplete="off" {...form.getInputProps(field)} />
  );
  return (
    <Paper withBorder p="md" radius="md" maw={720}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" ref={form.formRef}>
          <div>
            <Switch
              label={t('vouchers.settings.onlineSales')}
              aria-describedby={hintId}
              color="crimson"
              {...form.getInputProps('onlineSales', { type: 'checkbox' })}
            />
            <Text id={hintId} size="xs" c="dimmed" mt={4}>
              {t('vouchers.settings.onlineSalesHint')}
            </Text>
          </div>
          <TextInput
            label={t('vouchers.settings.amounts')}
            description={t('vouchers.settings.amountsHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            autoComplete="off"
            {...form.getInputProps('amounts')}
          />
          <SimpleGrid cols={3} spacing="sm">
            {whole('minAmount', t('vouchers.settings.minAmount'))}
            {whole('maxAmount', t('vouchers.settings.maxAmount'))}
            {whole('validMonths', t('vouchers.settings.validMonths'))}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('vouchers.settings.counterNote')}
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
