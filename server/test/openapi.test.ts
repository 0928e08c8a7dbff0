import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { TRouteAccess } from '../src/plugins/access';
import { isDocsPageFile } from '../src/plugins/openapi';
import { findWebDist } from '../src/plugins/spa';
import { TestClient } from './client';
import { ADMIN, createAdmin, setupTestApp } from './helpers';
import { describedAnswerMismatch } from './openapi-responses';

/**
 * GET /api/openapi.json describes every route of the app from the routes' own schemas,
 * with who may call each one; GET /api/docs is a page that reads it, offline and under the app's CSP.
 */

const ctx = await setupTestApp({ seed: true });
await createAdmin(ctx.db);

type TOperation = {
  'x-access'?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  requestBody?: { content: Record<string, { schema?: unknown }> };
  parameters?: { schema?: unknown }[];
};
type TDocument = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, TOperation>>;
  components: Record<string, unknown>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

async function description(client = new TestClient(ctx.app)): Promise<TDocument> {
  const res = await client.get('/api/openapi.json');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json() as TDocument;
}

/** `METHOD /path/{param}` of every operation in the description. */
function operationsOf(document: TDocument): Map<string, TOperation> {
  const operations = new Map<string, TOperation>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (METHODS.includes(method)) operations.set(`${method.toUpperCase()} ${path}`, operation);
    }
  }
  return operations;
}

/**
 * An API operation of the route table: under /api, but not the docs page's own files, and not HEAD
 * (Fastify answers HEAD for every GET route itself; the description lists the GET).
 */
const isOperation = (r: TRouteAccess) => r.method !== 'HEAD' && !isDocsPageFile(r.url) && !isWebFile(r.url);

/** A file of the built web app, which plugins/spa.ts serves outside /api (one route per file). */
const webDist = ctx.config.webDist ?? findWebDist();
const isWebFile = (url: string) =>
  !url.startsWith('/api/') &&
  webDist !== undefined &&
  fs.statSync(path.join(webDist, url), { throwIfNoEntry: false })?.isFile() === true;

/** The route table's `/api/orders/:id` as the description writes it: `/api/orders/{id}`. */
const asTemplate = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\/$/, '');

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 description that anyone may read', async () => {
    const document = await description();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBeTruthy();
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);
  });

  it('describes every route of the app and nothing else', async () => {
    const operations = operationsOf(await description());
    const table = ctx.app.routeAccessTable();
    const routes = table.filter(isOperation);
    const documented = new Set(operations.keys());
    const missing = routes.map((r) => `${r.method} ${asTemplate(r.url)}`).filter((k) => !documented.has(k));
    expect(missing).toEqual([]);
    const routeKeys = new Set(routes.map((r) => `${r.method} ${asTemplate(r.url)}`));
    expect([...documented].filter((k) => !routeKeys.has(k))).toEqual([]);
    // The web app's files are public, GET and HEAD only.
    const webFiles = table.filter((r) => isWebFile(r.url));
    expect(webFiles.filter((r) => r.access !== 'public' || !['GET', 'HEAD'].includes(r.method))).toEqual([]);
    // The docs page's own files: its scripts and styles, and the description again for it to fetch.
    const pageFiles = table.filter((r) => isDocsPageFile(r.url)).map((r) => r.url);
    expect(pageFiles.every((url) => /^\/api\/docs\/(static\/|json$|yaml$)/.test(url))).toBe(true);
  });

  it('says who may call each operation, as the route declares it', async () => {
    const operations = operationsOf(await description());
    for (const route of ctx.app.routeAccessTable().filter(isOperation)) {
      const key = `${route.method} ${asTemplate(route.url)}`;
      const operation = operations.get(key);
      expect(operation?.['x-access'], key).toBe(route.access);
      // A public route may declare a token of its own (the metrics), never the session.
      if (route.access === 'public')
        expect(JSON.stringify(operation?.security ?? []), key).not.toContain('session');
      else expect(operation?.security, key).toEqual([{ session: [] }]);
    }
    const orders = operations.get('GET /api/admin/orders');
    expect(orders?.['x-access']).toBe('admin');
  });

  it('gives every operation a schema for its errors, and its declared answers their schemas', async () => {
    const document = await description();
    const operations = operationsOf(document);
    expect(
      operations.get('GET /api/health')?.responses['200']?.content?.['application/json']?.schema,
    ).toMatchObject({
      type: 'object',
      required: ['status', 'database'],
    });
    for (const [key, operation] of operations) {
      expect(operation.responses.default?.content?.['application/json']?.schema, key).toEqual({
        $ref: '#/components/schemas/ApiError',
      });
    }
  });

  it('holds only schemas that compile as JSON Schema 2020-12', async () => {
    const document = await description();
    const ajv = new Ajv2020({ strict: false });
    addFormats.default(ajv);
    let count = 0;
    for (const [key, operation] of operationsOf(document)) {
      const schemas = [
        ...Object.values(operation.responses).flatMap((r) => Object.values(r.content ?? {})),
        ...Object.values(operation.requestBody?.content ?? {}),
        ...(operation.parameters ?? []),
      ]
        .map((c) => c.schema)
        .filter(Boolean);
      for (const schema of schemas) {
        expect(
          () => ajv.compile({ ...(schema as object), components: document.components }),
          key,
        ).not.toThrow();
        count++;
      }
    }
    expect(count).toBeGreaterThan(100);
  });

  it('is the same for everyone and carries no examples (no secrets, no admin data)', async () => {
    const anonymous = await description();
    const admin = new TestClient(ctx.app);
    await admin.login(ADMIN.username, ADMIN.password);
    expect(await description(admin)).toEqual(anonymous);
    const text = JSON.stringify(anonymous);
    expect(text).not.toMatch(/"examples?":/);
    expect(text).not.toContain(ADMIN.username);
    expect(text).not.toContain(ctx.databaseUrl);
  });
});

describe('GET /api/docs', () => {
  it('is a page built from files the app serves itself (no CDN), under the app CSP', async () => {
    const client = new TestClient(ctx.app);
    const page = await client.get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // The app's own policy: only its own scripts (the page's scripts are files, none inline).
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset, 'served by the app').toMatch(/^\/api\/docs\//);
      const res = await client.get(asset);
      expect(res.statusCode, asset).toBe(200);
      expect(res.body).not.toMatch(/https?:\/\/(?:unpkg|cdn|cdnjs|fonts\.googleapis)/);
    }
    // The page reads this app's description, and can only try GET requests.
    const initializer = await client.get('/api/docs/static/swagger-initializer.js');
    expect(initializer.body).toContain("resolveUrl('./json')");
    expect(initializer.body).toContain('"supportedSubmitMethods":["get"]');
    const json = await client.get('/api/docs/json');
    expect(json.json()).toEqual(await description());
  });
});

describe('the API tests check answers against the description', () => {
  it('finds an answer that differs from its schema', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(await describedAnswerMismatch(ctx.app, 'GET', '/api/health', res)).toBeUndefined();
    const wrong = { ...res, body: JSON.stringify({ status: 'ok' }) } as typeof res;
    expect(await describedAnswerMismatch(ctx.app, 'GET', '/api/health', wrong)).toMatch(
      /GET \/api\/health 200: the answer does not match the description: .*database/,
    );
    const error = {
      ...res,
      statusCode: 404,
      body: JSON.stringify({ status: 404, message: 'x' }),
    } as typeof res;
    expect(await describedAnswerMismatch(ctx.app, 'GET', '/api/health', error)).toMatch(/404.*error/);
  });

  it('finds the operation of a path with parameters, a static segment before a parameter', async () => {
    const client = new TestClient(ctx.app);
    await client.login(ADMIN.username, ADMIN.password);
    const res = await client.get('/api/admin/users');
    expect(res.statusCode).toBe(200);
    const wrong = { ...res, body: JSON.stringify({ not: 'a list' }) } as typeof res;
    expect(await describedAnswerMismatch(ctx.app, 'GET', '/api/admin/users', wrong)).toMatch(
      /^GET \/api\/admin\/users 200/,
    );
  });
});
