import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
// Relative: the config's bundler inlines it (the workspace package would be loaded as TypeScript by Node).
import { LANGUAGES } from '../shared/src/languages';

/** What the pages drawn with Mantine load on their way (src/app/other-page-routes.tsx, mantine-route.ts). */
const MANTINE_PAGE = ['src/app/other-page-routes.tsx', 'src/components/mantine-root.tsx'];

/**
 * The public pages' first loads (the 150 kB budget and Lighthouse's, docs/performance.md; the server links
 * them from the pages it renders, server/src/plugins/spa.ts): for each, the modules its lazy route imports
 * (src/app/router.tsx) and the area of the message catalogue it loads before it is interactive
 * (src/i18n/catalogs.ts: `site` on every page, plus the route's own, with-texts.ts). `budget`: whether the
 * 150 kB budget holds it (the pages drawn without Mantine, docs/decisions/006); the others are reported.
 */
export const PAGE_ROUTES = [
  { path: '/', sources: ['src/app/pages/home-page.tsx'], area: 'home', budget: true },
  {
    path: '/menu',
    sources: ['src/app/pages/menu-page.tsx'],
    // The dishes' labels and the filter: the server draws them, their code comes after the first paint.
    drawn: ['src/features/menu/declarations/declarations-ui.tsx'],
    area: 'menu',
    budget: true,
  },
  { path: '/checkout', sources: ['src/app/pages/checkout-page.tsx'], area: 'checkout', budget: true },
  {
    path: '/reservation',
    sources: [...MANTINE_PAGE, 'src/app/pages/reservation-page.tsx'],
    area: 'pages',
    budget: false,
  },
  {
    path: '/vouchers',
    sources: [...MANTINE_PAGE, 'src/app/pages/vouchers-page.tsx'],
    area: 'pages',
    budget: false,
  },
  {
    path: '/legal',
    sources: [...MANTINE_PAGE, 'src/app/pages/legal-page.tsx'],
    area: 'pages',
    budget: false,
  },
  {
    path: '/privacy',
    sources: [...MANTINE_PAGE, 'src/app/pages/privacy-page.tsx'],
    area: 'pages',
    budget: false,
  },
] as const;

/** Where the build writes them, beside Vite's manifest. */
export const PAGE_ASSETS_FILE = '.vite/page-assets.json';

interface TManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type TManifest = Record<string, TManifestChunk>;

/** What a page needs beyond the entry's files (which index.html names itself), as paths from dist. */
export interface TPageAssets {
  /** Its route's module and the chunks it imports statically. */
  scripts: string[];
  /** Their stylesheets, and those of what the server draws whose code comes later (`drawn`). */
  styles: string[];
  /** Per language, the chunks of the catalogue areas it waits for before it paints. */
  texts: Record<string, string[]>;
  /** Whether the 150 kB budget holds it (scripts/check-bundle.mjs). */
  budget: boolean;
}

/**
 * page-assets.json: the entry's files and each public page's own. The server preloads a page's own files
 * from its HTML (server/src/plugins/spa.ts), so they download beside the entry instead of after it has
 * run; scripts/check-bundle.mjs adds them up for the JavaScript budget.
 */
export interface TPageAssetsFile {
  entry: { scripts: string[]; styles: string[] };
  pages: Record<string, TPageAssets>;
}

/** The assets of every public page, from Vite's manifest (throws when a page's module is missing). */
export function pageAssets(manifest: TManifest): TPageAssetsFile {
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`page-assets: ${key} is not in the build manifest (renamed? update PAGE_ROUTES)`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) closure(imported, seen);
    return seen;
  };
  const files = (keys: Iterable<string>) => [...keys].map((key) => `/${manifest[key]?.file}`);
  const styles = (keys: Iterable<string>) =>
    [...keys].flatMap((key) => manifest[key]?.css ?? []).map((f) => `/${f}`);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('page-assets: the build manifest has no entry');
  const entryKeys = closure(entryKey);
  const beyondEntry = (keys: Set<string>) => [...keys].filter((key) => !entryKeys.has(key));
  /** The manifest key of a catalogue area's chunk in `language`. */
  const textKey = (language: string, area: string) => {
    const key = Object.keys(manifest).find((k) =>
      k.endsWith(`i18n/messages/public/${language}.json?area=${area}`),
    );
    if (!key) throw new Error(`page-assets: no chunk for the ${area} texts in ${language}`);
    return key;
  };
  const pages: Record<string, TPageAssets> = {};
  for (const route of PAGE_ROUTES) {
    const own = beyondEntry(route.sources.reduce((seen, source) => closure(source, seen), new Set<string>()));
    const texts: Record<string, string[]> = {};
    for (const language of LANGUAGES) {
      const keys = new Set(
        ['site', route.area].flatMap((area) => beyondEntry(closure(textKey(language, area)))),
      );
      for (const key of own) keys.delete(key);
      texts[language] = files(keys);
    }
    const drawn = beyondEntry(
      ('drawn' in route ? route.drawn : []).reduce(
        (seen, source) => closure(source, seen),
        new Set<string>(),
      ),
    ).filter((key) => !own.includes(key));
    pages[route.path] = {
      scripts: files(own),
      styles: [...new Set(styles([...own, ...drawn]))],
      texts,
      budget: route.budget,
    };
  }
  return { entry: { scripts: files(entryKeys), styles: styles(entryKeys) }, pages };
}

/** Writes page-assets.json once the bundle and its manifest are written. */
export function pageAssetsFile(): Plugin {
  let outDir = '';
  return {
    name: 'page-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const manifestPath = path.join(outDir, '.vite/manifest.json');
      if (!fs.existsSync(manifestPath)) this.error('page-assets: build.manifest must be on');
      const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as TManifest;
      fs.writeFileSync(
        path.join(outDir, PAGE_ASSETS_FILE),
        `${JSON.stringify(pageAssets(manifest), null, 2)}\n`,
      );
    },
  };
}
