import { chfToRappen, formatRappen } from '@app/shared/money';
import { Button } from '@/components/ui/button';

/** 'Pay CHF 25.14': the amount of the intent, i.e. the server's total. */
function payButtonLabel(amount: number): string {
  return `Pay ${formatRappen(chfToRappen(amount))}`;
}

export function PayButton({
  amount,
  disabled = false,
  loading = false,
}: {
  amount: number;
  disabled?: boolean;
  loading?: boolean;
}) {
  return (
    <Button type="submit" size="md" fullWidth disabled={disabled} loading={loading}>
      {payButtonLabel(amount)}
    </Button>
  );
}
