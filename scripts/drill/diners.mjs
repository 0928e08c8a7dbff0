import { randomUUID } from 'node:crypto';
import { Client, nextDinerIp, orderPayload, query, sleep } from '../bench/harness.mjs';

/** Worth retrying with the same key: the server is away, restarting or says so (503). */
const RETRYABLE = new Set([0, 502, 503, 504]);

/**
 * Diners placing orders one after another, each with its own Idempotency-Key, as the web client does:
 * while the server is unreachable or answers 503 they retry the same order with the same key until it
 * is acknowledged (201). Every answer is recorded with the time it came, so a drill can tell what the
 * server said while it was down.
 */
export function startDiners({ port, menuItemId, count, thinkMs, giveUpMs = 180_000 }) {
  const acked = [];
  const abandoned = [];
  const rejected = [];
  const answers = [];
  let stopping = false;
  let n = 0;

  const record = (res, what) => {
    answers.push({
      at: Date.now(),
      what,
      status: res.status,
      error: res.error,
      body: res.status >= 500 ? res.body : undefined,
      retryAfter: res.headers?.['retry-after'],
    });
  };

  const diner = async () => {
    const client = new Client(port);
    while (!stopping) {
      const key = randomUUID();
      const payload = orderPayload(menuItemId, n++);
      client.forgetCookies();
      client.ip = nextDinerIp();
      const first = Date.now();
      let attempts = 0;
      for (;;) {
        if (Date.now() - first > giveUpMs) {
          abandoned.push({ key });
          break;
        }
        attempts++;
        if (!client.cookies.has('XSRF-TOKEN')) {
          const csrf = await client.get('/api/csrf', { timeoutMs: 20_000 });
          record(csrf, 'csrf');
          if (csrf.status !== 200) {
            await sleep(200);
            continue;
          }
        }
        const res = await client.send('POST', '/api/orders', {
          json: payload,
          headers: { 'idempotency-key': key },
          timeoutMs: 20_000,
        });
        record(res, 'order');
        if (res.status === 201) {
          acked.push({ id: JSON.parse(res.body).id, key, attempts, at: Date.now() });
          break;
        }
        if (RETRYABLE.has(res.status)) {
          await sleep(200);
          continue;
        }
        if (res.status === 403) {
          // A lost session: start over with a new one (same key, same order).
          client.forgetCookies();
          continue;
        }
        rejected.push({ key, status: res.status, body: res.body });
        break;
      }
      if (thinkMs > 0) await sleep(thinkMs * (0.5 + Math.random()));
    }
    client.close();
  };

  const running = Promise.all(Array.from({ length: count }, diner));
  return {
    acked,
    abandoned,
    rejected,
    answers,
    /** Stops placing new orders; the orders under way finish (acknowledged or given up). */
    async stop() {
      stopping = true;
      await running;
    },
  };
}

/**
 * Every acknowledged order exists exactly once (by id and by its key), no order exists that nobody was
 * told about, and each has exactly one ORDER_RECEIVED email.
 */
export async function checkOrders(dbUrl, diners) {
  const rows = await query(dbUrl, 'select id, idempotency_key from orders');
  const byId = new Map(rows.map((r) => [r.id, r]));
  const perKey = new Map();
  for (const r of rows)
    if (r.idempotency_key) perKey.set(r.idempotency_key, (perKey.get(r.idempotency_key) ?? 0) + 1);
  const ids = new Set(diners.acked.map((o) => o.id));
  const received = await query(
    dbUrl,
    "select order_id, count(*)::int as n from emails where kind = 'ORDER_RECEIVED' group by order_id",
  );
  const receivedBy = new Map(received.map((r) => [r.order_id, r.n]));
  const abandonedKeys = new Set(diners.abandoned.map((a) => a.key));
  const result = {
    acknowledged: diners.acked.length,
    rows: rows.length,
    missing: diners.acked.filter((o) => !byId.has(o.id)).length,
    acknowledgedTwice: diners.acked.length - ids.size,
    keyWithTwoOrders: [...perKey.values()].filter((c) => c > 1).length,
    notAcknowledged: rows.filter((r) => !ids.has(r.id) && !abandonedKeys.has(r.idempotency_key)).length,
    abandoned: diners.abandoned.length,
    rejected: diners.rejected.length,
    withoutReceivedEmail: diners.acked.filter((o) => !receivedBy.has(o.id)).length,
    withTwoReceivedEmails: [...receivedBy.values()].filter((n) => n > 1).length,
  };
  const problems = [];
  if (result.acknowledged === 0) problems.push('no order was acknowledged');
  if (result.missing) problems.push(`${result.missing} acknowledged orders missing`);
  if (result.acknowledgedTwice)
    problems.push(`${result.acknowledgedTwice} orders acknowledged to two diners`);
  if (result.keyWithTwoOrders) problems.push(`${result.keyWithTwoOrders} idempotency keys with two orders`);
  if (result.notAcknowledged) problems.push(`${result.notAcknowledged} orders nobody was told about`);
  if (result.abandoned) problems.push(`${result.abandoned} orders never acknowledged after retrying`);
  if (result.rejected)
    problems.push(`${result.rejected} orders refused: ${JSON.stringify(diners.rejected.slice(0, 3))}`);
  if (result.withoutReceivedEmail)
    problems.push(`${result.withoutReceivedEmail} orders without an ORDER_RECEIVED email`);
  if (result.withTwoReceivedEmails)
    problems.push(`${result.withTwoReceivedEmails} orders with two ORDER_RECEIVED emails`);
  return { result, problems };
}
