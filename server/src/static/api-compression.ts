import compression from 'compression';
import type { RequestHandler } from 'express';

/** Answers below this are sent as they are: compressing them costs more time than it saves bytes. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * Compresses the REST answers under /api (brotli at quality 4 or gzip, as the browser accepts). Socket.IO's
 * long-polling transport (/socket.io) and event streams are left alone: a compressor buffers what they must flush at once. ETags are kept, so
 * `If-None-Match` still answers 304 (the tag names the content, whatever its encoding on the wire).
 */
export function compressApi(): RequestHandler {
  const compress = compression({
    threshold: MIN_COMPRESSED_BYTES,
    filter: (req, res) =>
      !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') &&
      compression.filter(req, res),
  });
  return (req, res, next) => {
    if (req.path !== '/api' && !req.path.startsWith('/api/')) return next();
    compress(req, res, next);
  };
}
