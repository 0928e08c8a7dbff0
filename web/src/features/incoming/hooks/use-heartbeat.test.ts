import { HEARTBEAT_SECONDS } from '@app/shared/unseen';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendHeartbeat } from '@/features/incoming/api/send-heartbeat';
import { isThisScreenOnline } from '@/features/incoming/screen-online';
import { useHeartbeat } from './use-heartbeat';

vi.mock('@/features/incoming/api/send-heartbeat', () => ({ sendHeartbeat: vi.fn() }));
const send = vi.mocked(sendHeartbeat);

const BEAT = { screenId: 'kitchen0001', name: 'Kitchen tablet', soundReady: false, muted: false };

/** Lets the heartbeat's promise settle under fake timers. */
const settle = () => act(async () => {});

describe('useHeartbeat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    send.mockReset();
    send.mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('beats at once, then every HEARTBEAT_SECONDS, and stops when the screen closes', async () => {
    const { unmount } = renderHook(() => useHeartbeat(BEAT));
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenLastCalledWith(BEAT);
    expect(isThisScreenOnline()).toBe(true);

    await act(async () => vi.advanceTimersByTimeAsync(HEARTBEAT_SECONDS * 1000 - 1));
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(send).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTimeAsync(HEARTBEAT_SECONDS * 1000 * 3));
    expect(send).toHaveBeenCalledTimes(5);

    unmount();
    expect(isThisScreenOnline()).toBe(false);
    await act(async () => vi.advanceTimersByTimeAsync(HEARTBEAT_SECONDS * 1000 * 3));
    expect(send).toHaveBeenCalledTimes(5);
  });

  it('beats at once when the sound is unlocked or muted, with the new state', async () => {
    const { rerender, unmount } = renderHook((beat) => useHeartbeat(beat), { initialProps: BEAT });
    await settle();
    expect(send).toHaveBeenCalledTimes(1);

    rerender({ ...BEAT, soundReady: true });
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith({ ...BEAT, soundReady: true });

    rerender({ ...BEAT, soundReady: true, muted: true });
    await settle();
    expect(send).toHaveBeenLastCalledWith({ ...BEAT, soundReady: true, muted: true });

    // The interval starts again from the change: one beat a period later, not two.
    await act(async () => vi.advanceTimersByTimeAsync(HEARTBEAT_SECONDS * 1000));
    expect(send).toHaveBeenCalledTimes(4);
    unmount();
  });

  it('keeps beating while the tab is hidden, and beats at once when it comes back to the front', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { unmount } = renderHook(() => useHeartbeat(BEAT));
    await settle();
    document.dispatchEvent(new Event('visibilitychange'));
    await act(async () => vi.advanceTimersByTimeAsync(HEARTBEAT_SECONDS * 1000 * 2));
    expect(send).toHaveBeenCalledTimes(3);

    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(send).toHaveBeenCalledTimes(4);
    visibility.mockRestore();
    unmount();
  });

  it('is not online while its beats fail, and is again after one goes through', async () => {
    send.mockRejectedValue(new Error('offline'));
    const { unmount } = renderHook(() => useHeartbeat(BEAT));
    await settle();
    expect(isThisScreenOnline()).toBe(false);

    send.mockResolvedValue(undefined);
    await act(async () => vi.advanceTimersByTimeAsync(HEARTBEAT_SECONDS * 1000));
    await settle();
    expect(isThisScreenOnline()).toBe(true);
    unmount();
  });

  it('sends one report at a time: changes made while one is on its way follow it, as they are then', async () => {
    let answer: (() => void) | undefined;
    send.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          answer = resolve;
        }),
    );
    const { rerender, unmount } = renderHook((beat) => useHeartbeat(beat), { initialProps: BEAT });
    rerender({ ...BEAT, soundReady: true });
    rerender({ ...BEAT, soundReady: true, name: 'Kitchen' });
    await settle();
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => answer?.());
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith({ ...BEAT, soundReady: true, name: 'Kitchen' });
    await act(async () => answer?.());
    expect(send).toHaveBeenCalledTimes(2);
    unmount();
  });
});
