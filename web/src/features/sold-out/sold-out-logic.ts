import type { TBuffetItem, TMenuItem } from '@app/shared/catalog';
import type { TOptionGroup } from '@app/shared/dish-options';
import { LOCALE_OF, type TLanguage, type TTranslations } from '@app/shared/languages';
import type { TSoldOutChange } from '@app/shared/service-status';
import { restaurantTimeZone } from '@app/shared/zoned-time';
import type { TSoldOutKind } from './api/sold-out';

/** A row of the incoming screen's quick list: a menu or a buffet item. */
export type TQuickItem = {
  kind: TSoldOutKind;
  id: number;
  name: string;
  available: boolean;
  soldOutToday: boolean;
};

/** Lower case without accents, so 'pad thai' finds 'Pad Thaï' and 'curry' finds 'Green Curry'. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * Menu and buffet items for the quick list: those whose name contains every word of `search`, sold-out
 * ones first, then by name (the reader's locale), menu before buffet for equal names.
 */
export function quickListItems(
  menu: readonly TMenuItem[],
  buffet: readonly TBuffetItem[],
  search: string,
  language: TLanguage,
): TQuickItem[] {
  const words = folded(search).split(/\s+/).filter(Boolean);
  const rows: TQuickItem[] = [
    ...menu.map((item) => ({ kind: 'MENU' as const, ...pick(item) })),
    ...buffet.map((item) => ({ kind: 'BUFFET' as const, ...pick(item) })),
  ];
  return rows
    .filter((row) => words.every((word) => folded(row.name).includes(word)))
    .sort(
      (a, b) =>
        Number(b.soldOutToday) - Number(a.soldOutToday) ||
        a.name.localeCompare(b.name, LOCALE_OF[language]) ||
        (a.kind === b.kind ? a.id - b.id : a.kind === 'MENU' ? -1 : 1),
    );
}

/** A group of the quick list's options: its name and the options the search finds, in the group's order. */
export type TQuickOptionGroup = {
  id: number;
  name: string;
  options: { id: number; name: string; soldOutToday: boolean }[];
};

/**
 * The option groups for the quick list: each with the options whose name, or whose group's name,
 * contains every word of `search`; groups with sold-out options first, then by name. Groups nothing of
 * which is found are left out.
 */
export function quickListOptions(
  groups: readonly TOptionGroup[],
  search: string,
  language: TLanguage,
  nameOf: (names: TTranslations<string>) => string,
): TQuickOptionGroup[] {
  const words = folded(search).split(/\s+/).filter(Boolean);
  const found = (text: string) => words.every((word) => folded(text).includes(word));
  return groups
    .map((group) => {
      const name = nameOf(group.names);
      const options = group.options
        .map((option) => ({ id: option.id, name: nameOf(option.names), soldOutToday: option.soldOutToday }))
        .filter((option) => found(`${name} ${option.name}`));
      return { id: group.id, name, options };
    })
    .filter((group) => group.options.length > 0)
    .sort(
      (a, b) =>
        Number(b.options.some((o) => o.soldOutToday)) - Number(a.options.some((o) => o.soldOutToday)) ||
        a.name.localeCompare(b.name, LOCALE_OF[language]),
    );
}

function pick(item: TMenuItem | TBuffetItem) {
  return { id: item.id, name: item.name, available: item.available, soldOutToday: item.soldOutToday };
}

const localDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: restaurantTimeZone(), dateStyle: 'short' }).format(date);

/** '12:03' on the restaurant's clock when it is today, else '24.11.2026, 12:03' (the reader's locale). */
export function changeTime(iso: string, language: TLanguage, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = localDay(date) === localDay(now);
  return new Intl.DateTimeFormat(LOCALE_OF[language], {
    timeZone: restaurantTimeZone(),
    ...(sameDay ? {} : { day: '2-digit', month: '2-digit', year: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/** The history's line for a change: its time, who, and the catalogue key and values of what. */
export function changeLine(change: TSoldOutChange, language: TLanguage, now = new Date()) {
  return {
    when: `${changeTime(change.at, language, now)} ${change.by}:`,
    key:
      change.kind === 'OPTION'
        ? change.soldOut
          ? ('soldOut.changeOptionSoldOut' as const)
          : ('soldOut.changeOptionBack' as const)
        : change.soldOut
          ? ('soldOut.changeSoldOut' as const)
          : ('soldOut.changeBack' as const),
    values: { name: change.name },
  };
}
