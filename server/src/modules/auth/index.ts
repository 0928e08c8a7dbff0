/** Signing in and out of the back office, and its sessions. */
export { authRoutes } from './routes';
export { sessionRepository } from './session-repository';
export { hashSessionId, sessionService, type TSession, type TSessionService } from './session-service';
