import { useSyncExternalStore } from 'react';

/**
 * Whether this page is an incoming screen whose last heartbeat went through. The admin
 * layout reads it to leave out the "No incoming screen is online" banner on the screen that is online.
 */
let online = false;
const listeners = new Set<() => void>();

export function setThisScreenOnline(next: boolean): void {
  if (online === next) return;
  online = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => online;

export function isThisScreenOnline(): boolean {
  return online;
}

export function useThisScreenOnline(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
