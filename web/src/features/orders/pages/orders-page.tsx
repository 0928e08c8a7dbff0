import { OrderListScreen } from '../components/order-list-screen';

/** /admin/orders: 'Menu Orders'. */
export function OrdersPage() {
  return <OrderListScreen kind="MENU" />;
}
