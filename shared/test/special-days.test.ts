import { describe, expect, it } from 'vitest';
import {
  instantToZonedLocal,
  isOpenAt,
  nextOpeningAt,
  nextOpeningDayAt,
  nextServiceStartAt,
  openInstantsOn,
  parseOpeningHoursText,
  type TWeekHours,
  zonedLocalToInstant,
} from '../src/opening-hours';
import {
  addDays,
  isIsoDate,
  normalizeSpecialDays,
  scheduleOf,
  type TSpecialDay,
  upcomingSpecialDays,
} from '../src/special-days';
import { ZSlotCapacityInputSchema, ZSpecialDaysInputSchema } from '../src/special-days-input';

const TZ = 'Europe/Zurich';

function week(text: string): TWeekHours {
  const result = parseOpeningHoursText(text);
  if (!result.ok) throw new Error(result.errors.join(' | '));
  return result.week;
}

const zurich = (local: string) => zonedLocalToInstant(local, TZ);
const local = (at: Date | null) => (at ? instantToZonedLocal(at, TZ).slice(0, 16) : null);
const clock = (times: Date[]) => times.map((at) => instantToZonedLocal(at, TZ).slice(11, 16));

// Thu 2026-12-24, Fri 25, Sat 26; every day 11:00-14:00, 17:00-22:00.
const EVERY_DAY = week(
  ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((d) => `${d}: 11:00-14:00, 17:00-22:00`).join('\n'),
);
const CHRISTMAS: TSpecialDay[] = [
  { date: '2026-12-24', closed: false, ranges: [{ open: '17:00', close: '21:00' }], note: 'Christmas Eve' },
  { date: '2026-12-25', closed: true, ranges: [], note: 'Christmas' },
  { date: '2026-12-26', closed: true, ranges: [], note: 'Christmas' },
];

describe('special days in the hours evaluation', () => {
  const schedule = scheduleOf(EVERY_DAY, CHRISTMAS);

  it('special hours replace the weekday’s', () => {
    expect(isOpenAt(schedule, zurich('2026-12-24T12:00'), TZ)).toBe(false);
    expect(isOpenAt(EVERY_DAY, zurich('2026-12-24T12:00'), TZ)).toBe(true);
    expect(isOpenAt(schedule, zurich('2026-12-24T17:00'), TZ)).toBe(true);
    expect(isOpenAt(schedule, zurich('2026-12-24T21:00'), TZ)).toBe(false);
    expect(local(nextOpeningAt(schedule, zurich('2026-12-24T09:00'), TZ))).toBe('2026-12-24T17:00');
  });

  it('a closed day is closed all day; the next opening is after it', () => {
    expect(isOpenAt(schedule, zurich('2026-12-25T12:00'), TZ)).toBe(false);
    expect(isOpenAt(schedule, zurich('2026-12-26T18:00'), TZ)).toBe(false);
    expect(local(nextOpeningAt(schedule, zurich('2026-12-24T21:30'), TZ))).toBe('2026-12-27T11:00');
    expect(local(nextServiceStartAt(schedule, zurich('2026-12-24T18:00'), TZ))).toBe('2026-12-27T11:00');
  });

  it('a company holiday longer than a fortnight still finds the day after it', () => {
    const days: TSpecialDay[] = [];
    for (let date = '2027-07-14'; date <= '2027-08-04'; date = addDays(date, 1))
      days.push({ date, closed: true, ranges: [] });
    const holiday = scheduleOf(EVERY_DAY, days);
    expect(local(nextOpeningAt(holiday, zurich('2027-07-13T22:30'), TZ))).toBe('2027-08-05T11:00');
  });

  it('closing a date leaves the night before’s range past midnight open', () => {
    const late = scheduleOf(week('Fri: 18:00-02:00'), [{ date: '2026-12-26', closed: true, ranges: [] }]);
    expect(isOpenAt(late, zurich('2026-12-26T01:30'), TZ)).toBe(true); // Friday 25th's night
  });

  it('special hours on a day the week keeps closed open it', () => {
    const closedMondays = scheduleOf(week('Tue: 11:00-14:00'), [
      { date: '2026-12-28', closed: false, ranges: [{ open: '10:00', close: '12:00' }] },
    ]);
    expect(isOpenAt(closedMondays, zurich('2026-12-28T10:30'), TZ)).toBe(true);
  });
});

describe('openInstantsOn: the picker’s times', () => {
  it('5-minute steps inside the ranges, closing time excluded', () => {
    const times = clock(openInstantsOn(scheduleOf(EVERY_DAY, CHRISTMAS), '2026-12-24', TZ));
    expect(times[0]).toBe('17:00');
    expect(times.at(-1)).toBe('20:55');
    expect(times).toHaveLength(48);
    expect(openInstantsOn(scheduleOf(EVERY_DAY, CHRISTMAS), '2026-12-25', TZ)).toEqual([]);
  });

  it('the night before’s range past midnight belongs to the morning of the date', () => {
    const times = clock(openInstantsOn(week('Fri: 22:00-01:00'), '2026-11-28', TZ)); // Saturday
    expect(times).toEqual([
      '00:00',
      '00:05',
      '00:10',
      '00:15',
      '00:20',
      '00:25',
      '00:30',
      '00:35',
      '00:40',
      '00:45',
      '00:50',
      '00:55',
    ]);
  });

  it('spring forward: the skipped hour has no times', () => {
    const night = week('Sun: 01:00-04:00');
    const times = clock(openInstantsOn(night, '2027-03-28', TZ));
    expect(times.filter((t) => t.startsWith('02:'))).toEqual([]);
    expect(times[0]).toBe('01:00');
    expect(times).toContain('03:00');
    expect(times).toHaveLength(24); // two real hours
  });

  it('fall back: the repeated hour is there twice in real time', () => {
    const night = week('Sun: 01:00-04:00');
    const instants = openInstantsOn(night, '2027-10-31', TZ);
    expect(instants).toHaveLength(48); // four real hours
    expect(new Set(clock(instants)).size).toBe(36); // the clock shows 02:xx twice
  });

  it('a special day on a DST date: the changed day’s own hours', () => {
    const schedule = scheduleOf(EVERY_DAY, [
      { date: '2027-03-28', closed: false, ranges: [{ open: '01:30', close: '03:30' }] },
    ]);
    expect(clock(openInstantsOn(schedule, '2027-03-28', TZ))).toEqual([
      '01:30',
      '01:35',
      '01:40',
      '01:45',
      '01:50',
      '01:55',
      '03:00',
      '03:05',
      '03:10',
      '03:15',
      '03:20',
      '03:25',
    ]);
  });
});

describe('nextOpeningDayAt: when sold out today ends', () => {
  it('the next date’s first opening, not tonight’s dinner', () => {
    expect(local(nextOpeningDayAt(EVERY_DAY, zurich('2026-11-24T12:00'), TZ))).toBe('2026-11-25T11:00');
    expect(local(nextOpeningDayAt(EVERY_DAY, zurich('2026-11-24T23:30'), TZ))).toBe('2026-11-25T11:00');
  });
  it('skips closed days and special days', () => {
    const schedule = scheduleOf(EVERY_DAY, CHRISTMAS);
    expect(local(nextOpeningDayAt(schedule, zurich('2026-12-24T18:00'), TZ))).toBe('2026-12-27T11:00');
    expect(local(nextOpeningDayAt(schedule, zurich('2026-12-23T18:00'), TZ))).toBe('2026-12-24T17:00');
  });
  it('local midnight when the hours never open', () => {
    expect(local(nextOpeningDayAt(week(''), zurich('2026-11-24T12:00'), TZ))).toBe('2026-11-25T00:00');
  });
});

describe('special days input', () => {
  const issues = (input: unknown) => {
    const result = ZSpecialDaysInputSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]).sort();
  };

  it('accepts closures and special hours', () => {
    expect(issues(CHRISTMAS)).toEqual([]);
  });

  it('names every wrong field', () => {
    expect(
      issues([
        { date: '2026-02-30', closed: true },
        { date: '2026-12-24', closed: false, ranges: [] },
        { date: '2026-12-24', closed: true },
        { date: '2026-12-27', closed: false, ranges: [{ open: '25:00', close: '12:00' }] },
        {
          date: '2026-12-28',
          closed: false,
          ranges: [
            { open: '11:00', close: '14:00' },
            { open: '13:00', close: '15:00' },
          ],
        },
        { date: '2026-12-29', closed: true, note: 'Bell\u0007' },
      ]),
    ).toEqual(
      [
        ['0.date', 'validation.specialDayDate'],
        ['1.ranges', 'validation.specialDayRanges'],
        ['2.date', 'validation.specialDayDuplicate'],
        ['3.ranges.0', 'Times must be HH:mm (e.g. 11:00).'],
        ['4.ranges', 'validation.specialDayOverlap'],
        ['5.note', 'validation.singleLine'],
      ].sort(),
    );
  });

  it('refuses unknown fields and more than 400 days', () => {
    expect(issues([{ date: '2026-12-24', closed: true, extra: 1 }])).not.toEqual([]);
    const many = Array.from({ length: 401 }, (_, i) => ({ date: addDays('2027-01-01', i), closed: true }));
    expect(issues(many).map(([, message]) => message)).toContain('validation.specialDaysTooMany');
  });

  it('slot capacity: whole numbers 1 to 500 or null', () => {
    expect(ZSlotCapacityInputSchema.safeParse({ DELIVERY: 8, TAKEAWAY: null }).success).toBe(true);
    for (const bad of [0, 501, 2.5, -1, '8'])
      expect(ZSlotCapacityInputSchema.safeParse({ DELIVERY: bad, TAKEAWAY: null }).success).toBe(false);
  });

  it('isIsoDate knows the calendar', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-1-01')).toBe(false);
  });
});

describe('normalizing and listing', () => {
  it('drops past days, sorts, clears a closed day’s ranges and an empty note', () => {
    expect(
      normalizeSpecialDays(
        [
          { date: '2026-12-26', closed: true, ranges: [{ open: '11:00', close: '12:00' }], note: '  ' },
          { date: '2026-11-20', closed: true, ranges: [] },
          { date: '2026-12-24', closed: false, ranges: [{ open: '17:00', close: '21:00' }], note: 'Eve' },
        ],
        '2026-11-24',
      ),
    ).toEqual([
      { date: '2026-12-24', closed: false, ranges: [{ open: '17:00', close: '21:00' }], note: 'Eve' },
      { date: '2026-12-26', closed: true, ranges: [] },
    ]);
  });

  it('joins consecutive equal days and keeps to the next 14 days', () => {
    expect(upcomingSpecialDays(CHRISTMAS, '2026-12-20')).toEqual([
      {
        from: '2026-12-24',
        to: '2026-12-24',
        closed: false,
        ranges: [{ open: '17:00', close: '21:00' }],
        note: 'Christmas Eve',
      },
      { from: '2026-12-25', to: '2026-12-26', closed: true, ranges: [], note: 'Christmas' },
    ]);
    expect(upcomingSpecialDays(CHRISTMAS, '2026-12-10')).toEqual([]); // the 24th is the 15th day
    expect(upcomingSpecialDays(CHRISTMAS, '2026-12-11').map((run) => run.from)).toEqual(['2026-12-24']);
  });
});
