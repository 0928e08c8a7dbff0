import { Skeleton, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { useAdminRestaurantInfo } from '@/features/restaurant-info/admin/api/get-admin-restaurant-info';
import { RestaurantInfoForm } from '@/features/restaurant-info/admin/components/restaurant-info-form';
import { ScreensPanel } from '@/features/screens/components/screens-panel';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError } from '@/lib/toast';

/** /admin/restaurant-info (spec sections 2, 3, 5 and 7): the restaurant's details and opening hours. */
export function RestaurantInfoPage() {
  const t = useAdminT();
  const info = useAdminRestaurantInfo();

  // One toast per failed load (spec section 8); the alert below stays until it loads.
  useEffect(() => {
    if (info.isError) notifyError(info.error, t('info.loadFailed'));
  }, [info.isError, info.error, t]);

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('info.title')}
      </Title>
      <ScreensPanel />
      {info.isError ? (
        <ErrorAlert
          title={t('info.loadFailed')}
          message={info.error.message}
          onRetry={() => void info.refetch()}
          retrying={info.isFetching}
        />
      ) : info.isPending ? (
        <Stack gap="sm" role="status" aria-label={t('info.loading')}>
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={72} />
          <Skeleton height={240} />
        </Stack>
      ) : (
        <RestaurantInfoForm key={info.data.id} info={info.data} />
      )}
    </Stack>
  );
}
