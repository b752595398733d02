import type { RequestHandler } from 'express';
import type { CachedReads } from './cached-reads.js';

/**
 * Answers an anonymous GET of a view that memory holds for a public tournament before Nest's router, guards and
 * interceptors run: the cost of a poll or a page load is then Express's and the prepared body's, close to a bare
 * `http` server (the stampede floor of `npm run bench:live`). Runs after the security, cache and compression
 * middleware, so the answer carries the same headers as through Nest. Anything else goes on to Nest, which builds
 * a missing view and checks a signed-in caller.
 */
export function answerFromMemory(reads: CachedReads): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' || req.headers.authorization) return next();
    const kept = reads.keptForAnyone(req.path);
    if (!kept) return next();
    kept.answer.send(req, res);
  };
}
