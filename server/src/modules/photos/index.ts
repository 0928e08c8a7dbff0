/** Dish photos: checked, cropped, stored in the database in every size, served by hash. */
export { photosRoutes } from './routes';
export { adminPhoto, photosService, preparePhoto, publicPhoto, type TPreparedPhoto } from './service';
