// A local Web Push service (RFC 8030) for the drills: https with the self-signed certificate of the
// server's push tests (the server under test trusts it through NODE_EXTRA_CA_CERTS), answering 201 to
// every push and recording, per device, the Topic header the sender sets (`order-<id>` for an order).
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { ROOT } from '../bench/harness.mjs';

const FIXTURES = path.join(ROOT, 'server', 'test', 'fixtures');
export const PUSH_CA_FILE = path.join(FIXTURES, 'push-service.crt');

export async function startFakePushService() {
  const received = [];
  const server = https.createServer(
    {
      key: fs.readFileSync(path.join(FIXTURES, 'push-service.key')),
      cert: fs.readFileSync(PUSH_CA_FILE),
    },
    (req, res) => {
      req.resume();
      req.on('end', () => {
        received.push({ device: (req.url ?? '/').slice('/push/'.length), topic: req.headers.topic ?? null });
        res.writeHead(201).end();
      });
    },
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `https://127.0.0.1:${server.address().port}/push/`;
  return {
    received,
    /** A browser-like subscription (endpoint, P-256 public key, auth secret) for device `name`. */
    subscription(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return {
        endpoint: `${base}${name}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
