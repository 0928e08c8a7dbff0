import { formatVoucherCode, VOUCHER_MESSAGE_MAX } from '@app/shared/vouchers';
import {
  Alert,
  Button,
  Group,
  Input,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { tAdmin } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import { formatChf } from '@/lib/format';
import { notifyError } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSellVoucher } from '../api/vouchers-admin-api';
import {
  checkCounterSale,
  NEW_COUNTER_SALE,
  placeCounterSaleField,
  type TCounterSaleValues,
} from '../voucher-admin-form';
import { voucherPrintHref } from './voucher-detail-drawer';

interface TSold {
  code: string;
  amount: number;
}

/** A voucher sold at the counter, paid in cash or on the card terminal: the form, then its code, big. */
export function CounterSaleForm() {
  const [sold, setSold] = useState<TSold | null>(null);
  const [formKey, setFormKey] = useState(0);
  if (sold)
    return (
      <SoldVoucher
        sold={sold}
        onAnother={() => {
          setSold(null);
          setFormKey((key) => key + 1);
        }}
      />
    );
  return <SaleForm key={formKey} onSold={setSold} />;
}

function SaleForm({ onSold }: { onSold: (sold: TSold) => void }) {
  const t = useAdminT();
  const sell = useSellVoucher();
  const form = useSchemaForm({
    initialValues: NEW_COUNTER_SALE,
    check: (values: TCounterSaleValues) => checkCounterSale(values),
    placeServerError: placeCounterSaleField,
  });
  const submit = form.onSubmit(
    async (body) => {
      const result = await sell.mutateAsync(body);
      onSold({ code: result.code, amount: body.amount });
    },
    ({ error, placed }) => {
      if (!placed) notifyError(error, tAdmin('vouchers.sellFailed'));
    },
  );
  const text = (field: keyof TCounterSaleValues, label: string, extra: object = {}) => (
    <TextInput label={label} autoComplete="off" {...extra} {...form.getInputProps(field)} />
  );
  return (
    <Paper withBorder p="md" radius="md" maw={720}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" ref={form.formRef}>
          <Text size="sm" c="dimmed">
            {t('vouchers.sell.intro')}
          </Text>
          <SimpleGrid cols={2} spacing="sm">
            {text('amount', t('vouchers.sell.amount'), {
              required: true,
              inputMode: 'numeric',
              description: t('vouchers.sell.amountHint'),
              inputWrapperOrder: ['label', 'input', 'description', 'error'],
              leftSection: <Text size="sm">CHF</Text>,
              leftSectionWidth: 48,
            })}
            <Input.Wrapper
              label={t('vouchers.sell.payment')}
              labelElement="div"
              error={form.errors.paymentMethod}
            >
              <SegmentedControl
                fullWidth
                aria-label={t('vouchers.sell.payment')}
                data={(['CASH', 'POS_CARD'] as const).map((method) => ({
                  value: method,
                  label: t('vouchers.payment', { method }),
                }))}
                value={form.values.paymentMethod}
                onChange={(method) =>
                  form.set('paymentMethod', method as TCounterSaleValues['paymentMethod'])
                }
              />
            </Input.Wrapper>
            {text('buyerName', t('vouchers.sell.buyerName'))}
            {text('buyerEmail', t('vouchers.sell.buyerEmail'), { type: 'email' })}
            {text('recipientName', t('vouchers.sell.recipientName'))}
            {text('recipientEmail', t('vouchers.sell.recipientEmail'), {
              type: 'email',
              description: t('vouchers.sell.recipientEmailHint'),
              inputWrapperOrder: ['label', 'input', 'description', 'error'],
            })}
          </SimpleGrid>
          <Textarea
            label={t('vouchers.sell.message')}
            description={t('vouchers.sell.messageHint', { max: VOUCHER_MESSAGE_MAX })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            rows={3}
            {...form.getInputProps('message')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              {t('vouchers.sell.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function SoldVoucher({ sold, onAnother }: { sold: TSold; onAnother: () => void }) {
  const t = useAdminT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: the focus goes to what took its place, and a screen reader reads it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Alert color="green" variant="light" maw={720} role="status">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" ref={headingRef} tabIndex={-1}>
          {t('vouchers.sold.title', { amount: formatChf(sold.amount) })}
        </Title>
        <Text size="sm">{t('vouchers.sold.code')}</Text>
        <Text fz={36} fw={700} ff="monospace" lh={1.1} style={{ letterSpacing: '0.05em' }}>
          {formatVoucherCode(sold.code)}
        </Text>
        <Group gap="sm">
          <Button component="a" href={voucherPrintHref(sold.code)} target="_blank" rel="noopener">
            {t('vouchers.print')}
          </Button>
          <Button variant="default" onClick={onAnother}>
            {t('vouchers.sold.another')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
