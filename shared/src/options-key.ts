/**
 * A line's key part for its options (dish options), the same in the cart and in the server's merge of
 * an order's lines. A module of its own: the cart's key runs before every page's first paint, the rule
 * of option-choices.ts only in the dialogs.
 */
/** '' without options, else ':' and the sorted ids ('MENU:12:3.7' for the line). */
export function optionsKey(optionIds: readonly number[]): string {
  return optionIds.length === 0 ? '' : `:${[...optionIds].sort((a, b) => a - b).join('.')}`;
}
