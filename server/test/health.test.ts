import { describe, expect, it } from 'vitest';
import { setupTestApp } from './helpers';

const ctx = await setupTestApp();

describe('health and the error shape', () => {
  it('reports the database as reachable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'reachable' });
  });

  it('answers unknown /api paths with the JSON 404 shape', async () => {
    for (const [method, url] of [
      ['GET', '/api/nowhere'],
      ['POST', '/api/menu-items/7/explode'],
      ['DELETE', '/api'],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ status: 404, error: 'Not Found' });
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('answers malformed JSON with 400 in the same shape', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/nowhere',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json()).toMatchObject({ status: res.statusCode, error: expect.any(String) });
  });
});
