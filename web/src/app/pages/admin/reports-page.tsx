import { ReportsScreen } from '@/features/reports/components/reports-screen';

/** /admin/reports: revenue, orders and charts of a range of business days. */
export function ReportsPage() {
  return <ReportsScreen />;
}
