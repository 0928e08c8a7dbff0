import { formatVoucherCode } from '@app/shared/vouchers';
import type { TAdminVoucher } from '@app/shared/vouchers-admin';
import { Badge, Table, Text, UnstyledButton } from '@mantine/core';
import { AdminTable } from '@/components/admin-table';
import { useAdminT } from '@/i18n/use-i18n';
import { formatChf } from '@/lib/format';
import { formatOrderDateTime } from '@/lib/format-order-time';
import { formatDay, voucherStatusColor } from '../voucher-admin-form';
import { WHOLE_BADGE } from './whole-badge';

interface TVouchersTableProps {
  vouchers: readonly TAdminVoucher[] | undefined;
  /** Set while the first answer loads. */
  loading: boolean;
  /** The line in place of rows when there are none (none sold yet, or none found). */
  emptyText: string;
  onOpen: (voucher: TAdminVoucher) => void;
}

/**
 * Code, amount, what is left, status, when and how it was sold, for whom and until when: a table on a
 * tablet held across, cards where the list is narrower. The code opens the voucher with its movements.
 */
export function VouchersTable({ vouchers, loading, emptyText, onOpen }: TVouchersTableProps) {
  const t = useAdminT();
  return (
    <AdminTable
      minWidth={620}
      loadingLabel={loading ? t('vouchers.loading') : null}
      emptyText={!loading && vouchers?.length === 0 ? emptyText : null}
      headers={[
        t('vouchers.col.code'),
        { label: t('vouchers.col.amount'), right: true },
        { label: t('vouchers.col.balance'), right: true },
        t('vouchers.col.status'),
        t('vouchers.col.sold'),
        t('vouchers.col.recipient'),
      ]}
    >
      {vouchers?.map((voucher) => (
        <Table.Tr key={voucher.id}>
          <Table.Td>
            <UnstyledButton
              onClick={() => onOpen(voucher)}
              aria-label={t('vouchers.openCode', { code: formatVoucherCode(voucher.code) })}
              style={{ textDecoration: 'underline', textUnderlineOffset: 3 }}
            >
              <Text component="span" size="sm" fw={600} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {formatVoucherCode(voucher.code)}
              </Text>
            </UnstyledButton>
          </Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {formatChf(voucher.amount)}
          </Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            <Text size="sm" fw={600}>
              {formatChf(voucher.balance)}
            </Text>
          </Table.Td>
          <Table.Td>
            <Badge
              color={voucherStatusColor(voucher.status)}
              variant="light"
              tt="none"
              radius="sm"
              styles={WHOLE_BADGE}
            >
              {t('vouchers.status', { status: voucher.status })}
            </Badge>
            {/* The last day under the status: one column less, so the list fits a tablet. */}
            <Text size="xs" c="dimmed" mt={4} style={{ whiteSpace: 'nowrap' }}>
              {t('vouchers.col.validUntil')} {formatDay(voucher.expiresOn)}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">
              {voucher.soldAt ? formatOrderDateTime(voucher.soldAt) : t('vouchers.notPaid')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('vouchers.channel', { channel: voucher.channel })} ·{' '}
              {t('vouchers.payment', { method: voucher.paymentMethod })}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{voucher.recipientName || '—'}</Text>
            {voucher.recipientEmail ? (
              <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {voucher.recipientEmail}
              </Text>
            ) : null}
          </Table.Td>
        </Table.Tr>
      ))}
    </AdminTable>
  );
}
