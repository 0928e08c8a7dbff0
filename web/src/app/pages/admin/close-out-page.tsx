import { CloseOutScreen } from '@/features/reports/components/close-out-screen';

/** /admin/close-out: the business day's close-out (Z report). */
export function CloseOutPage() {
  return <CloseOutScreen />;
}
