import type { TVoucherSettings } from '@app/shared/vouchers';
import {
  Button,
  Chip,
  Fieldset,
  Grid,
  Group,
  NumberInput,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { FormEvent } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useFocusAfterRefusal } from '@/hooks/use-focus-after-refusal';
import { useT } from '@/i18n/use-i18n';
import { formatChf } from '@/lib/format';
import { useHydrated } from '@/lib/hydration';
import type { useBuyVoucher } from '../use-buy-voucher';
import {
  lastSendDay,
  OTHER_AMOUNT,
  restaurantToday,
  VOUCHER_MESSAGE_MAX,
  VOUCHER_PAYMENT_METHODS,
} from '../voucher-form';

type TPersonInput = {
  field: 'buyerName' | 'buyerEmail' | 'recipientName' | 'recipientEmail';
  type?: string;
  autoComplete: string;
};

const BUYER_INPUTS: readonly TPersonInput[] = [
  { field: 'buyerName', autoComplete: 'name' },
  { field: 'buyerEmail', type: 'email', autoComplete: 'email' },
];
// The recipient is someone else: the browser's own details are no help there.
const RECIPIENT_INPUTS: readonly TPersonInput[] = [
  { field: 'recipientName', autoComplete: 'off' },
  { field: 'recipientEmail', type: 'email', autoComplete: 'off' },
];

/** The gift voucher's amount, the people, the message and the send day, and how it is paid. */
export function BuyVoucherForm({
  form,
  settings,
}: {
  form: ReturnType<typeof useBuyVoucher>;
  settings: TVoucherSettings;
}) {
  const t = useT();
  // Disabled until the page's scripts run it (lib/hydration.ts): nothing typed before is lost, and the
  // form is never submitted the browser's own way.
  const hydrated = useHydrated();
  const { formRef, errorRef } = useFocusAfterRefusal(form.failedAttempts);
  const { values, fieldErrors, formError, submitting: busy } = form;
  const today = restaurantToday(new Date());
  const other = values.amountChoice === OTHER_AMOUNT;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };

  const personInputs = (inputs: readonly TPersonInput[]) => (
    <Grid gap="sm">
      {inputs.map(({ field, ...input }) => (
        <Grid.Col key={field} span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t(`pages.vouchers.field.${field}`)}
            name={field}
            value={values[field]}
            onChange={(event) => form.setField(field, event.currentTarget.value)}
            error={fieldErrors[field]}
            required
            disabled={busy || !hydrated}
            maxLength={field.endsWith('Email') ? 254 : 100}
            {...input}
          />
        </Grid.Col>
      ))}
    </Grid>
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('pages.vouchers.form')}>
      <Stack gap="lg">
        <Fieldset legend={t('pages.vouchers.amount')} disabled={busy || !hydrated}>
          <Stack gap="sm">
            <Chip.Group
              multiple={false}
              value={values.amountChoice}
              onChange={(value) => form.setField('amountChoice', value)}
            >
              <Group gap="xs">
                {settings.amounts.map((amount) => (
                  <Chip key={amount} value={String(amount)} type="radio" name="amountChoice">
                    {formatChf(amount)}
                  </Chip>
                ))}
                <Chip value={OTHER_AMOUNT} type="radio" name="amountChoice">
                  {t('pages.vouchers.otherAmount')}
                </Chip>
              </Group>
            </Chip.Group>
            {other ? (
              <NumberInput
                label={t('pages.vouchers.otherAmountLabel')}
                description={t('pages.vouchers.amountRange', {
                  min: settings.minAmount,
                  max: settings.maxAmount,
                })}
                name="otherAmount"
                prefix="CHF "
                min={settings.minAmount}
                max={settings.maxAmount}
                step={1}
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
                inputMode="numeric"
                value={values.otherAmount}
                onChange={(value) => form.setField('otherAmount', typeof value === 'number' ? value : '')}
                error={fieldErrors.amount}
                required
                disabled={busy || !hydrated}
                maw={240}
              />
            ) : fieldErrors.amount ? (
              <Text size="sm" c="red.8" role="alert">
                {fieldErrors.amount}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {t('pages.vouchers.validity', { months: settings.validMonths })}
            </Text>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('pages.vouchers.from')} disabled={busy || !hydrated}>
          {personInputs(BUYER_INPUTS)}
        </Fieldset>

        <Fieldset legend={t('pages.vouchers.to')} disabled={busy || !hydrated}>
          <Stack gap="sm">
            {personInputs(RECIPIENT_INPUTS)}
            <div>
              <Textarea
                label={t('pages.vouchers.field.message')}
                description={t('pages.vouchers.messageHint')}
                name="message"
                value={values.message}
                onChange={(event) => form.setField('message', event.currentTarget.value)}
                error={fieldErrors.message}
                maxLength={VOUCHER_MESSAGE_MAX}
                rows={4}
                disabled={busy || !hydrated}
              />
              {/* The count, as the reservation's requests show it; read by the field's limit, not aloud. */}
              <Text size="xs" c="dimmed" ta="end" mt={4} aria-hidden="true">
                {`${values.message.length} / ${VOUCHER_MESSAGE_MAX}`}
              </Text>
            </div>
            <TextInput
              type="date"
              label={t('pages.vouchers.field.sendOn')}
              description={t('pages.vouchers.sendOnHint')}
              name="sendOn"
              min={today}
              max={lastSendDay(today)}
              value={values.sendOn}
              onChange={(event) => form.setField('sendOn', event.currentTarget.value)}
              error={fieldErrors.sendOn}
              disabled={busy || !hydrated}
              maw={240}
            />
          </Stack>
        </Fieldset>

        <Radio.Group
          label={t('pages.vouchers.paymentMethod')}
          description={t('pages.vouchers.paymentHint')}
          name="paymentMethod"
          value={values.paymentMethod}
          onChange={(value) => form.setField('paymentMethod', value === 'TWINT' ? 'TWINT' : 'CARD')}
          error={fieldErrors.paymentMethod}
        >
          <Group gap="lg" mt="xs">
            {VOUCHER_PAYMENT_METHODS.map((method) => (
              <Radio
                key={method}
                value={method}
                label={t(`site.paymentMethod.${method}`)}
                disabled={busy || !hydrated}
              />
            ))}
          </Group>
        </Radio.Group>

        <FormErrorAlert error={formError} ref={errorRef} />

        <Button type="submit" size="md" loading={busy} disabled={busy || !hydrated}>
          {t('pages.vouchers.submit')}
        </Button>
      </Stack>
    </form>
  );
}
