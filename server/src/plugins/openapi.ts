import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ERROR_CODES } from '@app/shared/api-error';
import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { TAccess } from './access';
import { apiNotFound } from './errors';
import { SESSION_COOKIE } from './session';

/** swagger-ui's files, as @fastify/swagger-ui ships them (lib/routes.js serves this folder). */
const SWAGGER_UI_FILES = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui')),
  'static',
);

/** Where the description and its page are served (README "API documentation"). */
export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/**
 * The documentation page's own files (swagger-ui's script, styles, initializer, and the copies of the
 * description it fetches), served under /api/docs by @fastify/swagger-ui. They are parts of the page, not
 * API operations: the only routes not in the description (test/openapi.test.ts holds the table to this).
 */
export const isDocsPageFile = (url: string) => url.startsWith(`${API_DOCS_PATH}/`);

const ACCESS_TEXT: Record<TAccess, string> = {
  public: 'No sign-in needed.',
  signedIn: 'Needs a signed-in account (401 without a session).',
  kitchen:
    'Needs a signed-in kitchen display account or administrator (401 without a session, 403 for any other role).',
  courier:
    'Needs a signed-in courier account or administrator (401 without a session, 403 for any other role).',
  admin: 'Needs a signed-in administrator (401 without a session, 403 for any other role).',
  customer:
    'Needs a diner signed in by an emailed link (the diner session, apart from the back office; 401 without one).',
};

/** The answers of this plugin's own two routes, which have no zod schema to describe them. */
const OWN_ANSWERS: Record<string, Record<string, unknown>> = {
  [OPENAPI_JSON_PATH]: {
    200: { description: 'The description', content: { 'application/json': { schema: { type: 'object' } } } },
  },
  [API_DOCS_PATH]: {
    200: { description: 'The page', content: { 'text/html': { schema: { type: 'string' } } } },
  },
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Operations grouped by the path's first part after /api (and /api/admin): `orders`, `admin/reports`. */
function tagOf(url: string): string {
  const all = url.split('/').filter(Boolean);
  // A route outside /api (the metrics) is its own group.
  const parts = all[0] === 'api' ? all.slice(1) : all;
  const [first = 'api', second] = parts;
  if (first === 'admin' && second) return `admin/${second.replace(/^:/, '')}`;
  return first.replace(/\.json$/, '');
}

/**
 * The routes' own zod schemas as JSON Schema (fastify-type-provider-zod), and each operation marked with
 * who may call it (`config.access`): an `x-access` extension, a sentence in its description, and the
 * session cookie as its security requirement when it needs one. Unsafe methods also say they need the
 * anti-forgery token (cookie XSRF-TOKEN echoed in the X-XSRF-TOKEN header), except declared exemptions.
 */
function describeRoutes(): SwaggerTransform {
  const zodTransform = createJsonSchemaTransform({ skipList: [] });
  return (document) => {
    const { route, url } = document;
    const result = zodTransform({ ...document, schema: document.schema ?? {} } as typeof document);
    const schema = (result.schema ?? {}) as Record<string, unknown>;
    if (schema.hide) return result;
    const access = (route.config as { access?: TAccess } | undefined)?.access ?? 'public';
    const methods = [route.method].flat();
    const forgeryChecked =
      methods.some((m) => UNSAFE.has(m)) &&
      (route.config as { antiForgery?: string } | undefined)?.antiForgery !== 'exempt';
    const sentences = [
      ACCESS_TEXT[access],
      ...(forgeryChecked
        ? [
            'Send the anti-forgery token: the XSRF-TOKEN cookie (from GET /api/csrf) in the X-XSRF-TOKEN header.',
          ]
        : []),
    ];
    const response = { ...(schema.response as Record<string, unknown> | undefined), ...OWN_ANSWERS[url] };
    // Every error (4xx, 5xx) has the one shape of plugins/errors.ts.
    response.default ??= { description: 'An error', $ref: '#/components/schemas/ApiError' };
    return {
      url,
      schema: {
        ...schema,
        tags: (schema.tags as string[] | undefined) ?? [tagOf(url)],
        description: [schema.description, ...sentences].filter(Boolean).join(' '),
        'x-access': access,
        ...(access === 'public' ? {} : { security: [{ session: [] }] }),
        response,
      },
    };
  };
}

/**
 * `GET /api/openapi.json`: an OpenAPI 3.1 description generated from the routes' own schemas, and
 * `GET /api/docs`: a page that reads it (swagger-ui, from the files its package ships: works offline,
 * under the app's Content-Security-Policy, which allows only the app's own scripts). Both public and
 * read-only; the page can try GET requests only. Must be registered before the routes it describes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Restaurant ordering API',
        // The API's version, not a release's: it changes when a contract changes incompatibly.
        version: '1',
        description: [
          'The HTTP API of the restaurant ordering product, generated from the routes\u2019 own schemas.',
          'Money is CHF as JSON numbers with at most 2 decimals; instants are ISO 8601 with an offset.',
          'Every operation names who may call it (`x-access`: public, signedIn or admin).',
          'Unsafe requests (POST, PUT, PATCH, DELETE) need the anti-forgery token: call GET /api/csrf, then send',
          'the XSRF-TOKEN cookie\u2019s value in the X-XSRF-TOKEN header. Errors have one shape (ApiError).',
        ].join(' '),
      },
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              'The session cookie set by POST /api/auth/login (named __Host-sid over https). Admin operations need an ADMIN account.',
          },
          // For a route that checks a token of its own: `schema: { security: [{ metricsToken: [] }] }`.
          metricsToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'The METRICS_TOKEN setting (GET /metrics answers 404 while it is unset).',
          },
        },
        schemas: {
          ApiError: {
            type: 'object',
            required: ['status', 'error', 'code', 'message'],
            properties: {
              status: { type: 'integer' },
              error: { type: 'string' },
              code: { type: 'string', enum: [...ERROR_CODES] },
              message: { type: 'string' },
              details: { type: 'object', additionalProperties: { type: 'string' } },
            },
            additionalProperties: false,
          },
        },
      },
    },
    transform: describeRoutes(),
    transformObject: jsonSchemaTransformObject,
  });

  app.get(
    OPENAPI_JSON_PATH,
    {
      config: { access: 'public' },
      schema: { description: 'This description (OpenAPI 3.1).', tags: ['docs'] },
    },
    async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(app.swagger()),
  );

  await app.register(async (scope) => {
    // The page and its files are public, like the built web app's files (plugins/spa.ts).
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
      // The page itself is listed; its files are not operations (isDocsPageFile).
      if (route.url === API_DOCS_PATH && route.method === 'GET') {
        route.schema = { description: 'This documentation, as a page to read.', tags: ['docs'] };
      }
    });
    // A file the page does not have gets the API's JSON 404 here: @fastify/static would hand it to the web
    // app's not-found handler, which cannot answer for this scope (a path spelled /%61pi/docs/... is not
    // recognised there as an API path).
    const files = new Set(fs.readdirSync(SWAGGER_UI_FILES));
    scope.addHook('preHandler', async (request, reply) => {
      if (request.routeOptions.url !== `${API_DOCS_PATH}/static/*`) return;
      const file = (request.params as Record<string, string>)['*'] ?? '';
      if (!files.has(file)) return reply.code(404).send(apiNotFound(request.method, request.url, request));
    });
    await scope.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PATH,
      // Read-only: the page can try out GET requests, never change anything.
      uiConfig: { supportedSubmitMethods: ['get'], docExpansion: 'none', deepLinking: true },
      validatorUrl: false,
      theme: { title: 'Restaurant ordering API' },
    });
  });
}
