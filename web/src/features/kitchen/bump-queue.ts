import type { TKitchenTicket } from '@app/shared/kitchen';

/** A cook's tap: a line done (bumped) or undone (recalled). */
export type TBumpAction = 'done' | 'undone';

export interface TBump {
  /** The station whose display the tap was made on. */
  stationId: number;
  lineId: number;
  action: TBumpAction;
  /** When the cook tapped: the line shows as done from then on. */
  at: string;
  /** The tapped line's ticket: a recalled one shows again at once, before the server's list has it back. */
  ticket?: TKitchenTicket;
}

export interface TPendingBump extends TBump {
  /** Order of the taps; they reach the server in this order. */
  seq: number;
  /** queued: not sent yet (or sent while offline); sent: accepted, until the tickets are read again. */
  state: 'queued' | 'sent';
}

export interface TBumpQueueOptions {
  send: (bump: TBump) => Promise<void>;
  /** Whether a failure was the connection's (kept and sent again later) rather than the server's refusal. */
  isConnectionFailure: (error: unknown) => boolean;
  /** Reads the tickets again once bumps went through, so the screen shows the server's own state. */
  settle: () => Promise<void>;
  /** The server refused a bump: it is dropped (the screen reverts it) and the cook is told. */
  onRefused: (bump: TBump, error: unknown) => void;
  /** Whether the last attempt reached the server. */
  onConnection?: (online: boolean) => void;
}

/**
 * The cooks' taps, shown at once and sent one after the other in the order they were made. Through a
 * network loss they wait (the screen keeps showing them) and go when the connection is back (`resume`);
 * a tap the server refuses is dropped and reported. A sent tap stays in the list until the tickets have
 * been read again, so a card does not flash back between the server's answer and the next read.
 */
export function createBumpQueue(options: TBumpQueueOptions) {
  let entries: TPendingBump[] = [];
  let nextSeq = 1;
  let flushing = false;
  // Set after a connection failure: nothing is tried again until `resume`.
  let stalled = false;
  const listeners = new Set<() => void>();

  const changed = () => {
    for (const listener of listeners) listener();
  };
  const drop = (gone: readonly TPendingBump[]) => {
    entries = entries.filter((entry) => !gone.includes(entry));
    changed();
  };

  async function flush(): Promise<void> {
    if (flushing || stalled) return;
    flushing = true;
    try {
      for (;;) {
        const next = entries.find((entry) => entry.state === 'queued');
        if (!next) break;
        try {
          await options.send(next);
        } catch (error) {
          if (options.isConnectionFailure(error)) {
            stalled = true;
            options.onConnection?.(false);
            return;
          }
          drop([next]);
          options.onRefused(next, error);
          continue;
        }
        options.onConnection?.(true);
        entries = entries.map((entry) => (entry === next ? { ...entry, state: 'sent' } : entry));
        changed();
      }
      const sent = entries.filter((entry) => entry.state === 'sent');
      if (sent.length === 0) return;
      try {
        await options.settle();
      } catch (error) {
        if (options.isConnectionFailure(error)) {
          stalled = true;
          options.onConnection?.(false);
        }
        return;
      }
      drop(sent);
    } finally {
      flushing = false;
    }
    // Taps made while the last ones were on their way.
    if (entries.some((entry) => entry.state === 'queued')) void flush();
  }

  return {
    add(bump: TBump): void {
      entries = [...entries, { ...bump, seq: nextSeq++, state: 'queued' }];
      changed();
      void flush();
    },
    /** The connection may be back: send what waits. */
    resume(): Promise<void> {
      stalled = false;
      return flush();
    },
    entries(): readonly TPendingBump[] {
      return entries;
    },
    /** Whether taps wait for the connection. */
    waiting(): boolean {
      return entries.some((entry) => entry.state === 'queued');
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type TBumpQueue = ReturnType<typeof createBumpQueue>;

/**
 * The tickets as the cook sees them: the server's, with the taps not yet read back applied in order
 * (a recalled ticket joins the list at its place by start time). Cards whose items are all done are
 * left to the caller to hide.
 */
export function withPendingBumps(
  tickets: readonly TKitchenTicket[],
  pending: readonly TPendingBump[],
): TKitchenTicket[] {
  let result = [...tickets];
  for (const bump of pending) {
    const holds = (ticket: TKitchenTicket) => ticket.items.some((item) => item.lineId === bump.lineId);
    if (!result.some(holds)) {
      // Only a recall brings a card back; a bump of a card the server no longer lists changes nothing.
      if (bump.action !== 'undone' || !bump.ticket) continue;
      if (result.some((ticket) => ticket.orderId === bump.ticket?.orderId)) continue;
      result = [...result, bump.ticket].sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
    }
    result = result.map((ticket) =>
      holds(ticket)
        ? {
            ...ticket,
            items: ticket.items.map((item) =>
              item.lineId === bump.lineId
                ? { ...item, doneAt: bump.action === 'done' ? bump.at : null }
                : item,
            ),
          }
        : ticket,
    );
  }
  return result;
}
