import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import {
  busyBannerText,
  busyBody,
  busyOffBody,
  changeText,
  pauseBody,
  pausedBannerText,
  resumeBody,
} from './service-status-logic';
import { formatServiceTime } from './service-time';

// Friday 27.11.2026, 19:00 in Zurich.
const now = new Date('2026-11-27T18:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
const OFF = { pausedUntil: null, pausedOrderTypes: [], extraMinutes: 0, extraUntil: null };

describe('service controls', () => {
  afterEach(async () => {
    await changeLanguage('en', { remember: false });
  });

  it('pauses the chosen order types for some minutes or until a time, keeping busy mode', () => {
    const busy = { ...OFF, extraMinutes: 15, extraUntil: later(60) };
    expect(pauseBody(busy, 'TAKEAWAY', { minutes: 30 }, now)).toEqual({
      pausedUntil: later(30),
      pausedOrderTypes: ['TAKEAWAY'],
      extraMinutes: 15,
      extraUntil: later(60),
    });
    expect(pauseBody(OFF, 'BOTH', { until: later(600) }, now)).toMatchObject({
      pausedUntil: later(600),
      pausedOrderTypes: ['DELIVERY', 'TAKEAWAY'],
    });
    expect(resumeBody({ ...busy, pausedUntil: later(5), pausedOrderTypes: ['DELIVERY'] }, now)).toEqual(busy);
  });

  it('starts and ends busy mode, keeping the pause; an ended part is sent as none', () => {
    const paused = { ...OFF, pausedUntil: later(15), pausedOrderTypes: ['DELIVERY' as const] };
    expect(busyBody(paused, 30, 120, now)).toEqual({ ...paused, extraMinutes: 30, extraUntil: later(120) });
    expect(busyOffBody({ ...paused, extraMinutes: 30, extraUntil: later(5) }, now)).toEqual(paused);
    // A pause that ended a minute ago is not sent again (the server would refuse a past end).
    expect(busyBody({ ...paused, pausedUntil: later(-1) }, 15, 30, now)).toEqual({
      ...OFF,
      extraMinutes: 15,
      extraUntil: later(30),
    });
  });

  it('says what is paused and until when; nothing once it has ended', () => {
    const state = { ...OFF, pausedUntil: later(45), pausedOrderTypes: ['DELIVERY' as const] };
    expect(pausedBannerText(state, now)).toBe('Online orders paused until 19:45 (Delivery)');
    expect(pausedBannerText(state, new Date(now.getTime() + 46 * 60_000))).toBeNull();
    expect(busyBannerText({ ...OFF, extraMinutes: 15, extraUntil: later(90) }, now)).toBe(
      'Busy: +15 min prep time until 20:30',
    );
    expect(busyBannerText(OFF, now)).toBeNull();
    // Not today: with the date, so tomorrow's opening is not read as tonight.
    expect(formatServiceTime('2026-11-28T16:00:00Z', now)).toBe('28.11.2026, 17:00');
  });

  it('words each change of the history', () => {
    const paused = {
      ...OFF,
      pausedUntil: later(30),
      pausedOrderTypes: ['DELIVERY' as const, 'TAKEAWAY' as const],
    };
    expect(changeText({ before: OFF, after: paused }, now)).toBe('Paused until 19:30 (Delivery, Takeaway)');
    expect(changeText({ before: paused, after: OFF }, now)).toBe('Orders resumed');
    const busy = { ...paused, extraMinutes: 15, extraUntil: later(60) };
    expect(changeText({ before: paused, after: busy }, now)).toBe('Busy mode +15 min until 20:00');
    expect(changeText({ before: busy, after: OFF }, now)).toBe('Orders resumed · Busy mode ended');
  });

  it('speaks German', async () => {
    await changeLanguage('de', { remember: false });
    const state = {
      ...OFF,
      pausedUntil: later(45),
      pausedOrderTypes: ['DELIVERY' as const],
      extraMinutes: 15,
      extraUntil: later(90),
    };
    expect(pausedBannerText(state, now)).toBe('Online-Bestellungen pausiert bis 19:45 (Lieferung)');
    expect(busyBannerText(state, now)).toBe('Stossbetrieb: +15 Min. Zubereitung bis 20:30');
    expect(changeText({ before: state, after: OFF }, now)).toBe(
      'Bestellungen fortgesetzt · Stossbetrieb beendet',
    );
  });
});
