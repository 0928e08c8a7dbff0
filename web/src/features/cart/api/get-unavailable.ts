import type { TPublicOptionGroup } from '@app/shared/catalog';
import { checkOptionChoice, type TChoiceGroup } from '@app/shared/option-choices';
import { PUBLIC_API } from '@app/shared/public-api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { itemKeyOf, type TCartLine } from '@/features/cart/cart-state';
import { t } from '@/i18n/i18n';
import { apiGet } from '@/lib/api-client';
import { choiceGroupsOf } from '@/lib/choice-groups';

/**
 * Why a cart line cannot be ordered now: the dish sold out today or no longer on the menu; or one of its
 * options sold out today, or its choice of options no longer one the dish takes (an option or a group
 * removed or added since): then the diner chooses again.
 */
export type TUnavailable = 'SOLD_OUT' | 'GONE' | 'OPTION_SOLD_OUT' | 'CHOOSE_AGAIN';

export interface TUnavailableLine {
  line: TCartLine;
  reason: TUnavailable;
  /** The option sold out (OPTION_SOLD_OUT), by its name now. */
  option?: string | undefined;
}

type TListedItem = {
  id: number;
  available?: boolean;
  soldOutToday?: boolean;
  optionGroups?: TPublicOptionGroup[];
};
type TListed = { state: 'SOLD_OUT' | 'GONE' | null; groups: TChoiceGroup[]; names: Map<number, string> };

/**
 * The menu's and the buffet's items as they are now, by the item's key ('MENU:12'): 'SOLD_OUT' for an
 * item sold out today, 'GONE' for one taken off the menu, null for one on sale, with its option groups.
 * Asked again each time the cart or the checkout opens (the menu page's copy may be minutes old); read
 * without a schema, as only these fields are used and the server checks every line again when the order
 * is placed.
 */
export function unavailableQueryOptions() {
  return queryOptions({
    queryKey: ['cart', 'unavailable'],
    queryFn: async ({ signal }) => {
      const [menu, buffet] = await Promise.all([
        apiGet<TListedItem[]>(PUBLIC_API.menuItems, { signal }),
        apiGet<TListedItem[]>(PUBLIC_API.buffetItems, { signal }),
      ]);
      const listed = new Map<string, TListed>();
      for (const [kind, items] of [
        ['MENU', menu],
        ['BUFFET', buffet],
      ] as const) {
        for (const item of items) {
          const state = item.available === false ? 'GONE' : item.soldOutToday ? 'SOLD_OUT' : null;
          const groups = item.optionGroups ?? [];
          listed.set(itemKeyOf({ kind, id: item.id }), {
            state,
            groups: choiceGroupsOf(groups),
            names: new Map(
              groups.flatMap((group) => group.options.map((option) => [option.id, option.name])),
            ),
          });
        }
      }
      return listed;
    },
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** Why one line cannot be ordered, by today's lists; null when it can. */
function lineProblem(line: TCartLine, listed: TListed | undefined): Omit<TUnavailableLine, 'line'> | null {
  if (!listed) return { reason: 'GONE' };
  if (listed.state) return { reason: listed.state };
  // A dish without options in the cart and none on the menu: nothing to check (the server's rule anyway).
  if (!line.options?.length && listed.groups.length === 0) return null;
  const { problems } = checkOptionChoice(listed.groups, line.options ?? []);
  const soldOut = problems.find((problem) => problem.code === 'OPTION_SOLD_OUT');
  if (problems.length > 0 && problems.every((problem) => problem.code === 'OPTION_SOLD_OUT') && soldOut) {
    return { reason: 'OPTION_SOLD_OUT', option: listed.names.get(soldOut.optionId ?? 0) };
  }
  return problems.length > 0 ? { reason: 'CHOOSE_AGAIN' } : null;
}

/** The cart's lines that cannot be ordered now, with why; empty until the lists are here. */
export function useUnavailableLines(lines: readonly TCartLine[]): TUnavailableLine[] {
  const listed = useQuery(unavailableQueryOptions()).data;
  if (!listed) return [];
  return lines.flatMap((line) => {
    const problem = lineProblem(line, listed.get(itemKeyOf(line)));
    return problem ? [{ line, ...problem }] : [];
  });
}

/** What a line that cannot be ordered says under its name (the cart's texts). */
export function unavailableText({ reason, option }: Omit<TUnavailableLine, 'line'>): string {
  if (reason === 'SOLD_OUT') return t('cart.soldOut');
  if (reason === 'GONE') return t('cart.gone');
  if (reason === 'OPTION_SOLD_OUT' && option) return t('cart.optionSoldOut', { option });
  return t('cart.chooseAgain');
}
