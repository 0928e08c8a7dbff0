import { createHash } from 'node:crypto';
import type { TOrderKind } from '@app/shared/order-kind';
import { AppError } from '../../lib/app-error';

export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for another order. Use a new key for a changed order.';
export const KEY_REUSED_FOR_KIND_MESSAGE = {
  MENU: 'This Idempotency-Key was already used for a buffet order. Use a new key for this menu order.',
  BUFFET: 'This Idempotency-Key was already used for a menu order. Use a new key for this buffet order.',
} as const;

/** The value with every object's keys in order, so the same payload always reads the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * SHA-256 (hex) of the payload as validated, in canonical JSON: key order and spacing do not matter,
 * every value (and the order of the cart's lines) does.
 */
export function payloadFingerprint(payload: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(payload)))
    .digest('hex');
}

export type TKeyedOrder = { id: string; kind: TOrderKind; fingerprint: string | null };

/**
 * What a submission with an Idempotency-Key gets when orders already carry the key: the earlier order
 * of this kind placed with the same payload (a retry), or 422 for another payload or the other kind.
 * Orders placed before fingerprints were kept (fingerprint null) are taken as the same payload.
 */
export function earlierOrder(
  keyed: TKeyedOrder[],
  kind: TOrderKind,
  fingerprint: string,
): { id: string } | undefined {
  if (keyed.length === 0) return undefined;
  const sameKind = keyed.find((order) => order.kind === kind);
  if (!sameKind) throw new AppError(422, KEY_REUSED_FOR_KIND_MESSAGE[kind]);
  if (sameKind.fingerprint !== null && sameKind.fingerprint !== fingerprint) {
    throw new AppError(422, KEY_REUSED_MESSAGE);
  }
  return { id: sameKind.id };
}
