import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';

/**
 * Every message catalogue of the repository (shared/src, server/src and web/src, under
 * i18n/messages) parses as ICU MessageFormat, and every language has exactly the keys of its English
 * file with the same placeholders (argument names, plural and select structure). The server's own
 * catalogue is keyed by the English text (no en.json): its languages must agree with each other and
 * with the placeholders of the key itself, and every message the server sends must have a translation.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LANGUAGES = ['de', 'fr', 'it', 'en'] as const;

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Catalogue folders: each holds `<language>.json` files. */
function catalogueFolders(): string[] {
  const folders = new Set<string>();
  for (const area of ['shared/src', 'server/src', 'web/src']) {
    for (const file of walk(path.join(ROOT, area))) {
      const rel = path.relative(ROOT, file).split(path.sep).join('/');
      if (/\/i18n\/messages\/(?:.+\/)?[a-z]{2}\.json$/.test(rel)) folders.add(path.dirname(file));
    }
  }
  return [...folders].sort();
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

type TToken = Token;

/** The placeholders of a message: '{name}', '{count, plural}', '{kind, select: a|b|other}', sorted. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const visit = (tokens: TToken[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.add(`{${token.arg}}`);
      else if (token.type === 'function') found.add(`{${token.arg}, ${token.key}}`);
      else if (token.type === 'plural' || token.type === 'selectordinal') {
        found.add(`{${token.arg}, ${token.type}}`);
        for (const c of token.cases) visit(c.tokens);
      } else if (token.type === 'select') {
        found.add(
          `{${token.arg}, select: ${token.cases
            .map((c) => c.key)
            .sort()
            .join('|')}}`,
        );
        for (const c of token.cases) visit(c.tokens);
      }
    }
  };
  visit(parse(message));
  return [...found].sort();
}

const folders = catalogueFolders();

describe('message catalogues', () => {
  it('are found in shared, server and web', () => {
    const rel = folders.map((f) => path.relative(ROOT, f).split(path.sep).join('/'));
    expect(rel).toContain('shared/src/i18n/messages');
    expect(rel).toContain('server/src/i18n/messages/server');
    expect(rel).toContain('server/src/i18n/messages/emails');
  });

  for (const folder of folders) {
    const name = path.relative(ROOT, folder).split(path.sep).join('/');
    const files = LANGUAGES.filter((l) => {
      try {
        return statSync(path.join(folder, `${l}.json`)).isFile();
      } catch {
        return false;
      }
    });
    const catalogues = Object.fromEntries(files.map((l) => [l, read(path.join(folder, `${l}.json`))]));

    it(`${name}: every message parses as ICU MessageFormat`, () => {
      const broken: string[] = [];
      for (const [language, messages] of Object.entries(catalogues)) {
        for (const [key, message] of Object.entries(messages)) {
          try {
            parse(message);
          } catch (error) {
            broken.push(`${language}: ${key}: ${String(error)}`);
          }
        }
      }
      expect(broken).toEqual([]);
    });

    it(`${name}: every language has the same keys and placeholders`, () => {
      expect(files.filter((l) => l !== 'en')).toEqual(['de', 'fr', 'it']);
      const english = catalogues.en;
      const problems: string[] = [];
      if (english) {
        for (const language of ['de', 'fr', 'it'] as const) {
          const messages = catalogues[language] ?? {};
          for (const key of Object.keys(english))
            if (!(key in messages)) problems.push(`${language}: missing ${key}`);
          for (const key of Object.keys(messages))
            if (!(key in english)) problems.push(`${language}: extra ${key}`);
          for (const [key, message] of Object.entries(messages)) {
            const source = english[key];
            if (source === undefined) continue;
            const [want, got] = [placeholders(source), placeholders(message)];
            if (want.join() !== got.join()) problems.push(`${language}: ${key}: ${got} instead of ${want}`);
          }
        }
      } else {
        // Keyed by the English text: the key is the source.
        const keys = new Set(Object.values(catalogues).flatMap((m) => Object.keys(m)));
        for (const key of keys) {
          const want = placeholders(key);
          for (const language of ['de', 'fr', 'it'] as const) {
            const message = catalogues[language]?.[key];
            if (message === undefined) problems.push(`${language}: missing ${key}`);
            else if (placeholders(message).join() !== want.join())
              problems.push(`${language}: ${key}: ${placeholders(message)} instead of ${want}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

/**
 * The server's messages to clients: capitalized multi-word string literals in server/src, outside
 * comments, the emails, receipts, tickets and admin pushes (their own keyed catalogues),
 * startup and operator output (db, cli, config, main, run) and log lines.
 */
const NOT_FOR_CLIENTS = [
  /^server\/src\/(db|cli|i18n)\//,
  /^server\/src\/(config|main|run|app|services)\.ts$/,
  /^server\/src\/modules\/(emails|receipts|push)\//,
  // What network printers print: paper, like the receipts.
  /^server\/src\/modules\/printing\/(tickets|escpos)\.ts$/,
  /^server\/src\/lib\/(log-redaction|trust-proxy)\.ts$/,
  /^server\/src\/plugins\/(security-headers|conditional-get)\.ts$/,
  // The OpenAPI description: documentation for developers, in English like the API's names.
  /^server\/src\/plugins\/openapi\.ts$/,
];
/** Literals in the scanned files that are not messages (headers, examples, internal errors). */
const NOT_MESSAGES = new Set([
  'Stripe is not fully configured',
  'Discounts / Sale',
  'GET http://host/...',
  'Not found',
  // The metrics route's description in the API documentation (for developers, in English).
  'Prometheus metrics; needs Authorization: Bearer <METRICS_TOKEN>, off without it.',
  // The kitchen display's event stream's description in the API documentation (modules/kitchen/routes.ts).
  'Server-Sent Events for the kitchen display: each change to an order arrives as `event: <type>` with the event as JSON, no customer data; order.kitchen when a line is bumped or recalled, order.ready when the order becomes ready or no longer is; resync after missed events. Reservations are not announced.',
  // The Vary headers of the cached reads (lib/read-cache.ts) and of the public pages (plugins/spa.ts).
  'Accept-Encoding, Accept-Language',
  'Accept-Encoding, Accept-Language, Cookie',
  // Card brands in a saved card's label ('American Express •••• 0005'): names, the same in every language.
  'American Express',
  'Diners Club',
]);

function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function serverMessages(): string[] {
  const found = new Set<string>();
  const literal = /(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g;
  for (const file of walk(path.join(ROOT, 'server/src'))) {
    const rel = path.relative(ROOT, file).split(path.sep).join('/');
    if (!rel.endsWith('.ts') || NOT_FOR_CLIENTS.some((re) => re.test(rel))) continue;
    const source = stripComments(readFileSync(file, 'utf8'));
    // Concatenated literals ('a' + 'b') are one message.
    const joined = source.replace(/(['`])\s*\+\s*\n?\s*\1/g, '');
    for (const match of joined.matchAll(literal)) {
      const text = match[2] ?? '';
      if (match[1] === '`' && text.includes('${')) continue;
      if (!/^["“{A-Z][\s\S]*\s/.test(text) || /^[A-Z_]+$/.test(text) || NOT_MESSAGES.has(text)) continue;
      if (
        /request\.log|log\.(error|warn|info)/.test(
          joined.slice(Math.max(0, (match.index ?? 0) - 80), match.index),
        )
      )
        continue;
      found.add(text);
    }
  }
  return [...found].sort();
}

describe('the server’s messages', () => {
  const catalogues = Object.fromEntries(
    (['de', 'fr', 'it'] as const).map((l) => [
      l,
      read(path.join(ROOT, `server/src/i18n/messages/server/${l}.json`)),
    ]),
  );
  const shared = read(path.join(ROOT, 'shared/src/i18n/messages/en.json'));
  const sharedTexts = new Set(Object.values(shared));

  it('each has a translation in German, French and Italian (or is a shared key or text)', () => {
    const messages = serverMessages();
    expect(messages.length).toBeGreaterThan(50);
    const missing = messages.filter(
      (m) =>
        !(m in shared) &&
        !sharedTexts.has(m) &&
        (['de', 'fr', 'it'] as const).some((l) => !(m in (catalogues[l] ?? {}))),
    );
    expect(missing).toEqual([]);
  });
});
