/**
 * Which cards are ringing (spec section 4, Incoming cards): each new card rings from the moment it is
 * first shown until it leaves the list, it is silenced, or 60 s have passed.
 */
export const RING_STOP_MS = 60_000;

/** Card id -> when it started ringing (ms). */
export type TRinging = ReadonlyMap<string, number>;

/** Starts ringing for the given new cards. */
export function startRinging(ringing: TRinging, ids: readonly string[], now: number): TRinging {
  if (ids.length === 0) return ringing;
  const next = new Map(ringing);
  for (const id of ids) if (!next.has(id)) next.set(id, now);
  return next;
}

/** Drops cards that left the list and cards that rang for `stopAfterMs`; the same map when unchanged. */
export function pruneRinging(
  ringing: TRinging,
  presentIds: ReadonlySet<string>,
  now: number,
  stopAfterMs = RING_STOP_MS,
): TRinging {
  let next: Map<string, number> | null = null;
  for (const [id, since] of ringing) {
    if (presentIds.has(id) && now - since < stopAfterMs) continue;
    next ??= new Map(ringing);
    next.delete(id);
  }
  return next ?? ringing;
}

/** When the next card stops ringing by itself, or null when none rings. */
export function nextExpiry(ringing: TRinging, stopAfterMs = RING_STOP_MS): number | null {
  let earliest: number | null = null;
  for (const since of ringing.values()) {
    const end = since + stopAfterMs;
    if (earliest === null || end < earliest) earliest = end;
  }
  return earliest;
}
