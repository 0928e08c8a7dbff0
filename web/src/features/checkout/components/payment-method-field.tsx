import type { TPaymentMethod } from '@app/shared/enums';
import { RadioGroup } from '@/components/ui/radio-group';
import { PAYMENT_METHOD_ORDER } from '@/features/payments/public';
import { PAYMENT_METHOD_LABELS } from '@/lib/order-labels';

const OPTIONS = PAYMENT_METHOD_ORDER.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));

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
    <RadioGroup
      label="Payment method"
      options={OPTIONS}
      value={value}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
