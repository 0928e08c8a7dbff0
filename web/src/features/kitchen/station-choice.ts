import { readStorage, writeStorage } from '@/lib/browser-storage';

/** What a display shows: one station's tickets, or the pass (the front's view of every order). */
export type TStationChoice = { kind: 'station'; stationId: number } | { kind: 'pass' };

/** Where the tablet remembers its choice, so a display that restarts shows the same station. */
export const STATION_CHOICE_KEY = 'kitchen.station';
const PASS = 'pass';

/**
 * The choice this device remembers, if it still names something that exists: a station deleted since
 * (or a value from elsewhere) means the cook chooses again.
 */
export function readStationChoice(stationIds: readonly number[]): TStationChoice | null {
  const stored = readStorage(STATION_CHOICE_KEY);
  if (stored === PASS) return { kind: 'pass' };
  if (stored === null || !/^[1-9]\d{0,9}$/.test(stored)) return null;
  const stationId = Number(stored);
  return stationIds.includes(stationId) ? { kind: 'station', stationId } : null;
}

export function writeStationChoice(choice: TStationChoice): void {
  writeStorage(STATION_CHOICE_KEY, choice.kind === 'pass' ? PASS : String(choice.stationId));
}

export function forgetStationChoice(): void {
  try {
    window.localStorage.removeItem(STATION_CHOICE_KEY);
  } catch {
    // Storage refused: nothing was remembered either.
  }
}
