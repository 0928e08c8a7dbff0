import { DayScreen } from '@/features/reservation-day/components/day-screen';
import { adminPaths } from '@/paths';

/** /admin/reservations/day 'Day plan': the day's bookings by table and time, moves and walk-ins. */
export function ReservationDayPage() {
  return <DayScreen tablesPath={adminPaths.tables} />;
}
