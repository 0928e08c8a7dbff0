import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the part of Stripe's HTTP API the app uses (PaymentIntents: create, retrieve,
 * cancel, and off-session charges of a saved card; Refunds; Customers; SetupIntents: create, retrieve with
 * the payment method expanded, cancel; PaymentMethods: detach),
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

type TSetupIntent = {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  customer: string | null;
  description: string | null;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  usage: string;
  payment_method: string | null;
  payment_method_types: string[];
  metadata: Record<string, string>;
  last_setup_error: { message: string; code: string; type: string } | null;
  cancellation_reason: string | null;
  created: number;
  livemode: false;
};

type TPaymentMethod = {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number; country: string };
  created: number;
  livemode: false;
};

/** Test cards by their effect, as Stripe's test numbers behave. */
export const FAKE_CARDS = {
  /** 4242 4242 4242 4242: saves and charges. */
  visa: { brand: 'visa', last4: '4242', chargeFails: false },
  /** 4000 0000 0000 0341: saves, but off-session charges are declined. */
  chargeDeclined: { brand: 'visa', last4: '0341', chargeFails: true },
} as const;

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
  const customers = new Map<
    string,
    { id: string; object: 'customer'; email: string | null; name: string | null }
  >();
  const setupIntents = new Map<string, TSetupIntent>();
  const paymentMethods = new Map<string, TPaymentMethod & { chargeFails: boolean }>();
  const publicMethod = (pm: TPaymentMethod & { chargeFails: boolean }): TPaymentMethod => {
    const { chargeFails: _, ...rest } = pm;
    return rest;
  };
  const requests: TFakeRequest[] = [];
  const replays = new Map<string, { body: string; status: number; answer: string }>();
  let counter = 0;
  /** `outage`: every request answers 500, as during an incident at Stripe. */
  const state = { outage: false };
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
      if (params.confirm === 'true') {
        // A saved card charged off-session: at once succeeded, or declined as a card error (HTTP 402).
        const pm = paymentMethods.get(String(params.payment_method));
        if (!pm) {
          return stripeError(
            res,
            400,
            'invalid_request_error',
            `No such PaymentMethod: '${String(params.payment_method)}'`,
            'resource_missing',
          );
        }
        if (params.off_session !== 'true' || !params.customer || pm.customer !== params.customer) {
          return stripeError(
            res,
            400,
            'invalid_request_error',
            'The provided PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
          );
        }
        const charged: TIntent = {
          id,
          object: 'payment_intent',
          amount,
          amount_received: pm.chargeFails ? 0 : amount,
          currency: params.currency,
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          status: pm.chargeFails ? 'requires_payment_method' : 'succeeded',
          metadata: (params.metadata as Record<string, string> | undefined) ?? {},
          allowed_payment_method_types: types,
          payment_method_types: types,
          last_payment_error: pm.chargeFails
            ? { message: 'Your card was declined.', code: 'card_declined' }
            : null,
          canceled_at: null,
          cancellation_reason: null,
          description: typeof params.description === 'string' ? params.description : null,
          created: Math.floor(Date.now() / 1000),
          livemode: false,
        };
        intents.set(id, charged);
        if (pm.chargeFails) {
          res.writeHead(402, { 'content-type': 'application/json' });
          return res.end(
            JSON.stringify({
              error: {
                type: 'card_error',
                code: 'card_declined',
                decline_code: 'generic_decline',
                message: 'Your card was declined.',
                payment_intent: charged,
                payment_method: publicMethod(pm),
              },
            }),
          );
        }
        return send(200, charged);
      }
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
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: nextId('cus'),
        object: 'customer' as const,
        email: typeof params.email === 'string' ? params.email : null,
        name: typeof params.name === 'string' ? params.name : null,
        metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      };
      customers.set(customer.id, customer);
      return send(200, customer);
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const customer = typeof params.customer === 'string' ? params.customer : null;
      if (customer && !customers.has(customer)) {
        return stripeError(
          res,
          400,
          'invalid_request_error',
          `No such customer: '${customer}'`,
          'resource_missing',
        );
      }
      const id = nextId('seti');
      const setup: TSetupIntent = {
        id,
        object: 'setup_intent',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        customer,
        description: typeof params.description === 'string' ? params.description : null,
        status: 'requires_payment_method',
        usage: typeof params.usage === 'string' ? params.usage : 'off_session',
        payment_method: null,
        payment_method_types: (params.allowed_payment_method_types as string[] | undefined) ?? ['card'],
        metadata: (params.metadata as Record<string, string> | undefined) ?? {},
        last_setup_error: null,
        cancellation_reason: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      setupIntents.set(id, setup);
      return send(200, setup);
    }
    const setupPath = /^\/v1\/setup_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (setupPath) {
      const setup = setupIntents.get(decodeURIComponent(setupPath[1] ?? ''));
      if (!setup) {
        return stripeError(res, 404, 'invalid_request_error', 'No such setupintent', 'resource_missing');
      }
      if (method === 'GET' && !setupPath[2]) {
        const expand = Object.entries(params).some(
          ([key, value]) => key.startsWith('expand') && value === 'payment_method',
        );
        const pm = setup.payment_method ? paymentMethods.get(setup.payment_method) : undefined;
        return send(200, expand && pm ? { ...setup, payment_method: publicMethod(pm) } : setup);
      }
      if (method === 'POST' && setupPath[2]) {
        if (setup.status === 'succeeded' || setup.status === 'canceled') {
          return stripeError(
            res,
            400,
            'invalid_request_error',
            `You cannot cancel this SetupIntent because it has a status of ${setup.status}.`,
            'setup_intent_unexpected_state',
          );
        }
        setup.status = 'canceled';
        setup.cancellation_reason =
          typeof params.cancellation_reason === 'string' ? params.cancellation_reason : null;
        return send(200, setup);
      }
    }
    const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path);
    if (method === 'POST' && detach) {
      const pm = paymentMethods.get(decodeURIComponent(detach[1] ?? ''));
      if (!pm) {
        return stripeError(res, 404, 'invalid_request_error', 'No such PaymentMethod', 'resource_missing');
      }
      if (!pm.customer) {
        return stripeError(
          res,
          400,
          'invalid_request_error',
          'The payment method you provided is not attached to a customer so detachment is impossible.',
        );
      }
      pm.customer = null;
      return send(200, publicMethod(pm));
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
      if (state.outage) {
        return stripeError(res, 500, 'api_error', 'An unknown error occurred on Stripe’s end.');
      }
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
    /** Stripe down (every request 500) or back. */
    setOutage(on: boolean) {
      state.outage = on;
    },
    customers,
    setupIntents,
    paymentMethods,
    /** What Stripe does when the guest's card is saved through Stripe.js: a card attached to the customer. */
    saveCard(setupIntentId: string, card: (typeof FAKE_CARDS)[keyof typeof FAKE_CARDS] = FAKE_CARDS.visa) {
      const setup = setupIntents.get(setupIntentId);
      if (!setup) throw new Error(`no setup intent ${setupIntentId}`);
      const pm = {
        id: nextId('pm'),
        object: 'payment_method' as const,
        type: 'card' as const,
        customer: setup.customer,
        card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034, country: 'CH' },
        created: Math.floor(Date.now() / 1000),
        livemode: false as const,
        chargeFails: card.chargeFails,
      };
      paymentMethods.set(pm.id, pm);
      setup.status = 'succeeded';
      setup.payment_method = pm.id;
      setup.last_setup_error = null;
      return setup;
    },
    /** A Stripe Event about a SetupIntent, wrapping a copy of it as it is now (its card not expanded). */
    setupEvent(
      type: 'setup_intent.succeeded' | 'setup_intent.setup_failed',
      setupIntentId: string,
      id = nextId('evt'),
    ) {
      const setup = setupIntents.get(setupIntentId);
      if (!setup) throw new Error(`no setup intent ${setupIntentId}`);
      return {
        id,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: structuredClone(setup) },
      };
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
