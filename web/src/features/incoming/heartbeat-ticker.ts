/**
 * Calls `onTick` every `ms` while started: from a dedicated worker where there is one (its timers keep
 * their pace in a background tab), and from the page's own timer as well, in case the worker cannot
 * start. The caller skips ticks that come too soon after the last report, so the two never double it.
 */
export function startTicker(ms: number, onTick: () => void): () => void {
  const timer = setInterval(onTick, ms);
  let worker: Worker | undefined;
  if (typeof Worker !== 'undefined') {
    try {
      worker = new Worker(new URL('./heartbeat-worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = () => onTick();
      worker.onerror = () => worker?.terminate();
      worker.postMessage(ms);
    } catch {
      worker = undefined;
    }
  }
  return () => {
    clearInterval(timer);
    worker?.terminate();
  };
}
