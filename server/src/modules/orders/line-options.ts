import { nameIn, type TOrderedOption } from '@app/shared/dish-options';
import type { TLanguage } from '@app/shared/languages';
import { rappenToChf } from '@app/shared/money';
import type { TLineOption } from '@app/shared/tracked-order';

/**
 * A line's options as shown: each option's name in `language` (else `fallback`'s, else any) and its price
 * difference in CHF, as ordered.
 */
export function lineOptions(
  options: readonly TOrderedOption[],
  language: TLanguage,
  fallback: TLanguage = language,
): TLineOption[] {
  return options.map((option) => ({
    name: nameIn(option.names, language, fallback),
    priceDelta: rappenToChf(option.priceDeltaRappen),
    optionId: option.optionId,
  }));
}
