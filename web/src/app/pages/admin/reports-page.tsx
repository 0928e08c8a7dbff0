import { ReportsScreen } from '@/features/reports/components/reports-screen';

/** /admin/reports: revenue, orders and charts of a range of business days (issue 21). */
export function ReportsPage() {
  return <ReportsScreen />;
}
