/** Table reservations: requested by guests or entered by staff, and handled. */

export { reservationGuaranteeRoutes } from './guarantee-routes';
export {
  reservationGuaranteesService,
  type TGuaranteeReleaseJob,
  type TReservationGuaranteesService,
} from './guarantee-service';
export { REMINDERS_JOB, reservationReminders, type TSmsJob } from './reminders';
export { reservationsRoutes } from './routes';
export { reservationsService, type TReservationsService } from './service';
