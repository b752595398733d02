import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** The stream caption page (spec §2 `/tournament/{id}/area-stream-caption/{idArea}`), served by the overlay build. */
export const CAPTION_PAGE = /^\/tournament\/[^/]+\/area-stream-caption\/[^/]+\/?$/;

/**
 * The stream graphics beside the caption (issue 33 §4), served by the same build as `stream-<kind>.html`:
 * `/tournament/{id}/stream/{kind}` with the stage, pool or ring (and a fighter for a path) after it. The page itself
 * says when a link names nothing, so the pattern only checks the shape.
 */
export const STREAM_PAGE = /^\/tournament\/[^/]+\/stream\/(bracket|path|pool|next|rings)(?:\/[^/]+){0,2}\/?$/;

/** A page made to be embedded in a streaming program: the caption and the stream graphics. */
export const isOverlayPage = (path: string): boolean => CAPTION_PAGE.test(path) || STREAM_PAGE.test(path);

const DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  fontSrc: ["'self'", 'data:'],
  // Venue servers run on plain HTTP over a LAN address: never force https on subresources.
  upgradeInsecureRequests: null,
};

/**
 * Helmet's headers with framing decided per page. Nothing of the site may be framed by another site (clickjacking of
 * the judge console, the admin pages, the sign-in form): `frame-ancestors 'none'` and `X-Frame-Options: DENY`. The
 * caption page (and the stream graphics) exists to be embedded — OBS reads it directly, but web overlay and streaming tools frame it — so it
 * says `frame-ancestors *` and sends no X-Frame-Options (which knows no "anyone"). `inlineScripts` are CSP sources
 * (hashes) of the client's own inline scripts.
 */
export function securityHeaders(inlineScripts: readonly string[] = []): RequestHandler {
  const scriptSrc = [...DIRECTIVES.scriptSrc, ...inlineScripts];
  const site = helmet({
    contentSecurityPolicy: { directives: { ...DIRECTIVES, scriptSrc, frameAncestors: ["'none'"] } },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  const caption = helmet({
    contentSecurityPolicy: { directives: { ...DIRECTIVES, frameAncestors: ['*'] } },
    frameguard: false,
    crossOriginEmbedderPolicy: false,
  });
  return (req, res, next) => (isOverlayPage(req.path) ? caption : site)(req, res, next);
}

/** API answers that are about someone: the session, accounts, users. */
const PERSONAL_API = /^\/api\/(?:auth|users)(?:\/|$)/;

/**
 * `Cache-Control: no-store` on every API answer that is personal: any request that carries a token (what it answers
 * may depend on who asks: an organizer's hidden tournaments, an admin's view of accounts) and everything under
 * /api/auth and /api/users. No browser history, back button or shared proxy keeps them after sign-out. A handler
 * that knows better sets its own (the ring polling answer revalidates by ETag: `no-cache`).
 */
export function noStoreWhenPersonal(req: Request, res: Response, next: NextFunction): void {
  if (req.path.startsWith('/api/') && (req.headers.authorization || PERSONAL_API.test(req.path))) {
    res.setHeader('Cache-Control', 'no-store');
  }
  next();
}
