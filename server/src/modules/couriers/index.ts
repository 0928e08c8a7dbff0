/** The restaurant's own couriers: deliveries on a phone, dispatch, and cash per shift (docs/decisions/034). */
export { couriersRoutes } from './routes';
export { couriersService, type TCouriersService } from './service';
