import type { IncomingMessage, OutgoingHttpHeader, Server, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** Answers a request itself (true) or leaves it to Express (false). */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Puts `answer` in front of Express on the HTTP server's request event, with Node's public `http` API: the listeners
 * the server has (Express's app, as Nest's Express adapter registered it) move behind it, and every request it does
 * not answer goes to them unchanged. Without a listener there is no Express to go around: refuses to start.
 */
export function answerBeforeExpress(server: Server, answer: EarlyAnswer): void {
  const rest = server.listeners('request') as RequestListener[];
  if (rest.length === 0)
    throw new Error(
      'answerBeforeExpress: the HTTP server has no request listener (Express) to answer before',
    );
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (answer(req, res)) return;
    for (const listener of rest) listener.call(server, req, res);
  });
}

/** A header list as `writeHead` takes it: name, value, name, value … */
export type HeadList = readonly OutgoingHttpHeader[];

/**
 * The headers a middleware sets on an API answer (helmet's: CSP, framing, referrer …), read once by running it on a
 * stand-in response that only records `setHeader`/`removeHeader`. A middleware that does more (or not synchronously)
 * stops the start; so does one that sets a header the early answer sets itself (`forbidden`).
 */
export function capturedHeaders(middleware: RequestHandler, forbidden: readonly string[]): HeadList {
  const headers = new Map<string, OutgoingHttpHeader>();
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
  for (const name of forbidden)
    if (headers.has(name))
      throw new Error(`the security headers middleware sets ${name}, which an early answer sets`);
  return [...headers].flat();
}
