import type { TCourier, TCourierDelivery } from '@app/shared/couriers';
import {
  Alert,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { AdminTable } from '@/components/admin-table';
import { ErrorAlert } from '@/components/error-alert';
import { useAssignCourier, useCouriers, useDispatch } from '@/features/couriers/api/dispatch';
import { addressLine, refusalText } from '@/features/couriers/courier-texts';
import { formatServiceTime } from '@/features/service-status/public';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError, notifySuccess } from '@/lib/toast';

/** The bags a delivery can take, as the select offers them. */
const BAG_CHOICES = Array.from({ length: 20 }, (_, index) => String(index + 1));
/** The select's value for "no courier". */
const NOBODY = '';

function useCourierChoices(couriers: TCourier[]) {
  const t = useAdminT();
  return [
    { value: NOBODY, label: t('dispatch.nobody') },
    ...couriers.map((courier) => ({
      value: String(courier.id),
      label: t('dispatch.courierChoice', { name: courier.name, count: courier.activeDeliveries }),
    })),
  ];
}

/** Where a delivery is, for staff: in the kitchen, ready, or on its way (words that wrap in a narrow column). */
function StatusCell({ delivery }: { delivery: TCourierDelivery }) {
  const t = useAdminT();
  const [key, color] =
    delivery.status === 'ON_THE_WAY'
      ? (['courier.status.onTheWay', 'violet.8'] as const)
      : delivery.readyAt
        ? (['courier.status.ready', 'green.8'] as const)
        : (['courier.status.kitchen', 'orange.9'] as const);
  return (
    <Text size="sm" fw={700} c={color}>
      {t(key)}
    </Text>
  );
}

/**
 * /admin/dispatch: the deliveries to hand out (confirmed, not yet delivered), in the order due, with when
 * the kitchen finished each; a courier and the bags per delivery, saved as chosen; several chosen at once
 * go to one courier with "Assign to …". The couriers' accounts above, with how many deliveries each has.
 */
export function DispatchScreen() {
  const t = useAdminT();
  const dispatch = useDispatch();
  const couriers = useCouriers();
  const assign = useAssignCourier();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkCourier, setBulkCourier] = useState<string>(NOBODY);
  const [bulkBusy, setBulkBusy] = useState(false);
  const courierList = couriers.data ?? [];
  const choices = useCourierChoices(courierList);
  const deliveries = dispatch.data;

  useEffect(() => {
    if (dispatch.isError && !dispatch.data) notifyError(dispatch.error, t('dispatch.loadFailed'));
  }, [dispatch.isError, dispatch.data, dispatch.error, t]);

  // A delivery that left the list (delivered, cancelled) leaves the selection too.
  const visible = new Set(deliveries?.map((delivery) => delivery.orderId));
  const chosen = [...selected].filter((id) => visible.has(id));

  const toggle = (orderId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(orderId);
      else next.delete(orderId);
      return next;
    });

  const save = async (delivery: TCourierDelivery, courierId: number | null, bags?: number) => {
    try {
      await assign.mutateAsync({
        delivery,
        body: bags === undefined ? { courierId } : { courierId, bags },
      });
      return true;
    } catch (error) {
      notifyError(null, refusalText(error, t('dispatch.saveFailed')));
      return false;
    }
  };

  const courierName = (id: number | null) =>
    id === null ? t('dispatch.nobody') : (courierList.find((c) => c.id === id)?.name ?? '');

  const onAssign = async (delivery: TCourierDelivery, value: string) => {
    const courierId = value === NOBODY ? null : Number(value);
    if (await save(delivery, courierId))
      notifySuccess(t('dispatch.assigned', { number: delivery.orderNumber, name: courierName(courierId) }));
  };

  const onBulk = async () => {
    const courierId = bulkCourier === NOBODY ? null : Number(bulkCourier);
    const targets = (deliveries ?? []).filter((delivery) => chosen.includes(delivery.orderId));
    setBulkBusy(true);
    let done = 0;
    for (const delivery of targets) if (await save(delivery, courierId)) done += 1;
    setBulkBusy(false);
    if (done > 0) {
      notifySuccess(t('dispatch.assignedMany', { count: done, name: courierName(courierId) }));
      setSelected(new Set());
    }
  };

  const allChosen = deliveries !== undefined && deliveries.length > 0 && chosen.length === deliveries.length;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {t('dispatch.title')}
        </Title>
        <Text c="dimmed" size="sm" maw={720}>
          {t('dispatch.intro')}
        </Text>
      </div>

      <section aria-labelledby="dispatch-couriers">
        <Title order={2} fz="h4" id="dispatch-couriers" mb="xs">
          {t('dispatch.couriers')}
        </Title>
        {couriers.isPending ? (
          <Loader role="status" aria-label={t('dispatch.loading')} size="sm" />
        ) : courierList.length === 0 ? (
          <Alert color="gray" variant="light">
            {t('dispatch.noCouriers')}
          </Alert>
        ) : (
          <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {courierList.map((courier) => (
              <Paper key={courier.id} component="li" withBorder px="sm" py={6} radius="xl">
                <Text span fw={700}>
                  {courier.name}
                </Text>{' '}
                <Text span c="dimmed" size="sm">
                  {t('dispatch.deliveries', { count: courier.activeDeliveries })}
                  {' · '}
                  {courier.openShiftId === null ? t('dispatch.noShift') : t('dispatch.shiftOpen')}
                </Text>
              </Paper>
            ))}
          </Group>
        )}
      </section>

      <section aria-labelledby="dispatch-deliveries">
        <Title order={2} fz="h4" id="dispatch-deliveries" mb="xs">
          {t('dispatch.deliveriesTitle')}
        </Title>
        {deliveries && deliveries.length > 0 ? (
          <Paper withBorder p="sm" mb="sm" radius="md">
            <Group gap="sm" align="flex-end" wrap="wrap">
              <Checkbox
                label={t('dispatch.selectAll')}
                checked={allChosen}
                indeterminate={chosen.length > 0 && !allChosen}
                onChange={(event) =>
                  setSelected(
                    event.currentTarget.checked ? new Set(deliveries.map((d) => d.orderId)) : new Set(),
                  )
                }
                mb={8}
              />
              <Text size="sm" c="dimmed" mb={8} aria-live="polite">
                {t('dispatch.selected', { count: chosen.length })}
              </Text>
              <NativeSelect
                label={t('dispatch.assignTo')}
                data={choices}
                value={bulkCourier}
                onChange={(event) => setBulkCourier(event.currentTarget.value)}
                w={220}
              />
              <Button onClick={() => void onBulk()} disabled={chosen.length === 0} loading={bulkBusy}>
                {t('dispatch.assign', { count: chosen.length })}
              </Button>
            </Group>
          </Paper>
        ) : null}

        {dispatch.isError && !deliveries ? (
          <ErrorAlert
            title={t('dispatch.loadFailed')}
            message={dispatch.error.message}
            onRetry={() => void dispatch.refetch()}
            retrying={dispatch.isFetching}
          />
        ) : !deliveries ? (
          <Center py="xl">
            <Loader role="status" aria-label={t('dispatch.loading')} size="sm" />
          </Center>
        ) : (
          <AdminTable
            minWidth={720}
            headers={[
              '',
              t('dispatch.number'),
              t('dispatch.due'),
              t('dispatch.address'),
              t('common.status'),
              t('dispatch.courier'),
              t('dispatch.bags'),
            ]}
            emptyText={deliveries.length === 0 ? t('dispatch.empty') : null}
          >
            {deliveries.map((delivery) => {
              const label = t('courier.number', { number: delivery.orderNumber });
              return (
                <Table.Tr key={delivery.orderId}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('dispatch.choose', { number: delivery.orderNumber })}
                      checked={chosen.includes(delivery.orderId)}
                      onChange={(event) => toggle(delivery.orderId, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td fw={700}>{label}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatServiceTime(delivery.dueAt)}
                    {delivery.readyAt ? (
                      <Text span display="block" size="xs" c="dimmed">
                        {t('dispatch.readyAt', { time: formatServiceTime(delivery.readyAt) })}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {addressLine(delivery.address)}
                    <Text span display="block" size="xs" c="dimmed">
                      {delivery.customerName}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <StatusCell delivery={delivery} />
                  </Table.Td>
                  <Table.Td>
                    <NativeSelect
                      aria-label={t('dispatch.courierOf', { number: delivery.orderNumber })}
                      data={choices}
                      value={delivery.courierId === null ? NOBODY : String(delivery.courierId)}
                      onChange={(event) => void onAssign(delivery, event.currentTarget.value)}
                      miw={150}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NativeSelect
                      aria-label={t('dispatch.bagsOf', { number: delivery.orderNumber })}
                      data={BAG_CHOICES}
                      value={String(delivery.bags)}
                      onChange={(event) =>
                        void save(delivery, delivery.courierId, Number(event.currentTarget.value))
                      }
                      w={76}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </AdminTable>
        )}
      </section>
    </Stack>
  );
}
