import { Container, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { MenuView } from '../../features/menu/components/menu-view';
import { usePageTitle } from '../../features/restaurant-info/hooks/use-page-title';

/** Menu (spec section 2): the dishes by category and the buffet. Ordering comes with the cart. */
export function MenuPage() {
  const { pathname } = useLocation();
  usePageTitle('Menu');
  return (
    <Container size="lg" py={{ base: 32, sm: 48 }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Menu</Title>
          <Text c="dimmed">Prices in CHF, VAT included.</Text>
        </Stack>
        <MenuView pathname={pathname} />
      </Stack>
    </Container>
  );
}
