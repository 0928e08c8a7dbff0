/** The day's close-out and the sales reports. */
export { reportsRoutes } from './routes';
export { reportsService } from './service';
