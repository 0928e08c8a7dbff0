import { type TAlerts, ZAlertsSchema } from '@app/shared/admin-orders';
import { API } from '@app/shared/api-paths';
import { apiGet } from '@/lib/api-client';

/** GET /api/admin/alerts: unseen NEW orders, NEW buffet orders and REQUESTED reservations. */
export function getAlerts(signal?: AbortSignal): Promise<TAlerts> {
  return apiGet(API.adminAlerts, { schema: ZAlertsSchema, signal });
}
