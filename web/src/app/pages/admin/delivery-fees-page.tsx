import { Box, Flex, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChangeHistoryList } from '@/components/change-history-list';
import { ErrorAlert } from '@/components/error-alert';
import { useAdminDeliveryZones, useDeliveryZonesHistory } from '@/features/order-rules/api/delivery-zones';
import { useAdminOrderSettings, useOrderSettingsHistory } from '@/features/order-rules/api/order-settings';
import { DeliveryZonesForm } from '@/features/order-rules/components/delivery-zones-form';
import { OrderSettingsForm } from '@/features/order-rules/components/order-settings-form';
import { changeTime, settingsChangeText, zonesChangeText } from '@/features/order-rules/rules-history';
import { useAdminT } from '@/i18n/use-i18n';

function Loading({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      <Skeleton height={32} width={220} />
      <Skeleton height={120} />
    </Stack>
  );
}

/** A form with its change log beside it (below it on a narrow screen). */
function WithHistory({ form, history }: { form: ReactNode; history: ReactNode }) {
  return (
    <Flex direction={{ base: 'column', lg: 'row' }} gap="lg" align="flex-start">
      <Box flex={2} miw={0} w="100%">
        {form}
      </Box>
      <Box flex={1} miw={0} w="100%">
        {history}
      </Box>
    </Flex>
  );
}

/**
 * /admin/delivery-fees 'Delivery & Fees': the delivery zones, then the fees, ASAP times and order types,
 * each with its change log beside it.
 */
export function DeliveryFeesPage() {
  const t = useAdminT();
  const zones = useAdminDeliveryZones();
  const settings = useAdminOrderSettings();
  const zonesHistory = useDeliveryZonesHistory();
  const settingsHistory = useOrderSettingsHistory();
  const failed = zones.isError ? zones : settings.isError ? settings : null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {t('nav.deliveryFees')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('deliveryFees.intro')}
        </Text>
      </div>
      {failed ? (
        <ErrorAlert
          title={t('deliveryFees.loadFailed')}
          message={failed.error?.message ?? ''}
          onRetry={() => {
            void zones.refetch();
            void settings.refetch();
          }}
          retrying={zones.isFetching || settings.isFetching}
        />
      ) : (
        <>
          <WithHistory
            form={
              zones.data ? (
                <DeliveryZonesForm zones={zones.data} />
              ) : (
                <Loading label={t('deliveryFees.loading')} />
              )
            }
            history={
              <ChangeHistoryList
                title={t('deliveryZones.history.title')}
                history={zonesHistory}
                describe={zonesChangeText}
                formatTime={changeTime}
                failedText={t('deliveryZones.history.failed')}
                emptyText={t('deliveryZones.history.empty')}
              />
            }
          />
          <WithHistory
            form={
              settings.data ? (
                <OrderSettingsForm settings={settings.data} />
              ) : (
                <Loading label={t('deliveryFees.loading')} />
              )
            }
            history={
              <ChangeHistoryList
                title={t('orderSettings.history.title')}
                history={settingsHistory}
                describe={settingsChangeText}
                formatTime={changeTime}
                failedText={t('deliveryZones.history.failed')}
                emptyText={t('deliveryZones.history.empty')}
              />
            }
          />
        </>
      )}
    </Stack>
  );
}
