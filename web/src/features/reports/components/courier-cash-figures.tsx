import type { TCourierCash } from '@app/shared/reports';
import { Badge, Text } from '@mantine/core';
import { useAdminT } from '@/i18n/use-i18n';
import { formatChf } from '@/lib/format';
import { FiguresTable } from './figures-table';

/** A settled shift's difference: 0 in green, money missing in red, more than expected in blue. */
function Difference({ row }: { row: TCourierCash }) {
  const t = useAdminT();
  if (!row.settled || row.difference === null)
    return (
      <Badge color="gray" variant="light">
        {t('closeOut.courierCash.open')}
      </Badge>
    );
  const color = row.difference === 0 ? 'green' : row.difference < 0 ? 'red' : 'blue';
  return (
    <Text span fw={700} c={`${color}.8`} style={{ whiteSpace: 'nowrap' }}>
      {row.difference > 0 ? '+' : ''}
      {formatChf(row.difference)}
    </Text>
  );
}

/**
 * Each courier's cash on the shifts of the day (docs/decisions/034): the float taken along, the cash
 * taken at the doors, what should come back, what was handed in and the difference, or that the shift is
 * not settled yet. Cash, not revenue: the orders are counted above by payment method.
 */
export function CourierCashFigures({ courierCash }: { courierCash: readonly TCourierCash[] }) {
  const t = useAdminT();
  return (
    <FiguresTable
      title={t('closeOut.courierCash.title')}
      note={t('closeOut.courierCash.note')}
      columns={[
        { label: t('closeOut.courierCash.courier') },
        { label: t('closeOut.courierCash.float'), numeric: true },
        { label: t('closeOut.courierCash.collected'), numeric: true },
        { label: t('closeOut.courierCash.expected'), numeric: true },
        { label: t('closeOut.courierCash.handedIn'), numeric: true },
        { label: t('closeOut.courierCash.difference'), numeric: true },
      ]}
      rows={courierCash.map((row, index) => ({
        key: `${row.courierName}-${index}`,
        cells: [
          <>
            {row.courierName}
            <Text span display="block" size="xs" c="dimmed">
              {t('closeOut.courierCash.deliveries', { count: row.cashDeliveries })}
            </Text>
          </>,
          formatChf(row.float),
          formatChf(row.collected),
          formatChf(row.expected),
          row.handedIn === null ? '—' : formatChf(row.handedIn),
          <Difference key="difference" row={row} />,
        ],
      }))}
    />
  );
}
