/** The incoming screens that report themselves, and when any was last seen. */
export { screensRoutes } from './routes';
export { screensService, type TScreensService } from './service';
