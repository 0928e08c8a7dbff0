import { OPEN_BEFORE_CLOSE_MESSAGE } from '@app/shared/opening-hours';
import type { TSpecialDay } from '@app/shared/special-days';
import { describe, expect, it } from 'vitest';
import { specialDayRuns } from '../special-days-format';
import {
  applyDraft,
  datesBetween,
  draftOfRun,
  newDraft,
  newDraftRange,
  removeRun,
  runError,
  slotCapacityOf,
} from './special-days-editor';

const TODAY = '2030-12-01';
const closed = (date: string, note?: string): TSpecialDay => ({
  date,
  closed: true,
  ranges: [],
  ...(note ? { note } : {}),
});
const hours = (date: string, open: string, close: string): TSpecialDay => ({
  date,
  closed: false,
  ranges: [{ open, close }],
});

describe('special days as runs', () => {
  it('joins consecutive equal days and keeps their indexes; a different note or a gap starts a new run', () => {
    const days = [
      hours('2030-12-24', '17:00', '21:00'),
      closed('2030-12-25', 'Christmas'),
      closed('2030-12-26', 'Christmas'),
      closed('2030-12-27'),
      closed('2030-12-29'),
    ];
    expect(
      specialDayRuns(days).map(({ from, to, indexes, closed, note }) => ({
        from,
        to,
        indexes,
        closed,
        note,
      })),
    ).toEqual([
      { from: '2030-12-24', to: '2030-12-24', indexes: [0], closed: false, note: '' },
      { from: '2030-12-25', to: '2030-12-26', indexes: [1, 2], closed: true, note: 'Christmas' },
      { from: '2030-12-27', to: '2030-12-27', indexes: [3], closed: true, note: '' },
      { from: '2030-12-29', to: '2030-12-29', indexes: [4], closed: true, note: '' },
    ]);
  });

  it('runs across a month and a year end, and can be cut to a window', () => {
    const days = [closed('2030-12-31'), closed('2031-01-01'), closed('2031-01-20')];
    expect(specialDayRuns(days).map((run) => [run.from, run.to])).toEqual([
      ['2030-12-31', '2031-01-01'],
      ['2031-01-20', '2031-01-20'],
    ]);
    expect(specialDayRuns(days, '2031-01-01', '2031-01-14').map((run) => [run.from, run.to])).toEqual([
      ['2031-01-01', '2031-01-01'],
    ]);
  });
});

describe('a closure from one date to another', () => {
  it('is one entry per date, with the note, sorted among the others', () => {
    const draft = { ...newDraft('closure', '2031-07-14'), to: '2031-07-16', note: ' Company holiday ' };
    const result = applyDraft([hours('2030-12-24', '17:00', '21:00')], draft, TODAY);
    expect(result).toEqual({
      ok: true,
      body: [
        hours('2030-12-24', '17:00', '21:00'),
        closed('2031-07-14', 'Company holiday'),
        closed('2031-07-15', 'Company holiday'),
        closed('2031-07-16', 'Company holiday'),
      ],
    });
  });

  it('replaces what those dates had, and an edit replaces the run it came from', () => {
    const days = [hours('2030-12-24', '17:00', '21:00'), closed('2030-12-25'), closed('2030-12-26')];
    const added = applyDraft(days, { ...newDraft('closure', '2030-12-24'), to: '2030-12-24' }, TODAY);
    expect(added.ok && added.body.map((d) => [d.date, d.closed])).toEqual([
      ['2030-12-24', true],
      ['2030-12-25', true],
      ['2030-12-26', true],
    ]);

    const [, christmas] = specialDayRuns(days);
    if (!christmas) throw new Error('no run');
    const edited = applyDraft(days, { ...draftOfRun(christmas), to: '2030-12-25' }, TODAY);
    expect(edited.ok && edited.body.map((d) => d.date)).toEqual(['2030-12-24', '2030-12-25']);
    expect(removeRun(days, christmas)).toEqual([hours('2030-12-24', '17:00', '21:00')]);
  });

  it('refuses a last day before the first, a date that is over and a date that is no date', () => {
    const backwards = applyDraft([], { ...newDraft('closure', '2030-12-26'), to: '2030-12-25' }, TODAY);
    expect(backwards).toEqual({ ok: false, errors: { to: 'The last day must not be before the first.' } });
    const over = applyDraft([], newDraft('closure', '2030-11-30'), TODAY);
    expect(over.ok || over.errors.from).toBe('This date is over. Choose today or a later date.');
    const nonsense = applyDraft([], { ...newDraft('closure', '2030-02-30'), to: '2030-02-30' }, TODAY);
    expect(nonsense.ok || nonsense.errors.from).toBe('Enter a date like 2026-12-24.');
  });

  it('expands only real calendar days, and not without end', () => {
    expect(datesBetween('2032-02-28', '2032-03-01')).toEqual(['2032-02-28', '2032-02-29', '2032-03-01']);
    expect(datesBetween('2031-01-02', '2031-01-01')).toBeNull();
    expect(datesBetween('2031-01-01', '2033-01-01')).toBeNull();
  });
});

describe('special hours on a date', () => {
  it('take one to four ranges and say which one is wrong, in the server’s words', () => {
    const draft = newDraft('hours', '2030-12-24');
    const good = applyDraft([], draft, TODAY);
    expect(good).toEqual({ ok: true, body: [hours('2030-12-24', '17:00', '21:00')] });

    const wrong = newDraftRange({ open: '22:00', close: '22:00' });
    const bad = applyDraft([], { ...draft, ranges: [...draft.ranges, wrong] }, TODAY);
    expect(bad).toEqual({ ok: false, errors: { 'ranges.1': OPEN_BEFORE_CLOSE_MESSAGE } });

    const overlapping = applyDraft(
      [],
      { ...draft, ranges: [...draft.ranges, newDraftRange({ open: '20:00', close: '23:00' })] },
      TODAY,
    );
    expect(overlapping).toEqual({
      ok: false,
      errors: { ranges: 'The opening times of a day must not overlap.' },
    });

    const none = applyDraft([], { ...draft, ranges: [] }, TODAY);
    expect(none.ok || none.errors.ranges).toBe('Mark the day closed, or give it one to four opening times.');
  });
});

describe('the server’s messages', () => {
  it('show at the run that holds the named entry', () => {
    const days = [closed('2030-12-24'), closed('2030-12-25'), hours('2030-12-31', '11:00', '14:00')];
    const [christmas, newYear] = specialDayRuns(days);
    if (!christmas || !newYear) throw new Error('no runs');
    const errors = { 'specialDays.1.date': 'This date is listed twice.', 'specialDays.2.ranges.0': 'Bad' };
    expect(runError(errors, christmas)).toBe('This date is listed twice.');
    expect(runError(errors, newYear)).toBe('Bad');
    expect(runError({ 'specialDays.10.date': 'x' }, christmas)).toBeUndefined();
  });
});

describe('slot capacity', () => {
  it('is a whole number or no limit; anything else is left for the schema to refuse', () => {
    expect(slotCapacityOf({ DELIVERY: ' 8 ', TAKEAWAY: '' })).toEqual({ DELIVERY: 8, TAKEAWAY: null });
    expect(slotCapacityOf({ DELIVERY: '2.5', TAKEAWAY: 'x' })).toEqual({
      DELIVERY: Number.NaN,
      TAKEAWAY: Number.NaN,
    });
  });
});
