import { keyedCatalogue } from '../../i18n/keyed-catalogue';
import de from '../../i18n/messages/push/de.json';
import en from '../../i18n/messages/push/en.json';
import fr from '../../i18n/messages/push/fr.json';
import it from '../../i18n/messages/push/it.json';

/** The admin pushes' texts, in the language of the device's back office; English is the source. */
export type TPushKey = Extract<keyof typeof en, string>;

export const pushTexts = keyedCatalogue<TPushKey>({ de, fr, it, en });
