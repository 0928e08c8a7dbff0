import type { TPromoCodeUses } from '@app/shared/reports';
import { formatCount, sumChf } from '@/features/reports/report-labels';
import { useAdminT } from '@/i18n/use-i18n';
import { formatChf } from '@/lib/format';
import { FiguresTable } from './figures-table';

/**
 * The promo codes used on the revenue orders: per code its uses and the discount it gave, and their
 * total. The revenue figures are already net of that discount, as of the sale discount.
 */
export function PromoCodeFigures({ promoCodes }: { promoCodes: TPromoCodeUses }) {
  const t = useAdminT();
  return (
    <FiguresTable
      title={t('closeOut.promoCodes')}
      emptyText={t('closeOut.noPromoCodes')}
      columns={[
        { label: t('closeOut.promoCode') },
        { label: t('closeOut.promoUses'), numeric: true },
        { label: t('closeOut.promoDiscount'), numeric: true },
      ]}
      rows={
        promoCodes.length === 0
          ? []
          : [
              ...promoCodes.map((row) => ({
                key: row.code,
                cells: [row.code, formatCount(row.count), formatChf(row.amount)],
              })),
              {
                key: ' total',
                total: true,
                cells: [
                  t('closeOut.total'),
                  formatCount(promoCodes.reduce((total, row) => total + row.count, 0)),
                  formatChf(sumChf(promoCodes.map((row) => row.amount))),
                ],
              },
            ]
      }
    />
  );
}
