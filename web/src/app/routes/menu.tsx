import { Container, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { useActiveDiscount } from '../../features/cart/api/get-active-discount';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { MenuView } from '../../features/menu/components/menu-view';
import { usePageTitle } from '../../features/restaurant-info/hooks/use-page-title';

/** Menu (spec section 2): the dishes by category and the buffet, each available one orderable. */
export function MenuPage() {
  const { pathname } = useLocation();
  const discount = useActiveDiscount();
  usePageTitle('Menu');
  return (
    <Container size="lg" py={{ base: 32, sm: 48 }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Menu</Title>
          <Text c="dimmed">Prices in CHF, VAT included.</Text>
        </Stack>
        <MenuView
          pathname={pathname}
          discount={discount}
          renderAction={({ kind, id, name, price }) => (
            <AddToCartButton item={{ kind, id, name, priceRaw: price }} />
          )}
        />
      </Stack>
    </Container>
  );
}
