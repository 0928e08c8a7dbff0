import { tAdmin } from '@/i18n/i18n';
import { readStorage, writeStorage } from '@/lib/browser-storage';

/**
 * Who this incoming screen is: a random id and the device's name, kept in this browser's
 * storage so a reload or a restart of the tablet reports the same screen, and its own mute switch.
 */
const ID_KEY = 'incoming.screenId';
const NAME_KEY = 'incoming.screenName';
const MUTED_KEY = 'incoming.muted';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomId(length = 16): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** This browser's screen id (8 to 64 URL-safe characters, as the heartbeat's schema wants), made once. */
export function screenId(): string {
  const stored = readStorage(ID_KEY);
  if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored;
  const id = randomId();
  writeStorage(ID_KEY, id);
  return id;
}

/** 'Tablet', 'Tablette'… and the id's first four characters until staff name the device. */
export function defaultScreenName(id = screenId()): string {
  return tAdmin('screen.defaultName', { code: id.slice(0, 4).toUpperCase() });
}

/** The name staff gave this device, or null when they have not yet (the screen then asks once). */
export function storedScreenName(): string | null {
  const name = readStorage(NAME_KEY)?.trim();
  return name ? name : null;
}

export function storeScreenName(name: string): void {
  writeStorage(NAME_KEY, name.trim());
}

export function storedMuted(): boolean {
  return readStorage(MUTED_KEY) === 'true';
}

export function storeMuted(muted: boolean): void {
  writeStorage(MUTED_KEY, String(muted));
}
