import type { TOrderType } from '@app/shared/enums';
import { chfToRappen, formatRappen } from '@app/shared/money';
import type { TStaffQuote } from '@app/shared/staff-entry';
import { ActionIcon, Group, Text, VisuallyHidden } from '@mantine/core';
import { LineOptions } from '@/features/option-groups/public';
import { useAdminT } from '@/i18n/use-i18n';
import { subtotal, type TCartLine, type TFieldErrors } from '../staff-order-logic';
import classes from './new-order.module.css';

const chf = (amount: number) => formatRappen(chfToRappen(amount));

/** The server's price of the order being taken (see api/staff-quote.ts). */
export interface TQuoteState {
  data: TStaffQuote | undefined;
  /** The shown quote is of an earlier cart; the current one's is on its way. */
  stale: boolean;
  failed: boolean;
}

interface TCartPanelProps {
  lines: readonly TCartLine[];
  errors: TFieldErrors;
  orderType: TOrderType;
  /** Whether a postcode was typed (a delivery's fee depends on its zone). */
  hasPostcode: boolean;
  quote: TQuoteState;
  onIncrease: (key: string) => void;
  onDecrease: (key: string) => void;
  onRemove: (key: string) => void;
}

/**
 * The order's lines with − / + and remove, the subtotal at catalogue prices, and what the caller pays:
 * discount, fees and total as the server prices them, updated as the order changes.
 */
export function CartPanel({
  lines,
  errors,
  orderType,
  hasPostcode,
  quote,
  onIncrease,
  onDecrease,
  onRemove,
}: TCartPanelProps) {
  const t = useAdminT();
  const lineErrors = (index: number) =>
    Object.entries(errors)
      .filter(([key, message]) => message && key.startsWith(`items.${index}.`))
      .map(([, message]) => message);
  return (
    <section aria-labelledby="new-order-cart" className={classes.panel}>
      <h2 id="new-order-cart" className={classes.sectionTitle}>
        {t('newOrder.cart.title')}
      </h2>
      {lines.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('newOrder.cart.empty')}
        </Text>
      ) : (
        <ul className={classes.cartLines} aria-label={t('newOrder.cart.title')}>
          {lines.map((line, index) => {
            // Two lines of one dish differ by their options: the buttons' names say which.
            const name =
              line.options.length > 0
                ? `${line.name} (${line.options.map((option) => option.name).join(', ')})`
                : line.name;
            return (
              <li key={line.key} className={classes.cartLine}>
                <div className={classes.cartLineText}>
                  <Text fw={600} size="sm">
                    <span className={classes.itemNumber}>#{line.id}</span> {line.name}
                  </Text>
                  <LineOptions options={line.options} withPrices size="xs" />
                  <Text size="xs" c="dimmed">
                    {t('newOrder.cart.each', { price: chf(line.price) })}
                  </Text>
                  {lineErrors(index).map((message) => (
                    <Text key={message} size="xs" c="red.8" role="alert">
                      {message}
                    </Text>
                  ))}
                </div>
                <Group gap={6} wrap="nowrap" className={classes.stepper}>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    onClick={() => onDecrease(line.key)}
                    aria-label={t('newOrder.cart.decrease', { name })}
                  >
                    −
                  </ActionIcon>
                  <Text fw={700} w="2ch" ta="center" aria-hidden>
                    {line.quantity}
                  </Text>
                  <VisuallyHidden>
                    {t('newOrder.cart.quantity', { name, quantity: line.quantity })}
                  </VisuallyHidden>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    onClick={() => onIncrease(line.key)}
                    aria-label={t('newOrder.cart.increase', { name })}
                  >
                    +
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    onClick={() => onRemove(line.key)}
                    aria-label={t('newOrder.cart.remove', { name })}
                  >
                    ×
                  </ActionIcon>
                </Group>
                <Text size="sm" fw={600} className={classes.lineTotal}>
                  {formatRappen(chfToRappen(line.price) * line.quantity)}
                </Text>
              </li>
            );
          })}
        </ul>
      )}
      {errors.items ? (
        <Text size="sm" c="red.8" role="alert" mt="xs">
          {errors.items}
        </Text>
      ) : null}
      <Group justify="space-between" mt="sm" className={classes.subtotal}>
        <Text fw={700}>{t('newOrder.cart.subtotal')}</Text>
        <Text fw={700} data-testid="new-order-subtotal">
          {chf(subtotal(lines))}
        </Text>
      </Group>
      {lines.length > 0 ? <QuoteLines quote={quote} orderType={orderType} hasPostcode={hasPostcode} /> : null}
    </section>
  );
}

function QuoteLine({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Text>
    </Group>
  );
}

/** Discount, delivery fee, TWINT fee and the total, as the server prices the order now. */
function QuoteLines({
  quote,
  orderType,
  hasPostcode,
}: {
  quote: TQuoteState;
  orderType: TOrderType;
  hasPostcode: boolean;
}) {
  const t = useAdminT();
  const { data } = quote;
  if (quote.failed && !data) {
    return (
      <Text size="xs" c="dimmed" role="status">
        {t('newOrder.cart.quoteFailed')}
      </Text>
    );
  }
  if (!data) {
    return (
      <Text size="xs" c="dimmed" role="status">
        {t('newOrder.cart.quoting')}
      </Text>
    );
  }
  const delivery = orderType === 'DELIVERY';
  return (
    <div aria-busy={quote.stale} style={{ opacity: quote.stale ? 0.6 : 1 }}>
      {data.discountAmount > 0 ? (
        <QuoteLine
          label={t('newOrder.cart.discount', { percent: data.discountPercent })}
          amount={`− ${chf(data.discountAmount)}`}
        />
      ) : null}
      {delivery ? (
        <QuoteLine
          label={t('newOrder.cart.deliveryFee')}
          amount={data.deliveryFeeWaived ? t('newOrder.cart.free') : chf(data.deliveryFee)}
        />
      ) : null}
      {data.promoDiscount ? (
        <QuoteLine label={t('newOrder.cart.promo')} amount={`− ${chf(data.promoDiscount)}`} />
      ) : null}
      {data.paymentFee > 0 ? (
        <QuoteLine label={t('newOrder.cart.paymentFee')} amount={chf(data.paymentFee)} />
      ) : null}
      <div className={classes.subtotal} data-testid="new-order-total" role="status">
        <QuoteLine label={t('newOrder.cart.total')} amount={chf(data.total)} strong />
        {/* A gift voucher pays after the total (a means of payment): then what the caller still pays. */}
        {data.voucherAmount ? (
          <>
            <QuoteLine label={t('newOrder.cart.voucher')} amount={`− ${chf(data.voucherAmount)}`} />
            <QuoteLine
              label={t('newOrder.cart.amountDue')}
              amount={chf(data.amountDue ?? data.total)}
              strong
            />
          </>
        ) : null}
      </div>
      {data.refusals?.promoCode ? (
        <Text size="xs" c="red.8">
          {t('newOrder.cart.promoRefused', { reason: data.refusals.promoCode })}
        </Text>
      ) : null}
      {data.refusals?.voucherCode ? (
        <Text size="xs" c="red.8">
          {t('newOrder.cart.voucherRefused', { reason: data.refusals.voucherCode })}
        </Text>
      ) : null}
      {delivery && !data.zoneFound ? (
        <Text size="xs" c="dimmed">
          {t(hasPostcode ? 'newOrder.cart.outsideZones' : 'newOrder.cart.noPostcode')}
        </Text>
      ) : null}
      {quote.failed ? (
        <Text size="xs" c="dimmed">
          {t('newOrder.cart.quoteFailed')}
        </Text>
      ) : null}
    </div>
  );
}
