/**
 * The incoming screen's clock in a dedicated worker. Chrome slows a background tab's timers
 * to one wake-up a minute after five minutes hidden; a worker's timers are not slowed so, and the kitchen
 * tablet's screen must keep reporting itself from the background. It only ticks: the page sends.
 */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<number>) => void) | null;
  postMessage: (message: unknown) => void;
};

let timer: ReturnType<typeof setInterval> | undefined;

scope.onmessage = (event) => {
  clearInterval(timer);
  timer = setInterval(() => scope.postMessage('tick'), event.data);
};
