import { describe, expect, it } from 'vitest';
import { parseClientDateTime } from '../src/opening-hours';

describe('parseClientDateTime', () => {
  it('reads restaurant-local times without zone in Europe/Zurich, across DST', () => {
    expect(parseClientDateTime('2026-01-15T19:00:00')?.toISOString()).toBe('2026-01-15T18:00:00.000Z');
    expect(parseClientDateTime('2026-07-15T19:00')?.toISOString()).toBe('2026-07-15T17:00:00.000Z');
  });

  it('reads ISO 8601 with an offset or Z as the instant it names', () => {
    expect(parseClientDateTime('2026-07-15T19:00:00+02:00')?.toISOString()).toBe('2026-07-15T17:00:00.000Z');
    expect(parseClientDateTime('2026-07-15T17:00:00.000Z')?.toISOString()).toBe('2026-07-15T17:00:00.000Z');
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      'tomorrow',
      '2026-02-30T19:00:00',
      '2026-07-15',
      '15.07.2026 19:00',
      '2026-07-15T25:00:00',
    ]) {
      expect(parseClientDateTime(text), text).toBeNull();
    }
  });
});
