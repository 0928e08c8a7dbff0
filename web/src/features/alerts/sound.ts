/**
 * Alert sounds made with the Web Audio API (no audio files). Browsers only let a page make sound after
 * the person has interacted with it, so the audio starts on the first pointer or key press; before
 * that, and where there is no Web Audio at all, every call is silently a no-op.
 */

type TAudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;
let unlocked = false;
const listeners = new Set<() => void>();

function audioContextClass(): TAudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as {
    AudioContext?: TAudioContextClass;
    webkitAudioContext?: TAudioContextClass;
  };
  return w.AudioContext ?? w.webkitAudioContext;
}

/** Whether this browser can make the sounds at all. */
export function isSoundSupported(): boolean {
  return audioContextClass() !== undefined;
}

/** True once the person has interacted with the page and sound may play. */
export function isSoundUnlocked(): boolean {
  return unlocked;
}

/** Called when sound becomes possible; returns the unsubscribe function. */
export function onSoundUnlocked(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function unlock(): void {
  const Ctor = audioContextClass();
  if (!Ctor || unlocked) return;
  try {
    context ??= new Ctor();
    void context.resume().catch(() => {});
    unlocked = true;
    for (const listener of listeners) listener();
  } catch {
    context = null;
  }
}

let installed = false;

/** Waits for the first interaction (once per page) to start the audio. */
export function installSoundUnlock(): void {
  if (installed || typeof window === 'undefined' || !isSoundSupported()) return;
  installed = true;
  const onInteraction = () => {
    unlock();
    if (unlocked) {
      window.removeEventListener('pointerdown', onInteraction, true);
      window.removeEventListener('keydown', onInteraction, true);
    }
  };
  window.addEventListener('pointerdown', onInteraction, true);
  window.addEventListener('keydown', onInteraction, true);
}

function tone(ctx: AudioContext, frequency: number, start: number, duration: number): void {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + duration + 0.05);
}

/** 'alert': a short two-note chime (the badge rose). 'incoming': a brighter three-note ring. */
export function playSound(kind: 'alert' | 'incoming'): void {
  if (!unlocked || !context) return;
  try {
    const now = context.currentTime;
    const notes = kind === 'alert' ? [660, 880] : [880, 1175, 1480];
    notes.forEach((frequency, index) => {
      if (context) tone(context, frequency, now + index * 0.16, 0.22);
    });
  } catch {
    // A broken audio device must never break the screen.
  }
}
