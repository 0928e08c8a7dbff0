import { formatRappen } from '@app/shared/money';
import type { TDeliveryZone } from '@app/shared/order-rules';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useOrderRules } from '@/features/cart/api/get-order-rules';
import { unavailableText, useUnavailableLines } from '@/features/cart/api/get-unavailable';
import { useCart } from '@/features/cart/cart-context';
import { deliveryFacts } from '@/features/cart/delivery-facts';
import { formatLineOptions, lineLabel } from '@/features/cart/line-options';
import { useT } from '@/i18n/use-i18n';

/**
 * The checkout's list of cart lines that cannot be ordered today (sold out since they were added, or off
 * the menu), each with its Remove button; nothing when every line can be ordered. Drawn with plain
 * elements (/checkout loads no Mantine) and fetched lazily with the catalogue's `cart` area.
 */
export function UnavailableNotice() {
  const t = useT();
  const { lines, remove } = useCart();
  const unavailable = useUnavailableLines(lines);
  if (unavailable.length === 0) return null;
  return (
    <Alert color="red" role="status">
      <p style={{ margin: 0 }}>{t('cart.unavailable', { count: unavailable.length })}</p>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {unavailable.map((entry) => (
          <li key={entry.line.key} style={{ marginTop: '0.25rem' }}>
            <strong>{entry.line.name}</strong>
            {entry.line.optionDetails?.length ? ` (${formatLineOptions(entry.line.optionDetails)})` : ''}:{' '}
            {unavailableText(entry)}{' '}
            <Button
              variant="light"
              size="compact-sm"
              aria-label={t('cart.removeLabel', { name: lineLabel(entry.line) })}
              onClick={() => remove(entry.line.key)}
            >
              {t('cart.remove')}
            </Button>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * 'CHF 3.80 to the minimum' in the checkout's summary while a delivery's items are under the minimum: the
 * postcode's zone when known, else the lowest minimum of the zones. Comes with this chunk (lazily).
 */
export function MinimumMissing({
  subtotalRappen,
  zone,
}: {
  subtotalRappen: number;
  zone: Pick<TDeliveryZone, 'deliveryFee' | 'minimumOrder' | 'freeDeliveryFrom'> | undefined;
}) {
  const t = useT();
  const { zones } = useOrderRules();
  const facts = deliveryFacts(zone ? [zone] : zones, subtotalRappen);
  if (!facts || facts.missing === 0) return null;
  return (
    <p role="status" style={{ margin: 0, fontWeight: 700, color: 'var(--mantine-color-red-9)' }}>
      {t('cart.delivery.missing', { amount: formatRappen(facts.missing) })}
    </p>
  );
}
