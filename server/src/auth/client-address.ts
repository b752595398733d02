import { isIP } from 'node:net';

/**
 * The key a client address is counted under by the per-address limits. An IPv4 address is itself (also when it
 * arrives IPv4-mapped, `::ffff:10.0.0.1`); an IPv6 address counts by its /64 network, because one subscriber
 * (one venue, one phone) is usually given a whole /64 and could otherwise rotate through 2^64 addresses.
 */
export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const bare = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1];
  if (isIP(bare) !== 6) return bare;
  return `${expandIpv6(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros (an embedded IPv4 tail becomes two groups). */
function expandIpv6(address: string): string[] {
  const [head, tail] = address.toLowerCase().split('::') as [string, string | undefined];
  const groups = (part: string | undefined) =>
    (part ? part.split(':') : []).flatMap((g) => {
      if (!g.includes('.')) return [g];
      const [a, b, c, d] = g.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const left = groups(head);
  const right = groups(tail);
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}
