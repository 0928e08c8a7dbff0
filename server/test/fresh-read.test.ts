import { describe, expect, it } from 'vitest';
import { freshRead } from '../src/lib/fresh-read';

/** A query whose runs are settled by hand, numbered in the order they started. */
function manualQuery() {
  const runs: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  const query = () =>
    new Promise<number>((resolve, reject) => {
      runs.push({ resolve, reject });
    });
  return { runs, query };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('freshRead', () => {
  it('starts a query for a caller when none runs', async () => {
    const { runs, query } = manualQuery();
    const read = freshRead(query);
    const first = read();
    expect(runs).toHaveLength(1);
    runs[0]?.resolve(1);
    await expect(first).resolves.toBe(1);

    const second = read();
    expect(runs).toHaveLength(2);
    runs[1]?.resolve(2);
    await expect(second).resolves.toBe(2);
  });

  it('answers callers that arrive while a query runs with the next query, shared by all of them', async () => {
    const { runs, query } = manualQuery();
    const read = freshRead(query);
    const first = read();
    const during = [read(), read(), read()];
    // The running query started before these callers: they must not get its result.
    expect(runs).toHaveLength(1);
    runs[0]?.resolve(1);
    await expect(first).resolves.toBe(1);
    await tick();
    expect(runs).toHaveLength(2);
    runs[1]?.resolve(2);
    await expect(Promise.all(during)).resolves.toEqual([2, 2, 2]);
  });

  it('starts the next query after a failed one, and the failure reaches only its own callers', async () => {
    const { runs, query } = manualQuery();
    const read = freshRead(query);
    const first = read();
    const during = read();
    runs[0]?.reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await tick();
    runs[1]?.resolve(7);
    await expect(during).resolves.toBe(7);
  });

  it('never gives a caller a result from a query that started before it called', async () => {
    const { runs, query } = manualQuery();
    const read = freshRead(query);
    const startedBefore: number[] = [];
    const results: Promise<number>[] = [];
    let settled = 0;
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    // Callers arrive at arbitrary moments while runs settle in order; each run resolves to its own index.
    for (let step = 0; step < 200; step++) {
      if (random() < 0.5) {
        startedBefore.push(runs.length);
        results.push(read());
      } else {
        if (settled < runs.length) {
          runs[settled]?.resolve(settled);
          settled += 1;
        }
      }
      await tick();
    }
    while (settled < runs.length) {
      runs[settled]?.resolve(settled);
      settled += 1;
      await tick();
    }
    const values = await Promise.all(results);
    values.forEach((value, index) => {
      expect(value).toBeGreaterThanOrEqual(startedBefore[index] ?? 0);
    });
    // Far fewer queries than callers.
    expect(runs.length).toBeLessThan(results.length);
  });
});
