import { SegmentedControl } from '@/components/ui/segmented-control';
import { useCart } from '@/features/cart/cart-context';
import { useT } from '@/i18n/use-i18n';
import { orderTypeLabel } from '@/lib/order-labels';

const ORDER_TYPES = ['TAKEAWAY', 'DELIVERY'] as const;

/** Takeaway or Delivery, stored with the cart (the drawer and the checkout show the same choice). */
export function OrderTypeSwitch({ disabled = false }: { disabled?: boolean }) {
  const t = useT();
  const { orderType, setOrderType } = useCart();
  return (
    <SegmentedControl
      aria-label={t('site.cart.orderType')}
      fullWidth
      options={ORDER_TYPES.map((value) => ({ value, label: orderTypeLabel(value) }))}
      value={orderType}
      onChange={setOrderType}
      disabled={disabled}
    />
  );
}
