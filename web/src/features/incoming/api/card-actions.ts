import { type TIncomingCard, ZHandledSchema } from '@app/shared/admin-orders';
import { API } from '@app/shared/api-paths';
import type { z } from 'zod/mini';
import { apiPost } from '@/lib/api-client';

type TCardRef = Pick<TIncomingCard, 'kind' | 'id'>;
export type THandled = z.infer<typeof ZHandledSchema>;
export type TExtraMinutes = 10 | 15 | 20 | 30;

/** POST /api/admin/{kind}-orders/{id}/seen (empty body). */
export function markCardSeen(card: TCardRef): Promise<void> {
  return apiPost<void>(API.adminIncomingAction(card.kind, card.id, 'seen'));
}

/** POST …/confirm: printing is always requested (spec section 9); extra minutes only when chosen. */
export function confirmCard(card: TCardRef, extraMinutes: TExtraMinutes | null): Promise<THandled> {
  return apiPost(API.adminIncomingAction(card.kind, card.id, 'confirm'), {
    body: extraMinutes ? { print: true, extraMinutes } : { print: true },
    schema: ZHandledSchema,
  });
}

/** POST …/cancel: the incoming screen never refunds (spec section 9). */
export function cancelCard(card: TCardRef, reason: string): Promise<THandled> {
  return apiPost(API.adminIncomingAction(card.kind, card.id, 'cancel'), {
    body: { reason, refundIfPaid: false },
    schema: ZHandledSchema,
  });
}
