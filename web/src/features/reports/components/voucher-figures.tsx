import type { TVoucherFigures } from '@app/shared/reports';
import { formatCount } from '@/features/reports/report-labels';
import { useAdminT } from '@/i18n/use-i18n';
import { formatChf } from '@/lib/format';
import { FiguresTable, type TFiguresRow } from './figures-table';

/** Whether the period saw any voucher sold, redeemed or given back, or ends with some still valid. */
export function hasVoucherActivity(vouchers: TVoucherFigures): boolean {
  return (
    vouchers.sold.count + vouchers.redeemed.count + vouchers.restored.count + vouchers.outstanding.count > 0
  );
}

/**
 * Gift vouchers in the period, apart from revenue: sold (by payment method), redeemed (on orders, at the
 * counter), given back by cancelled orders, what is left on valid ones at the end, and what expired. A
 * voucher is money held for later: its VAT is counted when it pays for dishes, in the revenue above.
 */
export function VoucherFigures({ vouchers }: { vouchers: TVoucherFigures }) {
  const t = useAdminT();
  const dash = '—';
  const rows: TFiguresRow[] = [
    {
      key: 'sold',
      cells: [t('closeOut.vouchers.sold'), formatCount(vouchers.sold.count), formatChf(vouchers.sold.amount)],
    },
    ...vouchers.soldByPaymentMethod.map((row) => ({
      key: `sold-${row.paymentMethod}`,
      cells: [
        t('closeOut.vouchers.ofWhich', {
          part: t('closeOut.vouchers.payment', { method: row.paymentMethod }),
        }),
        formatCount(row.count),
        formatChf(row.amount),
      ],
    })),
    {
      key: 'redeemed',
      cells: [
        t('closeOut.vouchers.redeemed'),
        formatCount(vouchers.redeemed.count),
        formatChf(vouchers.redeemed.amount),
      ],
    },
    {
      key: 'redeemed-orders',
      cells: [
        t('closeOut.vouchers.ofWhich', { part: t('closeOut.vouchers.onOrders') }),
        dash,
        formatChf(vouchers.redeemed.onOrders),
      ],
    },
    {
      key: 'redeemed-counter',
      cells: [
        t('closeOut.vouchers.ofWhich', { part: t('closeOut.vouchers.atCounter') }),
        dash,
        formatChf(vouchers.redeemed.atCounter),
      ],
    },
    {
      key: 'restored',
      cells: [
        t('closeOut.vouchers.restored'),
        formatCount(vouchers.restored.count),
        formatChf(vouchers.restored.amount),
      ],
    },
    {
      key: 'outstanding',
      total: true,
      cells: [
        t('closeOut.vouchers.outstanding'),
        formatCount(vouchers.outstanding.count),
        formatChf(vouchers.outstanding.amount),
      ],
    },
    {
      key: 'expired',
      cells: [
        t('closeOut.vouchers.expired'),
        formatCount(vouchers.expired.count),
        formatChf(vouchers.expired.amount),
      ],
    },
  ];
  return (
    <FiguresTable
      title={t('closeOut.vouchers.title')}
      note={t('closeOut.vouchers.note')}
      columns={[
        { label: t('closeOut.item') },
        { label: t('closeOut.vouchers.count'), numeric: true },
        { label: t('closeOut.amount'), numeric: true },
      ]}
      rows={rows}
    />
  );
}
