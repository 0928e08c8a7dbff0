import { isIP } from 'node:net';

/**
 * Which proxies in front of the app may report the client's address and protocol (X-Forwarded-For,
 * X-Forwarded-Proto): nobody (false), the last `n` hops, or the listed addresses and CIDR ranges.
 * "Trust everything" is not offered: it lets any client write its own address into X-Forwarded-For
 * and so step around every rate limit.
 */
export type TTrustProxy = false | number | string[];

const FIX =
  'set the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8)';

/** The names proxy-addr (Fastify's) knows for the usual private ranges. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const kind = isIP(address);
  if (kind === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (kind === 4 ? 32 : 128);
}

/** Parses TRUST_PROXY; a string result is the error to show. */
export function parseTrustProxy(text: string | undefined): { value: TTrustProxy } | { error: string } {
  const value = (text ?? '').trim().toLowerCase();
  if (['', 'false', '0', 'no', 'off'].includes(value)) return { value: false };
  if (['true', 'yes', 'on'].includes(value)) {
    return {
      error: `"${text}" is no longer accepted because it lets any client choose its own address; ${FIX}`,
    };
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 20) return { error: `${hops} proxies is not plausible; ${FIX}` };
    return { value: hops };
  }
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const wrong = entries.filter((e) => !isAddressOrRange(e));
  if (entries.length === 0 || wrong.length > 0) {
    return { error: `${wrong.map((e) => `"${e}"`).join(', ')} is not an address or CIDR range; ${FIX}` };
  }
  return { value: entries };
}

/**
 * The value for Fastify's `trustProxy`. A hop count becomes a function: Fastify 5 treats a bare number
 * as "trust nobody". Proxy-addr calls it with each address from the socket's outwards (i = 0 is the
 * peer), so the last `hops` addresses are proxies and the one before them is the client.
 */
export function fastifyTrustProxy(
  trust: TTrustProxy,
): false | string[] | ((addr: string, i: number) => boolean) {
  if (typeof trust === 'number') {
    if (trust === 0) return false;
    return (_addr, i) => i < trust;
  }
  return trust;
}
