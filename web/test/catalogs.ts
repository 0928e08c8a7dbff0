import fs from 'node:fs';
import path from 'node:path';
import type { TLanguage } from '@app/shared/languages';

const root = path.resolve(import.meta.dirname, '../..');

/** Every message catalogue the browser shows texts from: the public and admin areas, the shared one. */
export const CATALOG_DIRS = [
  'web/src/i18n/messages/public',
  'web/src/i18n/messages/admin',
  'shared/src/i18n/messages',
] as const;

/** One language's catalogue of `dir` (a path from the repository's root), key → ICU message. */
export function readCatalog(dir: string, language: TLanguage): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(root, dir, `${language}.json`), 'utf8')) as Record<
    string,
    string
  >;
}

/**
 * The arguments of a message as Lingui's compiler gives it, and which of them are counted (a plural's
 * or a number's: they get numbers in the tests).
 */
export function argumentsOf(tokens: unknown, found = new Map<string, boolean>()): Map<string, boolean> {
  if (!Array.isArray(tokens)) return found;
  for (const token of tokens) {
    if (!Array.isArray(token)) continue;
    const [name, type, cases] = token as [string, string?, Record<string, unknown>?];
    const counted = type === 'plural' || type === 'selectordinal' || type === 'number';
    found.set(name, (found.get(name) ?? false) || counted);
    for (const value of Object.values(cases ?? {})) argumentsOf(value, found);
  }
  return found;
}
