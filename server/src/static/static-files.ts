import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type express from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { CAPTION_PAGE, STREAM_PAGE } from '../common/security-headers.js';
import type { AppConfig } from '../config/config.js';
import { previewPage, type PreviewLookup } from './page-preview.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files (robots.txt): always revalidated (ETag), so a new build is seen at once. */
const REVALIDATE = 'no-cache';

/** Requests for these never get the SPA's page: a missing file is a 404, not HTML that a parser chokes on. */
const FILE_EXTENSION =
  /\.(?:js|mjs|css|map|json|txt|xml|html|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|webmanifest|br|gz)$/i;

const isApiPath = (path: string): boolean =>
  path === '/api' || path.startsWith('/api/') || path.startsWith('/socket.io');

export interface StaticFolders {
  /** The built client (client/dist). */
  client: string;
  /** The built caption overlay (caption-overlay/dist). */
  caption: string;
}

/** Where the builds are: client/dist and caption-overlay/dist unless the configuration says otherwise. */
export function staticFolders(config: AppConfig): StaticFolders {
  return {
    client: resolve(config.CLIENT_DIST ?? resolve(repoRoot, 'client/dist')),
    caption: resolve(config.CAPTION_DIST ?? resolve(repoRoot, 'caption-overlay/dist')),
  };
}

/** The built client (and caption overlay) from the same port as the API, with an SPA fallback. */
export function serveStatic(app: NestExpressApplication, config: AppConfig, preview?: PreviewLookup): void {
  mountStaticFiles(app.getHttpAdapter().getInstance() as express.Express, staticFolders(config), preview);
}

/**
 * Files of a built folder, the brotli or gzip twin the build wrote next to each one when the browser accepts it
 * (Content-Encoding, Vary: Accept-Encoding, the original Content-Type). Vite names every file under `hashedFolder`
 * by its content hash (a changed file gets a new name), so those are cached for a year.
 */
function builtFiles(folder: string, hashedFolder: string): RequestHandler {
  const hashed = resolve(folder, hashedFolder) + sep;
  return expressStaticGzip(folder, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', path.startsWith(hashed) ? IMMUTABLE : REVALIDATE);
      },
    },
  });
}

/** Serves the folder's index.html (compressed like any other file) in place of the requested path. */
function indexPage(
  files: RequestHandler,
  name: (req: Request) => string = () => 'index.html',
): RequestHandler {
  return (req, res, next) => {
    req.url = `/${name(req)}`;
    files(req, res, next);
  };
}

const notFound = (_req: Request, res: Response) => {
  res.status(404).type('text/plain').send('Not found');
};

/**
 * The caption overlay at /caption-assets and /tournament/:id/area-stream-caption/:areaId, the stream graphics of the
 * same build at /tournament/:id/stream/:kind/… (its page stream-<kind>.html); the client's files, then
 * its index.html for every other page address. Folders without a build are skipped (the API runs alone).
 */
export function mountStaticFiles(
  http: express.Express,
  folders: StaticFolders,
  preview?: PreviewLookup,
): void {
  if (existsSync(resolve(folders.caption, 'index.html'))) {
    http.use('/caption-assets', builtFiles(resolve(folders.caption, 'caption-assets'), '.'), notFound);
    const overlay = builtFiles(folders.caption, 'caption-assets');
    http.get(CAPTION_PAGE, indexPage(overlay));
    // A build without the stream pages (an older one) gives the client's page, which says the overlay is missing.
    if (existsSync(resolve(folders.caption, 'stream-rings.html')))
      http.get(
        STREAM_PAGE,
        indexPage(overlay, (req) => `stream-${STREAM_PAGE.exec(req.path)![1]}.html`),
      );
  }
  if (!existsSync(resolve(folders.client, 'index.html'))) return;
  const client = builtFiles(folders.client, 'assets');
  const indexFile = resolve(folders.client, 'index.html');
  // Read once, as the build's inline-script hashes are: a new build is served by a restarted server.
  const indexHtml = readFileSync(indexFile, 'utf8');
  const page = preview ? previewPage(() => indexHtml, preview, indexPage(client)) : indexPage(client);
  http.use(client);
  http.use('/assets', notFound);
  http.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
    if (FILE_EXTENSION.test(req.path)) return notFound(req, res);
    page(req, res, next);
  });
}
