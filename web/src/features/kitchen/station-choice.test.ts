import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetStationChoice,
  readStationChoice,
  STATION_CHOICE_KEY,
  writeStationChoice,
} from './station-choice';

describe('the station a tablet remembers', () => {
  beforeEach(() => localStorage.clear());

  it('remembers a station and the pass across visits', () => {
    expect(readStationChoice([1, 2])).toBeNull();
    writeStationChoice({ kind: 'station', stationId: 2 });
    expect(localStorage.getItem(STATION_CHOICE_KEY)).toBe('2');
    expect(readStationChoice([1, 2])).toEqual({ kind: 'station', stationId: 2 });
    writeStationChoice({ kind: 'pass' });
    expect(readStationChoice([1, 2])).toEqual({ kind: 'pass' });
    forgetStationChoice();
    expect(readStationChoice([1, 2])).toBeNull();
  });

  it('asks again when the remembered station no longer exists or the value is not one', () => {
    writeStationChoice({ kind: 'station', stationId: 3 });
    expect(readStationChoice([1, 2])).toBeNull();
    for (const value of ['abc', '0', '-1', '1.5', '', ' 1']) {
      localStorage.setItem(STATION_CHOICE_KEY, value);
      expect(readStationChoice([0, 1])).toBeNull();
    }
  });
});
