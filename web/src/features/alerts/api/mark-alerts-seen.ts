import { API } from '@app/shared/api-paths';
import type { TAlertKind } from '@app/shared/order-kind';
import { apiPost } from '@/lib/api-client';

/** POST /api/admin/alerts/seen: the badge stops counting what is waiting of these kinds (204). */
export function markAlertsSeen(kinds: readonly TAlertKind[]): Promise<void> {
  return apiPost<void>(API.adminAlertsSeen, { body: { kinds: [...kinds] } });
}
