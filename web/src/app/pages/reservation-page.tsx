import { Container, Stack, Text, Title } from '@mantine/core';
import { BookTableView } from '@/features/reservations/components/book-table-view';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { telHref } from '@/features/restaurant-info/contact-links';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/i18n/use-i18n';

/** Book a Table (spec section 2): the guest's details and the reservation they ask for. */
export function ReservationPage() {
  const t = useT();
  const { name, info } = useRestaurantInfo();
  usePageTitle(t('pages.reservation.title'), name);
  return (
    <Container size="sm" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('pages.reservation.title')}</Title>
          <Text c="dimmed">{t('pages.reservation.intro')}</Text>
        </Stack>
        <BookTableView phone={info?.phone ? { text: info.phone, href: telHref(info.phone) } : null} />
      </Stack>
    </Container>
  );
}
