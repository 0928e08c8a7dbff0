/** A random UUID v4; crypto.randomUUID exists only on https and localhost, so plain http gets the same by hand. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per attempt to place an order (the checkout, the back office's phone order): the same payload
 * sent again (a double tap, a retry after a failure or a lost answer) keeps its key, so the server hands
 * back the order it may already have made; a changed payload (e.g. now with an override) is a new
 * attempt with a new key. After a success the next order starts afresh.
 */
export class IdempotencyKeys {
  private current: { key: string; payload: string } | null = null;

  keyFor(payload: unknown): string {
    const text = JSON.stringify(payload);
    if (this.current?.payload !== text) this.current = { key: randomUuid(), payload: text };
    return this.current.key;
  }

  reset(): void {
    this.current = null;
  }
}
