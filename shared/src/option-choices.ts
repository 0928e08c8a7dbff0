/**
 * The rule of a line's options (docs/decisions/026), one function for the item dialog, the staff's phone order and
 * the server, which decides: every option chosen belongs to one of the item's groups, each group gets
 * between its minimum and maximum, nothing chosen is sold out. Small and free of schemas: the menu's
 * dialog loads it.
 */

/**
 * The error codes of an order line's options (422), one per kind of problem. Here, not in dish-options.ts:
 * this module is the dialog's and the cart's, and carries no schema.
 */
export const OPTION_ERROR_CODES = {
  /** A group's minimum not reached (a required choice missing). */
  missing: 'OPTION_REQUIRED',
  /** More choices in a group than its maximum. */
  tooMany: 'OPTION_TOO_MANY',
  /** An option that is not one of the item's groups' (another item's, deleted, or unknown). */
  notAllowed: 'OPTION_NOT_ALLOWED',
  /** An option sold out today. */
  soldOut: 'OPTION_SOLD_OUT',
} as const;
export type TOptionErrorCode = (typeof OPTION_ERROR_CODES)[keyof typeof OPTION_ERROR_CODES];

export type TChoiceGroup = {
  id: number;
  minChoices: number;
  maxChoices: number;
  options: readonly { id: number; priceDeltaRappen: number; available: boolean }[];
};

export type TChoiceProblem = {
  code: TOptionErrorCode;
  /** The group the problem is in; null for an option of none of the item's groups. */
  groupId: number | null;
  /** The option concerned (sold out, not allowed); null for a group's count. */
  optionId: number | null;
};

export type TChoiceResult = {
  /** Empty when the choice can be ordered. */
  problems: TChoiceProblem[];
  /** The sum of the chosen options' price differences (Rappen), known ones only. */
  deltaRappen: number;
  /** The chosen ids in the item's order: by group, then by option (the line's canonical form). */
  ordered: number[];
};

export function checkOptionChoice(groups: readonly TChoiceGroup[], chosen: readonly number[]): TChoiceResult {
  const wanted = new Set(chosen);
  const problems: TChoiceProblem[] = [];
  const ordered: number[] = [];
  const known = new Set<number>();
  let deltaRappen = 0;
  for (const group of groups) {
    let count = 0;
    for (const option of group.options) {
      if (!wanted.has(option.id) || known.has(option.id)) continue;
      known.add(option.id);
      count += 1;
      ordered.push(option.id);
      deltaRappen += option.priceDeltaRappen;
      if (!option.available)
        problems.push({ code: OPTION_ERROR_CODES.soldOut, groupId: group.id, optionId: option.id });
    }
    if (count < group.minChoices)
      problems.push({ code: OPTION_ERROR_CODES.missing, groupId: group.id, optionId: null });
    else if (count > group.maxChoices)
      problems.push({ code: OPTION_ERROR_CODES.tooMany, groupId: group.id, optionId: null });
  }
  for (const id of wanted) {
    if (!known.has(id)) problems.push({ code: OPTION_ERROR_CODES.notAllowed, groupId: null, optionId: id });
  }
  return { problems, deltaRappen, ordered };
}

export { optionsKey } from './options-key';
