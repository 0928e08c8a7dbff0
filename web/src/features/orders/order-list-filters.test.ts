import { describe, expect, it } from 'vitest';
import {
  formatDays,
  isDay,
  pageCount,
  pageWindow,
  presetDays,
  presetOf,
  readFilters,
  writeFilters,
} from './order-list-filters';

const TODAY = '2026-11-25';
const read = (query: string) => readFilters(new URLSearchParams(query), TODAY);

describe('order list filters', () => {
  it('reads today, no search and page 1 from an empty query, and writes nothing back', () => {
    const filters = read('');
    expect(filters).toEqual({ from: TODAY, to: TODAY, q: '', page: 1 });
    expect(writeFilters(filters, TODAY).toString()).toBe('');
  });

  it('keeps the days, the search and the page of a link', () => {
    const filters = read('from=2026-11-20&to=2026-11-22&q=%20079%20555%20&page=3');
    expect(filters).toEqual({ from: '2026-11-20', to: '2026-11-22', q: '079 555', page: 3 });
    expect(writeFilters(filters, TODAY).toString()).toBe('from=2026-11-20&to=2026-11-22&q=079+555&page=3');
  });

  it('makes a faulty query sound: unreadable days, days the wrong way round, a window too wide, a bad page', () => {
    expect(read('from=2026-02-30&to=nonsense&page=-2')).toEqual({ from: TODAY, to: TODAY, q: '', page: 1 });
    expect(read('from=2026-11-22&to=2026-11-20')).toMatchObject({ from: '2026-11-20', to: '2026-11-22' });
    expect(read('from=2026-11-20')).toMatchObject({ from: '2026-11-20', to: TODAY });
    expect(read('to=2026-11-20')).toMatchObject({ from: '2026-11-20', to: '2026-11-20' });
    expect(read('from=2020-01-01&to=2026-11-25')).toMatchObject({ from: '2025-11-25', to: '2026-11-25' });
    expect(read('page=abc').page).toBe(1);
  });

  it('knows the quick choices and calls anything else a range', () => {
    expect(presetDays('today', TODAY)).toEqual({ from: TODAY, to: TODAY });
    expect(presetDays('yesterday', TODAY)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(presetDays('week', TODAY)).toEqual({ from: '2026-11-19', to: TODAY });
    expect(presetOf('2026-11-24', '2026-11-24', TODAY)).toBe('yesterday');
    expect(presetOf('2026-11-19', TODAY, TODAY)).toBe('week');
    expect(presetOf('2026-11-20', TODAY, TODAY)).toBe('custom');
    // Across a month and a year.
    expect(presetDays('yesterday', '2027-01-01')).toEqual({ from: '2026-12-31', to: '2026-12-31' });
  });

  it('says which rows a page shows and how many pages there are', () => {
    expect(pageWindow(2, 50, 134)).toEqual({ first: 51, last: 100 });
    expect(pageWindow(3, 50, 134)).toEqual({ first: 101, last: 134 });
    expect(pageWindow(1, 50, 0)).toEqual({ first: 0, last: 0 });
    expect(pageCount(134, 50)).toBe(3);
    expect(pageCount(0, 50)).toBe(1);
  });

  it('writes days as the back office reads them', () => {
    expect(formatDays('2026-11-24', '2026-11-25')).toBe('24.11.2026 – 25.11.2026');
    expect(formatDays(TODAY, TODAY)).toBe('25.11.2026');
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
  });
});
