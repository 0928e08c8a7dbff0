import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NEW_RANGE,
  emptyWeek,
  formatOpeningHoursText,
  OPEN_BEFORE_CLOSE_MESSAGE,
  parseOpeningHours,
  parseOpeningHoursJson,
  parseOpeningHoursText,
  TIME_FORMAT_MESSAGE,
  type TOpeningHoursParseResult,
  type TWeekHours,
  validateRange,
  validateWeek,
  WEEKDAYS,
} from '../src/opening-hours';

const CANONICAL = [
  'Mon: (closed)',
  'Tue: 11:00-14:00, 17:00-22:00',
  'Wed: 11:00-14:00, 17:00-22:00',
  'Thu: 11:00-14:00, 17:00-22:00',
  'Fri: 11:00-14:00, 18:00-02:00',
  'Sat: 17:00-00:00',
  'Sun: (closed)',
].join('\n');

function weekOf(result: TOpeningHoursParseResult): TWeekHours {
  if (!result.ok) throw new Error(`expected ok, got ${result.errors.join(' | ')}`);
  return result.week;
}

function errorsOf(result: TOpeningHoursParseResult): string[] {
  if (result.ok) throw new Error('expected errors');
  return result.errors;
}

describe('messages and defaults', () => {
  it('carry the exact texts of spec section 5', () => {
    expect(TIME_FORMAT_MESSAGE).toBe('Times must be HH:mm (e.g. 11:00).');
    expect(OPEN_BEFORE_CLOSE_MESSAGE).toBe('An opening time must be before the closing time.');
    expect(DEFAULT_NEW_RANGE).toEqual({ open: '11:00', close: '14:00' });
  });
});

describe('parseOpeningHoursText', () => {
  it('reads the canonical text and formats it back unchanged', () => {
    const week = weekOf(parseOpeningHoursText(CANONICAL));
    expect(week[1]).toEqual([]);
    expect(week[2]).toEqual([
      { open: '11:00', close: '14:00' },
      { open: '17:00', close: '22:00' },
    ]);
    expect(week[5][1]).toEqual({ open: '18:00', close: '02:00' });
    expect(week[6]).toEqual([{ open: '17:00', close: '00:00' }]);
    expect(formatOpeningHoursText(week)).toBe(CANONICAL);
  });

  it("reads 'Mon: (closed)' as a closed day and missing days as closed", () => {
    const week = weekOf(parseOpeningHoursText('Mon: (closed)\nWed: 11:00-14:00'));
    expect(week).toEqual({ ...emptyWeek(), 3: [{ open: '11:00', close: '14:00' }] });
  });

  it('reads an empty text as a week without openings', () => {
    expect(weekOf(parseOpeningHoursText(''))).toEqual(emptyWeek());
    expect(formatOpeningHoursText(emptyWeek())).toBe(
      'Mon: (closed)\nTue: (closed)\nWed: (closed)\nThu: (closed)\nFri: (closed)\nSat: (closed)\nSun: (closed)',
    );
  });

  it('accepts legacy en dash, em dash and HH:mm:ss times', () => {
    const week = weekOf(
      parseOpeningHoursText('Tue: 11:00:00\u201314:00:00, 17:00\u201322:00\nWed: 11:30 \u2014 14:30:59'),
    );
    expect(week[2]).toEqual([
      { open: '11:00', close: '14:00' },
      { open: '17:00', close: '22:00' },
    ]);
    expect(week[3]).toEqual([{ open: '11:30', close: '14:30' }]);
  });

  it('accepts extra whitespace, any case, full day names, any line order and CRLF', () => {
    const text =
      '\r\n  sunday :  12:00 -  15:00 \r\n\r\nMONDAY:(Closed)\r\n tue:9:00-11:00,  11:30-12:00  \r\nSat.: closed';
    const week = weekOf(parseOpeningHoursText(text));
    expect(week[7]).toEqual([{ open: '12:00', close: '15:00' }]);
    expect(week[2]).toEqual([
      { open: '09:00', close: '11:00' },
      { open: '11:30', close: '12:00' },
    ]);
    expect(week[1]).toEqual([]);
    expect(week[6]).toEqual([]);
  });

  it('sorts ranges by opening time', () => {
    expect(weekOf(parseOpeningHoursText('Thu: 17:00-22:00, 11:00-14:00'))[4]).toEqual([
      { open: '11:00', close: '14:00' },
      { open: '17:00', close: '22:00' },
    ]);
  });

  it("reads '-00:00' and '-24:00' as until midnight", () => {
    const week = weekOf(parseOpeningHoursText('Fri: 17:00-00:00\nSat: 17:00-24:00\nSun: 00:00-00:00'));
    expect(week[5]).toEqual([{ open: '17:00', close: '00:00' }]);
    expect(week[6]).toEqual([{ open: '17:00', close: '00:00' }]);
    expect(week[7]).toEqual([{ open: '00:00', close: '00:00' }]);
  });

  it('accepts a range past midnight in stored text, but not when told otherwise', () => {
    expect(weekOf(parseOpeningHoursText('Fri: 18:00-02:00'))[5]).toEqual([{ open: '18:00', close: '02:00' }]);
    expect(errorsOf(parseOpeningHoursText('Fri: 18:00-02:00', { allowOvernight: false }))).toEqual([
      `Line 1 (Fri): ${OPEN_BEFORE_CLOSE_MESSAGE}`,
    ]);
  });

  it('reports each bad line with its number and the spec message', () => {
    const text = [
      'Mon: 11:00-14:00',
      'Tue: 25:00-26:00',
      'Wed: 11:60-12:00',
      'Thu: 14:00-14:00',
      'Fry: 11:00-14:00',
      'Mon: 12:00-13:00',
      'Sat: 11:00',
      'just text',
      'Sun: 11:00-14:00,',
      'Fri: 24:00-02:00',
    ].join('\n');
    expect(errorsOf(parseOpeningHoursText(text))).toEqual([
      `Line 2 (Tue): ${TIME_FORMAT_MESSAGE}`,
      `Line 3 (Wed): ${TIME_FORMAT_MESSAGE}`,
      `Line 4 (Thu): ${OPEN_BEFORE_CLOSE_MESSAGE}`,
      'Line 5: unknown day "Fry".',
      'Line 6: Mon is listed twice.',
      'Line 7 (Sat): expected a range like 11:00-14:00, got "11:00".',
      'Line 8: expected "Mon: 11:00-14:00" or "Mon: (closed)".',
      'Line 9 (Sun): expected a range like 11:00-14:00, got "".',
      `Line 10 (Fri): ${TIME_FORMAT_MESSAGE}`,
    ]);
  });

  it('does not mistake object property names for days', () => {
    expect(errorsOf(parseOpeningHoursText('constructor: 11:00-14:00\ntoString: (closed)'))).toEqual([
      'Line 1: unknown day "constructor".',
      'Line 2: unknown day "toString".',
    ]);
  });

  it('refuses malformed times', () => {
    for (const bad of [
      '1100-1400',
      '11.00-14.00',
      '11:0-14:00',
      '11:00:60-14:00',
      '111:00-14:00',
      'ab:cd-14:00',
    ]) {
      expect(parseOpeningHoursText(`Mon: ${bad}`).ok, bad).toBe(false);
    }
  });
});

describe('parseOpeningHoursJson', () => {
  it('reads string and number weekday keys; missing and null days are closed', () => {
    const week = weekOf(
      parseOpeningHoursJson({
        '2': [
          { open: '17:00', close: '22:00' },
          { open: '11:00', close: '14:00' },
        ],
        5: [{ open: '11:00:00', close: '14:00:00' }],
        7: null,
      }),
    );
    expect(week).toEqual({
      ...emptyWeek(),
      2: [
        { open: '11:00', close: '14:00' },
        { open: '17:00', close: '22:00' },
      ],
      5: [{ open: '11:00', close: '14:00' }],
    });
  });

  it('applies the editor rule to ranges past midnight unless allowed', () => {
    expect(errorsOf(parseOpeningHoursJson({ 5: [{ open: '18:00', close: '02:00' }] }))).toEqual([
      `Fri, range 1: ${OPEN_BEFORE_CLOSE_MESSAGE}`,
    ]);
    expect(
      weekOf(parseOpeningHoursJson({ 5: [{ open: '18:00', close: '02:00' }] }, { allowOvernight: true }))[5],
    ).toEqual([{ open: '18:00', close: '02:00' }]);
    expect(parseOpeningHoursJson({ 5: [{ open: '18:00', close: '00:00' }] }).ok).toBe(true);
  });

  it('reports bad keys, shapes and times', () => {
    expect(
      errorsOf(
        parseOpeningHoursJson({
          0: [],
          8: [],
          Mon: [],
          1: 'closed',
          2: [{ open: '9', close: '10:00' }, 'x', { open: 11, close: '12:00' }],
          3: [{ open: '12:00', close: '11:00' }],
        }),
      ),
    ).toEqual([
      'Unknown weekday "0": use 1 (Mon) to 7 (Sun).',
      'Mon: expected a list of {open, close}.',
      `Tue, range 1: ${TIME_FORMAT_MESSAGE}`,
      'Tue, range 2: expected {open, close}.',
      `Tue, range 3: ${TIME_FORMAT_MESSAGE}`,
      `Wed, range 1: ${OPEN_BEFORE_CLOSE_MESSAGE}`,
      'Unknown weekday "8": use 1 (Mon) to 7 (Sun).',
      'Unknown weekday "Mon": use 1 (Mon) to 7 (Sun).',
    ]);
  });

  it('refuses anything that is not an object', () => {
    for (const value of [null, undefined, 'Mon: 11:00-14:00', 3, [[{ open: '11:00', close: '14:00' }]]]) {
      expect(errorsOf(parseOpeningHoursJson(value))).toEqual([
        'Opening hours must be an object keyed by weekday 1 (Mon) to 7 (Sun).',
      ]);
    }
  });
});

describe('parseOpeningHours', () => {
  it('reads an object, JSON text or line text', () => {
    const expected = { ...emptyWeek(), 1: [{ open: '11:00', close: '14:00' }] };
    expect(weekOf(parseOpeningHours({ 1: [{ open: '11:00', close: '14:00' }] }))).toEqual(expected);
    expect(weekOf(parseOpeningHours('{"1":[{"open":"11:00","close":"14:00"}]}'))).toEqual(expected);
    expect(weekOf(parseOpeningHours('Mon: 11:00-14:00'))).toEqual(expected);
    expect(errorsOf(parseOpeningHours('{"1": ['))).toEqual(['Opening hours JSON could not be read.']);
  });
});

describe('validateWeek / validateRange', () => {
  it('returns the spec message for each faulty range with its day and index', () => {
    const week: TWeekHours = {
      ...emptyWeek(),
      1: [
        { open: '11:00', close: '14:00' },
        { open: '9:00', close: '10:00' },
      ],
      3: [{ open: '14:00', close: '11:00' }],
      4: [{ open: '12:00', close: '12:00' }],
      5: [{ open: '17:00', close: '24:00' }],
      6: [{ open: '17:00', close: '00:00' }],
      7: [{ open: '11:00:00', close: '14:00' }],
    };
    expect(validateWeek(week)).toEqual([
      { day: 1, index: 1, message: TIME_FORMAT_MESSAGE },
      { day: 3, index: 0, message: OPEN_BEFORE_CLOSE_MESSAGE },
      { day: 4, index: 0, message: OPEN_BEFORE_CLOSE_MESSAGE },
      { day: 5, index: 0, message: TIME_FORMAT_MESSAGE },
      { day: 7, index: 0, message: TIME_FORMAT_MESSAGE },
    ]);
    expect(validateWeek(week, { allowOvernight: true }).map((i) => i.day)).toEqual([1, 4, 5, 7]);
  });

  it('accepts exactly 00:00 to 23:59', () => {
    expect(validateRange({ open: '00:00', close: '23:59' })).toBeNull();
    expect(validateRange({ open: '00:00', close: '00:00' })).toBeNull(); // the whole day
    expect(validateRange({ open: '23:59', close: '00:00' })).toBeNull();
    for (const time of ['24:00', '23:60', '7:00', '07:5', '0700', ' 07:00', '07:00 ', '']) {
      expect(validateRange({ open: time, close: '23:00' }), time).toBe(TIME_FORMAT_MESSAGE);
    }
  });
});

describe('text round trip (property)', () => {
  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  const range = fc
    .record({ open: time, close: time })
    .filter((r) => r.open !== r.close || r.open === '00:00');
  const weekArb = fc
    .tuple(...WEEKDAYS.map(() => fc.array(range, { maxLength: 4 })))
    .map((days) => Object.fromEntries(days.map((ranges, i) => [i + 1, ranges])) as unknown as TWeekHours);

  it('format(parse(format(w))) equals format(w)', () => {
    fc.assert(
      fc.property(weekArb, (week) => {
        const text = formatOpeningHoursText(week);
        const parsed = weekOf(parseOpeningHoursText(text));
        expect(formatOpeningHoursText(parsed)).toBe(text);
        expect(validateWeek(parsed, { allowOvernight: true })).toEqual([]);
        for (const day of WEEKDAYS) expect(parsed[day]).toHaveLength(week[day].length);
      }),
      { numRuns: 500 },
    );
  });

  it('reads legacy spellings of the same week to the same week', () => {
    fc.assert(
      fc.property(
        weekArb,
        fc.constantFrom('-', ' - ', '\u2013', ' \u2014 '),
        fc.boolean(),
        fc.boolean(),
        fc.func(fc.integer()),
        (week, dash, withSeconds, lowerCase, order) => {
          const lines = WEEKDAYS.map((day) => {
            const name = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][day - 1] ?? '';
            const body =
              week[day].length === 0
                ? '(closed)'
                : week[day]
                    .map((r) =>
                      withSeconds ? `${r.open}:00${dash}${r.close}:00` : `${r.open}${dash}${r.close}`,
                    )
                    .join(' ,  ');
            return `  ${lowerCase ? name.toLowerCase() : name} :  ${body}  `;
          });
          const shuffled = [...lines].sort((a, b) => order(a) - order(b));
          const parsed = weekOf(parseOpeningHoursText(shuffled.join('\n')));
          expect(formatOpeningHoursText(parsed)).toBe(formatOpeningHoursText(week));
        },
      ),
      { numRuns: 300 },
    );
  });
});
