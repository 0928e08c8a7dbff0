import { chfToRappen, formatRappen } from '@app/shared/money';
import type { TTrackedOrder } from '@app/shared/tracked-order';
import { Divider, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatLineOptions } from '@/features/cart/public';
import { useT } from '@/i18n/use-i18n';

const chf = (amount: number) => formatRappen(chfToRappen(amount));

function Row({ label, amount, strong }: { label: ReactNode; amount: string; strong?: boolean }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Text>
    </Group>
  );
}

/**
 * The order's lines with each line's total (the server's; quantity × unit price for older answers),
 * then what was added or taken off (subtotal, discount, promo code, delivery fee, card fee) and the total: every
 * amount the diner pays is on a line of its own. A gift voucher's share comes after the total, with what is
 * left to pay.
 */
export function OrderLines({ order }: { order: TTrackedOrder }) {
  const t = useT();
  const list = { listStyle: 'none' } as const;
  const promoDiscount = order.promoDiscount ?? 0;
  const voucherAmount = order.voucherAmount ?? 0;
  const adjusted =
    order.discountAmount > 0 || promoDiscount > 0 || order.orderType === 'DELIVERY' || order.cardFee > 0;
  return (
    <Stack gap="xs">
      <Stack component="ul" gap={6} p={0} m={0} aria-label={t('pages.track.items')} style={list}>
        {order.orderItems.map((item, index) => (
          <Group
            component="li"
            // biome-ignore lint/suspicious/noArrayIndexKey: order lines have no id of their own
            key={index}
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            align="flex-start"
          >
            <div>
              <Text>
                {item.quantity} x {item.name}
              </Text>
              {item.options?.length ? (
                <Text size="sm" c="dimmed">
                  {formatLineOptions(item.options)}
                </Text>
              ) : null}
              {item.quantity > 1 ? (
                <Text size="sm" c="dimmed">
                  {t('pages.track.each', { amount: chf(item.unitPrice) })}
                </Text>
              ) : null}
            </div>
            <Text style={{ whiteSpace: 'nowrap' }}>
              {chf(item.total ?? Math.round(item.unitPrice * item.quantity * 100) / 100)}
            </Text>
          </Group>
        ))}
      </Stack>
      <Divider />
      <Stack component="ul" gap={4} p={0} m={0} aria-label={t('pages.track.total')} style={list}>
        {adjusted ? (
          <Row label={t('pages.track.subtotal')} amount={chf(order.itemsSubtotalBeforeDiscount)} />
        ) : null}
        {order.discountAmount > 0 ? (
          <Row
            label={t('pages.track.discount', { percent: order.discountPercent })}
            amount={`− ${chf(order.discountAmount)}`}
          />
        ) : null}
        {promoDiscount > 0 ? (
          <Row
            label={t('pages.track.promo', { code: order.promoCode ?? '' })}
            amount={`− ${chf(promoDiscount)}`}
          />
        ) : null}
        {order.orderType === 'DELIVERY' ? (
          <Row
            label={t('pages.track.deliveryFee')}
            amount={order.deliveryFee > 0 ? chf(order.deliveryFee) : t('pages.track.free')}
          />
        ) : null}
        {order.cardFee > 0 ? <Row label={t('pages.track.cardFee')} amount={chf(order.cardFee)} /> : null}
        <Row label={t('pages.track.total')} amount={chf(order.totalPrice)} strong />
        {/* A gift voucher paid part or all of the total: a means of payment after it, not a discount. */}
        {voucherAmount > 0 ? (
          <>
            <Row label={t('pages.track.voucher')} amount={`− ${chf(voucherAmount)}`} />
            <Row
              label={t('pages.track.amountDue')}
              amount={chf(
                order.amountDue ?? Math.max(0, Math.round((order.totalPrice - voucherAmount) * 100) / 100),
              )}
              strong
            />
          </>
        ) : null}
      </Stack>
    </Stack>
  );
}
