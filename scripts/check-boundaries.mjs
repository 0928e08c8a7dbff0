#!/usr/bin/env node
// Import boundaries, checked in `npm run lint` (STYLE.md "import zones"; docs/decisions/018). Every import in
// web/src and server/src is resolved with TypeScript's own module resolution (tsconfig paths and
// aliases included), then judged by where it comes from and where it points:
//
// web/src
//   - `components`, `hooks`, `i18n` and `lib` are the base: they never import a feature or the app.
//   - a feature (`features/<name>/…`) never imports the app, and reaches another feature only through
//     that feature's public file `features/<other>/public.ts(x)`.
// server/src
//   - nothing imports the demo workspace (demo/, by path or as `@app/demo`): the demo restaurant's entry
//     runs the server with its data, never the reverse, so no demo data ships in the product
//     (docs/decisions/017-demo-workspace.md).
//   - `lib` and `db` never import a module or a plugin.
//   - a module (`modules/<name>/…`) is used from outside only through its public file
//     `modules/<name>/index.ts` (what it exports is what others may rely on: its service factory and type,
//     its routes for the app, a few pure readers); its repository, queries and helpers stay its own.
//   - modules form no cycle: if one module uses another, directly or through others, the other never
//     uses it back (type-only imports count: a cycle of types is a cycle of design). A module that needs
//     something from a module that depends on it declares what it needs and the composition root
//     (server/src/services.ts) hands it over.
//
// Usage: node scripts/check-boundaries.mjs [--root DIR]   (exit 1 and one line per crossing import)
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(
  process.argv.includes('--root') ? process.argv[process.argv.indexOf('--root') + 1] : '.',
);

/** Source files under a directory (tests included: they follow the same rules). */
function sources(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    return entry.isFile() && /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [file]
      : [];
  });
}

function compilerOptions(tsconfigPath) {
  const read = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(tsconfigPath)).options;
}

/**
 * [importing file, imported file (resolved), specifier] for every import that resolves inside the repo,
 * our workspaces' packages (`@app/…`, linked from node_modules) included.
 */
function imports(files, options) {
  const host = ts.createCompilerHost(options);
  const out = [];
  for (const file of files) {
    const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const ref of info.importedFiles) {
      const resolved = ts.resolveModuleName(ref.fileName, file, options, host).resolvedModule;
      if (!resolved) continue;
      // TypeScript calls a workspace package external too; its real path (outside node_modules) tells.
      const target = path.resolve(resolved.resolvedFileName);
      if (!target.startsWith(root) || target.includes(`${path.sep}node_modules${path.sep}`)) continue;
      out.push([file, target, ref.fileName]);
    }
  }
  return out;
}

/** The part of `file` below `base` as a list of segments, or null when it is elsewhere. */
function below(base, file) {
  const rel = path.relative(base, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep);
}

function webViolation(from, to, webSrc) {
  const a = below(webSrc, from);
  const b = below(webSrc, to);
  if (!a || !b) return null;
  // Files at the top of web/src (paths.ts: the route paths) are base like lib, except the entry points
  // (main.tsx, the browser's; entry-server.tsx, the server's render).
  const zone = (segments) => {
    if (segments.length === 1) return /^(main|entry-server)\./.test(segments[0]) ? 'app' : 'lib';
    return ['components', 'hooks', 'i18n', 'lib', 'features'].includes(segments[0]) ? segments[0] : 'app';
  };
  const [za, zb] = [zone(a), zone(b)];
  if (['components', 'hooks', 'i18n', 'lib'].includes(za) && (zb === 'features' || zb === 'app')) {
    return `${za} must not import ${zb === 'app' ? 'the app' : 'a feature'}`;
  }
  if (za === 'features' && zb === 'app') return 'a feature must not import the app';
  if (za === 'features' && zb === 'features' && a[1] !== b[1]) {
    const isPublic = b.length === 3 && /^public\.tsx?$/.test(b[2]);
    if (!isPublic)
      return `feature '${a[1]}' may use feature '${b[1]}' only through features/${b[1]}/public.ts`;
  }
  return null;
}

function serverViolation(from, to, serverSrc) {
  const a = below(serverSrc, from);
  if (a && below(path.join(root, 'demo'), to)) {
    return 'the server must not import the demo (demo/): the demo entry runs the server, not the reverse';
  }
  const b = below(serverSrc, to);
  if (!a || !b) return null;
  if (['lib', 'db'].includes(a[0]) && ['modules', 'plugins'].includes(b[0])) {
    return `${a[0]} must not import ${b[0]}`;
  }
  const user = a[0] === 'modules' ? `module '${a[1]}'` : a.join('/');
  if (
    b[0] === 'modules' &&
    !(a[0] === 'modules' && a[1] === b[1]) &&
    !(b.length === 3 && b[2] === 'index.ts')
  ) {
    return `${user} may use module '${b[1]}' only through modules/${b[1]}/index.ts`;
  }
  return null;
}

/** The cycles between server modules, each as `a → b → … → a`: one per strongly connected group. */
function moduleCycles(list, serverSrc) {
  const edges = new Map();
  for (const [from, to] of list) {
    const a = below(serverSrc, from);
    const b = below(serverSrc, to);
    if (!a || !b || a[0] !== 'modules' || b[0] !== 'modules' || a.length < 3 || b.length < 3) continue;
    if (a[1] === b[1]) continue;
    if (!edges.has(a[1])) edges.set(a[1], new Set());
    edges.get(a[1]).add(b[1]);
  }
  // Tarjan's strongly connected components; a component of more than one module holds a cycle.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  // Name one cycle of each group: the shortest way back from its first module.
  return groups.map((group) => {
    const members = new Set(group);
    const start = [...group].sort()[0];
    const previous = new Map([[start, null]]);
    const queue = [start];
    let end = null;
    while (queue.length > 0 && end === null) {
      const v = queue.shift();
      for (const w of [...(edges.get(v) ?? [])].sort()) {
        if (!members.has(w)) continue;
        if (w === start) {
          end = v;
          break;
        }
        if (!previous.has(w)) {
          previous.set(w, v);
          queue.push(w);
        }
      }
    }
    const path = [];
    for (let v = end; v !== null; v = previous.get(v)) path.unshift(v);
    return [...path, start].join(' → ');
  });
}

const problems = [];
const webSrc = path.join(root, 'web', 'src');
const serverSrc = path.join(root, 'server', 'src');
const checks = [
  { dir: webSrc, tsconfig: path.join(root, 'web', 'tsconfig.json'), judge: webViolation },
  { dir: serverSrc, tsconfig: path.join(root, 'server', 'tsconfig.json'), judge: serverViolation },
];
let count = 0;
for (const { dir, tsconfig, judge } of checks) {
  if (!fs.existsSync(dir)) continue;
  const list = imports(sources(dir), compilerOptions(tsconfig));
  count += list.length;
  for (const [from, to, specifier] of list) {
    const why = judge(from, to, dir);
    if (why) problems.push(`${path.relative(root, from)}: import '${specifier}': ${why}`);
  }
  if (dir === serverSrc) {
    for (const cycle of moduleCycles(list, dir)) problems.push(`server modules form a cycle: ${cycle}`);
  }
}

if (problems.length > 0) {
  console.error(`Import boundaries: ${problems.length} crossing import(s) (scripts/check-boundaries.mjs):`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`Import boundaries: ${count} imports checked, none crosses a boundary.`);
