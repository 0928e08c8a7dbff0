import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the part of Stripe's HTTP API the app uses (PaymentIntents: create, retrieve,
 * cancel; Refunds),
 * speaking its protocol: form-encoded requests with bracketed keys, Bearer secret keys, Idempotency-Key
 * replay (same key and body -> the same answer; same key, other body -> 400), Stripe's error shape.
 * Records every request so tests can check amounts, currencies and idempotency keys. Also signs
 * webhook payloads the way Stripe does, through the SDK's own test-header helper.
 */

export type TFakeRequest = {
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
};

type TIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  client_secret: string;
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
  metadata: Record<string, string>;
  allowed_payment_method_types: string[];
  payment_method_types: string[];
  last_payment_error: { message: string; code: string } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  description: string | null;
  created: number;
  livemode: false;
};

/** 'metadata[orderId]=x&allowed_payment_method_types[0]=card' -> { metadata: { orderId }, allowed...: [...] }. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const match = /^([^[]+)\[([^\]]*)\]$/.exec(key);
    if (!match) {
      out[key] = value;
      continue;
    }
    const [, name = '', inner = ''] = match;
    if (/^\d+$/.test(inner)) {
      const list = (out[name] as string[] | undefined) ?? [];
      list[Number(inner)] = value;
      out[name] = list;
    } else {
      const map = (out[name] as Record<string, string> | undefined) ?? {};
      map[inner] = value;
      out[name] = map;
    }
  }
  return out;
}

function stripeError(res: ServerResponse, status: number, type: string, message: string, code?: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { type, message, ...(code ? { code } : {}) } }));
}

export async function startFakeStripe() {
  const intents = new Map<string, TIntent>();
  const refunds = new Map<string, { id: string; payment_intent: string; amount: number }>();
  const requests: TFakeRequest[] = [];
  const replays = new Map<string, { body: string; status: number; answer: string }>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${++counter}${randomBytes(4).toString('hex')}`;

  function handle(method: string, path: string, params: Record<string, unknown>, res: ServerResponse) {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
      res.end(JSON.stringify(body));
    };
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 50) {
        return stripeError(
          res,
          400,
          'invalid_request_error',
          'Amount must be at least 50 cents',
          'amount_too_small',
        );
      }
      if (typeof params.currency !== 'string') {
        return stripeError(res, 400, 'invalid_request_error', 'Missing required param: currency.');
      }
      const id = nextId('pi');
      const types = (params.allowed_payment_method_types as string[] | undefined) ?? ['card'];
      const intent: TIntent = {
        id,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: params.currency,
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        status: 'requires_payment_method',
        metadata: (params.metadata as Record<string, string> | undefined) ?? {},
        allowed_payment_method_types: types,
        payment_method_types: types,
        last_payment_error: null,
        canceled_at: null,
        cancellation_reason: null,
        description: typeof params.description === 'string' ? params.description : null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, intent);
      return send(200, intent);
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && retrieve) {
      const intent = intents.get(decodeURIComponent(retrieve[1] ?? ''));
      if (!intent) {
        return stripeError(res, 404, 'invalid_request_error', 'No such payment_intent', 'resource_missing');
      }
      return send(200, intent);
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) {
      const intent = intents.get(decodeURIComponent(cancel[1] ?? ''));
      if (!intent) {
        return stripeError(res, 404, 'invalid_request_error', 'No such payment_intent', 'resource_missing');
      }
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return stripeError(
          res,
          400,
          'invalid_request_error',
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
          'payment_intent_unexpected_state',
        );
      }
      intent.status = 'canceled';
      intent.canceled_at = Math.floor(Date.now() / 1000);
      intent.cancellation_reason =
        typeof params.cancellation_reason === 'string' ? params.cancellation_reason : null;
      return send(200, intent);
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(String(params.payment_intent));
      if (!intent) {
        return stripeError(res, 404, 'invalid_request_error', 'No such payment_intent', 'resource_missing');
      }
      if (intent.status !== 'succeeded') {
        return stripeError(res, 400, 'invalid_request_error', 'This PaymentIntent has not been charged.');
      }
      const amount = params.amount === undefined ? intent.amount_received : Number(params.amount);
      const refund = {
        id: nextId('re'),
        object: 'refund',
        payment_intent: intent.id,
        amount,
        status: 'succeeded',
      };
      refunds.set(refund.id, refund);
      return send(200, refund);
    }
    return stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      const params = method === 'GET' ? Object.fromEntries(url.searchParams) : parseForm(body);
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      const authorization = req.headers.authorization;
      requests.push({ method, path: url.pathname, params, idempotencyKey, authorization });
      if (!authorization?.startsWith('Bearer sk_')) {
        return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided.');
      }
      if (idempotencyKey && method === 'POST') {
        const replay = replays.get(idempotencyKey);
        if (replay) {
          if (replay.body !== body) {
            return stripeError(
              res,
              400,
              'idempotency_error',
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            );
          }
          res.writeHead(replay.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
          return res.end(replay.answer);
        }
        // Record what this request answers, to replay it for the same key.
        const end = res.end.bind(res);
        res.end = ((chunk: unknown) => {
          replays.set(idempotencyKey, { body, status: res.statusCode, answer: String(chunk) });
          return end(chunk as string);
        }) as typeof res.end;
      }
      handle(method, url.pathname, params, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const sdk = new Stripe('sk_test_helper');

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    refunds,
    /** Stripe keeps idempotency keys for 24 hours: after that, the same key creates a new object. */
    expireIdempotencyKeys() {
      replays.clear();
    },
    /** What Stripe does when the diner's payment goes through. */
    succeed(intentId: string) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      if (intent.status === 'canceled') throw new Error(`intent ${intentId} is canceled and cannot be paid`);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.last_payment_error = null;
      return intent;
    },
    /** What Stripe does when the card is declined: the intent wants another payment method. */
    decline(intentId: string, message = 'Your card was declined.') {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { message, code: 'card_declined' };
      return intent;
    },
    /** A Stripe Event wrapping a copy of the intent as it is now. */
    event(
      type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
      intentId: string,
      id = nextId('evt'),
    ) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      return {
        id,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: structuredClone(intent) },
      };
    },
    /** The Stripe-Signature header Stripe would send for `payload`. */
    sign(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
      return sdk.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TFakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
