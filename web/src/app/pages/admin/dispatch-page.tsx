import { DispatchScreen } from '@/features/couriers/components/dispatch-screen';

/** /admin/dispatch: the deliveries to hand out and who takes each. */
export function DispatchPage() {
  return <DispatchScreen />;
}
