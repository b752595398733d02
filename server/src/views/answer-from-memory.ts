import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { CachedReads } from './cached-reads.js';
import type { HeadList } from './prepared-answer.js';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Answers an anonymous GET of a view that memory holds for a public tournament straight from the HTTP server's
 * request event, before Express: the cost of a poll or a page load is then close to a bare `http` server's (the
 * stampede floor of `npm run bench:live`) instead of Express's middleware chain, Nest's router, guards and
 * interceptors (a 304 to 1,000 pollers: 125 µs of server CPU against 383 µs from an Express middleware and a bare
 * `http` server's 98 µs, same load). A 200 carries the headers every API answer gets from the security middleware
 * (`securityHeaders`, captured once). A request with a token, an `Origin` (CORS decides), a query string
 * or anything else goes the whole way, and Nest builds a view that is not in memory. The views' paths are ids and
 * keys that were read successfully, so no control character reaches here (rejectControlCharacters), and their bodies
 * are compressed already.
 */
export function answerFromMemory(server: Server, reads: CachedReads, security: RequestHandler): void {
  const headers = capturedHeaders(security);
  const rest = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    if (
      req.method === 'GET' &&
      url.startsWith('/api/') &&
      !url.includes('?') &&
      !req.headers.authorization &&
      !req.headers.origin
    ) {
      const kept = reads.keptForAnyone(url);
      if (kept) {
        kept.answer.sendUntouched(req, res, headers);
        return;
      }
    }
    for (const listener of rest) listener.call(server, req, res);
  });
}

/** The headers a middleware sets on an API answer (helmet's: CSP, framing, referrer …), read once. */
function capturedHeaders(middleware: RequestHandler): HeadList {
  const headers = new Map<string, HeadList[number]>();
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      headers.set(name.toLowerCase(), typeof value === 'object' ? [...value] : value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  const req = { method: 'GET', url: '/api/', path: '/api/', headers: {} };
  let done = false;
  middleware(req as never, res as never, () => (done = true));
  if (!done) throw new Error('the security headers middleware did not pass a request on synchronously');
  for (const name of ['etag', 'vary', 'cache-control', 'content-type', 'content-encoding', 'content-length'])
    if (headers.has(name))
      throw new Error(`the security headers middleware sets ${name}, which a view's answer sets`);
  return [...headers].flat();
}
