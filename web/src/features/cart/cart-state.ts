import { MAX_LINE_QUANTITY } from '@app/shared/cart-limits';
import type { TOrderType } from '@app/shared/enums';
import { chfToRappen, rappenToChf } from '@app/shared/money';
import { optionsKey } from '@app/shared/options-key';
import type { TOrderKind } from '@app/shared/order-kind';
import type { TVatClass } from '@app/shared/vat';

/**
 * The cart of spec sections 3, 4 and 9: its state, the pure reducer that changes it, what is derived
 * from it, and its stored form (localStorage key ak_cart_v1). React lives in cart-context.tsx.
 */

export const CART_STORAGE_KEY = 'ak_cart_v1';
const DEFAULT_ORDER_TYPE: TOrderType = 'TAKEAWAY';

/** The most of one item an order may hold: the order payload's own limit (shared/cart-limits.ts). */
export { MAX_LINE_QUANTITY };

/** An option chosen for a line (dish options), as the item's dialog showed it: its price difference in CHF. */
export interface TCartOption {
  name: string;
  priceDelta: number;
}

/** What the menu hands to the cart. `priceRaw` is the CHF price as the catalogue sent it. */
export interface TCartItem {
  kind: TOrderKind;
  id: number;
  name: string;
  priceRaw: number | string;
  /** The item's VAT class as the catalogue sent it: the summary's VAT by rate. */
  vatClass?: TVatClass | undefined;
  /**
   * The options chosen (dish options): their ids in the item's order (group by group), what the order
   * sends. Left out for a line without options, whose stored form stays the spec's.
   */
  options?: readonly number[] | undefined;
  /** What the line shows of those options, one per id of `options` and in its order. */
  optionDetails?: readonly TCartOption[] | undefined;
}

export interface TCartLine extends TCartItem {
  /** `${kind}:${id}`, e.g. 'MENU:12'; a line with options adds their sorted ids: 'MENU:12:3.7'. */
  key: string;
  quantity: number;
}

export interface TCartState {
  orderType: TOrderType;
  lines: TCartLine[];
}

export type TCartAction =
  | { type: 'add'; item: TCartItem; quantity?: number }
  | { type: 'increase'; key: string }
  | { type: 'decrease'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'clear' }
  | { type: 'setOrderType'; orderType: TOrderType }
  /** The items' names in the language chosen now (by line key); lines not named keep theirs. */
  | { type: 'rename'; names: ReadonlyMap<string, string> }
  /** The cart changed in another tab. */
  | { type: 'replace'; state: TCartState };

export const EMPTY_CART: TCartState = { orderType: DEFAULT_ORDER_TYPE, lines: [] };

/**
 * A line's key: `${kind}:${id}`, plus the options' ids for a line with options (optionsKey, the server's
 * own merge key), so that the same dish with other options is a line of its own.
 */
export function cartLineKey(kind: TOrderKind, id: number, options: readonly number[] = []): string {
  return `${kind}:${id}${optionsKey(options)}`;
}

/** The item's part of a line's key (`${kind}:${id}`), whatever its options: what the menu lists. */
export function itemKeyOf(line: Pick<TCartLine, 'kind' | 'id'>): string {
  return `${line.kind}:${line.id}`;
}

/** A line's options, or nothing for a line without (the fields left out, as the spec stores a line). */
const optionFields = ({ options, optionDetails }: TCartItem): Pick<TCartItem, 'options' | 'optionDetails'> =>
  options?.length ? { options, optionDetails } : {};

const clampQuantity = (quantity: number) => Math.min(MAX_LINE_QUANTITY, quantity);

export function cartReducer(state: TCartState, action: TCartAction): TCartState {
  switch (action.type) {
    case 'add': {
      const quantity = action.quantity ?? 1;
      if (!Number.isSafeInteger(quantity) || quantity < 1) return state;
      const { kind, id, name, priceRaw, vatClass } = action.item;
      const options = optionFields(action.item);
      const key = cartLineKey(kind, id, options.options);
      const existing = state.lines.find((line) => line.key === key);
      const vat = vatClass ? { vatClass } : {};
      if (!existing) {
        return {
          ...state,
          lines: [
            ...state.lines,
            { key, kind, id, name, priceRaw, ...vat, ...options, quantity: clampQuantity(quantity) },
          ],
        };
      }
      // The menu's current name and prices replace what was stored: the server prices with them anyway.
      return mapLine(state, key, (line) => ({
        ...line,
        name,
        priceRaw,
        ...vat,
        ...options,
        quantity: clampQuantity(line.quantity + quantity),
      }));
    }
    case 'increase':
      return mapLine(state, action.key, (line) => ({ ...line, quantity: clampQuantity(line.quantity + 1) }));
    case 'decrease': {
      const line = state.lines.find((l) => l.key === action.key);
      if (!line) return state;
      if (line.quantity <= 1) return { ...state, lines: state.lines.filter((l) => l.key !== action.key) };
      return mapLine(state, action.key, (l) => ({ ...l, quantity: l.quantity - 1 }));
    }
    case 'remove':
      if (!state.lines.some((l) => l.key === action.key)) return state;
      return { ...state, lines: state.lines.filter((l) => l.key !== action.key) };
    case 'clear':
      return state.lines.length === 0 ? state : { ...state, lines: [] };
    case 'setOrderType':
      return state.orderType === action.orderType ? state : { ...state, orderType: action.orderType };
    case 'replace':
      return action.state;
    case 'rename': {
      // By the item's key: every line of a dish takes its new name, whatever its options (whose names
      // stay as chosen: the menu's list names the item only).
      const { names } = action;
      const nameOf = (line: TCartLine) => names.get(itemKeyOf(line));
      const renamed = (line: TCartLine) => nameOf(line) !== undefined && nameOf(line) !== line.name;
      if (!state.lines.some(renamed)) return state;
      return {
        ...state,
        lines: state.lines.map((line) =>
          renamed(line) ? { ...line, name: nameOf(line) ?? line.name } : line,
        ),
      };
    }
  }
}

function mapLine(state: TCartState, key: string, change: (line: TCartLine) => TCartLine): TCartState {
  if (!state.lines.some((l) => l.key === key)) return state;
  return { ...state, lines: state.lines.map((line) => (line.key === key ? change(line) : line)) };
}

/** A line's unit price in Rappen: the item's, with its options' differences (the server's unit price too). */
export function linePriceRappen(line: Pick<TCartLine, 'priceRaw' | 'optionDetails'>): number {
  let rappen = chfToRappen(Number(line.priceRaw));
  for (const option of line.optionDetails ?? []) rappen += chfToRappen(option.priceDelta);
  return rappen;
}

/** Sum of priceRaw x quantity, in Rappen (exact). */
export function cartTotalRappen(lines: readonly TCartLine[]): number {
  return lines.reduce((sum, line) => sum + linePriceRappen(line) * line.quantity, 0);
}

/** Sum of priceRaw x quantity, in CHF (spec 3: the cart's derived total). */
export function cartTotal(lines: readonly TCartLine[]): number {
  return rappenToChf(cartTotalRappen(lines));
}

/** Sum of the quantities. */
export function cartCount(lines: readonly TCartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** What the cart holds: null when empty, 'MIXED' when menu and buffet lines are both in it. */
export function cartKind(lines: readonly TCartLine[]): TOrderKind | 'MIXED' | null {
  const kinds = new Set(lines.map((line) => line.kind));
  if (kinds.size === 0) return null;
  if (kinds.size > 1) return 'MIXED';
  return kinds.has('BUFFET') ? 'BUFFET' : 'MENU';
}

// ---------------------------------------------------------------------------------------------
// Stored form

// Checked by hand rather than with a schema: this runs before the first paint of every page, and a zod
// schema here put zod in the entry chunk (docs/performance.md, 'JavaScript of the public pages').

/** A price as the catalogue sends it: a finite number or numeric text, from 0 to under 10 million. */
const isPrice = (value: unknown): value is number | string => {
  if (typeof value !== 'number' && typeof value !== 'string') return false;
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) && n >= 0 && n < 1e7;
};

/** A whole number that is exact in JavaScript, at least `min`. */
const isWholeNumber = (value: unknown, min: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min;

/**
 * A stored line's options: none when left out (every line stored before dish options), null when they
 * cannot be read (then the line is left out: ordering the dish without its options would be wrong).
 */
function readStoredOptions(
  options: unknown,
  details: unknown,
): Pick<TCartItem, 'options' | 'optionDetails'> | null {
  if (options === undefined) return {};
  if (!Array.isArray(options) || !Array.isArray(details) || options.length !== details.length) return null;
  const ok =
    options.every((id) => isWholeNumber(id, 1)) &&
    details.every(
      (d) => typeof d?.name === 'string' && typeof d.priceDelta === 'number' && Math.abs(d.priceDelta) <= 100,
    );
  if (!ok) return null;
  // Only the known fields of each option are kept.
  return options.length === 0
    ? {}
    : { options, optionDetails: details.map(({ name, priceDelta }) => ({ name, priceDelta })) };
}

/** One stored line, or null if it cannot be read. Only the known fields are kept; the key is rebuilt. */
function readStoredLine(entry: unknown): (TCartItem & { quantity: number }) | null {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
  const { kind, id, name, priceRaw, quantity, vatClass, options, optionDetails } = entry as Record<
    string,
    unknown
  >;
  if (kind !== 'MENU' && kind !== 'BUFFET') return null;
  if (!isWholeNumber(id, 1) || typeof name !== 'string' || !isPrice(priceRaw)) return null;
  if (!isWholeNumber(quantity, 1)) return null;
  const chosen = readStoredOptions(options, optionDetails);
  if (!chosen) return null;
  const vat: { vatClass?: TVatClass } = vatClass === 'STANDARD' || vatClass === 'REDUCED' ? { vatClass } : {};
  return { kind, id, name, priceRaw, ...vat, ...chosen, quantity };
}

export function serializeCart(state: TCartState): string {
  return JSON.stringify(state);
}

/**
 * The stored cart, tolerant of old or damaged data: an order type other than DELIVERY is TAKEAWAY,
 * lines that cannot be read are left out, the key is rebuilt from kind, id and options (merging duplicates),
 * and anything unreadable as a whole gives an empty TAKEAWAY cart.
 */
export function parseStoredCart(raw: string | null): TCartState {
  if (raw === null) return EMPTY_CART;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return EMPTY_CART;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return EMPTY_CART;
  const stored = data as { orderType?: unknown; lines?: unknown };
  const orderType: TOrderType = stored.orderType === 'DELIVERY' ? 'DELIVERY' : DEFAULT_ORDER_TYPE;

  let state: TCartState = { orderType, lines: [] };
  if (!Array.isArray(stored.lines)) return state;
  for (const entry of stored.lines) {
    const line = readStoredLine(entry);
    if (!line) continue;
    const { quantity, ...item } = line;
    state = cartReducer(state, { type: 'add', item, quantity });
  }
  return state;
}
