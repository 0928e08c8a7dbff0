import { HEARTBEAT_SECONDS, type TScreenHeartbeat } from '@app/shared/unseen';
import { useEffect, useRef } from 'react';
import { requestAlertsRefresh } from '@/features/alerts/public';
import { sendHeartbeat } from '@/features/incoming/api/send-heartbeat';
import { isThisScreenOnline, setThisScreenOnline } from '@/features/incoming/screen-online';

/**
 * Reports this incoming screen every HEARTBEAT_SECONDS while it is open (issue 24), at once when it
 * opens and whenever its name or sound state changes. It keeps beating while the tab is in the
 * background: it is the kitchen's tablet, and a hidden tab still rings. A tab coming back to the front
 * beats at once, since the browser may have slowed its timers meanwhile.
 */
export function useHeartbeat(beat: TScreenHeartbeat): void {
  const latest = useRef(beat);
  latest.current = beat;
  const { screenId, name, soundReady, muted } = beat;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of any part of the state beats at once and restarts the interval
  useEffect(() => {
    let stopped = false;
    const send = () => {
      sendHeartbeat(latest.current).then(
        () => {
          if (stopped) return;
          // The first beat that goes through makes this screen online: the banner should know now.
          const wasOffline = !isThisScreenOnline();
          setThisScreenOnline(true);
          if (wasOffline) requestAlertsRefresh();
        },
        () => {
          if (!stopped) setThisScreenOnline(false);
        },
      );
    };
    send();
    const timer = setInterval(send, HEARTBEAT_SECONDS * 1000);
    const onVisible = () => {
      if (document.visibilityState === 'visible') send();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', send);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', send);
    };
  }, [screenId, name, soundReady, muted]);

  // Leaving the screen: this page is no longer an incoming screen.
  useEffect(() => () => setThisScreenOnline(false), []);
}
