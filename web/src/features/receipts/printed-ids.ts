/**
 * Which orders this device has already printed (spec section 4, Receipts), so an automatic print
 * happens once. Kept in localStorage; unreadable or unavailable storage counts as "nothing printed yet".
 */
export const PRINTED_ORDER_IDS_KEY = 'ak_printed_order_ids_v1';

/** Enough for several busy days; the oldest entries go first. */
export const MAX_REMEMBERED = 1000;

export type TReceiptKind = 'MENU' | 'BUFFET';

function entry(kind: TReceiptKind, id: string): string {
  return `${kind}:${id}`;
}

function read(storage: Storage | undefined): string[] {
  try {
    const raw = storage?.getItem(PRINTED_ORDER_IDS_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((value): value is string => typeof value === 'string') : [];
  } catch {
    return [];
  }
}

function defaultStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function wasPrinted(kind: TReceiptKind, id: string, storage = defaultStorage()): boolean {
  return read(storage).includes(entry(kind, id));
}

export function rememberPrinted(kind: TReceiptKind, id: string, storage = defaultStorage()): void {
  const key = entry(kind, id);
  const ids = read(storage).filter((value) => value !== key);
  ids.push(key);
  try {
    storage?.setItem(PRINTED_ORDER_IDS_KEY, JSON.stringify(ids.slice(-MAX_REMEMBERED)));
  } catch {
    // Storage full or disabled: the print happened; at worst a later automatic print repeats it.
  }
}
