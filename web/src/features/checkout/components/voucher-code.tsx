import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { loadNamespace } from '@/i18n/i18n';
import { useT } from '@/i18n/use-i18n';

// As the promo code's field: it comes when the diner asks for it (the 150 kB budget of /checkout). Its
// texts share the promo field's area of the catalogue.
const LazyVoucherCodeField = lazy(() =>
  Promise.all([import('./code-fields'), loadNamespace('promo')]).then(([module]) => ({
    default: module.VoucherCodeField,
  })),
);

/** "Have a gift voucher?", and once tapped the voucher's field (voucher-code-field.tsx). */
export function VoucherCode(props: ComponentProps<typeof LazyVoucherCodeField>) {
  const t = useT();
  // Open again when the diner comes back from the payment step, or the server refused the voucher.
  const [open, setOpen] = useState(Boolean(props.voucher.applied || props.voucher.error));
  return open || props.voucher.error ? (
    <Suspense fallback={null}>
      <LazyVoucherCodeField {...props} />
    </Suspense>
  ) : (
    <Button variant="subtle" size="compact-sm" onClick={() => setOpen(true)}>
      {t('checkout.voucherOpen')}
    </Button>
  );
}
