import type { TMenuItem } from '@app/shared/catalog';
import type { TAllergen } from '@app/shared/food-labels';

/**
 * The diner's menu filter: hide dishes with chosen allergens, vegetarian or vegan only, a
 * highest spiciness. Kept in sessionStorage (this tab, across reloads and pages). Small on purpose: it
 * is part of /menu's first load, so a filtered menu never shows hidden dishes while the filter panel's
 * own chunk arrives.
 */
export interface TMenuFilter {
  allergens: TAllergen[];
  diet: '' | 'vegetarian' | 'vegan';
  /** Highest spiciness shown (0 to 3); null: any. */
  maxSpiciness: number | null;
}

export const NO_FILTER: TMenuFilter = { allergens: [], diet: '', maxSpiciness: null };

const STORAGE_KEY = 'menuFilter';

type TDeclared = Pick<
  TMenuItem,
  'allergens' | 'mayContain' | 'allergensDeclared' | 'vegetarian' | 'vegan' | 'spiciness'
>;

/**
 * Whether a dish passes the filter. With any allergen chosen, a dish that contains it or may contain
 * traces of it is hidden, and so is a dish whose allergens are not declared (the panel says so).
 */
export function matchesFilter(item: TDeclared, filter: TMenuFilter): boolean {
  if (filter.diet === 'vegan' && !item.vegan) return false;
  if (filter.diet === 'vegetarian' && !item.vegetarian) return false;
  if (filter.maxSpiciness !== null && (item.spiciness ?? 0) > filter.maxSpiciness) return false;
  if (filter.allergens.length === 0) return true;
  if (!item.allergensDeclared) return false;
  const present = [...(item.allergens ?? []), ...(item.mayContain ?? [])];
  return !filter.allergens.some((allergen) => present.includes(allergen));
}

/** How many of the filter's parts are set (the panel's button says it). */
export function activeParts(filter: TMenuFilter): number {
  return filter.allergens.length + (filter.diet ? 1 : 0) + (filter.maxSpiciness === null ? 0 : 1);
}

/** The filter this tab chose (written by writeFilter only), or none when storage is unreadable. */
export function readFilter(): TMenuFilter {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    return Array.isArray(saved?.allergens) ? { ...NO_FILTER, ...saved } : NO_FILTER;
  } catch {
    return NO_FILTER;
  }
}

export function writeFilter(filter: TMenuFilter): void {
  try {
    if (activeParts(filter) === 0) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(filter));
  } catch {
    // Storage refused (private mode, quota): the filter lasts as long as the page.
  }
}
