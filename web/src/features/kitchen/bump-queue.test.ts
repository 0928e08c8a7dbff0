import type { TKitchenTicket } from '@app/shared/kitchen';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createBumpQueue, type TBump, withPendingBumps } from './bump-queue';
import { isConnectionFailure } from './hooks/use-bump-queue';

const AT = '2026-11-29T18:00:00.000Z';
const bump = (lineId: number, action: TBump['action'] = 'done'): TBump => ({
  stationId: 1,
  lineId,
  action,
  at: AT,
});
const offline = () => new ApiError({ status: 0, error: 'NetworkError', message: 'Failed to fetch' });
const refused = () =>
  new ApiError({ status: 409, error: 'Conflict', code: 'CONFLICT', message: 'The order was cancelled.' });

/** A queue over a fake server: `answer` decides what each send does; every send is recorded. */
function setup(answer: (bump: TBump) => Promise<void> = async () => {}) {
  const sent: string[] = [];
  const refusals: [TBump, unknown][] = [];
  const connection: boolean[] = [];
  const settle = vi.fn(async () => {});
  const queue = createBumpQueue({
    send: async (b) => {
      sent.push(`${b.action} ${b.lineId}`);
      await answer(b);
    },
    isConnectionFailure,
    settle,
    onRefused: (b, error) => refusals.push([b, error]),
    onConnection: (online) => connection.push(online),
  });
  return { queue, sent, refusals, connection, settle };
}

const idle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the kitchen’s taps on their way to the server', () => {
  it('sends the taps one after the other in the order they were made, then reads the tickets again', async () => {
    let release: () => void = () => {};
    const { queue, sent, settle } = setup(
      (b) =>
        new Promise<void>((resolve) => {
          if (b.lineId === 1 && b.action === 'done') release = resolve;
          else resolve();
        }),
    );
    queue.add(bump(1));
    queue.add(bump(2));
    queue.add(bump(1, 'undone'));
    // The first is on its way: the others wait for it.
    expect(sent).toEqual(['done 1']);
    expect(queue.entries().map((e) => e.state)).toEqual(['queued', 'queued', 'queued']);
    release();
    await idle();
    expect(sent).toEqual(['done 1', 'done 2', 'undone 1']);
    expect(settle).toHaveBeenCalledTimes(1);
    // Read back: nothing is pending any more.
    expect(queue.entries()).toEqual([]);
  });

  it('keeps the taps through a network loss and sends them, in order, when the connection is back', async () => {
    let down = true;
    const { queue, sent, connection, refusals, settle } = setup(async () => {
      if (down) throw offline();
    });
    queue.add(bump(1));
    await idle();
    queue.add(bump(2));
    await idle();
    // Tried once, then it waits: nothing dropped, nothing sent twice while down.
    expect(sent).toEqual(['done 1']);
    expect(connection).toEqual([false]);
    expect(queue.waiting()).toBe(true);
    expect(queue.entries().map((e) => e.lineId)).toEqual([1, 2]);

    down = false;
    await queue.resume();
    expect(sent).toEqual(['done 1', 'done 1', 'done 2']);
    expect(connection.at(-1)).toBe(true);
    expect(refusals).toEqual([]);
    expect(settle).toHaveBeenCalledTimes(1);
    expect(queue.entries()).toEqual([]);
  });

  it('drops a tap the server refuses and reports it, and goes on with the next', async () => {
    const { queue, sent, refusals } = setup(async (b) => {
      if (b.lineId === 1) throw refused();
    });
    queue.add(bump(1));
    queue.add(bump(2));
    await idle();
    expect(sent).toEqual(['done 1', 'done 2']);
    expect(refusals.map(([b]) => b.lineId)).toEqual([1]);
    expect(refusals[0]?.[1]).toMatchObject({ status: 409, message: 'The order was cancelled.' });
    expect(queue.entries()).toEqual([]);
  });

  it('keeps what went through on the screen until the tickets could be read again', async () => {
    let reachable = false;
    const settle = vi.fn(async () => {
      if (!reachable) throw offline();
    });
    const queue = createBumpQueue({
      send: async () => {},
      isConnectionFailure,
      settle,
      onRefused: () => {},
    });
    queue.add(bump(1));
    await idle();
    expect(queue.entries().map((e) => e.state)).toEqual(['sent']);
    reachable = true;
    await queue.resume();
    expect(queue.entries()).toEqual([]);
  });

  it('counts a proxy’s 502/503/504 as the connection’s failure, other answers as the server’s', () => {
    for (const status of [0, 502, 503, 504]) {
      expect(isConnectionFailure(new ApiError({ status, error: 'x', message: 'x' }))).toBe(true);
    }
    for (const status of [400, 404, 409, 422, 500]) {
      expect(isConnectionFailure(new ApiError({ status, error: 'x', message: 'x' }))).toBe(false);
    }
    expect(isConnectionFailure(new Error('x'))).toBe(false);
  });
});

describe('the tickets with the taps not yet read back', () => {
  const ticket = (orderId: string, startAt: string, lines: [number, string | null][]): TKitchenTicket => ({
    orderId,
    orderNumber: 7,
    kind: 'MENU',
    orderType: 'TAKEAWAY',
    dueAt: startAt,
    startAt,
    notes: null,
    items: lines.map(([lineId, doneAt]) => ({
      lineId,
      name: `Dish ${lineId}`,
      quantity: 1,
      options: [],
      doneAt,
    })),
  });
  const pending = (b: TBump, seq: number) => ({ ...b, seq, state: 'queued' as const });

  it('applies bumps and recalls in order, and brings a recalled ticket back at its place', () => {
    const a = ticket('a', '2026-11-29T17:00:00.000Z', [
      [1, null],
      [2, null],
    ]);
    const c = ticket('c', '2026-11-29T17:30:00.000Z', [[5, null]]);
    const recalled = ticket('b', '2026-11-29T17:10:00.000Z', [[3, '2026-11-29T17:40:00.000Z']]);
    const shown = withPendingBumps(
      [a, c],
      [
        pending(bump(1), 1),
        pending(bump(2), 2),
        pending(bump(2, 'undone'), 3),
        pending({ ...bump(3, 'undone'), ticket: recalled }, 4),
      ],
    );
    expect(shown.map((t) => t.orderId)).toEqual(['a', 'b', 'c']);
    expect(shown[0]?.items.map((i) => i.doneAt)).toEqual([AT, null]);
    expect(shown[1]?.items.map((i) => i.doneAt)).toEqual([null]);
  });

  it('does not bring back a finished card for a bump of it', () => {
    const finished = ticket('a', '2026-11-29T17:00:00.000Z', [[1, null]]);
    expect(withPendingBumps([], [pending({ ...bump(1), ticket: finished }, 1)])).toEqual([]);
  });
});
