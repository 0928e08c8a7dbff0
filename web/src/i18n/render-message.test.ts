import { LANGUAGES, LOCALE_OF } from '@app/shared/languages';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { argumentsOf, CATALOG_DIRS, readCatalog } from '@test/catalogs';
import { describe, expect, it } from 'vitest';
import { compilePlurals, pluralValues } from './plurals';
import { renderMessage, type TCompiledMessage } from './render-message';

describe('renderMessage', () => {
  it('shows every message of every catalogue in every language as Lingui does', () => {
    let checked = 0;
    for (const dir of CATALOG_DIRS) {
      for (const language of LANGUAGES) {
        const locale = LOCALE_OF[language];
        // The reference: Lingui's runtime with the messages as its compiler gives them, plurals and all.
        const lingui = setupI18n();
        const messages = Object.entries(readCatalog(dir, language)).map(
          ([key, message]) => [key, compileMessage(message)] as const,
        );
        lingui.load(language, Object.fromEntries(messages));
        lingui.activate(language, [locale]);
        for (const [key, compiled] of messages) {
          // What the browser gets: plurals rewritten into selects (the build, plurals.ts).
          const shown = compilePlurals(compiled) as TCompiledMessage;
          const args = [...argumentsOf(compiled)];
          // Counts are always given (a plural's count is never missing in a screen's call); every other
          // argument as a name, missing, or one of a select's cases or an unknown value.
          const counts = (count: number) =>
            Object.fromEntries(args.filter(([, counted]) => counted).map(([name]) => [name, count]));
          const variants: Record<string, string | number>[] = [counts(1)];
          for (const count of [0, 1, 2, 5, 21, 1234.5]) {
            variants.push(
              Object.fromEntries(args.map(([name, counted]) => [name, counted ? count : `v${count}`])),
            );
          }
          for (const [name, counted] of args) {
            if (counted) continue;
            for (const value of ['other', 'MENU', 'DELIVERY']) variants.push({ ...counts(2), [name]: value });
          }
          for (const values of variants) {
            expect(renderMessage(shown, pluralValues(values, locale)), `${dir} ${language} ${key}`).toBe(
              lingui._(key, values),
            );
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it('fills placeholders, picks a case or the other, and leaves out a missing value', () => {
    const message: TCompiledMessage = [
      'Hi ',
      ['name'],
      ', ',
      ['kind', 'select', { MENU: 'menu', other: ['x', ['n']] }],
    ];
    expect(renderMessage(message, { name: 'Ana', kind: 'MENU' })).toBe('Hi Ana, menu');
    expect(renderMessage(message, { kind: 'BUFFET', n: 3 })).toBe('Hi , x3');
    expect(renderMessage('caf\\u00e9')).toBe('café');
  });
});
