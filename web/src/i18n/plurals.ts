/**
 * Plurals without Intl.NumberFormat (docs/performance-history.md, 'The first paint in the HTML'). Lingui
 * formats every plural's `#`, and so every plural message, with Intl.NumberFormat; the first one a page
 * creates loads ICU's number data, 20 to 30 ms of a first render on a fast machine (the cart button's "Cart 0
 * items" on every page), several times that on a phone. The build rewrites each compiled plural into selects
 * that Lingui formats without Intl (`compilePlurals`), and `t()` adds the values they select on
 * (`pluralValues`): the category from Intl.PluralRules (cheap: no number data), the exact value for `=N`
 * cases, and `#` as plain digits for the counts a restaurant shows (whole numbers under 1,000, the same in
 * every locale we speak); any other number still goes through Intl.NumberFormat, as Lingui would format it.
 */

/** Suffixes of the values a rewritten plural selects on (control characters: never in a real name). */
const EXACT = '\u0001exact';
const CATEGORY = '\u0001category';
const NUMBER = '\u0001number';

/** An ICU exact case (`=0`, compiled as "0"). */
const EXACT_KEY = /^-?\d+(\.\d+)?$/;

function rewrite(tokens: unknown, hashName: string | null): unknown {
  if (!Array.isArray(tokens)) return tokens;
  return tokens.map((token) => {
    if (token === '#') return hashName === null ? token : [`${hashName}${NUMBER}`];
    if (!Array.isArray(token)) return token;
    const [name, type, cases] = token as [string, string?, Record<string, unknown>?];
    if (type === 'select' && cases) {
      return [
        name,
        type,
        Object.fromEntries(Object.entries(cases).map(([k, v]) => [k, rewrite(v, hashName)])),
      ];
    }
    // No catalogue has an ordinal (`selectordinal`): refused like an offset until one needs it.
    if (type === 'selectordinal') throw new Error(`"${name}": selectordinal is not supported (plurals.ts)`);
    if (type !== 'plural' || !cases) return token;
    // compileMessage writes the key with no value when there is no offset.
    if (cases.offset !== undefined) throw new Error(`plural "${name}": offset is not supported (plurals.ts)`);
    const exact: Record<string, unknown> = {};
    const category: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(cases)) {
      if (key === 'offset') continue;
      (EXACT_KEY.test(key) ? exact : category)[key] = rewrite(value, name);
    }
    const byCategory = [`${name}${CATEGORY}`, 'select', category];
    if (Object.keys(exact).length === 0) return byCategory;
    return [`${name}${EXACT}`, 'select', { ...exact, other: [byCategory] }];
  });
}

/** A compiled message with its plurals as selects on the values `pluralValues` adds. */
export function compilePlurals<T>(compiled: T): T {
  return (typeof compiled === 'string' ? compiled : rewrite(compiled, null)) as T;
}

const cardinals = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

function cached<T>(map: Map<string, T>, locale: string, create: () => T): T {
  let value = map.get(locale);
  if (value === undefined) {
    value = create();
    map.set(locale, value);
  }
  return value;
}

/** `#` as Lingui shows it (Intl.NumberFormat in the locale), without Intl for whole numbers under 1,000. */
function formatCount(value: number, locale: string): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return cached(numbers, locale, () => new Intl.NumberFormat(locale)).format(value);
}

/**
 * `values` with, for each number among them, what a rewritten plural selects on and shows in `locale`.
 * Values that are not numbers are left as they are.
 */
export function pluralValues<V extends Record<string, string | number>>(
  values: V | undefined,
  locale: string,
): Record<string, string | number> | undefined {
  if (!values) return values;
  let result: Record<string, string | number> | undefined;
  for (const [name, raw] of Object.entries(values)) {
    const value =
      typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
    if (!Number.isFinite(value)) continue;
    result ??= { ...values };
    result[`${name}${EXACT}`] = String(value);
    result[`${name}${CATEGORY}`] = cached(cardinals, locale, () => new Intl.PluralRules(locale)).select(
      value,
    );
    result[`${name}${NUMBER}`] = formatCount(value, locale);
  }
  return result ?? values;
}
