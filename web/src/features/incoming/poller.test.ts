import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPoller } from './poller';

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('createPoller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then intervalMs after each run ends, never two at a time', async () => {
    const runs: ReturnType<typeof deferred>[] = [];
    let active = 0;
    let maxActive = 0;
    const poller = createPoller(async () => {
      active++;
      maxActive = Math.max(maxActive, active);
      const run = deferred();
      runs.push(run);
      await run.promise;
      active--;
    }, 2_500);

    poller.start();
    expect(runs).toHaveLength(1);
    // A slow answer: 10 s pass, no second request is sent meanwhile.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toHaveLength(1);

    runs[0]?.resolve();
    await vi.advanceTimersByTimeAsync(2_499);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(2);
    expect(maxActive).toBe(1);
    poller.stop();
  });

  it('keeps polling after a failed run', async () => {
    const run = vi.fn(async () => {
      throw new Error('down');
    });
    const poller = createPoller(run, 1_000);
    poller.start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(4);
    poller.stop();
  });

  it('now() runs right away when idle, and right after the current run when busy', async () => {
    const runs: ReturnType<typeof deferred>[] = [];
    const poller = createPoller(async () => {
      const run = deferred();
      runs.push(run);
      await run.promise;
    }, 5_000);
    poller.start();
    poller.now();
    expect(runs).toHaveLength(1);
    runs[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(2);

    runs[1]?.resolve();
    await vi.advanceTimersByTimeAsync(100);
    poller.now();
    expect(runs).toHaveLength(3);
    poller.stop();
  });

  it('stop() aborts the run in flight and schedules nothing more', async () => {
    const signals: AbortSignal[] = [];
    const run = vi.fn(async (signal: AbortSignal) => {
      signals.push(signal);
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
    });
    const poller = createPoller(run, 1_000);
    poller.start();
    poller.stop();
    expect(signals[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
