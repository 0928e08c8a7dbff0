import type { TPaymentMethod } from '@app/shared/enums';
import type { TOrderRules } from '@app/shared/order-rules';
import { RadioGroup } from '@/components/ui/radio-group';
import { PAYMENT_METHOD_ORDER } from '@/features/payments/public';
import { useT } from '@/i18n/use-i18n';
import { paymentMethodLabel } from '@/lib/order-labels';

/** The payment methods, each with its fee beside it ('Card +2.6% fee') before it is chosen. */
export function PaymentMethodField({
  value,
  onChange,
  disabled,
  fees,
}: {
  value: TPaymentMethod;
  onChange: (method: TPaymentMethod) => void;
  disabled: boolean;
  /** The restaurant's fees (order settings); a method without a fee shows none. */
  fees: Pick<TOrderRules, 'cardFeePercent' | 'twintFeePercent'>;
}) {
  const t = useT();
  const options = PAYMENT_METHOD_ORDER.map((method) => {
    const percent = method === 'CARD' ? fees.cardFeePercent : method === 'TWINT' ? fees.twintFeePercent : 0;
    return {
      value: method,
      label:
        percent > 0 ? (
          <>
            {paymentMethodLabel(method)} <small>{t('checkout.methodFee', { percent })}</small>
          </>
        ) : (
          paymentMethodLabel(method)
        ),
    };
  });
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
