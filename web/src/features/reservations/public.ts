import { lazy } from 'react';

export { assignTables } from './api/assign-tables';
export { RESERVATIONS_KEY } from './api/get-reservations';
export { markArrival } from './api/mark-arrival';
export { updateReservationStatus } from './api/update-reservation-status';
export { changeNoteText } from './reservation-history';

/** A booking's history (when, who, what), loaded with its code only when a screen first shows it. */
export const ReservationHistory = lazy(() =>
  import('./components/reservation-history').then((m) => ({ default: m.ReservationHistory })),
);
