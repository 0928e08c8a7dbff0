import { API } from '@app/shared/api-paths';
import { apiPost } from '@/lib/api-client';
import type { TBump } from '../bump-queue';

/**
 * POST /api/kitchen/lines/{lineId}/done or /undone. Both are idempotent on the server, so a tap sent
 * again after a lost answer changes nothing twice. The display reads the tickets again afterwards.
 */
export async function sendBump(bump: Pick<TBump, 'lineId' | 'action'>): Promise<void> {
  const path = bump.action === 'done' ? API.kitchenLineDone(bump.lineId) : API.kitchenLineUndone(bump.lineId);
  await apiPost<unknown>(path);
}
