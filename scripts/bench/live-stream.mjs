import http from 'node:http';

/**
 * An admin's live stream (GET /api/admin/events): records when each `order.created` event arrives
 * (performance.now(), the clock the order clients use for their 201s).
 */
export function openLiveStream(port, cookieHeader) {
  const arrivals = new Map();
  let buffer = '';
  let req;
  const opened = new Promise((resolve, reject) => {
    req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/admin/events',
        headers: { cookie: cookieHeader, accept: 'text/event-stream' },
      },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`live stream: ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          const now = performance.now();
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            if (!block.includes('event: order.created')) continue;
            const data = block.split('\n').find((l) => l.startsWith('data: '));
            if (!data) continue;
            try {
              const event = JSON.parse(data.slice(6));
              if (event.id && !arrivals.has(event.id)) arrivals.set(event.id, now);
            } catch {
              // not an event of ours
            }
          }
        });
        res.on('error', () => {});
        resolve();
      },
    );
    req.on('error', reject);
    req.end();
  });
  return {
    opened,
    arrivals,
    close: () => req?.destroy(),
  };
}
