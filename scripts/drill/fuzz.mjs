// Bad-input drill: every public and admin endpoint gets generated JSON (fast-check: valid payloads with
// one part replaced, removed or added, and arbitrary JSON), malformed bodies and content types, odd
// headers (anti-forgery token, cookies, Origin, Idempotency-Key) and query strings and path parameters;
// plus a few requests that are not valid HTTP at all. Pass: no 5xx, no stack trace or internal path in
// any body, every API error in the standard shape, and no change to the database (every table except
// sessions and rate-limit counters, compared by content) from a request that was refused.
import net from 'node:net';
import path from 'node:path';
import fc from 'fast-check';
import {
  Client,
  createDatabase,
  firstMenuItemId,
  openAroundTheClock,
  query,
  signInAdmin,
  startServer,
  tempDir,
} from '../bench/harness.mjs';
import { HOSTILE_PRINTER_NAMES, startFakePrinter } from '../fake-printer.mjs';
import { hostileSpellings, rawRequest } from '../hostile-requests.mjs';

const RUNS = Number(process.env.DRILL_FUZZ_RUNS ?? 40);
const SEED = Number(process.env.DRILL_FUZZ_SEED ?? Date.now() % 2 ** 31);
const LEAK = /\bat [\w.<>$[\] ]+ \(|node_modules|file:\/\/|\.m?[jt]s:\d+:\d+|"stack"\s*:|\/work\/|\/src\//;
/** Changed by any request, by design (last seen, counters), refused or not. */
const VOLATILE_TABLES = new Set(['sessions', 'rate_limits']);

const customer = {
  firstName: 'Fuzz',
  lastName: 'Diner',
  email: 'fuzz@example.ch',
  phone: '+41 79 000 11 22',
  address: { street: 'Bahnhofstrasse', streetNo: '1', plz: '4600', city: 'Olten' },
};

/** Endpoints: method, path (`:id` is fuzzed), who calls it, and a valid-looking body to mutate. */
function endpoints({ menuItemId, info, sale }) {
  const order = {
    customerInfo: customer,
    orderType: 'TAKEAWAY',
    items: [{ menuItemId, quantity: 1 }],
    paymentMethod: 'CASH',
    asap: true,
  };
  const reservation = {
    customerInfo: {
      firstName: 'Fuzz',
      lastName: 'Guest',
      email: 'fuzz@example.ch',
      phone: '+41 79 000 11 22',
    },
    reservationDateTime: '2030-06-01T19:00:00',
    numberOfPeople: 2,
  };
  const e = (method, p, who, body) => ({ method, path: p, who, body });
  return [
    e('GET', '/api/health', 'anon'),
    e('GET', '/api/csrf', 'anon'),
    e('GET', '/api/menu-items', 'anon'),
    e('GET', '/api/food-items', 'anon'),
    e('GET', '/api/buffet-items', 'anon'),
    e('GET', '/api/restaurant-info/current', 'anon'),
    e('GET', '/api/public/discounts/active', 'anon'),
    e('GET', '/api/public/hours/status', 'anon'),
    e('GET', '/api/public/webpush/vapid-key', 'anon'),
    e('GET', '/api/auth/me', 'anon'),
    e('GET', '/api/orders/track', 'anon'),
    e('GET', '/api/buffet-orders/track', 'anon'),
    e('POST', '/api/orders', 'anon', order),
    e('POST', '/api/buffet-orders', 'anon', { ...order, items: [{ buffetItemId: 1, quantity: 1 }] }),
    e('POST', '/api/reservations', 'anon', reservation),
    e('POST', '/api/auth/login', 'anon', { username: 'nobody', password: 'not-the-password' }),
    e('POST', '/api/auth/logout', 'anon', {}),
    e('POST', '/api/payments/customer-orders/:id/intent', 'anon', {}),
    e('POST', '/api/payments/buffet-orders/:id/intent', 'anon', {}),
    e('POST', '/api/payments/simulated/confirm', 'anon', {
      clientSecret: 'x',
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    }),
    e('POST', '/api/payments/webhook', 'anon', {
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_x' } },
    }),
    e('POST', '/api/public/webpush/subscribe', 'admin', {
      endpoint: 'https://push.invalid/x',
      keys: { p256dh: 'x', auth: 'y' },
    }),
    e('GET', '/api/orders/:id', 'admin'),
    e('GET', '/api/buffet-orders/:id', 'admin'),
    e('GET', '/api/admin/users', 'admin'),
    e('POST', '/api/admin/users', 'admin', {
      username: 'fuzz-user',
      email: 'fuzz-user@example.ch',
      role: 'ADMIN',
      password: 'fuzz-password-1',
    }),
    e('PUT', '/api/admin/users/:id', 'admin', {
      username: 'fuzz-user',
      email: 'fuzz-user@example.ch',
      role: 'ADMIN',
      password: '',
    }),
    e('DELETE', '/api/admin/users/:id', 'admin'),
    e('GET', '/api/admin/food-items', 'admin'),
    e('POST', '/api/admin/food-items', 'admin', { name: 'Fuzz roll', description: '' }),
    e('PUT', '/api/admin/food-items/:id', 'admin', { name: 'Fuzz roll', description: '' }),
    e('DELETE', '/api/admin/food-items/:id', 'admin'),
    e('GET', '/api/admin/menu-items', 'admin'),
    e('POST', '/api/admin/menu-items', 'admin', { foodItemId: 1, price: '12.50', available: true }),
    e('PUT', '/api/admin/menu-items/:id', 'admin', { foodItemId: 1, price: '12.50', available: true }),
    e('DELETE', '/api/admin/menu-items/:id', 'admin'),
    e('GET', '/api/admin/buffet-items', 'admin'),
    e('POST', '/api/admin/buffet-items', 'admin', { foodItemId: 1, price: '2.50', available: true }),
    e('PUT', '/api/admin/buffet-items/:id', 'admin', { foodItemId: 1, price: '2.50', available: true }),
    e('DELETE', '/api/admin/buffet-items/:id', 'admin'),
    e('GET', '/api/admin/restaurant-info', 'admin'),
    e('PUT', '/api/admin/restaurant-info/:id', 'admin', info),
    e('GET', '/api/admin/discounts/current', 'admin'),
    e('PUT', '/api/admin/discounts/current', 'admin', sale),
    e('GET', '/api/admin/reservations', 'admin'),
    e('PATCH', '/api/admin/reservations/:id/status', 'admin', {
      status: 'CONFIRMED',
      committedReadyAt: null,
    }),
    e('DELETE', '/api/admin/reservations/:id', 'admin'),
    e('GET', '/api/admin/orders/new', 'admin'),
    ...['menu', 'buffet', 'reservation'].flatMap((s) => [
      e('POST', `/api/admin/${s}-orders/:id/seen`, 'admin', {}),
      e('POST', `/api/admin/${s}-orders/:id/confirm`, 'admin', { extraMinutes: 15 }),
      e('POST', `/api/admin/${s}-orders/:id/cancel`, 'admin', { reason: 'Fuzz' }),
    ]),
    e('GET', '/api/admin/alerts', 'admin'),
    e('POST', '/api/admin/alerts/seen', 'admin', { kind: 'orders' }),
    e('GET', '/api/admin/emails', 'admin'),
    e('GET', '/api/admin/orders', 'admin'),
    e('GET', '/api/admin/buffet-orders', 'admin'),
    e('POST', '/api/admin/orders', 'admin', { ...order, override: { reason: 'Fuzz' } }),
    e('GET', '/api/admin/guests?q=079', 'admin'),
    e('POST', '/api/admin/reservations', 'admin', reservation),
    e('PUT', '/api/admin/reservations/:id', 'admin', { ...reservation, status: 'CONFIRMED' }),
    e('PATCH', '/api/admin/orders/:id/status', 'admin', { status: 'CONFIRMED' }),
    e('PATCH', '/api/admin/buffet-orders/:id/status', 'admin', { status: 'CONFIRMED' }),
    e('GET', '/api/admin/orders/:id/receipt', 'admin'),
    e('GET', '/api/admin/buffet-orders/:id/receipt', 'admin'),
    e('GET', '/api/no-such-route', 'anon'),
  ];
}

// --- generators ------------------------------------------------------------------------------------

const nasty = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  '99999999999999999999',
  'NaN',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  '%00',
  '%',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  '\u0000',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '😀'.repeat(50),
  'x'.repeat(5000),
  // Printer commands in look-alike symbols (CP437's glyphs for 0x01-0x1F).
  ...Object.values(HOSTILE_PRINTER_NAMES),
);
const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }));
/** What an HTTP client can put in a header (printable ASCII). */
const headerText = text.map((t) => t.replace(/[^\x20-\x7e]/g, '?').trim());
const anyJson = fc.oneof(fc.jsonValue({ maxDepth: 3 }), text, fc.integer(), fc.double(), fc.constant(null));

/** Every path to a value inside `value` (objects and arrays), for mutations. */
function paths(value, prefix = []) {
  if (value === null || typeof value !== 'object') return [prefix];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [prefix, ...keys.flatMap((k) => paths(value[k], [...prefix, k]))];
}

function mutate(template, { pick, op, value, key }) {
  const copy = structuredClone(template ?? {});
  const all = paths(copy);
  const at = all[pick % all.length];
  if (at.length === 0)
    return op === 'add' && copy && typeof copy === 'object' ? { ...copy, [key]: value } : value;
  const parent = at.slice(0, -1).reduce((o, k) => o[k], copy);
  const last = at[at.length - 1];
  if (op === 'delete') {
    if (Array.isArray(parent)) parent.splice(last, 1);
    else delete parent[last];
  } else if (
    op === 'add' &&
    parent[last] &&
    typeof parent[last] === 'object' &&
    !Array.isArray(parent[last])
  ) {
    parent[last][key] = value;
  } else parent[last] = value;
  return copy;
}

const malformedBodies = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2',
  'null',
  '""',
  'true',
  '{"items": [}',
  '{"__proto__": {"polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `{"a": "${'x'.repeat(300_000)}"}`,
  '\u0000\u0001\u0002',
  '\uFEFF{}',
  '{"a": 1, "a": 2}',
  '{"n": 1e999}',
  'customerInfo=1&items=2',
);

const caseArb = (endpoint) =>
  fc.record({
    body: endpoint.body
      ? fc.oneof(
          {
            weight: 5,
            arbitrary: fc
              .record({
                pick: fc.nat(),
                op: fc.constantFrom('replace', 'delete', 'add'),
                value: anyJson,
                key: text,
              })
              .map((m) => ({ json: mutate(endpoint.body, m) })),
          },
          { weight: 2, arbitrary: anyJson.map((v) => ({ json: v })) },
          { weight: 2, arbitrary: malformedBodies.map((raw) => ({ raw })) },
          { weight: 1, arbitrary: fc.constant({ json: endpoint.body }) },
        )
      : fc.oneof(
          { weight: 4, arbitrary: fc.constant({}) },
          { weight: 1, arbitrary: malformedBodies.map((raw) => ({ raw })) },
        ),
    contentType: fc.oneof(
      { weight: 6, arbitrary: fc.constant('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=latin1',
          'application/json; charset=utf-16',
          'application/xml',
          '',
          '*/*',
        ),
      },
    ),
    id: fc.oneof(text, fc.integer().map(String), fc.bigInt().map(String)),
    query: fc.oneof(
      fc.constant(''),
      fc.dictionary(text, text, { maxKeys: 4 }).map((d) => new URLSearchParams(d).toString()),
      fc.constantFrom(
        'orderId=x&email=y',
        'orderId=&email=',
        'orderId[]=1&email[]=2',
        'a=1&a=2&a=3',
        '%E0%A4%A',
        'from=yesterday&to=never&limit=-5',
        'limit=1e9',
        '=&=&',
        '?',
      ),
      text.map((t) => encodeURIComponent(t)),
    ),
    xsrf: fc.oneof(
      { weight: 6, arbitrary: fc.constant('valid') },
      { weight: 1, arbitrary: fc.constantFrom('missing', 'garbage', 'long') },
    ),
    headers: fc.oneof(
      { weight: 4, arbitrary: fc.constant({}) },
      {
        weight: 1,
        arbitrary: fc.record({ 'idempotency-key': fc.oneof(headerText, fc.constant('k'.repeat(500))) }),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          { origin: 'https://evil.example' },
          { origin: 'null' },
          { accept: 'text/html' },
          { 'if-none-match': '*' },
          { 'if-none-match': 'garbage' },
          { 'content-encoding': 'gzip' },
          { 'x-forwarded-for': 'not-an-ip' },
          { cookie: 'sid=garbage; XSRF-TOKEN=garbage' },
          { cookie: 'sid=' },
          { 'accept-encoding': 'br, gzip' },
        ),
      },
    ),
  });

// --- state ---------------------------------------------------------------------------------------------

async function stateQuery(dbUrl) {
  const tables = (
    await query(dbUrl, "select tablename from pg_tables where schemaname = 'public' order by tablename")
  )
    .map((t) => t.tablename)
    .filter((t) => !VOLATILE_TABLES.has(t));
  return tables
    .map((t) => {
      // The job queue delivers emails in the background: only which emails exist is compared.
      const rows =
        t === 'emails' ? '(select id, kind, order_id, reservation_id, to_address from emails)' : `"${t}"`;
      return `select '${t}' as t, count(*)::int as n, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from ${rows} x`;
    })
    .join(' union all ');
}

async function snapshot(dbUrl, sql) {
  return new Map((await query(dbUrl, sql)).map((r) => [r.t, `${r.n}:${r.h}`]));
}

function changedTables(a, b) {
  return [...a.keys()].filter((t) => a.get(t) !== b.get(t));
}

/** Requests that are not HTTP as Node parses it: the answer must be a 4xx or a closed connection. */
async function rawRequests(port) {
  const cases = [
    'GARBAGE\r\n\r\n',
    'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
    `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Long: ${'a'.repeat(20_000)}\r\n\r\n`,
    'POST /api/orders HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    'POST /api/orders HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n{}{}{}',
    'GET /api/%ZZ HTTP/1.1\r\nHost: x\r\n\r\n',
    'GET /../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n',
  ];
  const results = [];
  for (const raw of cases) {
    const answer = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let data = '';
      socket.setTimeout(5000, () => socket.destroy());
      socket.on('data', (c) => {
        data += c.toString();
      });
      socket.on('close', () => resolve(data));
      socket.on('error', () => resolve(data));
      socket.end(raw);
    });
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
    results.push({ raw: raw.slice(0, 60), status, body: answer.split('\r\n\r\n').slice(1).join('\r\n\r\n') });
  }
  return results;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every endpoint in every spelling of scripts/hostile-requests.mjs, sent byte for byte: with no cookie,
 * and as a signed-out visitor with its own anti-forgery token. An admin endpoint must be refused (or
 * not routed: 400 absolute form, 404, the web app's page), an unsafe request without a token too, every
 * answer in the standard shape, and nothing may change.
 */
async function hostileSpellingsPhase({ port, list, visitor, dbUrl, sql, problems }) {
  const before = await snapshot(dbUrl, sql);
  const token = decodeURIComponent(visitor.cookies.get('XSRF-TOKEN') ?? '');
  let sent = 0;
  for (const endpoint of list) {
    if (endpoint.who !== 'admin' && !UNSAFE_METHODS.has(endpoint.method)) continue;
    const body = UNSAFE_METHODS.has(endpoint.method) ? JSON.stringify(endpoint.body ?? {}) : undefined;
    for (const { target } of hostileSpellings(endpoint.path.replace(':id', '999999'), `127.0.0.1:${port}`)) {
      const callers = [{}, { cookie: visitor.cookieHeader(), 'X-XSRF-TOKEN': token }];
      for (const headers of callers) {
        // A public unsafe request with the visitor's own token is allowed: it is not part of this phase.
        if (endpoint.who !== 'admin' && headers.cookie) continue;
        const res = await rawRequest({ port, method: endpoint.method, target, headers, body }).catch(
          (error) => ({
            status: 0,
            headers: '',
            body: String(error),
          }),
        );
        sent++;
        const what = `${endpoint.method} ${target} ${headers.cookie ? 'as a visitor with its token' : 'without cookies'}`;
        const webPage = res.status === 200 && /\r\ncontent-type: text\/html/i.test(res.headers);
        if (![400, 401, 403, 404].includes(res.status) && !webPage) {
          problems.push(`hostile spelling answered ${res.status}: ${what}`);
        }
        if (LEAK.test(res.body)) problems.push(`hostile spelling leaked internals: ${what}`);
      }
    }
  }
  const changed = changedTables(before, await snapshot(dbUrl, sql));
  if (changed.length) problems.push(`hostile spellings changed ${changed.join(', ')}`);
  return sent;
}

/** The layout's own commands (ESC/POS): anything else on a printed ticket came from someone's text. */
const LAYOUT_COMMANDS = /^(ESC @|FS \.|ESC M|ESC E|ESC t|ESC a|GS !|GS V)( |$)/;

/**
 * Orders whose names, address and notes are printer commands in look-alike symbols, confirmed so that
 * the kitchen ticket and the receipt print on a fake network printer: every printed document must hold
 * the layout's commands only, one cut each, and the names as text.
 */
async function printerGlyphsPhase({ port, admin, printer, menuItemId, problems }) {
  const added = await admin.send('POST', '/api/admin/printers', {
    json: { name: 'Drill', host: '127.0.0.1', port: printer.port, copies: ['KITCHEN', 'RECEIPT'] },
  });
  if (added.status !== 201) {
    problems.push(`printer glyphs: could not add the printer (${added.status} ${added.body.slice(0, 200)})`);
    return 0;
  }
  const names = Object.values(HOSTILE_PRINTER_NAMES);
  let confirmed = 0;
  for (const [i, name] of names.entries()) {
    const diner = new Client(port, { ip: `10.9.8.${i + 1}` });
    await diner.csrf();
    const placed = await diner.send('POST', '/api/orders', {
      json: {
        customerInfo: {
          ...customer,
          firstName: name,
          lastName: name,
          address: { ...customer.address, street: name },
        },
        orderType: 'DELIVERY',
        items: [{ menuItemId, quantity: 10 }],
        paymentMethod: 'CASH',
        asap: true,
        specialInstructions: name,
      },
    });
    if (placed.status !== 201) {
      problems.push(`printer glyphs: order with ${JSON.stringify(name)} answered ${placed.status}`);
      continue;
    }
    const { id } = JSON.parse(placed.body);
    const done = await admin.send('POST', `/api/admin/menu-orders/${id}/confirm`, { json: {} });
    if (done.status === 200) confirmed++;
    else problems.push(`printer glyphs: confirming ${id} answered ${done.status}`);
  }
  const wanted = confirmed * 2;
  const deadline = Date.now() + 30_000;
  while (printer.printed.length < wanted && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 200));
  if (printer.printed.length !== wanted)
    problems.push(`printer glyphs: ${printer.printed.length} documents printed, ${wanted} expected`);
  for (const [i, doc] of printer.printed.entries()) {
    const foreign = doc.commands.filter((c) => !LAYOUT_COMMANDS.test(c));
    if (foreign.length) problems.push(`printer glyphs: document ${i} carried commands ${foreign.join(', ')}`);
    const cuts = doc.commands.filter((c) => c.startsWith('GS V')).length;
    if (cuts !== 1) problems.push(`printer glyphs: document ${i} has ${cuts} cuts`);
  }
  const text = printer.printed.map((d) => d.lines.join('\n')).join('\n');
  if (!text.includes('Anna<@<p0??')) problems.push('printer glyphs: the drawer name is not printed as text');
  return printer.printed.length;
}

export async function fuzzDrill(log) {
  const dir = tempDir('drill-fuzz');
  const db = await createDatabase('drill_fuzz');
  const printer = await startFakePrinter();
  const server = await startServer({
    database: { url: db.url },
    logFile: path.join(dir, 'server.log'),
    env: { PRINTERS_ALLOW_LOOPBACK: 'true', PRINTER_PORTS: String(printer.port) },
  });
  const { port } = server;
  let admin = await signInAdmin(port);
  const info = { ...(await openAroundTheClock(admin)) };
  info.openingHours = JSON.parse((await admin.get('/api/admin/restaurant-info')).body).openingHours;
  const sale = JSON.parse((await admin.get('/api/admin/discounts/current')).body);
  const users = JSON.parse((await admin.get('/api/admin/users')).body);
  const protectedUserIds = new Set(users.map((u) => String(u.id)));
  const menuItemId = await firstMenuItemId(port);
  // Something to find: an order and a reservation, so ids and tracking have real rows around them.
  const diner = new Client(port, { ip: '10.9.9.9' });
  await diner.csrf();
  await diner.send('POST', '/api/orders', { json: endpoints({ menuItemId, info, sale })[12].body });
  const sql = await stateQuery(db.url);
  const anon = new Client(port, { ip: '10.9.9.10' });
  await anon.csrf();
  log(`server up on :${port} (DATABASE_URL, fresh database); seed ${SEED}, ${RUNS} cases per endpoint`);

  const problems = [];
  const tally = {};
  let sent = 0;
  let refused = 0;
  const list = endpoints({ menuItemId, info, sale });
  for (const [index, endpoint] of list.entries()) {
    const cases = fc.sample(caseArb(endpoint), { numRuns: RUNS, seed: SEED + index });
    for (const c of cases) {
      const client = endpoint.who === 'admin' ? admin : anon;
      // Never fuzz the drill's own admin account into a different one (a rename or delete of it is
      // a legitimate change that would end the admin part of the drill).
      const id = protectedUserIds.has(c.id) && endpoint.path.includes('/users/') ? '999999' : c.id;
      let urlPath = endpoint.path.replace(':id', encodeURIComponent(id));
      if (c.query) urlPath += `?${c.query}`;
      const headers = { ...c.headers };
      if (endpoint.method !== 'GET') {
        if (c.xsrf === 'missing') headers['x-xsrf-token'] = null;
        else if (c.xsrf === 'garbage') headers['x-xsrf-token'] = 'garbage';
        else if (c.xsrf === 'long') headers['x-xsrf-token'] = 'x'.repeat(10_000);
        if (c.contentType) headers['content-type'] = c.contentType;
      }
      for (const k of Object.keys(headers)) if (headers[k] === undefined) delete headers[k];
      const body =
        endpoint.method === 'GET'
          ? undefined
          : (c.body.raw ?? (c.body.json === undefined ? undefined : JSON.stringify(c.body.json)));
      const before = await snapshot(db.url, sql);
      const savedCookies = new Map(client.cookies);
      if (headers.cookie) client.cookies.clear();
      const res = await client.send(endpoint.method, urlPath, { raw: body, headers, timeoutMs: 20_000 });
      if (headers.cookie) client.cookies = savedCookies;
      sent++;
      tally[res.status || res.error] = (tally[res.status || res.error] ?? 0) + 1;
      const what = `${endpoint.method} ${urlPath.slice(0, 120)} ${JSON.stringify(headers).slice(0, 120)} body ${String(body).slice(0, 160)}`;
      if (res.status === 0 && String(res.error).startsWith('client:')) continue; // not sendable
      if (res.status === 0) problems.push(`no answer (${res.error}): ${what}`);
      if (res.status >= 500) problems.push(`${res.status}: ${what} -> ${res.body.slice(0, 200)}`);
      if (LEAK.test(res.body)) problems.push(`internals in the body: ${what} -> ${res.body.slice(0, 300)}`);
      if (res.status >= 400) {
        refused++;
        let standard = false;
        try {
          const b = JSON.parse(res.body);
          standard = b.status === res.status && typeof b.error === 'string' && typeof b.message === 'string';
        } catch {}
        if (!standard)
          problems.push(`non-standard error body (${res.status}): ${what} -> ${res.body.slice(0, 200)}`);
        const changed = changedTables(before, await snapshot(db.url, sql));
        if (changed.length)
          problems.push(`refused (${res.status}) but changed ${changed.join(', ')}: ${what}`);
      }
    }
    // A fuzzed request may legitimately sign the admin out (its session ended): sign in again.
    if ((await admin.get('/api/auth/me')).status !== 200) admin = await signInAdmin(port);
    if ((await anon.get('/api/csrf')).status !== 200) anon.forgetCookies();
  }
  const spellings = await hostileSpellingsPhase({ port, list, visitor: anon, dbUrl: db.url, sql, problems });
  log(`${spellings} requests in hostile spellings`);
  const raw = await rawRequests(port);
  for (const r of raw) {
    if (r.status >= 500) problems.push(`raw request answered ${r.status}: ${JSON.stringify(r.raw)}`);
    if (LEAK.test(r.body))
      problems.push(`raw request leaked internals: ${JSON.stringify(r.raw)} -> ${r.body.slice(0, 200)}`);
  }
  if ((await admin.get('/api/auth/me')).status !== 200) admin = await signInAdmin(port);
  // The fuzzed requests may have changed the hours or the menu legitimately: open again, pick a dish again.
  await openAroundTheClock(admin);
  const printed = await printerGlyphsPhase({
    port,
    admin,
    printer,
    menuItemId: await firstMenuItemId(port),
    problems,
  });
  log(`${printed} tickets and receipts printed for orders named in printer commands`);
  await printer.stop();
  const health = await new Client(port).get('/api/health');
  if (health.status !== 200) problems.push(`server unhealthy after fuzzing: ${health.status}`);
  if (server.exited) problems.push('server process exited');
  await server.stop();
  return {
    name: 'fuzz',
    pass: problems.length === 0,
    problems: problems
      .slice(0, 40)
      .concat(problems.length > 40 ? [`... and ${problems.length - 40} more`] : []),
    details: {
      seed: SEED,
      endpoints: list.length,
      requests: sent,
      hostileSpellings: spellings,
      printedWithHostileNames: printed,
      refused,
      statuses: tally,
      rawRequests: raw.map((r) => `${r.status} ${JSON.stringify(r.raw)}`),
    },
  };
}
