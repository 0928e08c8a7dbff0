import type { TAccountOrder } from '@app/shared/account';
import type { TOrderStatus } from '@app/shared/enums';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useT } from '@/i18n/use-i18n';
import { formatChf } from '@/lib/format';
import { formatOrderDateTime } from '@/lib/format-order-time';
import { orderStatusLabel, orderTypeLabel } from '@/lib/order-labels';
import { paths } from '@/paths';
import { useAccountOrders } from '../api/get-orders';
import { SectionLoading, useSessionEndOn } from './section-states';

/** Orders shown at first; older ones one press away (a regular's list grows long). */
export const ORDERS_SHOWN_FIRST = 10;

const STATUS_COLOR: Record<TOrderStatus, string> = {
  NEW: 'yellow',
  CONFIRMED: 'blue',
  PREPARING: 'blue',
  ON_THE_WAY: 'blue',
  DELIVERED: 'green',
  CANCELLED: 'gray',
};

/**
 * What an order's card offers besides its facts: tracking and ordering it again (the page composes them),
 * with the account's email, which is the order's.
 */
export type TOrderActions = (order: TAccountOrder, email: string) => ReactNode;

/** The lines of an order in one line: '2 × Green Curry Chicken, 1 × Jasmine Rice'. */
export function itemsLine(items: TAccountOrder['items']): string {
  return items.map((item) => `${item.quantity} × ${item.name}`).join(', ');
}

function OrderCard({
  order,
  email,
  actions,
}: {
  order: TAccountOrder;
  email: string;
  actions: TOrderActions;
}) {
  const t = useT();
  const headingId = useId();
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} size="h4" id={headingId}>
            {t('pages.track.heading', { number: order.orderNumber })}
          </Title>
          <Badge color={STATUS_COLOR[order.status]} variant="light" style={{ flexShrink: 0 }}>
            {orderStatusLabel(order.status)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {formatOrderDateTime(order.createdAt)} · {orderTypeLabel(order.orderType)}
        </Text>
        <Text size="sm" lineClamp={2}>
          {itemsLine(order.items)}
        </Text>
        <Text fw={700}>{t('pages.account.orders.total', { amount: formatChf(order.total) })}</Text>
        {actions(order, email)}
      </Stack>
    </Card>
  );
}

/** "Your orders": every order made with the account's email, newest first, each with its actions. */
export function AccountOrders({
  email,
  actions,
  onSessionEnded,
}: {
  email: string;
  actions: TOrderActions;
  onSessionEnded: () => void;
}) {
  const t = useT();
  const headingId = useId();
  const orders = useAccountOrders();
  const [showAll, setShowAll] = useState(false);
  useSessionEndOn(orders.error, onSessionEnded);

  let body: ReactNode;
  if (orders.isPending) body = <SectionLoading label={t('pages.account.orders.loading')} />;
  else if (orders.isError)
    body = (
      <ErrorAlert
        message={t('pages.account.orders.loadFailed')}
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  else if (orders.data.length === 0)
    body = (
      <Stack gap="sm" align="flex-start">
        <Text>{t('pages.account.orders.empty', { email })}</Text>
        <Button component={Link} to={paths.menu} variant="light">
          {t('pages.account.orders.toMenu')}
        </Button>
      </Stack>
    );
  else {
    const shown = showAll ? orders.data : orders.data.slice(0, ORDERS_SHOWN_FIRST);
    body = (
      <Stack gap="md">
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {shown.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} email={email} actions={actions} />
            </li>
          ))}
        </Stack>
        {shown.length < orders.data.length ? (
          <Button variant="subtle" onClick={() => setShowAll(true)} style={{ alignSelf: 'flex-start' }}>
            {t('pages.account.orders.more')}
          </Button>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack component="section" gap="md" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {t('pages.account.orders.title')}
      </Title>
      {body}
    </Stack>
  );
}
