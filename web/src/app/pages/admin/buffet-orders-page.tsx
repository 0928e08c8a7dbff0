import { OrderListScreen } from '@/features/orders/components/order-list-screen';

/** /admin/buffet-orders: 'Buffet Orders', the same screen as Menu Orders for buffet orders. */
export function BuffetOrdersPage() {
  return <OrderListScreen kind="BUFFET" />;
}
