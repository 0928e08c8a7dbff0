import { API } from '@app/shared/api-paths';
import { apiPost } from '@/lib/api-client';

/** POST /api/auth/logout: 204; the server hands out a fresh anti-forgery token for the anonymous visitor. */
export async function logout(): Promise<void> {
  await apiPost<void>(API.authLogout);
}
