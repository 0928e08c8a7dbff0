import type { TKitchenPassOrder } from '@app/shared/kitchen';
import { Badge, Button, Group, Paper, ScrollArea, Text } from '@mantine/core';
import { useAdminT } from '@/i18n/use-i18n';

interface TPassStripProps {
  /** The open orders at the pass (GET /api/kitchen/pass); undefined while loading. */
  orders: TKitchenPassOrder[] | undefined;
  /** The order being handed out, its button busy. */
  pending: string | null;
  onHandOut: (order: TKitchenPassOrder) => void;
}

/**
 * The front's view of the kitchen on the incoming screen: each open order the stations work on, its
 * progress per station as compact chips ("Wok 1/2"), "Ready" once every station has finished, and
 * "Hand out" for a ready order. One row that scrolls sideways, so the first incoming card stays in view
 * on a tablet; nothing at all while no order is routed to a station (a restaurant without stations).
 */
export function PassStrip({ orders, pending, onHandOut }: TPassStripProps) {
  const t = useAdminT();
  const routed = (orders ?? []).filter((order) => order.stations.length > 0);
  if (routed.length === 0) return null;
  return (
    <Paper withBorder radius="md" px="sm" py={6} component="section" aria-labelledby="pass-strip-title">
      <Group gap="sm" wrap="nowrap" align="center">
        <Text id="pass-strip-title" size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {t('kitchen.pass.orders')}
        </Text>
        {/* The row scrolls sideways: its viewport takes the focus so a keyboard can scroll it too. */}
        <ScrollArea
          type="auto"
          offsetScrollbars="x"
          style={{ flex: 1 }}
          viewportProps={{ tabIndex: 0, 'aria-labelledby': 'pass-strip-title' }}
        >
          <Group
            component="ul"
            gap="xs"
            wrap="nowrap"
            m={0}
            p={0}
            style={{ listStyle: 'none', width: 'max-content' }}
          >
            {routed.map((order) => (
              <PassOrder
                key={order.orderId}
                order={order}
                pending={pending === order.orderId}
                onHandOut={() => onHandOut(order)}
              />
            ))}
          </Group>
        </ScrollArea>
      </Group>
    </Paper>
  );
}

function PassOrder({
  order,
  pending,
  onHandOut,
}: {
  order: TKitchenPassOrder;
  pending: boolean;
  onHandOut: () => void;
}) {
  const t = useAdminT();
  const ready = order.readyAt !== null;
  const ticket = t('kitchen.ticket', { kind: order.kind, number: order.orderNumber });
  return (
    <Group
      component="li"
      gap={6}
      wrap="nowrap"
      px={8}
      py={4}
      aria-label={`${ticket} ${order.customerName}`}
      style={{
        flexShrink: 0,
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
        background: ready ? 'var(--mantine-color-teal-light)' : undefined,
      }}
    >
      <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
        {ticket}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {order.customerName}
      </Text>
      {ready ? (
        <>
          <Badge color="teal" variant="filled" size="sm">
            {t('kitchen.pass.ready')}
          </Badge>
          <Button size="compact-sm" color="teal" loading={pending} onClick={onHandOut}>
            {t('kitchen.pass.handOut')}
          </Button>
        </>
      ) : (
        order.stations.map((station) => (
          <Badge
            key={station.stationId}
            variant={station.done === station.total ? 'filled' : 'light'}
            color={station.done === station.total ? 'teal' : 'gray'}
            size="sm"
            tt="none"
          >
            {t('kitchen.pass.station', { name: station.name, done: station.done, total: station.total })}
          </Badge>
        ))
      )}
    </Group>
  );
}
