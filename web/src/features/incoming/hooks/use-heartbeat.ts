import { HEARTBEAT_SECONDS, type TScreenHeartbeat } from '@app/shared/unseen';
import { useEffect, useRef } from 'react';
import { requestAlertsRefresh } from '@/features/alerts/public';
import { sendHeartbeat } from '@/features/incoming/api/send-heartbeat';
import { startTicker } from '@/features/incoming/heartbeat-ticker';
import { isThisScreenOnline, setThisScreenOnline } from '@/features/incoming/screen-online';

/**
 * Reports this incoming screen every HEARTBEAT_SECONDS while it is open, at once when it
 * opens and whenever its name or sound state changes. It keeps beating while the tab is in the
 * background: it is the kitchen's tablet, and a hidden tab still rings. Its clock runs in a worker, whose
 * timers a browser does not slow in a background tab as it does the page's (heartbeat-ticker.ts); a tab
 * coming back to the front beats at once all the same.
 *
 * One report at a time: two in flight could arrive in the wrong order (the click that unlocks the sound
 * and the one that saves the name come a moment apart), and the older state would win. A change while
 * one is on its way is sent, with the state as it is then, when that one has answered.
 */
const PERIOD_MS = HEARTBEAT_SECONDS * 1000;
/** Ticks of the two clocks a little apart still count as one period. */
const TICK_SLACK_MS = 2_000;

export function useHeartbeat(beat: TScreenHeartbeat): void {
  const latest = useRef(beat);
  latest.current = beat;
  const flight = useRef({ busy: false, again: false, mounted: false, sentAt: 0 });
  const sendRef = useRef<() => void>(() => {});
  sendRef.current = () => {
    const state = flight.current;
    if (state.busy) {
      state.again = true;
      return;
    }
    state.busy = true;
    state.sentAt = Date.now();
    sendHeartbeat(latest.current)
      .then(
        () => {
          if (!state.mounted) return;
          // The first beat that goes through makes this screen online: the banner should know now.
          const wasOffline = !isThisScreenOnline();
          setThisScreenOnline(true);
          if (wasOffline) requestAlertsRefresh();
        },
        () => {
          if (state.mounted) setThisScreenOnline(false);
        },
      )
      .finally(() => {
        state.busy = false;
        if (state.again && state.mounted) {
          state.again = false;
          sendRef.current();
        }
      });
  };

  // While mounted its answers count; leaving the screen, this page is no longer an incoming screen.
  useEffect(() => {
    const state = flight.current;
    state.mounted = true;
    return () => {
      state.mounted = false;
      state.again = false;
      setThisScreenOnline(false);
    };
  }, []);

  const { screenId, name, soundReady, muted } = beat;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of any part of the state beats at once and restarts the interval
  useEffect(() => {
    const send = () => sendRef.current();
    // The worker's and the page's clocks both tick: a tick this soon after a report is the other's.
    const tick = () => {
      if (Date.now() - flight.current.sentAt >= PERIOD_MS - TICK_SLACK_MS) send();
    };
    send();
    const stop = startTicker(PERIOD_MS, tick);
    const onVisible = () => {
      if (document.visibilityState === 'visible') send();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', send);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', send);
    };
  }, [screenId, name, soundReady, muted]);
}
