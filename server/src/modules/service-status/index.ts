/** The service controls: pause, busy mode and order types, as staff set them. */
export { serviceStatusRoutes } from './routes';
export { serviceStatusService, type TServiceStatusService } from './service';
