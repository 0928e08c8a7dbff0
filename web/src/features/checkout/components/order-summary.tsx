import type { TOrderType, TPaymentMethod } from '@app/shared/enums';
import { formatChf } from '@app/shared/money';
import { CARD_FEE_PERCENT, FREE_DELIVERY_FROM_RAPPEN, type TPricing } from '@app/shared/pricing';
import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { linePriceRappen, type TCartLine } from '../../cart/cart-state';

/** Spec 9's label of the delivery fee: 'free at CHF 100'. */
export const DELIVERY_FEE_LABEL = `Delivery fee (free at CHF ${FREE_DELIVERY_FROM_RAPPEN / 100})`;
export const CARD_FEE_LABEL = `Card fee (${CARD_FEE_PERCENT}%)`;

function Row({ label, value, strong = false }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text fw={strong ? 700 : undefined} size={strong ? 'lg' : undefined}>
        {label}
      </Text>
      <Text fw={strong ? 700 : undefined} size={strong ? 'lg' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** The cart and what it costs, from the same pricing the server charges with. */
export function OrderSummary({
  lines,
  pricing,
  orderType,
  paymentMethod,
}: {
  lines: readonly TCartLine[];
  pricing: TPricing;
  orderType: TOrderType;
  paymentMethod: TPaymentMethod;
}) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="order-summary-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="order-summary-heading">
          Order summary
        </Title>
        <Stack component="ul" gap={6} p={0} m={0} aria-label="Items" style={{ listStyle: 'none' }}>
          {lines.map((line) => (
            <Group
              component="li"
              key={line.key}
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              align="flex-start"
            >
              <Text>
                {line.quantity} x {line.name}
              </Text>
              <Text style={{ whiteSpace: 'nowrap' }}>{formatChf(linePriceRappen(line) * line.quantity)}</Text>
            </Group>
          ))}
        </Stack>
        <Divider />
        <Stack gap={6} aria-label="Costs" role="group">
          <Row label="Subtotal" value={formatChf(pricing.subtotal)} />
          {pricing.discountAmount > 0 ? (
            <Row
              label={`Discount (${pricing.discountPercent}%)`}
              value={`− ${formatChf(pricing.discountAmount)}`}
            />
          ) : null}
          {orderType === 'DELIVERY' ? (
            <Row
              label={DELIVERY_FEE_LABEL}
              value={pricing.deliveryFeeWaived ? 'Free' : formatChf(pricing.deliveryFee)}
            />
          ) : null}
          {paymentMethod === 'CARD' ? (
            <Row label={CARD_FEE_LABEL} value={formatChf(pricing.cardFee)} />
          ) : null}
          <Divider />
          <Row label="Total" value={formatChf(pricing.total)} strong />
          <Text size="xs" c="dimmed">
            Prices include {pricing.vatPercent}% VAT ({formatChf(pricing.vatAmount)}).
          </Text>
        </Stack>
      </Stack>
    </Card>
  );
}
