/**
 * Runs a task every `intervalMs` counted from the end of the previous run, so two runs never overlap
 * (spec section 7: the incoming list is polled one request at a time). `now()` asks for a run as soon
 * as possible: right away when idle, or right after the current run.
 */
export interface TPoller {
  start(): void;
  stop(): void;
  now(): void;
}

export interface TPollerTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: TPollerTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createPoller(
  run: (signal: AbortSignal) => Promise<void>,
  intervalMs: number,
  timers: TPollerTimers = realTimers,
): TPoller {
  let stopped = true;
  let running: AbortController | null = null;
  let timer: unknown = null;
  let runAgain = false;

  async function tick(): Promise<void> {
    timer = null;
    if (stopped) return;
    const controller = new AbortController();
    running = controller;
    try {
      await run(controller.signal);
    } catch {
      // The task reports its own failures; the polling goes on.
    } finally {
      if (running === controller) running = null;
    }
    if (stopped || controller.signal.aborted) return;
    if (runAgain) {
      runAgain = false;
      void tick();
      return;
    }
    timer = timers.setTimeout(() => void tick(), intervalMs);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      runAgain = false;
      void tick();
    },
    stop() {
      stopped = true;
      runAgain = false;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      running?.abort();
      running = null;
    },
    now() {
      if (stopped) return;
      if (running) {
        runAgain = true;
        return;
      }
      if (timer !== null) timers.clearTimeout(timer);
      void tick();
    },
  };
}
