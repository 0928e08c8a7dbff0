/** The kitchen's stations in the back office: list, create, change, delete. */
export { stationsRoutes } from './routes';
export { stationsService, type TStationsService } from './service';
