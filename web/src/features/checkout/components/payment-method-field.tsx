import type { TPaymentMethod } from '@app/shared/enums';
import { RadioGroup } from '@/components/ui/radio-group';
import { PAYMENT_METHOD_ORDER } from '@/features/payments/public';
import { useT } from '@/i18n/use-i18n';
import { paymentMethodLabel } from '@/lib/order-labels';

export function PaymentMethodField({
  value,
  onChange,
  disabled,
}: {
  value: TPaymentMethod;
  onChange: (method: TPaymentMethod) => void;
  disabled: boolean;
}) {
  const t = useT();
  const options = PAYMENT_METHOD_ORDER.map((method) => ({
    value: method,
    label: paymentMethodLabel(method),
  }));
  return (
    <RadioGroup
      label={t('checkout.paymentMethod')}
      options={options}
      value={value}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
