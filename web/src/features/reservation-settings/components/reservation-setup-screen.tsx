import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { ErrorAlert } from '@/components/error-alert';
import { useAdminT } from '@/i18n/use-i18n';
import { useReservationSettings } from '../api/reservation-settings-api';
import { BookingRulesForm } from './booking-rules-form';
import { TablesSection } from './tables-section';

/**
 * 'Tables & booking rules': the tables a booking can take, then the rules the reservation page and
 * automatic confirmation follow.
 */
export function ReservationSetupScreen() {
  const t = useAdminT();
  const settings = useReservationSettings();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {t('nav.tables')}
        </Title>
        <Text c="dimmed" size="sm" maw={720}>
          {t('tables.intro')}
        </Text>
      </div>
      <TablesSection />
      {settings.isError ? (
        <ErrorAlert
          title={t('bookingRules.loadFailed')}
          message={settings.error.message}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : settings.data ? (
        <BookingRulesForm settings={settings.data} />
      ) : (
        <Stack gap="sm" role="status" aria-label={t('bookingRules.loading')}>
          <Skeleton height={32} width={220} />
          <Skeleton height={160} />
        </Stack>
      )}
    </Stack>
  );
}
