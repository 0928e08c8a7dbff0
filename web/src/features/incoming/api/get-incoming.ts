import { type TIncomingCard, ZIncomingCardSchema } from '@app/shared/admin-orders';
import { API } from '@app/shared/api-paths';
import { z } from 'zod/mini';
import { tAdmin } from '@/i18n/i18n';
import { ApiError, apiGet, CLIENT_ERROR_CODES } from '@/lib/api-client';

/** Thrown with the exact wording of spec section 8 (incoming poll). */
export class IncomingPollError extends Error {
  override readonly name = 'IncomingPollError';
}

const ZCardsSchema = z.array(ZIncomingCardSchema);

/** Spec section 8: what the incoming banner says about a failed poll. */
export function incomingErrorMessage(error: unknown): string {
  if (error instanceof IncomingPollError) return error.message;
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 403) {
      return tAdmin('incoming.error.unauthorized', { status: error.status });
    }
    if (error.status > 0) return tAdmin('incoming.error.unexpected', { status: error.status });
    // An answer that was not JSON still came with a success status.
    if (error.error === CLIENT_ERROR_CODES.invalidResponse) {
      return tAdmin('incoming.error.unexpected', { status: 200 });
    }
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** GET /api/admin/orders/new: the incoming cards, oldest first. */
export async function getIncomingCards(signal?: AbortSignal): Promise<TIncomingCard[]> {
  const body = await apiGet<unknown>(API.adminIncoming, { signal });
  const parsed = ZCardsSchema.safeParse(body);
  if (!parsed.success)
    throw new IncomingPollError(tAdmin('incoming.error.unexpected', { status: 200 }), {
      cause: parsed.error,
    });
  return parsed.data;
}
