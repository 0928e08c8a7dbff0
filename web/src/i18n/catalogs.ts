import type sharedEn from '@app/shared/i18n/messages/en.json';
import type { TLanguage } from '@app/shared/languages';
import type { TPublicArea } from './areas';
import type adminEn from './messages/admin/en.json';
import type publicEn from './messages/public/en.json';
import type { TMessages } from './render-message';

/**
 * The catalogues (docs/decisions/009). English is the source: its keys are the only ones a screen may
 * ask for, and every other language must have exactly these keys with the same placeholders
 * (catalogs.test.ts).
 *
 * The public catalogue is one file per language, cut at build time into areas (areas.ts: mostly the
 * key's first segment), so that a page loads only its language's texts for what it shows (the budget
 * counts them).
 * `validation` is the shared catalogue (shared/src/i18n: the shared schemas' messages, the server's
 * too), loaded right after the first paint (no form validates before it) and with the back office.
 * `admin` is the back office's, loaded with it.
 */
export { PUBLIC_AREAS, type TPublicArea } from './areas';
export type TNamespace = TPublicArea | 'validation' | 'admin';

export type TPublicKey = Extract<keyof typeof publicEn | keyof typeof sharedEn, string>;
export type TAdminKey = Extract<keyof typeof adminEn, string>;
export type TMessageKey = TPublicKey | TAdminKey;

type TLoaders = Record<string, () => Promise<unknown>>;

// One glob per area, written out: the bundler makes one chunk per language of each area.
const AREA_LOADERS: Record<TPublicArea, TLoaders> = {
  site: import.meta.glob('./messages/public/*.json', { query: '?area=site', import: 'default' }),
  home: import.meta.glob('./messages/public/*.json', { query: '?area=home', import: 'default' }),
  menu: import.meta.glob('./messages/public/*.json', { query: '?area=menu', import: 'default' }),
  labels: import.meta.glob('./messages/public/*.json', { query: '?area=labels', import: 'default' }),
  cart: import.meta.glob('./messages/public/*.json', { query: '?area=cart', import: 'default' }),
  checkout: import.meta.glob('./messages/public/*.json', { query: '?area=checkout', import: 'default' }),
  payment: import.meta.glob('./messages/public/*.json', { query: '?area=payment', import: 'default' }),
  promo: import.meta.glob('./messages/public/*.json', { query: '?area=promo', import: 'default' }),
  slots: import.meta.glob('./messages/public/*.json', { query: '?area=slots', import: 'default' }),
  pages: import.meta.glob('./messages/public/*.json', { query: '?area=pages', import: 'default' }),
};
const SHARED_LOADERS: TLoaders = import.meta.glob('../../../shared/src/i18n/messages/*.json', {
  import: 'default',
});
const ADMIN_LOADERS: TLoaders = import.meta.glob('./messages/admin/*.json', { import: 'default' });

async function load(loaders: TLoaders, language: TLanguage): Promise<TMessages> {
  const entry = Object.entries(loaders).find(([file]) => file.endsWith(`/${language}.json`));
  if (!entry) throw new Error(`No catalogue for ${language}`);
  return (await entry[1]()) as TMessages;
}

/** The compiled messages of `namespace` in `language`. */
export async function loadCatalog(namespace: TNamespace, language: TLanguage): Promise<TMessages> {
  if (namespace === 'admin') return load(ADMIN_LOADERS, language);
  if (namespace === 'validation') return load(SHARED_LOADERS, language);
  return load(AREA_LOADERS[namespace], language);
}
