/**
 * The menu's search: dishes whose name or description, in the language shown, contain every
 * word of the query, ignoring case and accents ("pho" finds "Phở", "creme" finds "Crème"). Kept in
 * sessionStorage like the declarations filter (menu-filter.ts), not in the address: both narrow the same
 * list and behave alike (kept for this tab across the checkout and a reload), and typing never
 * navigates, which on this site scrolls to the top or to the category in the address on every change
 * (use-scroll-to-top.ts, use-scroll-to-hash.ts) and would need the category links to carry it along.
 */

const STORAGE_KEY = 'menuSearch';

/** Lower case without accents or other combining marks: 'Phở' -> 'pho', 'Crème' -> 'creme'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

/** The query's words, folded; none for a blank query. */
export function searchWords(query: string): string[] {
  return foldText(query)
    .split(/[\s,;]+/u)
    .filter((word) => word !== '');
}

/**
 * Whether an item matches every word (in its name or its description). `words` come from searchWords:
 * an empty list matches everything.
 */
export function matchesSearch(
  item: { name: string; description: string },
  words: readonly string[],
): boolean {
  if (words.length === 0) return true;
  const text = foldText(`${item.name}\n${item.description}`);
  return words.every((word) => text.includes(word));
}

/** The query this tab last searched for ('' when none or storage is unreadable). */
export function readSearch(): string {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function writeSearch(query: string): void {
  try {
    if (query.trim() === '') window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, query);
  } catch {
    // Storage refused (private mode, quota): the search lasts as long as the page.
  }
}
