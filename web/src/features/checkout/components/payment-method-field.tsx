import type { TPaymentMethod } from '@app/shared/enums';
import { Radio, Stack } from '@mantine/core';
import { PAYMENT_METHOD_LABELS } from '../../../lib/order-labels';
import { PAYMENT_METHOD_ORDER } from '../../payments/payment-methods';

export function PaymentMethodField({
  value,
  onChange,
  disabled,
}: {
  value: TPaymentMethod;
  onChange: (method: TPaymentMethod) => void;
  disabled: boolean;
}) {
  return (
    <Radio.Group
      label="Payment method"
      value={value}
      onChange={(next) => {
        const method = PAYMENT_METHOD_ORDER.find((m) => m === next);
        if (method) onChange(method);
      }}
    >
      <Stack gap="xs" mt={6}>
        {PAYMENT_METHOD_ORDER.map((method) => (
          <Radio key={method} value={method} label={PAYMENT_METHOD_LABELS[method]} disabled={disabled} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
