import { Button } from '@/components/ui/button';
import { useCart } from '@/features/cart/cart-context';
import { cartLineKey, MAX_LINE_QUANTITY, type TCartItem } from '@/features/cart/cart-state';
import { useT } from '@/i18n/use-i18n';
import classes from './add-to-cart-button.module.css';

/** 'Add' on a menu or buffet card; says how many are in the cart already. */
export function AddToCartButton({ item }: { item: TCartItem }) {
  const t = useT();
  const { lines, add } = useCart();
  const key = cartLineKey(item.kind, item.id);
  const inCart = lines.find((line) => line.key === key)?.quantity ?? 0;
  return (
    <div className={classes.actionRow}>
      <p className={classes.inCart} aria-live="polite">
        {inCart > 0 ? t('site.cart.inCart', { count: inCart }) : ''}
      </p>
      <Button
        size="compact-md"
        aria-label={t('site.cart.addLabel', { name: item.name })}
        onClick={() => add(item)}
        disabled={inCart >= MAX_LINE_QUANTITY}
      >
        {t('site.cart.add')}
      </Button>
    </div>
  );
}
