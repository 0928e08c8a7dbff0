/** The menu's categories: the public list in the reader's language and the back office's edits. */
export { categoriesRoutes } from './routes';
export { categoriesService, type TCategoriesService } from './service';
