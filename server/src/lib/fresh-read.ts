/**
 * Shares one query among concurrent callers without ever answering a caller with a result older than
 * its call: every caller gets the result of a query that started after it called. While a query runs,
 * the callers that arrive meanwhile wait for the next one, which starts as soon as the running one ends
 * and answers all of them. Under load that is one round trip per round-trip time instead of one per
 * request; alone, a caller waits for its own query as before.
 *
 * For reads whose freshness matters (the read versions behind the read cache and the order path's
 * snapshot): a change committed before a request arrived is seen by that request.
 */
export function freshRead<T>(query: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;

  function start(): Promise<T> {
    const run = query();
    running = run;
    const done = () => {
      if (running === run) running = undefined;
    };
    run.then(done, done);
    return run;
  }

  return () => {
    if (running === undefined) return start();
    if (next === undefined) {
      const settled = running.then(
        () => undefined,
        () => undefined,
      );
      next = settled.then(() => {
        next = undefined;
        return start();
      });
    }
    return next;
  };
}
