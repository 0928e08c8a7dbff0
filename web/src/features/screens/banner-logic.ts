import type { TScreenAlert } from '@app/shared/unseen';

export interface TScreenBanner {
  /** "No incoming screen is online": open now and none reported itself within SCREEN_ONLINE_SECONDS. */
  noScreen: boolean;
  /** Online ordering is paused by itself until a screen is back. */
  autoPaused: boolean;
}

/**
 * What the banner on every admin page says, or null for nothing: from the alerts' `screens`,
 * left out on an incoming screen whose own heartbeat went through (it is online by definition, whatever
 * the last alerts said).
 */
export function screenBanner(
  screens: TScreenAlert | undefined,
  thisScreenOnline: boolean,
): TScreenBanner | null {
  if (!screens || thisScreenOnline) return null;
  const noScreen = screens.openNow && screens.online === 0;
  const autoPaused = screens.autoPaused;
  return noScreen || autoPaused ? { noScreen, autoPaused } : null;
}
