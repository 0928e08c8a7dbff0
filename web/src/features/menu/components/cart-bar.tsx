import { formatRappen } from '@app/shared/money';
import { openCartDrawer, useCart } from '@/features/cart/public';
import { useT } from '@/i18n/use-i18n';
import classes from './catalog.module.css';

/**
 * The phone's way to the cart while scrolling the menu: a bar at the bottom of the screen with the
 * number of items and their total, opening the header's cart drawer. Shown on phones only (CSS) and
 * only with something in the cart. It is the last element of the page's content and sticks to the
 * bottom of the screen (position: sticky), so it keeps its own room below the last dish and never
 * covers it at the end of the page.
 */
export function CartBar() {
  const t = useT();
  const { count, totalRappen } = useCart();
  if (count === 0) return null;
  return (
    <div className={classes.cartBar}>
      <button type="button" className={classes.cartBarButton} aria-haspopup="dialog" onClick={openCartDrawer}>
        <span>{t('site.cart.bar', { count })}</span>
        {/* Not drawn in the flex box, but it keeps the name's words apart: '… 3 items CHF 53.00'. */}{' '}
        <span className={classes.cartBarTotal}>{formatRappen(totalRappen)}</span>
      </button>
    </div>
  );
}
