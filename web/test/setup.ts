import '@testing-library/jest-dom/vitest';
// Zod configured as main.tsx configures it (no JIT, English messages), before any schema is built.
import '@/lib/zod-config';
import { format } from 'node:util';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { PUBLIC_AREAS } from '@/i18n/catalogs';
import { changeLanguage, loadNamespace } from '@/i18n/i18n';
import { applyZodLocale } from '@/lib/zod-config';

// Screens speak English in tests unless a test switches: the spec's texts, word for word. Every area
// is loaded (a page loads its own in the app, with its route).
await changeLanguage('en', { remember: false });
for (const area of [...PUBLIC_AREAS, 'validation', 'admin'] as const) await loadNamespace(area);
await applyZodLocale('en');

// findBy*/waitFor give up after this long; whole-app renders need more than 1 s when the machine is busy.
configure({ asyncUtilTimeout: 5_000 });

// Tests fail on an unexpected console.error (React warnings, act() warnings, failed prop types...).
// A test that expects one replaces the spy's implementation: vi.mocked(console.error).mockImplementation(...).
let unexpectedErrors: string[] = [];

beforeEach(() => {
  unexpectedErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = format(...args);
    unexpectedErrors.push(message);
    throw new Error(`Unexpected console.error: ${message}`);
  });
});

afterEach(() => {
  cleanup();
  // React may swallow the throw above (for example inside an effect): fail the test here as well.
  const errors = unexpectedErrors;
  unexpectedErrors = [];
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error during the test:\n${errors.join('\n')}`);
  }
});

// jsdom lacks these browser APIs; Mantine reads matchMedia and ResizeObserver, the layout scrolls.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}

Object.defineProperty(window, 'scrollTo', { writable: true, configurable: true, value: () => {} });
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}
