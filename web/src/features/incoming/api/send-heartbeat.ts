import { API } from '@app/shared/api-paths';
import type { TScreenHeartbeat } from '@app/shared/unseen';
import { apiPost } from '@/lib/api-client';

/** POST /api/admin/screens/heartbeat (204): this incoming screen is open, with its name and sound state. */
export function sendHeartbeat(body: TScreenHeartbeat): Promise<void> {
  return apiPost<void>(API.adminScreensHeartbeat, { body });
}
