import type { TStation } from '@app/shared/kitchen';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { buffetItemsApi, menuItemsApi } from '@/features/catalog-admin/api/catalog-apis';
import { useCatalogList } from '@/features/catalog-admin/api/catalog-resource';
import { adminCategoriesQueryOptions, useAdminCategories } from '@/features/catalog-admin/api/categories-api';
import { categoryDisplayName } from '@/features/catalog-admin/category-form';
import { usePrinters } from '@/features/printing/api/get-printers';
import { useStations } from '@/features/stations/api/stations-api';
import { DeleteStationDialog } from '@/features/stations/components/delete-station-dialog';
import { StationFormModal } from '@/features/stations/components/station-form-modal';
import { StationsTable } from '@/features/stations/components/stations-table';
import { UnroutedWarning } from '@/features/stations/components/unrouted-warning';
import { useAdminT, useLanguage } from '@/i18n/use-i18n';
import { notifyError } from '@/lib/toast';

interface TFormState {
  opened: boolean;
  /** The station being edited, null when adding; kept while the dialog fades out. */
  station: TStation | null;
  /** A new form (fresh fields and errors) for every opening. */
  key: number;
}

/**
 * /admin/stations: the kitchen's stations (the sushi bar, the wok...) with their target times and
 * printers; Add, Edit, Delete. Without any, every kitchen printer prints the whole ticket, and the screen
 * says so. With some, it lists what reaches none of them (categories, buffet items), so the owner sees
 * the dishes no kitchen display would show.
 */
export function StationsPage() {
  const t = useAdminT();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const stations = useStations();
  const printers = usePrinters();
  const categories = useAdminCategories();
  const menuItems = useCatalogList(menuItemsApi);
  const buffetItems = useCatalogList(buffetItemsApi);
  const [form, setForm] = useState<TFormState>({ opened: false, station: null, key: 0 });
  const [deleting, setDeleting] = useState<TStation | null>(null);

  // One toast per failed load (spec section 8); the alert below stays until it loads.
  useEffect(() => {
    if (stations.isError && !stations.data) notifyError(stations.error, t('stations.loadFailed'));
  }, [stations.isError, stations.data, stations.error, t]);

  const openForm = (station: TStation | null) =>
    setForm((current) => ({ opened: true, station, key: current.key + 1 }));

  const categoryList = categories.data ?? [];
  const unroutedCategories = categoryList
    .filter((category) => category.stationId === null)
    .map((category) => categoryDisplayName(category, language));
  const unroutedBuffet = (buffetItems.data ?? [])
    .filter((item) => item.stationId === null)
    .map((item) => item.name);
  /** What a delete would leave without a station: its categories, and the dishes routed to it themselves. */
  const routedTo = (stationId: number) => [
    ...categoryList
      .filter((category) => category.stationId === stationId)
      .map((category) => categoryDisplayName(category, language)),
    ...(menuItems.data ?? []).filter((item) => item.stationId === stationId).map((item) => item.name),
    ...(buffetItems.data ?? []).filter((item) => item.stationId === stationId).map((item) => item.name),
  ];
  // After a delete the server has set their station to none: the lists read it again.
  const refreshRouting = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminCategoriesQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: menuItemsApi.listQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: buffetItemsApi.listQueryOptions().queryKey }),
    ]);
  const printerChoices = printers.data?.map(({ id, name }) => ({ id, name })) ?? null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} fz="h2">
          {t('stations.title')}
        </Title>
        <Button onClick={() => openForm(null)}>{t('stations.add')}</Button>
      </Group>
      <Text c="dimmed" size="sm" maw={720}>
        {t('stations.intro')}
      </Text>

      {stations.isError && !stations.data ? (
        <ErrorAlert
          title={t('stations.loadFailed')}
          message={stations.error.message}
          onRetry={() => void stations.refetch()}
          retrying={stations.isFetching}
        />
      ) : !stations.data ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('stations.loading')} size="sm" />
        </Center>
      ) : stations.data.length === 0 ? (
        <Alert color="gray" variant="light" title={t('stations.emptyTitle')}>
          {t('stations.empty')}
        </Alert>
      ) : (
        <>
          <StationsTable
            stations={stations.data}
            printers={printerChoices ?? []}
            onEdit={openForm}
            onDelete={setDeleting}
          />
          <UnroutedWarning categories={unroutedCategories} buffetItems={unroutedBuffet} />
        </>
      )}

      <StationFormModal
        opened={form.opened}
        station={form.station}
        formKey={form.key}
        printers={printerChoices}
        onClose={() => setForm((current) => ({ ...current, opened: false }))}
      />
      <DeleteStationDialog
        station={deleting}
        routedTo={routedTo}
        onDeleted={refreshRouting}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
