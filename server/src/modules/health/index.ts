/** Whether the app and its database answer (for load balancers and monitoring). */
export { healthRoutes } from './routes';
