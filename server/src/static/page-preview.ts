import { gzipSync } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** What a page's address alone tells about it: its title and opening text, as anyone may read them. */
export interface PagePreview {
  title: string;
  description: string;
  /** The page's picture for link previews (a tournament's cover), an address under the site. */
  image?: string | null;
}

/** Answers the preview of a page address, or null (unknown, hidden from the public, not a page with one). */
export type PreviewLookup = (path: string) => Promise<PagePreview | null>;

/** A tournament's pages: `/tournament/{idString}` and everything under it. */
const TOURNAMENT_PAGE = /^\/tournament\/([^/]+)(?:\/|$)/;

/** The tournament in `path`, looked up by `find` (which answers what an anonymous visitor may see, or throws). */
export function tournamentPreview(
  find: (
    key: string,
  ) => Promise<{ title: string; description: string; imagePreviewProxyPath?: string | null }>,
): PreviewLookup {
  return async (path) => {
    const key = TOURNAMENT_PAGE.exec(path)?.[1];
    if (!key) return null;
    try {
      const tournament = await find(decodeURIComponent(key));
      return {
        title: tournament.title,
        description: tournament.description,
        image: tournament.imagePreviewProxyPath,
      };
    } catch {
      return null;
    }
  };
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The opening of a text, cut at a word, for meta tags and the shell. */
function opening(text: string, max: number): string {
  const flat = text.trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

const PRODUCT = 'HEMA Live';

/**
 * index.html with the page's own title, description and link-preview tags, and its title and opening text drawn in
 * the static shell: the text a visitor came for is on screen at the first paint, before any JavaScript,
 * instead of 4 s later on venue mobile data. The app replaces the shell when it starts. Every value is escaped.
 */
export function withPreview(html: string, preview: PagePreview): string {
  const title = escapeHtml(`${preview.title} — ${PRODUCT}`);
  const summary = escapeHtml(opening(preview.description, 200));
  const meta =
    `<meta property="og:title" content="${escapeHtml(preview.title)}" />` +
    `<meta property="og:type" content="website" />` +
    (summary ? `<meta property="og:description" content="${summary}" />` : '') +
    (preview.image ? `<meta property="og:image" content="${escapeHtml(preview.image)}" />` : '');
  const shell =
    `<h1 class="boot-heading">${escapeHtml(preview.title)}</h1>` +
    (preview.description.trim()
      ? `<p class="boot-text">${escapeHtml(opening(preview.description, 600))}</p>`
      : '');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>${meta}`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, summary ? `$1${summary}$2` : '$1$2')
    .replace(/<div class="boot-line boot-title"><\/div>/, shell);
}

/**
 * Serves index.html with the preview of the requested page when it has one, compressed like the static files;
 * otherwise hands over to `fallback` (the plain index.html).
 */
export function previewPage(
  readIndex: () => string,
  lookup: PreviewLookup,
  fallback: RequestHandler,
): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    lookup(req.path).then(
      (preview) => {
        if (!preview) return fallback(req, res, next);
        const body = Buffer.from(withPreview(readIndex(), preview));
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
        if (req.acceptsEncodings('gzip')) {
          res.setHeader('Content-Encoding', 'gzip');
          res.end(req.method === 'HEAD' ? undefined : gzipSync(body));
        } else res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => fallback(req, res, next),
    );
  };
}
