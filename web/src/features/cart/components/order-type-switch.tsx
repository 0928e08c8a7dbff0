import { SegmentedControl } from '@/components/ui/segmented-control';
import { useCart } from '@/features/cart/cart-context';
import { ORDER_TYPE_LABELS } from '@/lib/order-labels';

const OPTIONS = (['TAKEAWAY', 'DELIVERY'] as const).map((value) => ({
  value,
  label: ORDER_TYPE_LABELS[value],
}));

/** Takeaway or Delivery, stored with the cart (the drawer and the checkout show the same choice). */
export function OrderTypeSwitch({ disabled = false }: { disabled?: boolean }) {
  const { orderType, setOrderType } = useCart();
  return (
    <SegmentedControl
      aria-label="Order type"
      fullWidth
      options={OPTIONS}
      value={orderType}
      onChange={setOrderType}
      disabled={disabled}
    />
  );
}
