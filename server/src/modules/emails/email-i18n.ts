import type { TLanguage } from '@app/shared/languages';
import { LOCALE_OF } from '@app/shared/languages';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import de from '../../i18n/messages/emails/de.json';
import en from '../../i18n/messages/emails/en.json';
import fr from '../../i18n/messages/emails/fr.json';
import it from '../../i18n/messages/emails/it.json';

/** The keys of the diner emails' texts: English is the source (byte-identical to the spec era's emails). */
export type TEmailKey = Extract<keyof typeof en, string>;

const CATALOGS: Record<TLanguage, Record<TEmailKey, string>> = { de, fr, it, en };
const instances = new Map<TLanguage, I18n>();

/** Lingui with the email catalogue of `language`, compiled at run time (a handful of messages). */
export function emailI18n(language: TLanguage): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n();
    i18n.setMessagesCompiler(compileMessage);
    i18n.load(language, CATALOGS[language]);
    i18n.activate(language, [LOCALE_OF[language]]);
    instances.set(language, i18n);
  }
  return i18n;
}
