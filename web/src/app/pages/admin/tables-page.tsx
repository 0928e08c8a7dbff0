import { ReservationSetupScreen } from '@/features/reservation-settings/components/reservation-setup-screen';

/** /admin/tables 'Tables & booking rules': the restaurant's tables and how diners book them online. */
export function TablesPage() {
  return <ReservationSetupScreen />;
}
