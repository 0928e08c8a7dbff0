import { LOCALE_OF, type TLanguage } from '@app/shared/languages';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

export type TKeyedTranslate<TKey extends string> = (
  key: TKey,
  values?: Record<string, string | number>,
) => string;

/**
 * A catalogue keyed by names (`receipt.total`), English its source, as the emails' is: `of(language)`
 * gives the translator of one language, Lingui compiled at run time on first use (a few dozen messages).
 */
export function keyedCatalogue<TKey extends string>(catalogues: Record<TLanguage, Record<TKey, string>>) {
  const instances = new Map<TLanguage, I18n>();
  function i18nOf(language: TLanguage): I18n {
    let i18n = instances.get(language);
    if (!i18n) {
      i18n = setupI18n();
      i18n.setMessagesCompiler(compileMessage);
      i18n.load(language, catalogues[language]);
      i18n.activate(language, [LOCALE_OF[language]]);
      instances.set(language, i18n);
    }
    return i18n;
  }
  return {
    of(language: TLanguage): TKeyedTranslate<TKey> {
      const i18n = i18nOf(language);
      return (key, values) => i18n._(key, values);
    },
  };
}
