import { describe, expect, it } from 'vitest';
import { screenBanner } from './banner-logic';

const OPEN_NONE = { openNow: true, online: 0, autoPaused: false };

describe('the no-screen banner', () => {
  it('warns while the restaurant is open and no incoming screen is online', () => {
    expect(screenBanner(OPEN_NONE, false)).toEqual({ noScreen: true, autoPaused: false });
  });

  it('says nothing while a screen is online, while closed, or before the alerts answered', () => {
    expect(screenBanner({ ...OPEN_NONE, online: 1 }, false)).toBeNull();
    expect(screenBanner({ ...OPEN_NONE, openNow: false }, false)).toBeNull();
    expect(screenBanner(undefined, false)).toBeNull();
  });

  it('adds that ordering is paused by itself, and says so even when no longer open', () => {
    expect(screenBanner({ ...OPEN_NONE, autoPaused: true }, false)).toEqual({
      noScreen: true,
      autoPaused: true,
    });
    expect(screenBanner({ openNow: false, online: 0, autoPaused: true }, false)).toEqual({
      noScreen: false,
      autoPaused: true,
    });
  });

  it('is left out on an incoming screen that is online, whatever the last alerts said', () => {
    expect(screenBanner({ ...OPEN_NONE, autoPaused: true }, true)).toBeNull();
  });
});
