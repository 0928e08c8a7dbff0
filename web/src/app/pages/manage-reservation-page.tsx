import { Container, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { ManageReservationView } from '@/features/reservations/components/manage-reservation-view';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/i18n/use-i18n';

/** The guest's private page of a booking, from the link in every email about it. */
export function ManageReservationPage() {
  const t = useT();
  const { name, info } = useRestaurantInfo();
  const { token = '' } = useParams();
  usePageTitle(t('pages.manage.title'), name);
  return (
    <Container size="sm" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('pages.manage.title')}</Title>
          <Text c="dimmed">{t('pages.manage.intro')}</Text>
        </Stack>
        <ManageReservationView token={token} phone={info?.phone ?? ''} />
      </Stack>
    </Container>
  );
}
