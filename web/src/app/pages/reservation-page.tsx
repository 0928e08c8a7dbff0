import { Container, Stack, Text, Title } from '@mantine/core';
import { BookTableView } from '@/features/reservations/components/book-table-view';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { usePageTitle } from '@/hooks/use-page-title';

/** Book a Table (spec section 2): the guest's details and the reservation they ask for. */
export function ReservationPage() {
  const { name } = useRestaurantInfo();
  usePageTitle('Book a Table', name);
  return (
    <Container size="sm" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Book a Table</Title>
          <Text c="dimmed">Send us a request; we'll email you as soon as your table is confirmed.</Text>
        </Stack>
        <BookTableView />
      </Stack>
    </Container>
  );
}
