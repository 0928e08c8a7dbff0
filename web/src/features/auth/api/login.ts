import { API } from '@app/shared/api-paths';
import type { TLogin } from '@app/shared/auth';
import { apiPost } from '@/lib/api-client';
import { type TSession, ZSessionAnswerSchema } from './get-me';

/** POST /api/auth/login: the server starts a new session (and a new anti-forgery token). */
export function login(credentials: TLogin): Promise<TSession> {
  return apiPost(API.authLogin, { body: credentials, schema: ZSessionAnswerSchema });
}
