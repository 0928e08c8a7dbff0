// Request targets as an attacker spells them, and a raw HTTP/1.1 client that sends them byte for byte.
// Used by the route-table access test (server/test/route-access.test.ts) and the fuzz drill: `inject`
// and fetch() normalise request lines, so neither could send these.
import net from 'node:net';

/** `a` -> `%61`, in lower- or upper-case hex. */
const encodeChar = (c, upper = false) => {
  const hex = c.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? hex.toUpperCase() : hex}`;
};

/**
 * Spellings of one origin-form path (`/api/admin/users/7`), each with what it is: percent-encoded letters
 * in every segment (one letter, the first segment included, and the whole path), the absolute form,
 * double and trailing slashes, `;` and `?` suffixes, upper-case variants, encoded slashes and dot segments.
 * @param {string} path
 * @param {string} authority host:port for the absolute form
 * @returns {{ name: string, target: string }[]}
 */
export function hostileSpellings(path, authority) {
  const segments = path.split('/').slice(1);
  const out = [{ name: 'as declared', target: path }];
  segments.forEach((segment, i) => {
    const at = [...segment].findIndex((c) => /[a-z]/i.test(c));
    if (at < 0) return;
    const spelled = segment.slice(0, at) + encodeChar(segment[at], i % 2 === 1) + segment.slice(at + 1);
    const copy = [...segments];
    copy[i] = spelled;
    out.push({ name: `percent-encoded letter in segment ${i + 1}`, target: `/${copy.join('/')}` });
  });
  out.push(
    {
      name: 'every letter percent-encoded',
      target: path.replace(/[a-z]/gi, (c) => encodeChar(c)),
    },
    { name: 'absolute form', target: `http://${authority}${path}` },
    { name: 'absolute form, https', target: `https://${authority}${path}` },
    { name: 'leading double slash', target: `/${path}` },
    { name: 'double slash before the last segment', target: path.replace(/\/([^/]*)$/, '//$1') },
    { name: 'double slash after /api', target: path.replace(/^\/api\//, '/api//') },
    { name: 'trailing slash', target: `${path}/` },
    { name: 'semicolon suffix', target: `${path};x=1` },
    { name: 'question mark suffix', target: `${path}?` },
    { name: 'query suffix', target: `${path}?x=1` },
    { name: 'upper case', target: path.toUpperCase() },
    { name: 'first segment upper case', target: path.replace(/^\/[a-z]+/, (s) => s.toUpperCase()) },
    { name: 'encoded slashes', target: path.replaceAll('/', '%2F').replace(/^%2F/, '/') },
    { name: 'dot segment', target: path.replace(/^\/([^/]+)\//, '/$1/./') },
    { name: 'dot-dot segment', target: path.replace(/^\/([^/]+)\//, '/$1/x/../') },
    { name: 'backslashes', target: path.replaceAll('/', '\\').replace(/^\\/, '/') },
  );
  // Spellings that come out the same as another are sent once.
  const seen = new Set();
  return out.filter((s) => !seen.has(s.target) && seen.add(s.target));
}

/**
 * Sends one request exactly as written and resolves with the status and body. Streams
 * (text/event-stream) and HEAD answers resolve once the head is in.
 * @param {{ port: number, method: string, target: string, headers?: Record<string, string>, body?: string, timeoutMs?: number }} options
 * @returns {Promise<{ status: number, headers: string, body: string }>}
 */
export function rawRequest({ port, method, target, headers = {}, body, timeoutMs = 10_000 }) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    const chunks = [];
    let settled = false;
    const finish = (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      if (!match)
        return reject(error ?? new Error(`no HTTP answer to ${method} ${target}: ${text.slice(0, 200)}`));
      const end = text.indexOf('\r\n\r\n');
      resolve({
        status: Number(match[1]),
        headers: end >= 0 ? text.slice(0, end) : text,
        body: end >= 0 ? text.slice(end + 4) : '',
      });
    };
    const timer = setTimeout(() => finish(new Error(`timeout: ${method} ${target}`)), timeoutMs);
    const lines = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close'];
    for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
    if (body !== undefined) {
      lines.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`);
    }
    socket.on('connect', () => socket.write(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`));
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString('latin1');
      const headEnd = text.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const head = text.slice(0, headEnd).toLowerCase();
      if (method === 'HEAD' || head.includes('content-type: text/event-stream')) finish();
    });
    socket.on('end', () => finish());
    socket.on('close', () => finish());
    socket.on('error', (error) => finish(error));
  });
}
