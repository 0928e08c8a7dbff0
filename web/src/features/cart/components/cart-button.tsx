import { type CSSProperties, useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { useCart } from '@/features/cart/cart-context';
import { lazyModule, useLazyDialog } from '@/hooks/use-lazy-dialog';
import { loadNamespace, t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-i18n';
import { useHydrated } from '@/lib/hydration';
import { notifyError } from '@/lib/toast';
import classes from './cart-button.module.css';
import { CartIcon } from './cart-icon';

// The drawer is not needed for the first paint of any page: fetched once the page has loaded and the
// browser is idle (a phone has no pointer to announce the tap: fetched only on it, the first tap took
// seconds on a slow network), or earlier on the way to the button. Its texts (the catalogue's `cart`
// area) come with it.
const loadCartDrawer = lazyModule(async () => {
  const [drawer] = await Promise.all([import('./cart-drawer'), loadNamespace('cart')]);
  return drawer.CartDrawer;
});

/** Fetches the drawer ahead of the first tap (main.tsx: once the page has loaded and is idle). */
export function preloadCartDrawer(): void {
  loadCartDrawer().catch(() => {
    // Reported when the diner opens the cart.
  });
}

function cartLoadFailed(error: unknown) {
  notifyError(error, t('site.cart.loadFailed'));
}

/** The header buttons' ways to open their drawer: another control (the phone's cart bar) uses them. */
const openers = new Set<() => void>();

/**
 * Opens the cart drawer from anywhere on a page with the site's header (the phone's cart bar), as
 * the header's button does: one drawer, and focus goes back to the control that opened it.
 */
export function openCartDrawer(): void {
  for (const open of openers) open();
}

/** The header's way to the cart, with the number of items; opens the cart drawer. */
export function CartButton() {
  const t = useT();
  const { count } = useCart();
  // Drawn by the server, it waits for the page's scripts (lib/hydration.ts): a tap before them would be
  // lost without a word.
  const hydrated = useHydrated();
  const { Dialog: CartDrawer, opened, open, close, preload } = useLazyDialog(loadCartDrawer, cartLoadFailed);
  useEffect(() => {
    openers.add(open);
    return () => {
      openers.delete(open);
    };
  }, [open]);
  return (
    <>
      <Button
        variant="light"
        onClick={open}
        disabled={!hydrated}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={t('site.cart.buttonLabel', { count })}
        aria-haspopup="dialog"
        leftSection={<CartIcon />}
        rightSection={
          count > 0 ? (
            // The space keeps the visible text 'Cart 1', which the name 'Cart 1 item' must contain (label
            // in name, in every language: 'Warenkorb 1' in 'Warenkorb 1 Artikel'); a flex box does not draw it.
            <span className={classes.count} data-circle={count < 10 || undefined} aria-hidden="true">
              {` ${count}`}
            </span>
          ) : null
        }
        style={{ '--btn-px': 'var(--mantine-spacing-sm)' } as CSSProperties}
      >
        {t('site.cart.button')}
      </Button>
      {CartDrawer ? <CartDrawer opened={opened} onClose={close} /> : null}
    </>
  );
}
