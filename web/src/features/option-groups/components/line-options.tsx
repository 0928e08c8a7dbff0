import type { TLineOption } from '@app/shared/tracked-order';
import { useAdminT } from '@/i18n/use-i18n';
import { priceDeltaText } from '@/lib/price-delta';

interface TLineOptionsProps {
  options: readonly TLineOption[] | undefined;
  /** With each option's price difference (order lists, the phone order); the kitchen's cards go without. */
  withPrices?: boolean;
  /** A smaller type for dense lists. */
  size?: 'xs' | 'sm';
}

/**
 * The options chosen for an order line, indented under the item in the order given (the server's: by
 * group, then option), named as options for screen readers. Nothing for a line without.
 */
export function LineOptions({ options, withPrices = false, size = 'sm' }: TLineOptionsProps) {
  const t = useAdminT();
  if (!options || options.length === 0) return null;
  return (
    <ul
      aria-label={t('optionGroups.lineOptions')}
      style={{
        margin: 0,
        paddingInlineStart: '1.25rem',
        listStyle: 'none',
        fontSize: `var(--mantine-font-size-${size})`,
      }}
    >
      {options.map((option, index) => {
        const delta = withPrices ? priceDeltaText(option.priceDelta) : '';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line's options never move and may repeat a name
          <li key={index}>
            <span aria-hidden="true">– </span>
            {option.name}
            {delta ? <span style={{ color: 'var(--mantine-color-dimmed)' }}>{` ${delta}`}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
