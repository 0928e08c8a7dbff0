import { useEffect } from 'react';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useOrderRules } from '@/features/cart/api/get-order-rules';
import { useCart } from '@/features/cart/cart-context';
import { useT } from '@/i18n/use-i18n';
import { orderTypeLabel } from '@/lib/order-labels';

/**
 * Takeaway or Delivery, stored with the cart (the drawer and the checkout show the same choice). Only the
 * order types the restaurant takes are offered: with delivery switched off, Takeaway alone.
 */
export function OrderTypeSwitch({ disabled = false }: { disabled?: boolean }) {
  const t = useT();
  const { orderType, setOrderType } = useCart();
  const { orderTypes } = useOrderRules();
  const offered = orderTypes.includes(orderType);
  // A cart kept from before the restaurant switched its type off moves to the one it takes.
  useEffect(() => {
    if (!offered && orderTypes[0]) setOrderType(orderTypes[0]);
  }, [offered, orderTypes, setOrderType]);
  return (
    <SegmentedControl
      aria-label={t('site.cart.orderType')}
      fullWidth
      options={orderTypes.map((value) => ({ value, label: orderTypeLabel(value) }))}
      value={offered ? orderType : (orderTypes[0] ?? orderType)}
      onChange={setOrderType}
      disabled={disabled}
    />
  );
}
