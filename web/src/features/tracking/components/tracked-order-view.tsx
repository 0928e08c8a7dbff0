import type { TOrderStatus } from '@app/shared/enums';
import { chfToRappen, formatRappen } from '@app/shared/money';
import { DEFAULT_ASAP_MS } from '@app/shared/opening-hours';
import type { TOrderKind } from '@app/shared/order-kind';
import type { TTrackedOrder } from '@app/shared/orders';
import {
  Alert,
  Badge,
  Card,
  Center,
  Divider,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTrackedOrder } from '@/features/tracking/api/track-order';
import { formatOrderTime, formatServiceTime } from '@/features/tracking/format-time';
import { TRACKING_TEXTS } from '@/features/tracking/tracking-links';
import { trackedVatLines } from '@/features/tracking/vat-lines';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { orderStatusLabel, orderTypeLabel, paymentMethodLabel } from '@/lib/order-labels';
import { AutoCancelledNote } from './auto-cancelled-note';
import { CourierOnTheWay } from './courier-on-the-way';
import { OrderLines } from './order-lines';
import { OrderLookupForm } from './order-lookup-form';
import { ReorderButton } from './reorder-button';
import { RestaurantPhone } from './restaurant-phone';
import { TrackingSteps } from './tracking-steps';

const STATUS_COLORS: Record<TOrderStatus, string> = {
  NEW: 'blue',
  CONFIRMED: 'teal',
  PREPARING: 'orange',
  ON_THE_WAY: 'violet',
  DELIVERED: 'green',
  CANCELLED: 'gray',
};

const chf = (amount: number) => formatRappen(chfToRappen(amount));

/**
 * The status badge: the order's status, except while the kitchen has finished an order not yet handed out
 * ("Ready for pickup", or a delivery waiting for its driver), which is what the diner needs to know.
 */
export function statusBadge(order: Pick<TTrackedOrder, 'status' | 'readyAt' | 'orderType'>): {
  label: string;
  color: string;
} {
  if (order.readyAt && (order.status === 'CONFIRMED' || order.status === 'PREPARING')) {
    const key = order.orderType === 'TAKEAWAY' ? 'pages.track.step.READY' : 'pages.track.step.readyOnItsWay';
    return { label: t(key), color: 'green' };
  }
  return { label: orderStatusLabel(order.status), color: STATUS_COLORS[order.status] };
}

/**
 * 'Card (online) · PAID'; other states than paid or not-required are shown as they are (spec 3). An order
 * a gift voucher paid in full is paid by no method: the chip names the voucher.
 */
export function paymentChipLabel(
  order: Pick<TTrackedOrder, 'paymentMethod' | 'paymentStatus' | 'voucherAmount' | 'amountDue'>,
): string {
  if ((order.voucherAmount ?? 0) > 0 && order.amountDue === 0) return t('pages.track.voucherChip');
  const method = paymentMethodLabel(order.paymentMethod);
  if (order.paymentStatus === 'SUCCEEDED') return t('pages.track.paid', { method });
  if (order.paymentStatus === 'NOT_REQUIRED') return method;
  return `${method} · ${order.paymentStatus}`;
}

/**
 * ASAP until the kitchen commits to a time; then that time. A scheduled order shows its time. An ASAP
 * order due later than the spec's 45 minutes (busy mode, a far zone, the restaurant's own minutes) says when.
 */
export function readyTimeLabel(
  order: Pick<TTrackedOrder, 'asap' | 'requestedAt' | 'committedReadyAt'> & { createdAt?: string },
): string {
  if (order.committedReadyAt) return formatOrderTime(order.committedReadyAt);
  if (!order.asap) return formatOrderTime(order.requestedAt);
  const lead = order.createdAt ? Date.parse(order.requestedAt) - Date.parse(order.createdAt) : 0;
  return lead > DEFAULT_ASAP_MS + 60_000
    ? t('pages.track.asapAbout', { time: formatOrderTime(order.requestedAt) })
    : t('pages.track.asap');
}

/**
 * "The restaurant confirms by 17:45" (on the restaurant's clock) while the order waits for the kitchen;
 * after that time an unconfirmed order is cancelled (and refunded when paid).
 */
export function ConfirmBy({ order }: { order: Pick<TTrackedOrder, 'status' | 'confirmBy'> }) {
  const t = useT();
  if (order.status !== 'NEW' || !order.confirmBy) return null;
  return <Text fw={600}>{t('pages.track.confirmBy', { time: formatServiceTime(order.confirmBy) })}</Text>;
}

function Fact({ label, children, more }: { label: string; children: ReactNode; more?: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={600} component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
      {more}
    </div>
  );
}

/** 'incl. VAT 2.6 % CHF 1.14', then '8.1 % CHF 0.53' for a second rate. */
function VatLines({ order }: { order: TTrackedOrder }) {
  const t = useT();
  const lines = trackedVatLines(order);
  if (lines.length === 0) return null;
  return (
    <Text component="dd" size="sm" c="dimmed" m={0}>
      {lines.map((line, index) => (
        <span key={line.ratePercent} style={{ display: 'block' }}>
          {t(index === 0 ? 'pages.track.vatFirst' : 'pages.track.vatMore', {
            percent: line.ratePercent,
            amount: formatRappen(line.vatRappen),
          })}
        </span>
      ))}
    </Text>
  );
}

/** Who sells: the restaurant's legal name or name, address and VAT number, as on the receipt. */
export type TSeller = { name: string; address: string; vatNumber: string | null };

/** The seller of the restaurant info the page has; null while it is missing. */
export function sellerOf(
  info: { name: string; address: string; legalName?: string | null; vatNumber?: string | null } | null,
): TSeller | null {
  if (!info) return null;
  return { name: info.legalName || info.name, address: info.address, vatNumber: info.vatNumber ?? null };
}

function SellerLine({ seller }: { seller: TSeller }) {
  const parts = [seller.name, seller.address.replace(/\s*\n\s*/g, ', '), seller.vatNumber];
  return (
    <Text size="xs" c="dimmed" component="address" style={{ fontStyle: 'normal' }}>
      {parts.filter(Boolean).join(' · ')}
    </Text>
  );
}

function OrderDetails({
  kind,
  order,
  seller,
}: {
  kind: TOrderKind;
  order: TTrackedOrder;
  seller: TSeller | null;
}) {
  const t = useT();
  const status = statusBadge(order);
  return (
    <Card withBorder padding="lg" component="article" aria-label={t('pages.track.order', { id: order.id })}>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h3">
            {t('pages.track.heading', { number: order.orderNumber })}
          </Title>
          <Group gap="xs">
            <Badge
              size="lg"
              color={status.color}
              aria-label={t('pages.track.status', { status: status.label })}
            >
              {status.label}
            </Badge>
            <Badge
              size="lg"
              variant="light"
              color={order.paymentStatus === 'SUCCEEDED' ? 'green' : 'gray'}
              aria-label={t('pages.track.payment', { payment: paymentChipLabel(order) })}
            >
              {paymentChipLabel(order)}
            </Badge>
          </Group>
        </Group>
        <AutoCancelledNote order={order} />
        {order.status === 'CANCELLED' && !order.autoCancelled ? (
          <Alert color="crimson" variant="light" role="status">
            {t('pages.track.cancelled')}
          </Alert>
        ) : null}
        <ConfirmBy order={order} />
        <CourierOnTheWay order={order} />
        <TrackingSteps order={order} />

        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" m={0}>
          <Fact label={t('pages.track.number')}>{order.orderNumber}</Fact>
          <Fact label={t('pages.track.placed')}>{formatOrderTime(order.createdAt)}</Fact>
          <Fact label={order.orderType === 'DELIVERY' ? t('pages.track.delivery') : t('pages.track.pickup')}>
            {readyTimeLabel(order)}
          </Fact>
          <Fact label={t('pages.track.name')}>
            {order.customerInfo.firstName} {order.customerInfo.lastName}
          </Fact>
          <Fact label={t('pages.track.orderType')}>{orderTypeLabel(order.orderType)}</Fact>
          <Fact label={t('pages.track.total')} more={<VatLines order={order} />}>
            {chf(order.totalPrice)}
          </Fact>
        </SimpleGrid>

        <Divider />
        <OrderLines order={order} />
        <ReorderButton kind={kind} order={order} />

        {order.specialInstructions ? (
          <>
            <Divider />
            <div>
              <Text size="sm" c="dimmed">
                {t('pages.track.note')}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{order.specialInstructions}</Text>
            </div>
          </>
        ) : null}
        <RestaurantPhone phone={order.restaurantPhone} />
        <Text size="xs" c="dimmed">
          {t('pages.track.refresh')}
        </Text>
        {seller ? <SellerLine seller={seller} /> : null}
      </Stack>
    </Card>
  );
}

function Tracked({
  kind,
  orderId,
  email,
  seller,
}: {
  kind: TOrderKind;
  orderId: string;
  email: string;
  seller: TSeller | null;
}) {
  const t = useT();
  const query = useTrackedOrder(kind, orderId, email);
  if (query.data) return <OrderDetails kind={kind} order={query.data} seller={seller} />;
  if (query.isError) {
    const error = query.error;
    const message =
      error instanceof ApiError && error.status > 0 && error.message
        ? error.message
        : t(TRACKING_TEXTS[kind].notFound);
    return (
      <Alert color="crimson" variant="light" role="alert">
        {message}
      </Alert>
    );
  }
  return (
    <Center py="xl">
      <Loader aria-label={t('pages.track.loading')} />
    </Center>
  );
}

/** /track and /track-buffet (spec 2): the order named by the link's orderId and email. */
export function TrackedOrderView({
  kind,
  orderId,
  email,
  seller = null,
}: {
  kind: TOrderKind;
  orderId: string | null;
  email: string | null;
  /** The restaurant's name, address and VAT number under the order; none while unknown. */
  seller?: TSeller | null;
}) {
  const t = useT();
  const id = orderId?.trim() ?? '';
  const address = email?.trim() ?? '';
  return (
    <Stack gap="lg">
      <Title order={1}>{t(TRACKING_TEXTS[kind].title)}</Title>
      {id === '' && address === '' ? (
        <>
          {/* The spec's sentence, as information: arriving without a link is no error here. */}
          <Text c="dimmed">{t('pages.track.missing')}</Text>
          <OrderLookupForm />
        </>
      ) : id === '' || address === '' ? (
        <>
          <Alert color="crimson" variant="light" role="alert">
            {t('pages.track.missing')}
          </Alert>
          <OrderLookupForm />
        </>
      ) : (
        <Tracked kind={kind} orderId={id} email={address} seller={seller} />
      )}
    </Stack>
  );
}
