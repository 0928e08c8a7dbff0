/** The back office's users and the first admin. */
export { ensureFirstAdmin } from './bootstrap';
export { usersRepository } from './repository';
export { usersRoutes } from './routes';
export { type TUsersService, usersService } from './service';
