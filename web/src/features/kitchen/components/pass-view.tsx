import type { TKitchenPassOrder } from '@app/shared/kitchen';
import { Alert, Button, Center, Group, Loader, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useAdminT, useLanguage } from '@/i18n/use-i18n';
import { orderTypeLabel } from '@/lib/order-labels';
import { passOrdersQueryOptions } from '../api/get-pass';
import { useHandOut } from '../api/hand-out';
import { isConnectionFailure } from '../hooks/use-bump-queue';
import { useNow } from '../hooks/use-now';
import { KITCHEN_REFETCH_MS } from '../hooks/use-station-tickets';
import { formatKitchenTime } from '../kitchen-logic';
import classes from './kitchen.module.css';
import { dueText, ticketLabel } from './ticket-card';

function PassOrder({
  order,
  now,
  busy,
  onHandOut,
}: {
  order: TKitchenPassOrder;
  now: Date;
  busy: boolean;
  onHandOut: (order: TKitchenPassOrder) => void;
}) {
  const t = useAdminT();
  const language = useLanguage();
  const headingId = useId();
  const ready = order.readyAt !== null;
  return (
    <li className={classes.passOrder} data-ready={ready ? '' : undefined} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {ticketLabel(order)} {order.customerName}
      </h2>
      <Text fw={600}>
        {orderTypeLabel(order.orderType)} ·{' '}
        {t('kitchen.due', { time: formatKitchenTime(order.dueAt, now, language) })} ·{' '}
        {dueText(order.dueAt, now)}
      </Text>
      {order.readyAt ? (
        <span className={classes.readyBadge}>
          {t('kitchen.pass.readySince', { time: formatKitchenTime(order.readyAt, now, language) })}
        </span>
      ) : (
        <Text fw={600}>{t('kitchen.pass.cooking')}</Text>
      )}
      {order.stations.length > 0 ? (
        <ul className={classes.stations} aria-label={t('kitchen.pass.progress')}>
          {order.stations.map((station) => {
            const done = station.done >= station.total;
            return (
              <li key={station.stationId} className={classes.station} data-done={done ? '' : undefined}>
                {t('kitchen.pass.station', { name: station.name, done: station.done, total: station.total })}
                {done ? ' ✓' : ''}
              </li>
            );
          })}
        </ul>
      ) : null}
      <Button
        size="lg"
        className={classes.barButton}
        color={ready ? 'green' : 'dark'}
        variant={ready ? 'filled' : 'outline'}
        loading={busy}
        onClick={() => onHandOut(order)}
        aria-describedby={headingId}
      >
        {t('kitchen.pass.handOut')} ({t('kitchen.pass.handOutTo', { type: order.orderType })})
      </Button>
    </li>
  );
}

/**
 * The front's view: every order still to hand out, the soonest due first, with each station's progress;
 * ready ones stand out. Handing out an order that is not ready yet asks first: it cannot be undone.
 */
export function PassView({ report }: { report: (online: boolean) => void }) {
  const t = useAdminT();
  const now = useNow();
  const pass = useQuery({
    ...passOrdersQueryOptions(),
    refetchInterval: KITCHEN_REFETCH_MS,
    refetchIntervalInBackground: true,
  });
  const [asking, setAsking] = useState<TKitchenPassOrder | null>(null);
  const handOut = useHandOut({
    onFailure: (error) => {
      if (isConnectionFailure(error)) report(false);
    },
  });

  useEffect(() => {
    if (pass.isSuccess && !pass.isError && pass.dataUpdatedAt > 0) report(true);
  }, [pass.dataUpdatedAt, pass.isSuccess, pass.isError, report]);
  useEffect(() => {
    if (pass.error && isConnectionFailure(pass.error)) report(false);
  }, [pass.error, report]);

  const start = (order: TKitchenPassOrder) => {
    if (order.readyAt === null) setAsking(order);
    else handOut.mutate(order);
  };

  return (
    <div className={classes.content}>
      {pass.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : !pass.data ? (
        <Alert color="red" role="alert">
          {t('kitchen.pass.loadFailed')}
        </Alert>
      ) : pass.data.length === 0 ? (
        <p className={classes.empty}>{t('kitchen.pass.empty')}</p>
      ) : (
        <ul className={classes.passOrders} aria-label={t('kitchen.pass.orders')}>
          {pass.data.map((order) => (
            <PassOrder
              key={order.orderId}
              order={order}
              now={now}
              busy={handOut.isPending && handOut.variables?.orderId === order.orderId}
              onHandOut={start}
            />
          ))}
        </ul>
      )}
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? t('kitchen.pass.confirmTitle', { ticket: ticketLabel(asking) }) : ''}
      >
        <Text mb="md">{t('kitchen.pass.confirmText')}</Text>
        <Group justify="flex-end">
          <Button size="lg" variant="default" onClick={() => setAsking(null)}>
            {t('common.cancel')}
          </Button>
          <Button
            size="lg"
            color="red"
            onClick={() => {
              if (asking) handOut.mutate(asking);
              setAsking(null);
            }}
          >
            {t('kitchen.pass.confirm')}
          </Button>
        </Group>
      </Modal>
    </div>
  );
}
