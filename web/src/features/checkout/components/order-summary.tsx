import type { TOrderType, TPaymentMethod } from '@app/shared/enums';
import { formatRappen } from '@app/shared/money';
import type { TDeliveryZone, TOrderRules } from '@app/shared/order-rules';
import type { TPricing } from '@app/shared/pricing';
import { type ReactNode, Suspense } from 'react';
import { Text, Title } from '@/components/ui/typography';
import { LazyMinimumMissing, linePriceRappen, type TCartLine } from '@/features/cart/public';
import { useT } from '@/i18n/use-i18n';
import classes from './checkout.module.css';

function Row({ label, value, strong = false }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div className={classes.row} data-strong={strong || undefined}>
      <p>{label}</p>
      <p className={classes.amount}>{value}</p>
    </div>
  );
}

/**
 * The VAT the total includes: the spec's sentence for one rate; with two rates one line per rate,
 * 'incl. VAT 2.6 % CHF 1.14' then '8.1 % CHF 0.53'.
 */
function VatNote({ pricing }: { pricing: TPricing }) {
  const t = useT();
  const shares = pricing.vatBreakdown;
  if (shares.length <= 1) {
    return (
      <Text size="xs" dimmed>
        {t('checkout.vat', { percent: pricing.vatPercent, amount: formatRappen(pricing.vatAmount) })}
      </Text>
    );
  }
  return (
    <Text size="xs" dimmed>
      {shares.map((share, index) => (
        <span key={share.vatClass} style={{ display: 'block' }}>
          {t(index === 0 ? 'checkout.vatFirst' : 'checkout.vatMore', {
            percent: share.tenths / 10,
            amount: formatRappen(share.vatRappen),
          })}
        </span>
      ))}
    </Text>
  );
}

/** 'free at CHF 100' as the spec writes it; a threshold with Rappen as 'CHF 80.50'. */
function thresholdText(chf: number): string {
  return Number.isInteger(chf) ? String(chf) : chf.toFixed(2);
}

/** The cart and what it costs, from the same pricing the server charges with. */
export function OrderSummary({
  lines,
  pricing,
  orderType,
  paymentMethod,
  zone,
  settings,
  promoCode,
  children,
}: {
  lines: readonly TCartLine[];
  pricing: TPricing;
  orderType: TOrderType;
  paymentMethod: TPaymentMethod;
  /** The delivery zone priced with; none while the postcode is not known (several zones). */
  zone: Pick<TDeliveryZone, 'deliveryFee' | 'freeDeliveryFrom' | 'minimumOrder'> | undefined;
  settings: Pick<TOrderRules, 'cardFeePercent' | 'twintFeePercent'>;
  /** The promo code priced with (its line shows while it takes something off). */
  promoCode?: string | undefined;
  /** Under the amounts: the promo code's and the gift voucher's fields. */
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <section className={classes.card} aria-labelledby="order-summary-heading">
      <div className={classes.stackSm}>
        <Title order={2} size="h3" id="order-summary-heading">
          {t('checkout.summary')}
        </Title>
        <ul className={classes.lines} aria-label={t('checkout.items')}>
          {lines.map((line) => (
            <li key={line.key} className={classes.row}>
              <p>
                {line.quantity} x {line.name}
                {/* Names only: the line's price includes the options' (the cart shows each one's). */}
                {line.optionDetails?.length ? (
                  <span className={classes.options}>{line.optionDetails.map((o) => o.name).join(' · ')}</span>
                ) : null}
              </p>
              <p className={classes.amount}>{formatRappen(linePriceRappen(line) * line.quantity)}</p>
            </li>
          ))}
        </ul>
        <hr className={classes.divider} />
        {/* biome-ignore lint/a11y/useSemanticElements: a group of amounts, not of form controls */}
        <div className={classes.lines} aria-label={t('checkout.costs')} role="group">
          <Row label={t('checkout.subtotal')} value={formatRappen(pricing.subtotal)} />
          {pricing.discountAmount > 0 ? (
            <Row
              label={t('checkout.discount', { percent: pricing.discountPercent })}
              value={`− ${formatRappen(pricing.discountAmount)}`}
            />
          ) : null}
          {pricing.promoDiscount > 0 ? (
            <Row
              label={t('checkout.promo.line', { code: promoCode ?? '' })}
              value={`− ${formatRappen(pricing.promoDiscount)}`}
            />
          ) : null}
          {orderType === 'DELIVERY' ? (
            <Row
              // Spec 9's label of the delivery fee, 'free at CHF 100', with the zone's threshold.
              label={
                zone?.freeDeliveryFrom != null
                  ? t('checkout.deliveryFee', { amount: thresholdText(zone.freeDeliveryFrom) })
                  : t('checkout.deliveryFeeNoFree')
              }
              value={
                pricing.deliveryFeeWaived
                  ? t('checkout.free')
                  : zone
                    ? formatRappen(pricing.deliveryFee)
                    : '–'
              }
            />
          ) : null}
          {orderType === 'DELIVERY' ? (
            <Suspense fallback={null}>
              <LazyMinimumMissing subtotalRappen={pricing.subtotal} zone={zone} />
            </Suspense>
          ) : null}
          {paymentMethod === 'CARD' || (paymentMethod === 'TWINT' && settings.twintFeePercent > 0) ? (
            <Row
              label={
                paymentMethod === 'CARD'
                  ? t('checkout.cardFee', { percent: settings.cardFeePercent })
                  : t('checkout.twintFee', { percent: settings.twintFeePercent })
              }
              value={formatRappen(pricing.cardFee)}
            />
          ) : null}
          <hr className={classes.divider} />
          <Row label={t('checkout.total')} value={formatRappen(pricing.total)} strong />
          <VatNote pricing={pricing} />
          {/* A gift voucher is a means of payment: it pays the total (VAT included), it does not lower it. */}
          {pricing.voucherAmount > 0 ? (
            <>
              <Row label={t('checkout.voucher.line')} value={`− ${formatRappen(pricing.voucherAmount)}`} />
              <Row label={t('checkout.voucher.due')} value={formatRappen(pricing.amountDue)} strong />
            </>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
