import { adminPaths } from '@/admin-paths';
import { DayScreen } from '@/features/reservation-day/components/day-screen';

/** /admin/reservations/day 'Day plan': the day's bookings by table and time, moves and walk-ins. */
export function ReservationDayPage() {
  return <DayScreen tablesPath={adminPaths.tables} />;
}
