import { useLocation } from 'react-router';
import { Container } from '@/components/ui/container';
import { Text, Title } from '@/components/ui/typography';
import { useActiveDiscount } from '@/features/cart/api/get-active-discount';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { MenuView } from '@/features/menu/components/menu-view';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/i18n/use-i18n';
import classes from './menu-page.module.css';

/** Menu (spec section 2): the dishes by category and the buffet, each available one orderable. */
export function MenuPage() {
  const t = useT();
  const { pathname } = useLocation();
  const discount = useActiveDiscount();
  const { name } = useRestaurantInfo();
  usePageTitle(t('site.menu.title'), name);
  return (
    <Container className={classes.page}>
      <div className={classes.stack}>
        <div className={classes.heading}>
          <Title order={1}>{t('site.menu.title')}</Title>
          <Text dimmed>{t('site.menu.prices')}</Text>
        </div>
        <MenuView
          pathname={pathname}
          discount={discount}
          renderAction={({ kind, id, name, price }) => (
            <AddToCartButton item={{ kind, id, name, priceRaw: price }} />
          )}
        />
      </div>
    </Container>
  );
}
