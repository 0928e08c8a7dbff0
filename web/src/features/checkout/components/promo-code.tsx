import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { loadNamespace } from '@/i18n/i18n';
import { useT } from '@/i18n/use-i18n';

// The field, its check and its texts come when the diner asks for them: /checkout's first load has no
// room for them (the 150 kB budget), and most diners have no code.
const LazyPromoCodeField = lazy(() =>
  Promise.all([import('./code-fields'), loadNamespace('promo')]).then(([module]) => ({
    default: module.PromoCodeField,
  })),
);

/** "Have a promo code?", and once tapped the code's field (promo-code-field.tsx). */
export function PromoCode(props: ComponentProps<typeof LazyPromoCodeField>) {
  const t = useT();
  // Open again when the diner comes back from the payment step with a code applied.
  const [open, setOpen] = useState(Boolean(props.promo.terms));
  return open ? (
    <Suspense fallback={null}>
      <LazyPromoCodeField {...props} />
    </Suspense>
  ) : (
    <Button variant="subtle" size="compact-sm" onClick={() => setOpen(true)}>
      {t('checkout.promoOpen')}
    </Button>
  );
}
