import { chfToRappen, formatRappen } from '@app/shared/money';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-i18n';

export function PayButton({
  amount,
  disabled = false,
  loading = false,
}: {
  amount: number;
  disabled?: boolean;
  loading?: boolean;
}) {
  const t = useT();
  return (
    <Button type="submit" size="md" fullWidth disabled={disabled} loading={loading}>
      {/* 'Pay CHF 25.14': the amount of the intent, i.e. the server's total. */}
      {t('checkout.pay.button', { amount: formatRappen(chfToRappen(amount)) })}
    </Button>
  );
}
