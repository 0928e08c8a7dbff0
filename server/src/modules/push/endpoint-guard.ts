import dns, { type LookupAddress } from 'node:dns';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * A push endpoint is a URL an admin's browser hands us, and the server then sends requests to it: only
 * https to hosts with public internet addresses, so it cannot be pointed at the server's own network
 * (loopback, private ranges, link-local, cloud metadata at 169.254.169.254...). Checked when a device
 * subscribes, again before each push (DNS may have changed), and at the connection itself: the push
 * agent's DNS lookup refuses non-public answers, so a name that changes between check and connection
 * is not followed either.
 */

export const PUSH_ENDPOINT_MESSAGE =
  'The push endpoint must be an https URL whose host has a public internet address.';

/** IPv4 special-purpose ranges (IANA registry): none of them is a push service on the internet. */
const IPV4_NOT_PUBLIC: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (shared address space)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

/**
 * IPv6 is public only inside global unicast (2000::/3), which leaves out unspecified (::), loopback
 * (::1), IPv4-mapped and -compatible addresses (::ffff:0:0/96, ::/96), NAT64 (64:ff9b::/96), unique
 * local (fc00::/7, e.g. fd00:ec2::254, a metadata service), link-local (fe80::/10) and multicast.
 * Within it, these special ranges are refused too.
 */
const IPV6_NOT_PUBLIC: [string, number][] = [
  ['2001::', 23], // IETF protocol assignments, Teredo (2001::/32)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: carries any IPv4 address, private ones included
  ['3fff::', 20], // documentation
];

const notPublic = new BlockList();
for (const [network, prefix] of IPV4_NOT_PUBLIC) notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of IPV6_NOT_PUBLIC) notPublic.addSubnet(network, prefix, 'ipv6');
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

/** True for an IPv4 or IPv6 address on the public internet; false for anything else. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, 'ipv4');
  if (family === 6) return globalUnicast.check(address, 'ipv6') && !notPublic.check(address, 'ipv6');
  return false;
}

export type TPushHostPolicy = {
  /**
   * Tests and drills only (TEST_ONLY_PUSH_HOSTS): hosts, as written in the endpoint, exempt from the
   * address check, for a local push service on 127.0.0.1. Empty in production.
   */
  testOnlyHosts: readonly string[];
  /** All addresses of a name (dns.lookup with all: true); replaceable in unit tests. */
  resolve?: (hostname: string) => Promise<string[]>;
};

export type TEndpointCheck =
  | { ok: true }
  /** `unresolved`: DNS gave no answer (may be passing); `refused`: not https, or not a public host. */
  | { ok: false; reason: 'refused' | 'unresolved'; detail: string };

const resolveAll = async (hostname: string) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** The URL's host without IPv6 brackets, lower-case. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();

/** Checks a push endpoint: https, no credentials, and every address of its host public. */
export async function checkPushEndpoint(endpoint: string, policy: TPushHostPolicy): Promise<TEndpointCheck> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, reason: 'refused', detail: 'not a URL' };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'refused', detail: 'not https' };
  if (url.username || url.password) return { ok: false, reason: 'refused', detail: 'credentials in the URL' };
  const host = hostOf(url);
  if (policy.testOnlyHosts.includes(host)) return { ok: true };
  if (isIP(host)) {
    return isPublicAddress(host)
      ? { ok: true }
      : { ok: false, reason: 'refused', detail: `${host} is not public` };
  }
  let addresses: string[];
  try {
    addresses = await (policy.resolve ?? resolveAll)(host);
  } catch (error) {
    return { ok: false, reason: 'unresolved', detail: `${host}: ${(error as Error).message}` };
  }
  if (addresses.length === 0) return { ok: false, reason: 'unresolved', detail: `${host}: no address` };
  // One private answer is enough to refuse: a connection may go to any of them.
  const inside = addresses.find((a) => !isPublicAddress(a));
  return inside ? { ok: false, reason: 'refused', detail: `${host} resolves to ${inside}` } : { ok: true };
}

/** The error a push agent's lookup gives for a host that resolves to a non-public address. */
export const PUSH_HOST_REFUSED = 'EPUSHHOSTREFUSED';

/**
 * An https agent for pushes whose DNS lookup only ever answers public addresses (the test-only hosts
 * excepted): the connection goes to an address that was checked, whatever the name says a moment later.
 * It takes the process's https defaults (e.g. extra CA certificates) from the global agent.
 */
export function publicOnlyAgent(policy: TPushHostPolicy): https.Agent {
  const lookup: LookupFunction = (hostname, options, callback) => {
    const exempt = policy.testOnlyHosts.includes(hostname.toLowerCase());
    dns.lookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', undefined);
      const addresses = found as LookupAddress[];
      const inside = exempt ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (inside || addresses.length === 0) {
        const refused = Object.assign(
          new Error(`push host ${hostname} resolves to ${inside?.address ?? 'nothing'}`),
          {
            code: PUSH_HOST_REFUSED,
          },
        );
        return callback(refused, '', undefined);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
  return new https.Agent({ ...https.globalAgent.options, keepAlive: true, lookup });
}
