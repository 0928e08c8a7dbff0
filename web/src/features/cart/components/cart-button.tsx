import type { CSSProperties } from 'react';
import { Button } from '@/components/ui/button';
import { useCart } from '@/features/cart/cart-context';
import { lazyModule, useLazyDialog } from '@/hooks/use-lazy-dialog';
import { notifyError } from '@/lib/toast';
import classes from './cart-button.module.css';
import { CartIcon } from './cart-icon';

// The drawer is not needed for the first paint of any page: fetched on the way to the button.
const loadCartDrawer = lazyModule(async () => (await import('./cart-drawer')).CartDrawer);

function cartLoadFailed(error: unknown) {
  notifyError(error, 'The cart could not be opened. Check your connection and try again.');
}

/** The header's way to the cart, with the number of items; opens the cart drawer. */
export function CartButton() {
  const { count } = useCart();
  const { Dialog: CartDrawer, opened, open, close, preload } = useLazyDialog(loadCartDrawer, cartLoadFailed);
  return (
    <>
      <Button
        variant="light"
        onClick={open}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={`Cart ${count} ${count === 1 ? 'item' : 'items'}`}
        aria-haspopup="dialog"
        leftSection={<CartIcon />}
        rightSection={
          count > 0 ? (
            // The space keeps the visible text 'Cart 1', which the name 'Cart 1 item' must contain (label
            // in name); a flex box does not draw it.
            <span className={classes.count} data-circle={count < 10 || undefined} aria-hidden="true">
              {` ${count}`}
            </span>
          ) : null
        }
        style={{ '--btn-px': 'var(--mantine-spacing-sm)' } as CSSProperties}
      >
        Cart
      </Button>
      {CartDrawer ? <CartDrawer opened={opened} onClose={close} /> : null}
    </>
  );
}
