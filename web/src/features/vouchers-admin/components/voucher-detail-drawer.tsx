import { formatVoucherCode } from '@app/shared/vouchers';
import type { TAdminVoucherDetail, TVoucherMovement } from '@app/shared/vouchers-admin';
import {
  Anchor,
  Badge,
  Button,
  Center,
  Drawer,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { adminPaths } from '@/admin-paths';
import { ErrorAlert } from '@/components/error-alert';
import { useAdminT } from '@/i18n/use-i18n';
import { formatChf } from '@/lib/format';
import { formatOrderDateTime } from '@/lib/format-order-time';
import { paths } from '@/paths';
import { useVoucher } from '../api/vouchers-admin-api';
import { formatDay, voucherStatusColor } from '../voucher-admin-form';
import { WHOLE_BADGE } from './whole-badge';

/** The printable voucher (the public page), its code after the hash so no server log ever holds it. */
export function voucherPrintHref(code: string): string {
  return `${paths.voucher}#${code}`;
}

/** '+CHF 50.00', '−CHF 12.50'. */
export function signedChf(amount: number): string {
  return `${amount < 0 ? '−' : '+'}${formatChf(Math.abs(amount))}`;
}

/**
 * The list of the order's kind around the movement's day, searched by its number: where the order that
 * used it is. The restaurant's day is the UTC day or the next (Swiss time is ahead of UTC).
 */
export function orderListHref(movement: TVoucherMovement): string {
  const day = movement.at.slice(0, 10);
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const query = new URLSearchParams({ from: day, to: next, q: String(movement.orderNumber ?? '') });
  return `${movement.orderKind === 'BUFFET' ? adminPaths.buffetOrders : adminPaths.orders}?${query}`;
}

interface TVoucherDetailDrawerProps {
  /** The code of the voucher shown, null: closed. */
  code: string | null;
  onClose: () => void;
  onRedeem: (code: string) => void;
}

/** One voucher: who bought it for whom, and every movement of its balance; Print and Redeem. */
export function VoucherDetailDrawer({ code, onClose, onRedeem }: TVoucherDetailDrawerProps) {
  const t = useAdminT();
  const voucher = useVoucher(code);
  return (
    // Put together from its parts so that its header is a plain block: Mantine's <header> would be a
    // second banner landmark on the page.
    <Drawer.Root opened={code !== null} onClose={onClose} position="right" size="xl">
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header component="div">
          <Drawer.Title>
            {code ? t('vouchers.detailTitle', { code: formatVoucherCode(code) }) : ''}
          </Drawer.Title>
          <Drawer.CloseButton aria-label={t('common.close')} />
        </Drawer.Header>
        <Drawer.Body>
          {voucher.isError ? (
            <ErrorAlert
              title={t('vouchers.detailFailed')}
              message={voucher.error.message}
              onRetry={() => void voucher.refetch()}
              retrying={voucher.isFetching}
            />
          ) : !voucher.data ? (
            <Center py="xl">
              <Loader role="status" aria-label={t('vouchers.loadingOne')} size="sm" />
            </Center>
          ) : (
            <VoucherDetail voucher={voucher.data} onRedeem={onRedeem} />
          )}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

function VoucherDetail({
  voucher,
  onRedeem,
}: {
  voucher: TAdminVoucherDetail;
  onRedeem: (code: string) => void;
}) {
  const t = useAdminT();
  const movementsId = useId();
  const person = (name: string, email: string | null) => [name, email].filter(Boolean).join(' · ') || '—';
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Text size="xl" fw={700} ff="monospace">
            {formatVoucherCode(voucher.code)}
          </Text>
          <Group gap="xs">
            <Badge
              color={voucherStatusColor(voucher.status)}
              variant="light"
              tt="none"
              radius="sm"
              styles={WHOLE_BADGE}
            >
              {t('vouchers.status', { status: voucher.status })}
            </Badge>
            <Text size="sm">
              {t('vouchers.balanceOf', {
                balance: formatChf(voucher.balance),
                amount: formatChf(voucher.amount),
              })}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs">
          <Button
            component="a"
            href={voucherPrintHref(voucher.code)}
            target="_blank"
            rel="noopener"
            variant="default"
          >
            {t('vouchers.print')}
          </Button>
          {voucher.status === 'ACTIVE' ? (
            <Button onClick={() => onRedeem(voucher.code)}>{t('vouchers.redeemButton')}</Button>
          ) : null}
        </Group>
      </Group>

      <SimpleGrid cols={2} spacing="sm">
        <Fact label={t('vouchers.buyer')}>{person(voucher.buyerName, voucher.buyerEmail)}</Fact>
        <Fact label={t('vouchers.recipient')}>{person(voucher.recipientName, voucher.recipientEmail)}</Fact>
        <Fact label={t('vouchers.col.sold')}>
          {voucher.soldAt ? formatOrderDateTime(voucher.soldAt) : t('vouchers.notPaid')} ·{' '}
          {t('vouchers.channel', { channel: voucher.channel })} ·{' '}
          {t('vouchers.payment', { method: voucher.paymentMethod })}
          {voucher.soldBy ? ` · ${voucher.soldBy}` : ''}
        </Fact>
        <Fact label={t('vouchers.col.validUntil')}>{formatDay(voucher.expiresOn)}</Fact>
        {voucher.recipientEmail ? (
          <Fact label={t('vouchers.email')}>
            {voucher.sentAt
              ? t('vouchers.emailSent', { when: formatOrderDateTime(voucher.sentAt) })
              : voucher.sendOn
                ? t('vouchers.emailOn', { day: formatDay(voucher.sendOn) })
                : t('vouchers.emailPending')}
          </Fact>
        ) : null}
        {voucher.message ? (
          <Fact label={t('vouchers.message')}>
            <span style={{ whiteSpace: 'pre-line' }}>{voucher.message}</span>
          </Fact>
        ) : null}
      </SimpleGrid>

      <Title order={3} size="h5" id={movementsId}>
        {t('vouchers.movements')}
      </Title>
      <Table aria-labelledby={movementsId} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('vouchers.mov.when')}</Table.Th>
            <Table.Th>{t('vouchers.mov.what')}</Table.Th>
            <Table.Th ta="right">{t('vouchers.mov.amount')}</Table.Th>
            <Table.Th ta="right">{t('vouchers.mov.balanceAfter')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {voucher.movements.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={4} c="dimmed">
                {t('vouchers.mov.none')}
              </Table.Td>
            </Table.Tr>
          ) : (
            voucher.movements.map((movement) => (
              <Table.Tr key={movement.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatOrderDateTime(movement.at)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{t('vouchers.mov.kind', { kind: movement.kind })}</Text>
                  {movement.orderNumber !== null ? (
                    <Anchor component={Link} to={orderListHref(movement)} size="xs">
                      {t('vouchers.mov.order', { number: movement.orderNumber })}
                    </Anchor>
                  ) : movement.kind === 'REDEEMED' ? (
                    <Text size="xs" c="dimmed">
                      {t('vouchers.mov.atCounter')}
                    </Text>
                  ) : null}
                  {movement.by ? (
                    <Text size="xs" c="dimmed">
                      {t('vouchers.mov.by', { name: movement.by })}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {signedChf(movement.amount)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {formatChf(movement.balanceAfter)}
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
