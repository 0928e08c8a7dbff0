import type { TAdminOrder } from '@app/shared/admin-orders';
import { chfToRappen, formatRappen } from '@app/shared/money';
import { formatVoucherCode } from '@app/shared/vouchers';
import { Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AdminTable, RowActions, RowStatusSelect, type TAdminTableHeader } from '@/components/admin-table';
import { LineOptions } from '@/features/option-groups/public';
import { adminDeliveryZonesQueryOptions } from '@/features/order-rules/public';
import {
  readyTimeIso,
  STATUS_CHOICES,
  shownDeliveryFee,
  type TStatusChoice,
} from '@/features/orders/order-groups';
import { PrintStatusBadge } from '@/features/printing/public';
import { tAdmin } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import { formatOrderDateTime } from '@/lib/format-order-time';
import { orderStatusLabel, orderTypeLabel, paymentMethodLabel } from '@/lib/order-labels';
import { AutoCancelledLine } from './auto-cancelled-line';

const chf = (amount: number) => formatRappen(chfToRappen(amount));
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** A gift voucher's code cut to its first group ('K7QM-…'): enough to tell it, not enough to spend it. */
export function shortVoucherCode(code: string | null | undefined): string {
  return code ? `${formatVoucherCode(code).slice(0, 4)}-…` : '…';
}
function headers(): TAdminTableHeader[] {
  return [
    tAdmin('orders.col.order'),
    tAdmin('orders.col.created'),
    tAdmin('orders.col.ready'),
    tAdmin('orders.col.customer'),
    tAdmin('orders.col.items'),
    { label: tAdmin('orders.col.deliveryFee'), right: true },
    { label: tAdmin('orders.col.total'), right: true },
    tAdmin('common.status'),
    { label: tAdmin('orders.col.receipt'), right: true },
  ];
}

function statusOptions() {
  return STATUS_CHOICES.map((status) => ({ value: status, label: orderStatusLabel(status) }));
}

interface TOrdersTableProps {
  orders: TAdminOrder[];
  /** Orders whose receipt is being fetched. */
  printing: ReadonlySet<string>;
  onStatusChange: (order: TAdminOrder, status: TStatusChoice) => void;
  onPrint: (order: TAdminOrder) => void;
}

function paymentText(order: TAdminOrder): string {
  const method = paymentMethodLabel(order.paymentMethod);
  if (order.paymentStatus === 'SUCCEEDED') return `${method} · ${tAdmin('common.paid')}`;
  if (order.paymentStatus === 'NOT_REQUIRED') return method;
  return `${method} · ${tAdmin('common.paymentStatus', { status: order.paymentStatus })}`;
}

/** One group of orders; scrolls sideways on small screens. */
export function OrdersTable({ orders, printing, onStatusChange, onPrint }: TOrdersTableProps) {
  const t = useAdminT();
  const options = statusOptions();
  // The zones' free-delivery thresholds; until they are here, the fees stored with the orders.
  const zones = useQuery(adminDeliveryZonesQueryOptions()).data ?? [];
  return (
    <AdminTable minWidth={980} headers={headers()}>
      {orders.map((order) => {
        const nameId = `order-${order.id}-name`;
        const ready = readyTimeIso(order);
        return (
          <Table.Tr key={order.id}>
            <Table.Td style={NO_WRAP}>
              <Text fw={700} id={nameId}>
                #{order.orderNumber}
              </Text>
              <Text size="xs" fw={600} c={order.orderType === 'DELIVERY' ? 'blue' : 'dimmed'}>
                {orderTypeLabel(order.orderType)}
              </Text>
              <PrintStatusBadge status={order.printStatus} />
              {order.enteredBy && (
                <Text size="xs" c="dimmed">
                  {t('orderList.enteredBy', { name: order.enteredBy })}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{formatOrderDateTime(order.createdAt)}</Table.Td>
            <Table.Td>{ready ? formatOrderDateTime(ready) : t('orders.asap')}</Table.Td>
            <Table.Td>
              <Text size="sm" fw={500}>
                {order.customerInfo.firstName} {order.customerInfo.lastName}
              </Text>
              <Text size="xs" c="dimmed">
                {order.customerInfo.phone}
              </Text>
              {order.orderType === 'DELIVERY' && (
                <Text size="xs" c="dimmed">
                  {order.customerInfo.address.street} {order.customerInfo.address.streetNo},{' '}
                  {order.customerInfo.address.plz} {order.customerInfo.address.city}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Stack gap={0}>
                {order.orderItems.map((item, index) => (
                  // One item may be on two lines (other options): the position tells them apart.
                  // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change order
                  <div key={index}>
                    <Text size="sm">
                      {item.quantity} × {item.name || item.menuItemName}
                    </Text>
                    <LineOptions options={item.options} withPrices size="xs" />
                  </div>
                ))}
                {order.specialInstructions && (
                  <Text size="xs" c="dimmed" fs="italic">
                    {t('orders.note', { note: order.specialInstructions })}
                  </Text>
                )}
                {order.overrideReason && (
                  // Staff lifted a rule (delivery area, minimum, closed, slot full, too soon): say why.
                  <Text size="xs" c="orange.9" style={{ whiteSpace: 'normal' }}>
                    {t('orderList.override', { reason: order.overrideReason })}
                  </Text>
                )}
              </Stack>
            </Table.Td>
            <Table.Td ta="right" style={NO_WRAP}>
              {chf(shownDeliveryFee(order, zones))}
            </Table.Td>
            <Table.Td ta="right" style={NO_WRAP}>
              <Text fw={600}>{chf(order.totalPrice)}</Text>
              {order.promoCode && order.promoDiscount ? (
                <Text size="xs" c="dimmed">
                  {t('orders.promo', { code: order.promoCode, amount: chf(order.promoDiscount) })}
                </Text>
              ) : null}
              {order.voucherAmount ? (
                <>
                  <Text size="xs" c="dimmed">
                    {t('orders.voucher', {
                      code: shortVoucherCode(order.voucherCode),
                      amount: chf(order.voucherAmount),
                    })}
                  </Text>
                  <Text size="xs" fw={600}>
                    {t('orders.amountDue', {
                      amount: chf(order.amountDue ?? order.totalPrice - order.voucherAmount),
                    })}
                  </Text>
                </>
              ) : null}
              <Text size="xs" c="dimmed">
                {paymentText(order)}
              </Text>
            </Table.Td>
            <Table.Td>
              <RowStatusSelect
                label={t('orders.statusOf', { number: order.orderNumber })}
                value={order.status}
                options={options}
                onChange={(status) => onStatusChange(order, status)}
              />
              <AutoCancelledLine order={order} />
            </Table.Td>
            <Table.Td>
              <RowActions
                describedBy={nameId}
                actions={[
                  {
                    label: t('orders.print'),
                    loading: printing.has(order.id),
                    onClick: () => onPrint(order),
                  },
                ]}
              />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </AdminTable>
  );
}
