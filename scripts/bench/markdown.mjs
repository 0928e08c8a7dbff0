// Prints bench-results.json (written by `npm run bench`) as Markdown tables, for docs/performance.md.
// Usage: node scripts/bench/markdown.mjs [bench-results.json]
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './harness.mjs';

const file = process.argv[2] ?? path.join(ROOT, 'bench-results.json');
const results = JSON.parse(fs.readFileSync(file, 'utf8'));

function table(rows, columns) {
  const cell = (v) => (v == null ? '' : String(v).replaceAll('|', '\\|'));
  console.log(`| ${columns.map(([title]) => title).join(' | ')} |`);
  console.log(`| ${columns.map(() => '---').join(' | ')} |`);
  for (const r of rows)
    console.log(
      `| ${columns.map(([, key]) => cell(typeof key === 'function' ? key(r) : r[key])).join(' | ')} |`,
    );
  console.log();
}

const m = results.machine;
console.log(
  `Run ${results.startedAt} to ${results.finishedAt}: ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, ${m.os}, Node ${m.node}; ` +
    `${results.seconds} s per measurement, ${results.getConnections} connections for the reads; load average (1, 5, 15 min) ` +
    `${results.loadAverageAtStart.join(' / ')} at the start, ${results.loadAverageAtEnd.join(' / ')} at the end.\n`,
);
for (const d of results.databases) {
  console.log(
    `${d.kind === 'embedded' ? 'Embedded PostgreSQL' : 'DATABASE_URL (the machine’s PostgreSQL)'} ${d.postgres}:\n`,
  );
  table(d.rows, [
    ['scenario', 'scenario'],
    ['concurrency', 'connections'],
    ['req/s', 'rps'],
    ['p50 ms', 'p50'],
    ['p99 ms', 'p99'],
    ['errors', 'errors'],
    ['of reference', 'ofReference'],
    ['of /api/menu-items (br)', 'ofMenuItemsBr'],
    ['answer', (r) => (r.encoding == null ? '' : `${r.kB} kB, ${r.encoding}`)],
    ['csrf + order p99 ms', 'flowP99'],
    ['poll p50 / p99 ms', (r) => (r.pollP50 == null ? '' : `${r.pollP50} / ${r.pollP99}`)],
    ['poll answer', (r) => (r.pollCards == null ? '' : `${r.pollCards} cards, ${r.pollKb} kB`)],
  ]);
}
const menuHtml = results.databases.filter((d) => d.menuHtml);
if (menuHtml.length > 0) {
  const { connections, target } = menuHtml[0].menuHtml;
  console.log(
    `\`/menu\`'s HTML against \`GET /api/menu-items\`, both as a browser asks (Brotli, German), ${connections} connections each, one after the other (target: at least ${target}):\n`,
  );
  table(
    menuHtml.map((d) => ({ db: d.kind, ...d.menuHtml })),
    [
      ['database', 'db'],
      ['/menu HTML req/s', 'menuHtmlRps'],
      ['/api/menu-items (br) req/s', 'menuItemsBrRps'],
      ['ratio', 'ratio'],
      ['target', (r) => `≥ ${r.target}`],
      ['met?', (r) => (r.met ? 'yes' : 'no')],
    ],
  );
}
console.log('Order path with 5 admins polling, compared with the same load without them:\n');
table(
  results.databases.flatMap((d) =>
    Object.entries(d.pollImpact).map(([diners, v]) => ({ db: d.kind, diners, ...v })),
  ),
  [
    ['database', 'db'],
    ['diners', 'diners'],
    ['orders/s', (r) => `${r.throughputChange} %`],
    ['p50', (r) => `${r.p50Change > 0 ? '+' : ''}${r.p50Change} %`],
    ['p99', (r) => `${r.p99Change > 0 ? '+' : ''}${r.p99Change} %`],
  ],
);
console.log('From an order’s 201 to its `order.created` on an admin’s live stream:\n');
table(
  results.databases.flatMap((d) => d.live),
  [
    ['database', 'database'],
    ['diners', 'diners'],
    ['admins polling', (r) => (r.withPoll ? 'yes' : 'no')],
    ['events', 'events'],
    ['missing', 'missing'],
    ['p50 ms', 'p50'],
    ['p95 ms', 'p95'],
    ['max ms', 'max'],
    ['before the 201', 'beforeAck'],
  ],
);
console.log(
  'What the app’s PostgreSQL sessions were doing during the order load (average count per sample):\n',
);
table(
  results.databases.flatMap((d) => d.waits ?? []),
  [
    ['database', 'database'],
    ['diners', 'diners'],
    ['admins polling', (r) => (r.withPoll ? 'yes' : 'no')],
    [
      'CPU ms per order: server / PostgreSQL / load client',
      (r) => (r.cpuServerMs == null ? '' : `${r.cpuServerMs} / ${r.cpuPostgresMs} / ${r.cpuClientMs}`),
    ],
    ['sessions by state or wait', 'sessionsBy'],
  ],
);
console.log('Every acknowledged order exactly once (SQL after the run):\n');
table(
  results.databases.map((d) => ({ db: d.kind, ...d.verification })),
  [
    ['database', 'db'],
    ['acknowledged', 'acknowledged'],
    ['rows', 'rows'],
    ['missing', 'missing'],
    ['two orders for one key', 'doubled'],
    ['not acknowledged', 'unacknowledged'],
    ['emails by status', (r) => JSON.stringify(r.emailsByStatus)],
  ],
);
