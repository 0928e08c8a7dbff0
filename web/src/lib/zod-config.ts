import type { TLanguage } from '@app/shared/languages';
import { z } from 'zod/mini';
import { currentLanguage, subscribeLanguage } from '@/i18n/i18n';

// Imported first by main.tsx, before any schema is built. Zod compiles object parsers with
// `new Function` when it may; probing whether it may is itself reported by the browser as a
// Content-Security-Policy violation (script-src has no 'unsafe-eval', so the probe always fails).
// Without JIT, zod skips the probe and parses exactly as it already did under our policy.
z.config({ jitless: true });
// The schemas use zod/mini, which unlike zod's classic API loads no locale: without one, a check with
// no message of its own would say just 'Invalid input' (a 101-character user name on /login says 'Too
// big: expected string to have <=100 characters', as the server does). Zod's messages follow the
// chosen language; each locale (about 1.2 kB gzipped) is its own chunk, fetched after the first paint
// (main.tsx; no form validates before it) and with every language chosen later. Our schemas' own messages are keys of the shared catalogue.
const ZOD_LOCALES: Record<TLanguage, () => Promise<{ default: () => Partial<z.core.$ZodConfig> }>> = {
  de: () => import('zod/v4/locales/de.js'),
  fr: () => import('zod/v4/locales/fr.js'),
  it: () => import('zod/v4/locales/it.js'),
  en: () => import('zod/v4/locales/en.js'),
};

let configured: TLanguage | null = null;
let wanted = false;

/**
 * Zod's own messages in the current language (or `language`), and in every language chosen later;
 * resolves once they are configured.
 */
export async function applyZodLocale(language: TLanguage = currentLanguage()): Promise<void> {
  wanted = true;
  if (language === configured) return;
  configured = language;
  try {
    const locale = await ZOD_LOCALES[language]();
    if (configured === language) z.config(locale.default());
  } catch {
    // The previous language's messages remain: better than none.
  }
}

subscribeLanguage(() => {
  if (wanted) void applyZodLocale();
});
