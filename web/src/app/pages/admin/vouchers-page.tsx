import { VouchersScreen } from '@/features/vouchers-admin/components/vouchers-screen';

/** /admin/vouchers: gift vouchers, sold online or at the counter, redeemed at the counter, their terms. */
export function VouchersPage() {
  return <VouchersScreen />;
}
