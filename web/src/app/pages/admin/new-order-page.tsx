import { NewOrderScreen } from '@/features/staff-order/components/new-order-screen';

/** /admin/new-order: 'New order', an order taken on the phone; `?kind=buffet` for the buffet. */
export function NewOrderPage() {
  return <NewOrderScreen />;
}
