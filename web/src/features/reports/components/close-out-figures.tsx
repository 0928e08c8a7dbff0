import type { TCloseOut } from '@app/shared/reports';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDay } from '@/features/reports/business-day';
import { changeLabel, formatCount, formatRate, kindLabel, sumChf } from '@/features/reports/report-labels';
import { useAdminT } from '@/i18n/use-i18n';
import { formatChf } from '@/lib/format';
import { formatOrderDateTime } from '@/lib/format-order-time';
import { orderTypeLabel, paymentMethodLabel } from '@/lib/order-labels';
import { CourierCashFigures } from './courier-cash-figures';
import { FiguresTable, type TFiguresColumn } from './figures-table';
import { PromoCodeFigures } from './promo-code-figures';
import { VoucherFigures } from './voucher-figures';

/** Whether the day has anything to show: orders, cancelled or refunded ones, or corrections. */
export function isEmptyCloseOut(closeOut: TCloseOut): boolean {
  return (
    closeOut.revenue.count === 0 &&
    closeOut.cancellations.count === 0 &&
    closeOut.refunds.count === 0 &&
    closeOut.corrections.length === 0 &&
    (closeOut.awaitingOrders?.length ?? 0) === 0
  );
}

/**
 * One key figure: a term and its value (a description list), so that the big bold number is not taken
 * for a heading of the hint under it.
 */
function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder p="md" radius="md" component="dl" m={0}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fz="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} component="dd" m={0}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed" component="dd" m={0}>
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

/**
 * The close-out's figures in sections: revenue, by payment method, by order type,
 * menu and buffet, VAT by rate, discounts and fees, cancellations and refunds, promo codes, vouchers,
 * the couriers' cash, options, corrections and net.
 */
export function CloseOutFigures({ closeOut }: { closeOut: TCloseOut }) {
  const t = useAdminT();
  const orders = t('closeOut.orders');
  const amount = t('closeOut.amount');
  const countColumns = (first: string): TFiguresColumn[] => [
    { label: first },
    { label: orders, numeric: true },
    { label: amount, numeric: true },
  ];
  const sum = (rows: readonly { count: number; gross: number }[]) => ({
    key: 'total',
    total: true,
    cells: [
      t('closeOut.total'),
      formatCount(rows.reduce((total, row) => total + row.count, 0)),
      formatChf(sumChf(rows.map((row) => row.gross))),
    ],
  });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Stat label={t('closeOut.revenue')} value={formatChf(closeOut.revenue.gross)} />
        <Stat label={orders} value={formatCount(closeOut.revenue.count)} />
        <Stat label={t('closeOut.net')} value={formatChf(closeOut.net)} hint={t('closeOut.netHint')} />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <FiguresTable
          title={t('closeOut.byPaymentMethod')}
          columns={countColumns(t('closeOut.paymentMethod'))}
          rows={[
            ...closeOut.byPaymentMethod.map((row) => ({
              key: row.paymentMethod,
              cells: [paymentMethodLabel(row.paymentMethod), formatCount(row.count), formatChf(row.gross)],
            })),
            sum(closeOut.byPaymentMethod),
          ]}
        />
        <FiguresTable
          title={t('closeOut.byOrderType')}
          columns={countColumns(t('closeOut.orderType'))}
          rows={[
            ...closeOut.byOrderType.map((row) => ({
              key: row.orderType,
              cells: [orderTypeLabel(row.orderType), formatCount(row.count), formatChf(row.gross)],
            })),
            sum(closeOut.byOrderType),
          ]}
        />
        <FiguresTable
          title={t('closeOut.byKind')}
          columns={countColumns(t('closeOut.kindColumn'))}
          rows={[
            ...closeOut.byKind.map((row) => ({
              key: row.kind,
              cells: [kindLabel(row.kind), formatCount(row.count), formatChf(row.gross)],
            })),
            sum(closeOut.byKind),
          ]}
        />
        <FiguresTable
          title={t('closeOut.byVatRate')}
          columns={[
            { label: t('closeOut.vatRate') },
            { label: t('closeOut.gross'), numeric: true },
            { label: t('closeOut.vat'), numeric: true },
          ]}
          rows={[
            ...closeOut.byVatRate.map((row) => ({
              key: String(row.ratePercent),
              cells: [formatRate(row.ratePercent), formatChf(row.gross), formatChf(row.vat)],
            })),
            {
              key: 'total',
              total: true,
              cells: [
                t('closeOut.total'),
                formatChf(sumChf(closeOut.byVatRate.map((row) => row.gross))),
                formatChf(sumChf(closeOut.byVatRate.map((row) => row.vat))),
              ],
            },
          ]}
        />
        <FiguresTable
          title={t('closeOut.adjustments')}
          columns={countColumns(t('closeOut.item'))}
          rows={[
            {
              key: 'discounts',
              cells: [
                t('closeOut.discounts'),
                formatCount(closeOut.discounts.count),
                formatChf(closeOut.discounts.amount),
              ],
            },
            {
              key: 'delivery',
              cells: [
                t('closeOut.deliveryFees'),
                formatCount(closeOut.deliveryFees.count),
                formatChf(closeOut.deliveryFees.amount),
              ],
            },
            {
              key: 'card',
              cells: [
                t('closeOut.cardFees'),
                formatCount(closeOut.cardFees.count),
                formatChf(closeOut.cardFees.amount),
              ],
            },
          ]}
        />
        <FiguresTable
          title={t('closeOut.cancellationsRefunds')}
          columns={countColumns(t('closeOut.item'))}
          rows={[
            {
              key: 'cancellations',
              cells: [
                t('closeOut.cancellations'),
                formatCount(closeOut.cancellations.count),
                formatChf(closeOut.cancellations.gross),
              ],
            },
            {
              key: 'refunds',
              cells: [
                t('closeOut.refunds'),
                formatCount(closeOut.refunds.count),
                formatChf(closeOut.refunds.gross),
              ],
            },
          ]}
        />
      </SimpleGrid>

      {/* Absent in the figures of days closed before promo codes. */}
      {closeOut.promoCodes ? <PromoCodeFigures promoCodes={closeOut.promoCodes} /> : null}
      {/* Absent in the figures of days closed before gift vouchers. */}
      {closeOut.vouchers ? <VoucherFigures vouchers={closeOut.vouchers} /> : null}
      {/* Absent in days closed before couriers; empty on a day without courier shifts. */}
      {closeOut.courierCash?.length ? <CourierCashFigures courierCash={closeOut.courierCash} /> : null}

      {closeOut.byOption ? (
        <FiguresTable
          title={t('closeOut.byOption')}
          emptyText={t('closeOut.noOptions')}
          columns={[
            { label: t('closeOut.option') },
            { label: t('closeOut.portions'), numeric: true },
            { label: amount, numeric: true },
          ]}
          rows={closeOut.byOption.map((row) => ({
            key: `${row.group}-${row.option}`,
            cells: [`${row.group}: ${row.option}`, formatCount(row.count), formatChf(row.gross)],
          }))}
        />
      ) : null}

      <FiguresTable
        title={t('closeOut.corrections')}
        emptyText={t('closeOut.noCorrections')}
        columns={[
          { label: t('closeOut.orderNumber') },
          { label: t('closeOut.countedOn') },
          { label: t('closeOut.change') },
          { label: amount, numeric: true },
        ]}
        rows={closeOut.corrections.map((row) => ({
          key: `${row.kind}-${row.orderId}-${row.change}`,
          cells: [
            <>
              {t('closeOut.orderNumberValue', { number: row.orderNumber })}
              <Text span display="block" size="xs" c="dimmed">
                {kindLabel(row.kind)} · {paymentMethodLabel(row.paymentMethod)}
              </Text>
            </>,
            formatDay(row.businessDate),
            <>
              {changeLabel(row.change)}
              <Text span display="block" size="xs" c="dimmed">
                {formatOrderDateTime(row.changedAt)}
              </Text>
            </>,
            formatChf(row.gross),
          ],
        }))}
      />

      <FiguresTable
        title={t('closeOut.net')}
        columns={[{ label: t('closeOut.item') }, { label: amount, numeric: true }]}
        rows={[
          { key: 'revenue', cells: [t('closeOut.revenue'), formatChf(closeOut.revenue.gross)] },
          {
            key: 'corrections',
            cells: [
              t('closeOut.corrections'),
              formatChf(sumChf(closeOut.corrections.map((row) => row.gross))),
            ],
          },
          { key: 'net', total: true, cells: [t('closeOut.net'), formatChf(closeOut.net)] },
        ]}
      />
    </Stack>
  );
}
