/**
 * Runs `task` once the browser is idle (after at most 2 s of waiting for it); with `afterLoad`, only
 * once the page's own load has ended, so the task never competes with what the page needs to show.
 */
export function whenIdle(task: () => void, afterLoad = false): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2_000 });
    else setTimeout(task, 200);
  };
  if (!afterLoad || document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
