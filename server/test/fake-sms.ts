import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local SMS provider speaking HTTP (the escalation's generic provider, README SMS_URL: POST { to, text } as
 * JSON with a bearer token): it records every request and answers with a chosen status (201 by default).
 */
export async function startFakeSms() {
  const received: { authorization: string | undefined; contentType: string | undefined; body: unknown }[] =
    [];
  let status = 201;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = Buffer.concat(chunks).toString('utf8');
      }
      received.push({
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body,
      });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"id":"sms_1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`,
    received,
    /** The status every following request gets. */
    answer(next: number) {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
