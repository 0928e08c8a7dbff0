/**
 * localStorage that never throws: private browsing, a full quota or disabled storage must not break
 * ordering. Without storage the cart simply lives for the page's lifetime.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing sensible to do: the in-memory cart keeps working.
  }
}
