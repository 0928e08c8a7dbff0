import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * Checks answers against the app's own OpenAPI description (GET /api/openapi.json): the API tests' client
 * (client.ts) runs every JSON answer of a described operation through the schema the description gives
 * for its status (the status itself, then its class such as `2XX`, then `default` for errors), so an
 * answer that does not match what the API documents fails the test that received it.
 */

type TOperation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type TDocument = {
  paths: Record<string, Record<string, TOperation>>;
  components?: Record<string, unknown>;
};
type TPath = { template: string; pattern: RegExp; segments: string[] };

type TChecker = {
  document: TDocument;
  paths: TPath[];
  ajv: Ajv2020;
  validators: Map<string, ValidateFunction | null>;
};

const checkers = new WeakMap<FastifyInstance, Promise<TChecker>>();

/** The description's path templates, most specific first (a static segment wins over a parameter, as in the router). */
function compilePaths(document: TDocument): TPath[] {
  const paths = Object.keys(document.paths).map((template) => ({
    template,
    segments: template.split('/'),
    pattern: new RegExp(
      `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}/]+\}/g, '[^/]+')}/?$`,
    ),
  }));
  const rank = (s: string) => (s.startsWith('{') ? 1 : 0);
  return paths.sort((a, b) => {
    for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
      const d = rank(a.segments[i] ?? '') - rank(b.segments[i] ?? '');
      if (d !== 0) return d;
    }
    return 0;
  });
}

async function checkerFor(app: FastifyInstance): Promise<TChecker> {
  let checker = checkers.get(app);
  if (!checker) {
    checker = app.inject({ method: 'GET', url: '/api/openapi.json' }).then((res) => {
      if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`);
      const document = res.json() as TDocument;
      // OpenAPI 3.1 schemas are JSON Schema 2020-12; its own keywords (discriminator, example) are not.
      const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
      addFormats.default(ajv);
      return { document, paths: compilePaths(document), ajv, validators: new Map() };
    });
    checkers.set(app, checker);
  }
  return checker;
}

function responseSchema(operation: TOperation, status: number): unknown {
  const responses = operation.responses ?? {};
  const entry =
    responses[String(status)] ??
    responses[`${String(status)[0]}XX`] ??
    (status >= 400 ? responses.default : undefined);
  if (!entry) return undefined;
  return entry.content?.['application/json']?.schema ?? null;
}

/**
 * The reason `res` (to `method url`) does not match the description, or undefined when it does or the
 * description says nothing about it (an undescribed path, a body that is not JSON).
 */
export async function describedAnswerMismatch(
  app: FastifyInstance,
  method: string,
  url: string,
  res: LightMyRequestResponse,
): Promise<string | undefined> {
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json') || res.body === '') return undefined;
  const checker = await checkerFor(app);
  const pathname = url.split('?')[0] ?? url;
  const path = checker.paths.find((p) => p.pattern.test(pathname));
  const operation = path && checker.document.paths[path.template]?.[method.toLowerCase()];
  if (!path || !operation) return undefined;
  const key = `${method} ${path.template} ${res.statusCode}`;
  let validate = checker.validators.get(key);
  if (validate === undefined) {
    const schema = responseSchema(operation, res.statusCode);
    if (schema === undefined || schema === null) {
      return `${key}: a JSON answer the description does not describe: ${res.body.slice(0, 300)}`;
    }
    // The components travel with each schema, so `#/components/schemas/...` resolves.
    validate = checker.ajv.compile({ ...(schema as object), components: checker.document.components });
    checker.validators.set(key, validate);
  }
  if (!validate) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `${key}: the answer is not JSON: ${res.body.slice(0, 200)}`;
  }
  if (validate(body)) return undefined;
  const errors = (validate.errors ?? [])
    .slice(0, 5)
    .map(
      (e) => `${e.instancePath || '(answer)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
    )
    .join('; ');
  return `${key}: the answer does not match the description: ${errors}; answer: ${res.body.slice(0, 300)}`;
}
