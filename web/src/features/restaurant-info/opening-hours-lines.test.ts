import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  isRowForWeekday,
  splitOpeningHoursLine,
  splitOpeningHoursText,
  weekdayKey,
} from './opening-hours-lines';

describe('splitOpeningHoursLine', () => {
  it('splits at the first ": " into the day and its ranges', () => {
    expect(splitOpeningHoursLine('Mon: 11:00-14:00, 17:00-22:00')).toEqual({
      day: 'Mon',
      dayLabel: 'Monday',
      ranges: ['11:00–14:00', '17:00–22:00'],
      closed: false,
    });
  });

  it('marks (closed) days', () => {
    expect(splitOpeningHoursLine('Sun: (closed)')).toEqual({
      day: 'Sun',
      dayLabel: 'Sunday',
      ranges: [],
      closed: true,
    });
    expect(splitOpeningHoursLine('Sat: closed').closed).toBe(true);
    expect(splitOpeningHoursLine('Sat:').closed).toBe(true);
  });

  it('accepts legacy en dashes and spaces around them', () => {
    expect(splitOpeningHoursLine('Fri: 11:00 – 14:00,17:00-22:30').ranges).toEqual([
      '11:00–14:00',
      '17:00–22:30',
    ]);
  });

  it('keeps unknown day labels as written', () => {
    const row = splitOpeningHoursLine('Holidays: 12:00-20:00');
    expect(row.day).toBe('Holidays');
    expect(row.dayLabel).toBe('Holidays');
    expect(row.ranges).toEqual(['12:00–20:00']);
  });

  it('does not mistake the colon of a time for the separator', () => {
    expect(splitOpeningHoursLine('11:00-14:00')).toEqual({
      day: '',
      dayLabel: '',
      ranges: ['11:00–14:00'],
      closed: false,
    });
  });
});

describe('splitOpeningHoursText', () => {
  it('gives one row per non-empty line, in order', () => {
    const rows = splitOpeningHoursText('Mon: (closed)\r\nTue: 11:00-14:00\n\n  \nSun: 17:00-21:30\n');
    expect(rows.map((row) => [row.dayLabel, row.closed ? 'Closed' : row.ranges.join(', ')])).toEqual([
      ['Monday', 'Closed'],
      ['Tuesday', '11:00–14:00'],
      ['Sunday', '17:00–21:30'],
    ]);
  });

  it('returns no rows for empty text', () => {
    expect(splitOpeningHoursText('')).toEqual([]);
  });
});

describe('today', () => {
  it('takes the weekday in the given time zone', () => {
    // Sunday 23:30 UTC is already Monday in Zurich.
    const instant = new Date('2026-03-01T23:30:00Z');
    expect(weekdayKey(instant, 'UTC')).toBe('sun');
    expect(weekdayKey(instant, 'Europe/Zurich')).toBe('mon');
  });

  it('matches rows by their day', () => {
    expect(isRowForWeekday(splitOpeningHoursLine('Mon: (closed)'), 'mon')).toBe(true);
    expect(isRowForWeekday(splitOpeningHoursLine('Monday: (closed)'), 'mon')).toBe(true);
    expect(isRowForWeekday(splitOpeningHoursLine('Tue: 11:00-14:00'), 'mon')).toBe(false);
  });
});

describe('weekday names in the diner’s language', () => {
  it('names the usual abbreviations in de-CH, fr-CH and it-CH, capitalised at the head of a row', () => {
    expect(dayLabel('Mon', 'de-CH')).toBe('Montag');
    expect(dayLabel('sun', 'de-CH')).toBe('Sonntag');
    expect(dayLabel('Tue', 'fr-CH')).toBe('Mardi');
    expect(dayLabel('Wed', 'it-CH')).toBe('Mercoledì');
    expect(dayLabel('Holidays', 'de-CH')).toBe('Holidays');
    expect(splitOpeningHoursText('Fri: 11:00-14:00', 'de-CH')[0]?.dayLabel).toBe('Freitag');
  });
});
