import type { Server } from 'node:http';
import type { RequestHandler } from 'express';
import { answerBeforeExpress, capturedHeaders } from '../transport/index.js';
import type { CachedReads } from './cached-reads.js';

/** Headers a view's answer sets itself; the security middleware must leave them alone. */
const VIEW_ANSWER_HEADERS = [
  'etag',
  'vary',
  'cache-control',
  'content-type',
  'content-encoding',
  'content-length',
];

/**
 * Answers an anonymous GET of a view that memory holds for a public tournament straight from the HTTP server's
 * request event, before Express: the cost of a poll or a page load is then close to a bare `http` server's (the
 * stampede floor of `npm run bench:live`) instead of Express's middleware chain, Nest's router, guards and
 * interceptors (a 304 to 1,000 pollers: 125 µs of server CPU against 383 µs from an Express middleware and a bare
 * `http` server's 98 µs, same load). A 200 carries the headers every API answer gets from the security middleware
 * (`securityHeaders`, captured once). A request with a token, an `Origin` (CORS decides), a query string
 * or anything else goes the whole way, and Nest builds a view that is not in memory. Going around Express is a
 * library shortcut ("answers-before-express", server/src/transport/). The views' paths are ids and
 * keys that were read successfully, so no control character reaches here (rejectControlCharacters), and their bodies
 * are compressed already.
 */
export function answerFromMemory(server: Server, reads: CachedReads, security: RequestHandler): void {
  const headers = capturedHeaders(security, VIEW_ANSWER_HEADERS);
  answerBeforeExpress(server, (req, res) => {
    const url = req.url ?? '';
    if (
      req.method !== 'GET' ||
      !url.startsWith('/api/') ||
      url.includes('?') ||
      req.headers.authorization ||
      req.headers.origin
    )
      return false;
    const kept = reads.keptForAnyone(url);
    if (!kept) return false;
    kept.answer.sendUntouched(req, res, headers);
    return true;
  });
}
