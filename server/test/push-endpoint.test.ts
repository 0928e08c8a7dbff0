import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  checkPushEndpoint,
  isPublicAddress,
  PUSH_HOST_REFUSED,
  publicOnlyAgent,
} from '../src/modules/push/endpoint-guard';

/** The server only ever sends pushes to hosts on the public internet (no reaching into its network). */
describe('push endpoint addresses', () => {
  it('public: ordinary IPv4 and global IPv6 unicast', () => {
    for (const address of [
      '93.184.215.14',
      '8.8.8.8',
      '172.32.0.1',
      '100.128.0.1',
      '2a00:1450:4001:80b::200a',
      '2001:4860:4860::8888',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('not public: loopback, private, link-local, CGNAT, unique-local, mapped, unspecified, metadata', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '169.254.0.1',
      '100.64.0.1',
      '100.127.255.255',
      '0.0.0.0',
      '0.1.2.3',
      '192.0.2.1',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '::ffff:8.8.8.8',
      '::127.0.0.1',
      '64:ff9b::a00:1',
      'fc00::1',
      'fd00:ec2::254',
      'fe80::1',
      'ff02::1',
      '2001:db8::1',
      '2001:0:4136:e378::1',
      '2002:a00:1::1',
      'not-an-address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('checks every address a name resolves to, and tells a refusal from a DNS failure', async () => {
    const policy = (addresses: string[] | Error) => ({
      testOnlyHosts: [],
      resolve: async () => {
        if (addresses instanceof Error) throw addresses;
        return addresses;
      },
    });
    const url = 'https://push.example.net/send/abc';
    expect(await checkPushEndpoint(url, policy(['93.184.215.14', '2a00:1450:4001:80b::200a']))).toEqual({
      ok: true,
    });
    expect(await checkPushEndpoint(url, policy(['93.184.215.14', '10.0.0.7']))).toMatchObject({
      ok: false,
      reason: 'refused',
    });
    expect(await checkPushEndpoint(url, policy(new Error('ENOTFOUND')))).toMatchObject({
      ok: false,
      reason: 'unresolved',
    });
    expect(await checkPushEndpoint('http://93.184.215.14/x', policy([]))).toMatchObject({
      reason: 'refused',
    });
    // Only the hosts a test names are exempt, by their exact spelling.
    const exempt = { testOnlyHosts: ['127.0.0.1'] };
    expect(await checkPushEndpoint('https://127.0.0.1:8443/push/x', exempt)).toEqual({ ok: true });
    expect(await checkPushEndpoint('https://127.0.0.2:8443/push/x', exempt)).toMatchObject({ ok: false });
  });

  it('the push agent refuses at connection time a name that resolves inside, without connecting', async () => {
    const connections: string[] = [];
    const trap = net.createServer((socket) => {
      connections.push(`${socket.remoteAddress}`);
      socket.destroy();
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    const { port } = trap.address() as AddressInfo;
    const agent = publicOnlyAgent({ testOnlyHosts: [] });
    try {
      const error = await new Promise<NodeJS.ErrnoException>((resolve) => {
        https
          .get(`https://localhost:${port}/push/x`, { agent }, () => resolve(new Error('answered')))
          .on('error', resolve);
      });
      expect(error.code).toBe(PUSH_HOST_REFUSED);
      expect(connections).toEqual([]);
    } finally {
      agent.destroy();
      await new Promise<void>((resolve) => trap.close(() => resolve()));
    }
  });
});
