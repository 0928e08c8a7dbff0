import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveEvents, LIVE_RETRY_MS } from './live-events';

/** A stand-in for the browser's EventSource (jsdom has none): records its URL and lets the test emit. */
class FakeSource {
  static opened: FakeSource[] = [];
  readyState = 1;
  closed = false;
  onerror: ((ev: Event) => unknown) | null = null;
  private handlers = new Map<string, ((ev: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(type: string, handler: (ev: MessageEvent<string>) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: string) {
    for (const handler of this.handlers.get(type) ?? []) handler(new MessageEvent(type, { data }));
  }
  refuse() {
    this.readyState = 2;
    this.onerror?.(new Event('error'));
  }
}

const open = (url: string) => new FakeSource(url) as unknown as EventSource;
const event = {
  type: 'order.created',
  subject: 'MENU',
  id: 'abc',
  status: 'NEW',
  paymentStatus: 'NOT_REQUIRED',
  at: '2026-11-23T12:00:00.000Z',
};

afterEach(() => {
  FakeSource.opened = [];
  vi.useRealTimers();
});

describe('live events', () => {
  it('shares one connection to /api/admin/events between listeners and closes it with the last', () => {
    const live = createLiveEvents(open);
    const a = vi.fn();
    const b = vi.fn();
    const stopA = live.subscribe(a);
    const stopB = live.subscribe(b);
    expect(FakeSource.opened).toHaveLength(1);
    expect(FakeSource.opened[0]?.url).toBe('/api/admin/events');

    FakeSource.opened[0]?.emit('order.created', JSON.stringify(event));
    expect(a).toHaveBeenCalledWith(event);
    expect(b).toHaveBeenCalledWith(event);

    stopA();
    expect(FakeSource.opened[0]?.closed).toBe(false);
    stopB();
    expect(FakeSource.opened[0]?.closed).toBe(true);
  });

  it('opens the stream it is given: the kitchen display’s, for a kitchen account', () => {
    const live = createLiveEvents(open, '/api/kitchen/events');
    const listener = vi.fn();
    live.subscribe(listener);
    expect(FakeSource.opened.map((source) => source.url)).toEqual(['/api/kitchen/events']);
    FakeSource.opened[0]?.emit('order.kitchen', JSON.stringify({ ...event, type: 'order.kitchen' }));
    expect(listener).toHaveBeenCalledWith({ ...event, type: 'order.kitchen' });
  });

  it('ignores what it cannot read', () => {
    const live = createLiveEvents(open);
    const listener = vi.fn();
    live.subscribe(listener);
    FakeSource.opened[0]?.emit('order.created', 'not json');
    FakeSource.opened[0]?.emit('order.created', JSON.stringify({ ...event, type: 'something.else' }));
    expect(listener).not.toHaveBeenCalled();
  });

  it('a refused stream (signed out, server restarting) is tried again later, not in a loop', () => {
    vi.useFakeTimers();
    const live = createLiveEvents(open);
    live.subscribe(() => {});
    FakeSource.opened[0]?.refuse();
    expect(FakeSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(LIVE_RETRY_MS - 1);
    expect(FakeSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSource.opened).toHaveLength(2);
  });

  it('without EventSource the screens simply keep polling', () => {
    const live = createLiveEvents(() => {
      throw new Error('EventSource is not supported');
    });
    expect(() => live.subscribe(() => {})).not.toThrow();
  });
});
