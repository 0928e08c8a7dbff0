/** The restaurant's ordering rules: delivery zones, fees and times, and which order types it takes. */
export { rulesOfRow } from './repository';
export { orderRulesRoutes } from './routes';
export { orderRulesService, type TOrderRulesService } from './service';
