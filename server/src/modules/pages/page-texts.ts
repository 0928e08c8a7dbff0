import { keyedCatalogue } from '../../i18n/keyed-catalogue';
import de from '../../i18n/messages/pages/de.json';
import en from '../../i18n/messages/pages/en.json';
import fr from '../../i18n/messages/pages/fr.json';
import it from '../../i18n/messages/pages/it.json';

/** The keys of the public pages' titles and descriptions for search engines and link previews. */
export type TPageTextKey = Extract<keyof typeof en, string>;

/** The pages' texts in a language (server/src/i18n/messages/pages): typed keys, ICU placeholders. */
export const pageTexts = keyedCatalogue<TPageTextKey>({ de, fr, it, en });
