import { DEFAULT_ORDER_PAGE_SIZE, MAX_ORDER_WINDOW_DAYS } from '@app/shared/admin-orders';
import {
  daysBetween,
  formatSwissDay as formatDay,
  isIsoDate as isDay,
  restaurantToday,
  addDays as shiftDay,
} from '@app/shared/calendar-day';

/**
 * What the order lists show: restaurant-local days `from`..`to` (inclusive), a search and a
 * page. They live in the URL query (?from=&to=&q=&page=) so a reload or a shared link keeps them; days
 * left out mean today.
 */
export interface TOrderListFilters {
  from: string;
  to: string;
  q: string;
  page: number;
}

export type TDayPreset = 'today' | 'yesterday' | 'week' | 'custom';

/** The quick choices, in their order on screen. */
export const DAY_PRESETS: readonly Exclude<TDayPreset, 'custom'>[] = ['today', 'yesterday', 'week'];

export const ORDER_LIST_PAGE_SIZE = DEFAULT_ORDER_PAGE_SIZE;

/** Restaurant-local days (the lists' `from`/`to`): the shared calendar helpers, named for this module. */
export { isDay, restaurantToday, shiftDay };

/** The days of a quick choice, given today. */
export function presetDays(
  preset: Exclude<TDayPreset, 'custom'>,
  today: string,
): { from: string; to: string } {
  if (preset === 'yesterday') {
    const yesterday = shiftDay(today, -1);
    return { from: yesterday, to: yesterday };
  }
  if (preset === 'week') return { from: shiftDay(today, -6), to: today };
  return { from: today, to: today };
}

/** Which quick choice the days are, or 'custom'. */
export function presetOf(from: string, to: string, today: string): TDayPreset {
  for (const preset of DAY_PRESETS) {
    const days = presetDays(preset, today);
    if (days.from === from && days.to === to) return preset;
  }
  return 'custom';
}

/**
 * The filters a URL query asks for, made sound: an unreadable day is today, days the wrong way round
 * are swapped, a window wider than the server reads is cut at its start (the list says which days it
 * shows), a page below 1 is 1.
 */
export function readFilters(params: URLSearchParams, today: string): TOrderListFilters {
  const rawFrom = params.get('from');
  const rawTo = params.get('to');
  // Only `from`: from that day until today. Only `to`: that day alone. Neither: today.
  let from = isDay(rawFrom) ? rawFrom : isDay(rawTo) ? rawTo : today;
  let to = isDay(rawTo) ? rawTo : maxDay(from, today);
  if (from > to) [from, to] = [to, from];
  if (daysBetween(from, to) >= MAX_ORDER_WINDOW_DAYS) from = shiftDay(to, -(MAX_ORDER_WINDOW_DAYS - 1));
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    from,
    to,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

function maxDay(a: string, b: string): string {
  return a > b ? a : b;
}

/** The URL query for the filters: today's days, an empty search and page 1 are left out. */
export function writeFilters(filters: TOrderListFilters, today: string): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.from !== today || filters.to !== today) {
    params.set('from', filters.from);
    params.set('to', filters.to);
  }
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** 'YYYY-MM-DD' as '24.11.2026' (shared: one way of writing a day everywhere). */
export { formatDay };

/** '24.11.2026' or '24.11.2026 – 25.11.2026'. */
export function formatDays(from: string, to: string): string {
  return from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`;
}

/** The rows a page shows, 1-based: 51..100 of 134; 0..0 when there are none. */
export function pageWindow(page: number, pageSize: number, total: number): { first: number; last: number } {
  if (total === 0) return { first: 0, last: 0 };
  const first = Math.min((page - 1) * pageSize + 1, total);
  return { first, last: Math.min(page * pageSize, total) };
}

/** How many pages `total` rows fill (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
