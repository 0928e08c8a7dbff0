import { Button } from '@/components/ui/button';
import { useCart } from '@/features/cart/cart-context';
import { cartLineKey, itemKeyOf, MAX_LINE_QUANTITY, type TCartItem } from '@/features/cart/cart-state';
import { useT } from '@/i18n/use-i18n';
import { useHydrated } from '@/lib/hydration';
import classes from './add-to-cart-button.module.css';

/**
 * 'Add' on a menu or buffet card; says how many are in the cart already. For a dish whose options the
 * diner must choose (`onChoose`), Add opens its dialog instead, and the count is of the dish with any
 * options.
 */
export function AddToCartButton({
  item,
  onChoose,
}: {
  item: TCartItem;
  /** Opens the dish's dialog to choose its options; gets the button, for the focus to come back to. */
  onChoose?: ((button: HTMLButtonElement) => void) | undefined;
}) {
  const t = useT();
  const { lines, add } = useCart();
  // Drawn by the server, it waits for the page's scripts (lib/hydration.ts): a tap before them would be
  // lost without a word.
  const hydrated = useHydrated();
  const key = onChoose ? itemKeyOf(item) : cartLineKey(item.kind, item.id);
  const inCart = lines.reduce(
    (sum, line) => ((onChoose ? itemKeyOf(line) : line.key) === key ? sum + line.quantity : sum),
    0,
  );
  return (
    <div className={classes.actionRow}>
      <p className={classes.inCart} aria-live="polite">
        {inCart > 0 ? t('site.cart.inCart', { count: inCart }) : ''}
      </p>
      <Button
        size="compact-md"
        aria-label={t('site.cart.addLabel', { name: item.name })}
        aria-haspopup={onChoose ? 'dialog' : undefined}
        onClick={onChoose ? (event) => onChoose(event.currentTarget) : () => add(item)}
        disabled={!hydrated || (!onChoose && inCart >= MAX_LINE_QUANTITY)}
      >
        {t('site.cart.add')}
      </Button>
    </div>
  );
}
