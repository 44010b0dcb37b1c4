import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns';
import type { LookupFunction } from 'node:net';

// Where a webhook may be delivered (ADR 0115): a public HTTPS address. Any address of this machine, the private
// networks, link-local (cloud metadata), shared, multicast and reserved ranges are refused, at subscription and again
// at every connection (the address the name resolves to when the delivery connects, so a name that later points
// inside is refused too). Outside production, loopback is allowed, over http too, for a receiver on this machine.

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

function isLoopback(address: string): boolean {
  return address === '::1' || (isIP(address) === 4 && address.startsWith('127.'));
}

/** Whether a delivery may connect to this address. */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  const plain =
    address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  const family = isIP(plain);
  if (family === 0) return false;
  if (allowLoopback && isLoopback(plain)) return true;
  return !PRIVATE.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why a URL cannot be an endpoint ('url' for one that is not https, or names a private address), or null. */
export function targetProblem(raw: string, allowLoopback: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid';
  }
  if (url.username || url.password) return 'invalid';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopbackHost = isIP(host) !== 0 ? isLoopback(host) : host === 'localhost';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowLoopback && loopbackHost)) return 'httpsOnly';
  if (isIP(host) !== 0 && !addressAllowed(host, allowLoopback)) return 'privateAddress';
  if (
    !allowLoopback &&
    (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || !host.includes('.'))
  )
    return 'privateAddress';
  return null;
}

/** A DNS lookup that refuses, at connection time, any address a delivery may not reach. */
export function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as unknown as Array<{ address: string; family: number }>;
      const refused = list.find((entry) => !addressAllowed(entry.address, allowLoopback));
      if (refused || list.length === 0) {
        return callback(
          Object.assign(new Error(`refused address ${refused?.address ?? 'none'}`), { code: 'EREFUSED' }),
          '',
          4,
        );
      }
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
