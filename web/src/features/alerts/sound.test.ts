import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the Web Audio API that counts the tones played. */
function fakeAudioContext() {
  const started: number[] = [];
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    resume = vi.fn(async () => {});
    createOscillator() {
      return {
        type: 'sine',
        frequency: { value: 0 },
        connect: (node: unknown) => node,
        start: (at: number) => started.push(at),
        stop: () => {},
      };
    }
    createGain() {
      const gain = {
        gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
        connect: (node: unknown) => node,
      };
      return gain;
    }
  }
  return { FakeAudioContext, started };
}

async function freshSoundModule() {
  vi.resetModules();
  return import('./sound');
}

describe('alert sounds', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('stays silent until the first interaction, then plays', async () => {
    const { FakeAudioContext, started } = fakeAudioContext();
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const sound = await freshSoundModule();
    const unlocked = vi.fn();
    sound.onSoundUnlocked(unlocked);
    sound.installSoundUnlock();

    sound.playSound('alert');
    expect(started).toEqual([]);
    expect(sound.isSoundUnlocked()).toBe(false);

    window.dispatchEvent(new Event('pointerdown'));
    expect(sound.isSoundUnlocked()).toBe(true);
    expect(unlocked).toHaveBeenCalledTimes(1);
    sound.playSound('alert');
    expect(started).toHaveLength(2);
    sound.playSound('incoming');
    expect(started).toHaveLength(5);
  });

  it('does nothing, and never throws, without Web Audio', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const sound = await freshSoundModule();
    expect(sound.isSoundSupported()).toBe(false);
    sound.installSoundUnlock();
    window.dispatchEvent(new Event('keydown'));
    expect(sound.isSoundUnlocked()).toBe(false);
    expect(() => sound.playSound('incoming')).not.toThrow();
  });
});
