import { CloseOutScreen } from '@/features/reports/components/close-out-screen';

/** /admin/close-out: the business day's close-out (Z report, issue 21). */
export function CloseOutPage() {
  return <CloseOutScreen />;
}
