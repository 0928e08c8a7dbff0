/** The incoming screen: new orders and table requests, and the actions on them. */
export { incomingRoutes } from './routes';
