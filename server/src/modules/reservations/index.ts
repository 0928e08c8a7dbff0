/** Table reservations: requested by guests or entered by staff, and handled. */
export { reservationsRoutes } from './routes';
export { reservationsService, type TReservationsService } from './service';
