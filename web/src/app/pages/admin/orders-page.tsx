import { OrderListScreen } from '@/features/orders/components/order-list-screen';

/** /admin/orders: 'Menu Orders'. */
export function OrdersPage() {
  return <OrderListScreen kind="MENU" />;
}
