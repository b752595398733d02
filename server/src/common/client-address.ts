import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/** A compiled `trust proxy` rule: is the hop at `index` a trusted proxy? */
export type TrustProxy = (address: string, index: number) => boolean;

/**
 * The `trust proxy` rule for addresses, CIDR ranges and proxy-addr's names (`loopback` …), compiled by proxy-addr,
 * the library Express compiles the same setting with: `req.ip` and a socket's address follow one rule, without
 * reading Express's private compiled setting (`app.get('trust proxy fn')`).
 */
export function compileTrustProxy(trusted: readonly string[]): TrustProxy {
  return proxyAddr.compile([...trusted]);
}

/**
 * The client's address of a request that did not go through Express (a websocket handshake), by the same rule as
 * Express's `req.ip` (proxy-addr): walk from the socket's peer back through `X-Forwarded-For` while each hop is a
 * trusted proxy; the first untrusted address is the client. A client can prepend anything to the header, but only
 * hops added by trusted proxies are ever believed.
 */
export function clientAddress(request: IncomingMessage, trust: TrustProxy): string {
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
    .reverse();
  const chain = [request.socket.remoteAddress ?? '', ...forwarded];
  for (let i = 0; i < chain.length - 1; i++) if (!trust(chain[i], i)) return chain[i];
  return chain[chain.length - 1];
}
