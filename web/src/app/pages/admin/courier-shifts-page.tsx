import { ShiftsScreen } from '@/features/couriers/components/shifts-screen';

/** /admin/courier-shifts: the couriers' shifts and their cash, per day. */
export function CourierShiftsPage() {
  return <ShiftsScreen />;
}
