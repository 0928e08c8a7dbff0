import type { TOrderType } from '@app/shared/enums';
import type { TOrderKind } from '@app/shared/order-kind';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { drawsServerMarkup } from '@/lib/hydration';
import {
  CART_STORAGE_KEY,
  cartCount,
  cartKind,
  cartReducer,
  cartTotal,
  cartTotalRappen,
  parseStoredCart,
  serializeCart,
  type TCartItem,
  type TCartLine,
} from './cart-state';
import { CART_TIMING_STORAGE_KEY, parseStoredTiming, serializeTiming, type TCartTiming } from './cart-timing';

export interface TCartContext {
  orderType: TOrderType;
  lines: TCartLine[];
  /** Sum of priceRaw x quantity in CHF (before any discount). */
  total: number;
  totalRappen: number;
  /** Sum of the quantities. */
  count: number;
  /** null when empty; 'MIXED' when menu and buffet lines are both in it. */
  kind: TOrderKind | 'MIXED' | null;
  add: (item: TCartItem, quantity?: number) => void;
  increase: (key: string) => void;
  decrease: (key: string) => void;
  remove: (key: string) => void;
  /** Empties the lines; the order type stays. */
  clear: () => void;
  setOrderType: (orderType: TOrderType) => void;
  /** Gives the lines the names the menu has now (after the diner chose another language). */
  rename: (names: ReadonlyMap<string, string>) => void;
  timing: TCartTiming;
  setTiming: (timing: TCartTiming) => void;
}

const CartContext = createContext<TCartContext | null>(null);
/** Whether the cart shown is the diner's (false while the page shows the one the server drew). */
const CartRestoredContext = createContext(true);

/** The cart and its timing as the server draws them: nothing stored. */
const SERVER_CART = parseStoredCart(null);
const SERVER_TIMING = parseStoredTiming(null);

/** Spec 8: the developer error for a cart accessor used outside its provider. */
export const CART_OUTSIDE_PROVIDER_MESSAGE = 'useCart must be used within CartProvider';

/**
 * The cart for the whole site: restored from localStorage on load, saved on every change, and kept
 * in step with other tabs of the same browser.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(cartReducer, null, () =>
    parseStoredCart(readStorage(CART_STORAGE_KEY)),
  );
  const [timing, setTimingState] = useState(() => parseStoredTiming(readStorage(CART_TIMING_STORAGE_KEY)));
  const saved = useRef<string | null>(null);
  // Hydrating the server's HTML, the first render shows the cart the server drew (an empty one); the
  // diner's own follows, as a transition: parts of the page still waiting for their code (the menu's
  // labels) are then kept as the server drew them, where an urgent update would draw them again (they
  // would vanish and come back, a layout shift).
  const [hydrated, setHydrated] = useState(() => !drawsServerMarkup());
  useLayoutEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  const shown = hydrated ? state : SERVER_CART;
  const shownTiming = hydrated ? timing : SERVER_TIMING;

  useEffect(() => {
    const raw = serializeCart(state);
    if (raw === saved.current) return;
    saved.current = raw;
    writeStorage(CART_STORAGE_KEY, raw);
  }, [state]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      if (event.key === CART_STORAGE_KEY) {
        const next = parseStoredCart(event.newValue);
        saved.current = serializeCart(next);
        dispatch({ type: 'replace', state: next });
      } else if (event.key === CART_TIMING_STORAGE_KEY) {
        setTimingState(parseStoredTiming(event.newValue));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setTiming = useCallback((next: TCartTiming) => {
    setTimingState(next);
    writeStorage(CART_TIMING_STORAGE_KEY, serializeTiming(next));
  }, []);

  const actions = useMemo(
    () => ({
      add: (item: TCartItem, quantity?: number) => dispatch({ type: 'add', item, quantity }),
      increase: (key: string) => dispatch({ type: 'increase', key }),
      decrease: (key: string) => dispatch({ type: 'decrease', key }),
      remove: (key: string) => dispatch({ type: 'remove', key }),
      clear: () => dispatch({ type: 'clear' }),
      setOrderType: (orderType: TOrderType) => dispatch({ type: 'setOrderType', orderType }),
      rename: (names: ReadonlyMap<string, string>) => dispatch({ type: 'rename', names }),
    }),
    [],
  );

  // The same value while what it shows is the same (an empty cart before and after hydration): no page
  // part is drawn again for nothing.
  const value = useMemo<TCartContext>(() => {
    return {
      orderType: shown.orderType,
      lines: shown.lines,
      total: cartTotal(shown.lines),
      totalRappen: cartTotalRappen(shown.lines),
      count: cartCount(shown.lines),
      kind: cartKind(shown.lines),
      ...actions,
      timing: shownTiming,
      setTiming,
    };
  }, [shown, actions, shownTiming, setTiming]);

  return (
    <CartContext.Provider value={value}>
      <CartRestoredContext.Provider value={hydrated}>{children}</CartRestoredContext.Provider>
    </CartContext.Provider>
  );
}

/**
 * Whether the cart is the diner's: false in the server's render and the browser's first render of a page
 * the server drew, which cannot know it (the checkout then shows that it is loading, not an empty cart).
 * A context of its own, so that the cart's consumers are not drawn again when it turns true.
 */
export function useCartRestored(): boolean {
  return useContext(CartRestoredContext);
}

export function useCart(): TCartContext {
  const cart = useContext(CartContext);
  if (!cart) throw new Error(CART_OUTSIDE_PROVIDER_MESSAGE);
  return cart;
}
