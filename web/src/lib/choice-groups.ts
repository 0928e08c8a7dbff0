import type { TPublicOptionGroup } from '@app/shared/catalog';
import { chfToRappen } from '@app/shared/money';
import type { TChoiceGroup } from '@app/shared/option-choices';

/**
 * A dish's option groups as the catalogue sends them (prices in CHF), in the form the shared rule checks
 * a choice in (shared/option-choices.ts, prices in Rappen): the menu's dialog, the cart, "Order this
 * again" and the phone order check with the server's own rule.
 */
export function choiceGroupsOf(groups: readonly TPublicOptionGroup[] | undefined): TChoiceGroup[] {
  return (groups ?? []).map((group) => ({
    id: group.id,
    minChoices: group.minChoices,
    maxChoices: group.maxChoices,
    options: group.options.map((option) => ({
      id: option.id,
      priceDeltaRappen: chfToRappen(option.priceDelta),
      available: option.available,
    })),
  }));
}
