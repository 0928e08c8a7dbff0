import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Container } from '@/components/ui/container';
import { Text, Title } from '@/components/ui/typography';
import { useActiveDiscount } from '@/features/cart/api/get-active-discount';
import { useCart } from '@/features/cart/cart-context';
import { cartLineKey } from '@/features/cart/cart-state';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { CartBar } from '@/features/menu/components/cart-bar';
import { MenuView, type TOrderableItem } from '@/features/menu/components/menu-view';
import { buffetItemsQueryOptions, menuItemsQueryOptions } from '@/features/menu/public';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { PausedNotice } from '@/features/service-status/components/paused-notice';
import { TodayNotice } from '@/features/service-status/components/today-notice';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/i18n/use-i18n';
import classes from './menu-page.module.css';

/**
 * The cart keeps the names its items had when added; once the menu has come in the language chosen now
 * (a diner who switched languages), the cart's lines take those names.
 */
function useCartNamesFollowMenu() {
  const { rename } = useCart();
  const menu = useQuery(menuItemsQueryOptions()).data;
  const buffet = useQuery(buffetItemsQueryOptions()).data;
  useEffect(() => {
    const names = new Map<string, string>();
    for (const item of menu ?? []) names.set(cartLineKey('MENU', item.id), item.name);
    for (const item of buffet ?? []) names.set(cartLineKey('BUFFET', item.id), item.name);
    if (names.size > 0) rename(names);
  }, [menu, buffet, rename]);
}

/** Each orderable card's Add: one function for the page's life, so the memoized menu is not drawn again. */
function renderAddToCart({ kind, id, name, price, vatClass }: TOrderableItem) {
  return <AddToCartButton item={{ kind, id, name, priceRaw: price, vatClass }} />;
}

/** Menu (spec section 2): the dishes by category and the buffet, each available one orderable. */
export function MenuPage() {
  const t = useT();
  const { pathname } = useLocation();
  const discount = useActiveDiscount();
  useCartNamesFollowMenu();
  const { name } = useRestaurantInfo();
  usePageTitle(t('site.menu.title'), name);
  return (
    <Container className={classes.page}>
      <div className={classes.stack}>
        <div className={classes.heading}>
          <Title order={1}>{t('site.menu.title')}</Title>
          <Text dimmed>{t('site.menu.prices')}</Text>
        </div>
        <PausedNotice page="menu" />
        <TodayNotice page="menu" />
        <MenuView pathname={pathname} discount={discount} renderAction={renderAddToCart} />
        <CartBar />
      </div>
    </Container>
  );
}
