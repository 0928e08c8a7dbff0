import { afterEach, vi } from 'vitest';

/**
 * Moves this process's clock forward to `at` instead of waiting for it: only `Date` is faked, and it
 * keeps ticking from there, so timers, sockets and PostgreSQL run as before. The app under test runs in
 * this process and judges "now" by `Date` (pauses, sales, sold-out ends). The real clock is back after
 * each test.
 */
export function moveClockTo(at: Date | number): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(at);
}

afterEach(() => {
  vi.useRealTimers();
});
