/**
 * The floor of the page-load stampede and of idle polling: Node's bare `http` server answering every request with the
 * very bytes (and headers) the real server answered one path with, held in memory, or a 304 naming the version (ETag,
 * Vary, Cache-Control, as the real server's 304) when the request's If-None-Match is that ETag. Run as its own
 * process, so its CPU is read from /proc exactly like the real server's. BODY_FILE holds the body, HEADERS_JSON its
 * headers (lower-case names).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env.BODY_FILE!);
const headers = JSON.parse(process.env.HEADERS_JSON ?? '{}') as Record<string, string>;

const notModified = Object.fromEntries(
  ['etag', 'vary', 'cache-control'].filter((name) => headers[name]).map((name) => [name, headers[name]!]),
);

const server = createServer((req, res) => {
  if (headers.etag && req.headers['if-none-match'] === headers.etag) {
    res.writeHead(304, notModified);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': body.length });
  res.end(body);
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`ready ${typeof address === 'object' && address ? address.port : 0}`);
});

const stop = () => {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
