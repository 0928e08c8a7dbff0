import type { TOrderType, TPaymentMethod } from '@app/shared/enums';
import { formatRappen } from '@app/shared/money';
import { CARD_FEE_PERCENT, FREE_DELIVERY_FROM_RAPPEN, type TPricing } from '@app/shared/pricing';
import type { ReactNode } from 'react';
import { Text, Title } from '@/components/ui/typography';
import { linePriceRappen, type TCartLine } from '@/features/cart/public';
import classes from './checkout.module.css';

/** Spec 9's label of the delivery fee: 'free at CHF 100'. */
const DELIVERY_FEE_LABEL = `Delivery fee (free at CHF ${FREE_DELIVERY_FROM_RAPPEN / 100})`;
const CARD_FEE_LABEL = `Card fee (${CARD_FEE_PERCENT}%)`;

function Row({ label, value, strong = false }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div className={classes.row} data-strong={strong || undefined}>
      <p>{label}</p>
      <p className={classes.amount}>{value}</p>
    </div>
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
    <section className={classes.card} aria-labelledby="order-summary-heading">
      <div className={classes.stackSm}>
        <Title order={2} size="h3" id="order-summary-heading">
          Order summary
        </Title>
        <ul className={classes.lines} aria-label="Items">
          {lines.map((line) => (
            <li key={line.key} className={classes.row}>
              <p>
                {line.quantity} x {line.name}
              </p>
              <p className={classes.amount}>{formatRappen(linePriceRappen(line) * line.quantity)}</p>
            </li>
          ))}
        </ul>
        <hr className={classes.divider} />
        {/* biome-ignore lint/a11y/useSemanticElements: a group of amounts, not of form controls */}
        <div className={classes.lines} aria-label="Costs" role="group">
          <Row label="Subtotal" value={formatRappen(pricing.subtotal)} />
          {pricing.discountAmount > 0 ? (
            <Row
              label={`Discount (${pricing.discountPercent}%)`}
              value={`− ${formatRappen(pricing.discountAmount)}`}
            />
          ) : null}
          {orderType === 'DELIVERY' ? (
            <Row
              label={DELIVERY_FEE_LABEL}
              value={pricing.deliveryFeeWaived ? 'Free' : formatRappen(pricing.deliveryFee)}
            />
          ) : null}
          {paymentMethod === 'CARD' ? (
            <Row label={CARD_FEE_LABEL} value={formatRappen(pricing.cardFee)} />
          ) : null}
          <hr className={classes.divider} />
          <Row label="Total" value={formatRappen(pricing.total)} strong />
          <Text size="xs" dimmed>
            Prices include {pricing.vatPercent}% VAT ({formatRappen(pricing.vatAmount)}).
          </Text>
        </div>
      </div>
    </section>
  );
}
