import { keyedCatalogue } from '../../i18n/keyed-catalogue';
import de from '../../i18n/messages/printouts/de.json';
import en from '../../i18n/messages/printouts/en.json';
import fr from '../../i18n/messages/printouts/fr.json';
import it from '../../i18n/messages/printouts/it.json';

/**
 * The words printed on paper: the diner's receipt (in the order's language) and the kitchen's ticket (in
 * the restaurant's kitchen language). English is the source and keeps the spec-era receipt word for word.
 */
export type TPrintoutKey = Extract<keyof typeof en, string>;

export const printoutTexts = keyedCatalogue<TPrintoutKey>({ de, fr, it, en });
