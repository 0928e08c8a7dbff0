/** The public menu and buffet, with each dish's food declarations and the menu page's head. */
export { menuPageHead } from './menu-page-head';
export { catalogRoutes } from './routes';
export { catalogService, foodDeclarations } from './service';
