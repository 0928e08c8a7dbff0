import { LANGUAGES, LOCALE_OF } from '@app/shared/languages';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { argumentsOf, CATALOG_DIRS, readCatalog } from '@test/catalogs';
import { describe, expect, it } from 'vitest';
import { compilePlurals, pluralValues } from './plurals';

const COUNTS = [0, 1, 2, 3, 4, 5, 7, 11, 21, 22, 100, 101, 999, 1000, 1234, 12345.5, 1.5, -1];

describe('plurals without Intl.NumberFormat', () => {
  it('reads every plural of every catalogue exactly as Lingui does, in every language', () => {
    let checked = 0;
    for (const dir of CATALOG_DIRS) {
      for (const language of LANGUAGES) {
        const file = `${dir}/${language}.json`;
        const catalog = readCatalog(dir, language);
        const locale = LOCALE_OF[language];
        const original = setupI18n();
        const rewritten = setupI18n();
        for (const [key, message] of Object.entries(catalog)) {
          if (!/\b(plural|selectordinal)\b/.test(message)) continue;
          const compiled = compileMessage(message);
          original.load(language, { [key]: compiled });
          rewritten.load(language, { [key]: compilePlurals(compiled) });
          original.activate(language, [locale]);
          rewritten.activate(language, [locale]);
          const args = argumentsOf(compiled);
          for (const count of COUNTS) {
            const values = Object.fromEntries(
              [...args].map(([name, counted]) => [name, counted ? count : `‹${name}›`]),
            );
            expect(rewritten._(key, pluralValues(values, locale)), `${file} ${key} ${count}`).toBe(
              original._(key, values),
            );
            checked++;
          }
        }
      }
    }
    // The catalogues have plurals (the cart's count, the menu's search results…): they were all read.
    expect(checked).toBeGreaterThan(100);
  });

  it('selects exact cases, categories and nested plurals', () => {
    const message = compileMessage(
      '{count, plural, =0 {none} one {# dish{extra, plural, one { and # side} other { and # sides}}} other {# dishes}}',
    );
    const i18n = setupI18n();
    i18n.load('en', { m: compilePlurals(message) });
    i18n.activate('en', ['en-CH']);
    const say = (values: Record<string, number>) => i18n._('m', pluralValues(values, 'en-CH'));
    expect(say({ count: 0, extra: 1 })).toBe('none');
    expect(say({ count: 1, extra: 1 })).toBe('1 dish and 1 side');
    expect(say({ count: 1, extra: 3 })).toBe('1 dish and 3 sides');
    expect(say({ count: 1500, extra: 0 })).toBe(`${new Intl.NumberFormat('en-CH').format(1500)} dishes`);
  });

  it('leaves messages without plurals and values without numbers as they are', () => {
    const plain = compileMessage('Hello {name}');
    expect(compilePlurals(plain)).toEqual(plain);
    const values = { name: 'Ana' };
    expect(pluralValues(values, 'de-CH')).toBe(values);
    expect(pluralValues(undefined, 'de-CH')).toBeUndefined();
  });

  it('refuses an offset, which the rewritten form cannot express', () => {
    expect(() => compilePlurals(compileMessage('{n, plural, offset:1 one {#} other {# more}}'))).toThrow(
      /offset/,
    );
  });
});
