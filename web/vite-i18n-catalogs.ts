import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { areaOfKey } from './src/i18n/areas';
import { compilePlurals } from './src/i18n/plurals';

/** The message catalogues: `i18n/messages/<namespace>/<language>.json` in web/src and shared/src. */
export const CATALOG_FILE = /[\\/]i18n[\\/]messages[\\/](?:[^\\/]+[\\/])?[a-z]{2}\.json$/;

/**
 * Compiles each catalogue's ICU messages when it is imported, so the browser gets Lingui's compiled
 * form ("Hallo {name}" → ["Hallo ", ["name"]]) and no message parser (docs/decisions/009). The output is
 * still JSON, which Vite's own JSON plugin turns into a module. An import with `?area=<name>` gets only the keys of that area
 * (src/i18n/areas.ts), so a page loads the texts of its area only.
 */
export function i18nCatalogs(): Plugin {
  return {
    name: 'i18n-catalogs',
    enforce: 'pre',
    transform(code, id) {
      const [file = id, query = ''] = id.split('?', 2);
      if (!CATALOG_FILE.test(file)) return null;
      // `?area=checkout`: only the keys of that area (docs/decisions/009, web/src/i18n/catalogs.ts).
      const area = new URLSearchParams(query).get('area');
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(messages)) {
        if (area !== null && areaOfKey(key) !== area) continue;
        try {
          // Plurals as selects that need no Intl.NumberFormat (src/i18n/plurals.ts).
          const result = compilePlurals(compileMessage(message));
          compiled[key] = result;
        } catch (error) {
          this.error(`${file}: message "${key}" is not valid ICU MessageFormat: ${String(error)}`);
        }
      }
      // A plain `.json` import stays JSON for Vite's JSON plugin; with a query it is not treated as JSON,
      // so it becomes a module here.
      if (area === null) return { code: JSON.stringify(compiled), map: null };
      return { code: `export default ${JSON.stringify(compiled)};`, map: null, moduleType: 'js' };
    },
  };
}
