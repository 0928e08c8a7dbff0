import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { ErrorAlert } from '@/components/error-alert';
import { useSaleSettings } from '@/features/discounts/api/get-sale-settings';
import { SaleForm } from '@/features/discounts/components/sale-form';
import { useAdminT } from '@/i18n/use-i18n';

/** /admin/discounts 'Discounts / Sale' (spec sections 2, 5 and 8): the single current sale. */
export function DiscountsPage() {
  const t = useAdminT();
  const sale = useSaleSettings();
  return (
    <Stack gap="lg" maw={880}>
      <div>
        <Title order={1} fz="h2">
          {t('discounts.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('discounts.intro')}
        </Text>
      </div>
      {sale.isError ? (
        <ErrorAlert
          title={t('discounts.loadFailed')}
          message={sale.error.message}
          onRetry={() => void sale.refetch()}
          retrying={sale.isFetching}
        />
      ) : sale.isPending ? (
        <Stack gap="sm" role="status" aria-label={t('discounts.loading')}>
          <Skeleton height={32} width={220} />
          <Skeleton height={60} />
          <Skeleton height={60} />
        </Stack>
      ) : (
        <SaleForm settings={sale.data} />
      )}
    </Stack>
  );
}
