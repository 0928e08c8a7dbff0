/** The day's close-out and the sales reports. */
export { businessDateOf, businessDay } from './business-day';
export { reportsRoutes } from './routes';
export { reportsService } from './service';
