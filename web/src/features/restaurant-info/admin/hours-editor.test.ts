import { OPEN_BEFORE_CLOSE_MESSAGE, TIME_FORMAT_MESSAGE } from '@app/shared/opening-hours';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import {
  addRange,
  editorErrors,
  editorToJson,
  editorToText,
  editorWeekFromText,
  emptyEditorWeek,
  removeRange,
  setDayClosed,
  type TEditorWeek,
  timeInputLabel,
  updateRange,
} from './hours-editor';

const STORED = [
  'Mon: (closed)',
  'Tue: 11:00-14:00, 17:00-22:00',
  'Wed: 11:00-14:00',
  'Thu: 11:00-14:00',
  'Fri: 11:00-14:00, 17:00-23:00',
  'Sat: 17:00-23:00',
  'Sun: (closed)',
].join('\n');

function loaded(text: string): TEditorWeek {
  const result = editorWeekFromText(text);
  if (!result.ok) throw new Error(result.errors.join('; '));
  return result.week;
}

const times = (week: TEditorWeek) =>
  Object.fromEntries(
    Object.entries(week).map(([day, ranges]) => [day, ranges.map((r) => `${r.open}-${r.close}`)]),
  );

describe('opening-hours editor state', () => {
  it('reads the stored text into ranges per weekday and writes the same text back', () => {
    const week = loaded(STORED);
    expect(times(week)).toEqual({
      1: [],
      2: ['11:00-14:00', '17:00-22:00'],
      3: ['11:00-14:00'],
      4: ['11:00-14:00'],
      5: ['11:00-14:00', '17:00-23:00'],
      6: ['17:00-23:00'],
      7: [],
    });
    expect(editorToText(week)).toBe(STORED);
  });

  it('reads legacy text (en dash, seconds, any order) and saves the canonical format', () => {
    const week = loaded('Tue: 17:00:00 – 22:00:00\nMon: 9:00-12:00');
    expect(editorToText(week)).toBe(
      [
        'Mon: 09:00-12:00',
        'Tue: 17:00-22:00',
        'Wed: (closed)',
        'Thu: (closed)',
        'Fri: (closed)',
        'Sat: (closed)',
        'Sun: (closed)',
      ].join('\n'),
    );
  });

  it('gives the parser’s reasons and an empty week for text it cannot read', () => {
    const result = editorWeekFromText('Mon: soon');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0]).toContain('Mon');
    expect(times(result.week)).toEqual(times(emptyEditorWeek()));
  });

  it('adds a range defaulting to 11:00-14:00, removes one by key and empties a day with Set closed', () => {
    let week = addRange(emptyEditorWeek(), 1);
    expect(times(week)[1]).toEqual(['11:00-14:00']);
    week = updateRange(week, 1, week[1][0]?.key ?? -1, { open: '17:00', close: '22:00' });
    week = addRange(week, 1);
    expect(times(week)[1]).toEqual(['17:00-22:00', '11:00-14:00']);
    // Saving sorts the day's ranges by opening time.
    expect(editorToText(week)?.split('\n')[0]).toBe('Mon: 11:00-14:00, 17:00-22:00');

    week = removeRange(week, 1, week[1][0]?.key ?? -1);
    expect(times(week)[1]).toEqual(['11:00-14:00']);
    week = setDayClosed(addRange(week, 1), 1);
    expect(week[1]).toEqual([]);
    expect(editorToText(week)?.split('\n')[0]).toBe('Mon: (closed)');
  });

  it('keeps each range’s key while others change, so React keeps focus on the right inputs', () => {
    const week = addRange(addRange(emptyEditorWeek(), 3), 3);
    const [first, second] = week[3];
    expect(first?.key).not.toBe(second?.key);
    const after = removeRange(week, 3, first?.key ?? -1);
    expect(after[3][0]?.key).toBe(second?.key);
  });

  it('flags a range whose opening is not before its closing, with the spec message', () => {
    let week = addRange(emptyEditorWeek(), 2);
    const key = week[2][0]?.key ?? -1;
    week = updateRange(week, 2, key, { open: '14:00', close: '11:00' });
    expect(editorErrors(week)).toEqual(new Map([[key, OPEN_BEFORE_CLOSE_MESSAGE]]));
    expect(editorToText(week)).toBeNull();

    week = updateRange(week, 2, key, { close: '14:00' });
    expect(editorErrors(week).get(key)).toBe(OPEN_BEFORE_CLOSE_MESSAGE);
    week = updateRange(week, 2, key, { close: '00:00' });
    // Closing at 00:00 means midnight, after any opening.
    expect(editorErrors(week).size).toBe(0);
    expect(editorToText(week)?.split('\n')[1]).toBe('Tue: 14:00-00:00');
  });

  it('says it in the screen’s language: German for a German screen', async () => {
    await changeLanguage('de', { remember: false });
    try {
      let week = addRange(emptyEditorWeek(), 2);
      const key = week[2][0]?.key ?? -1;
      week = updateRange(week, 2, key, { open: '14:00', close: '11:00' });
      expect(editorErrors(week).get(key)).toBe('Die Öffnungszeit muss vor der Schliesszeit liegen.');
      week = updateRange(week, 2, key, { open: '1400' });
      expect(editorErrors(week).get(key)).toMatch(/HH:mm/);
      expect(editorErrors(week).get(key)).not.toBe(TIME_FORMAT_MESSAGE);
    } finally {
      await changeLanguage('en', { remember: false });
    }
  });

  it('flags an empty or malformed time with the spec message', () => {
    let week = addRange(emptyEditorWeek(), 7);
    const key = week[7][0]?.key ?? -1;
    week = updateRange(week, 7, key, { open: '' });
    expect(editorErrors(week).get(key)).toBe(TIME_FORMAT_MESSAGE);
    week = updateRange(week, 7, key, { open: '25:00' });
    expect(editorErrors(week).get(key)).toBe(TIME_FORMAT_MESSAGE);
    expect(editorToText(week)).toBeNull();
  });

  it('gives the shared JSON form keyed by weekday 1..7', () => {
    const json = editorToJson(loaded('Sat: 17:00-23:00'));
    expect(json).toEqual({
      1: [],
      2: [],
      3: [],
      4: [],
      5: [],
      6: [{ open: '17:00', close: '23:00' }],
      7: [],
    });
  });

  it('labels every time input by day and range', () => {
    expect(timeInputLabel(1, 0, 'opens')).toBe('Monday range 1 opens');
    expect(timeInputLabel(7, 1, 'closes')).toBe('Sunday range 2 closes');
  });
});
