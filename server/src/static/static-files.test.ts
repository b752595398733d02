import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { mountStaticFiles } from './static-files.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

let root: string;
let http: ReturnType<typeof request>;

/** A file and, when given, the twins the build writes; each twin's text differs so a test sees which was sent. */
function write(path: string, text: string, twins: { br?: string; gz?: string } = {}) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  if (twins.br !== undefined) writeFileSync(`${file}.br`, brotliCompressSync(twins.br));
  if (twins.gz !== undefined) writeFileSync(`${file}.gz`, gzipSync(twins.gz));
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'hema-static-'));
  write('client/index.html', '<p>page</p>', { br: '<p>page br</p>', gz: '<p>page gz</p>' });
  write('client/robots.txt', 'User-agent: *\nAllow: /\n');
  write('client/assets/index-AbC123.js', 'plain()', { br: 'fromBrotli()', gz: 'fromGzip()' });
  write('client/assets/index-AbC123.css', 'a{}', { br: 'a{color:red}' });
  write('caption/index.html', '<p>caption</p>', { br: '<p>caption br</p>' });
  write('caption/caption-assets/index-Xy9.js', 'caption()', { br: 'captionBrotli()' });
  for (const kind of ['bracket', 'path', 'pool', 'next', 'rings'])
    write(`caption/stream-${kind}.html`, `<p>${kind}</p>`, { br: `<p>${kind} br</p>` });
  const app = express();
  app.get('/api/ping', (_req, res) => {
    res.json({ pong: true });
  });
  mountStaticFiles(app, { client: join(root, 'client'), caption: join(root, 'caption') });
  http = request(app);
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('built client files', () => {
  it('sends the brotli twin of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const res = await http.get('/assets/index-AbC123.js').set('Accept-Encoding', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.text).toBe('fromBrotli()');
  });

  it('sends the gzip twin when brotli is not accepted, and the file itself when nothing is', async () => {
    const gzip = await http.get('/assets/index-AbC123.js').set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe('fromGzip()');
    const plain = await http.get('/assets/index-AbC123.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('plain()');
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('keeps the stylesheet type on a compressed stylesheet', async () => {
    const res = await http.get('/assets/index-AbC123.css').set('Accept-Encoding', 'br');
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.text).toBe('a{color:red}');
  });

  it('answers 404, not the page, for an asset that does not exist', async () => {
    const res = await http.get('/assets/index-Gone00.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<p>');
    expect((await http.get('/assets/whatever')).status).toBe(404);
  });

  it('serves robots.txt as text that browsers revalidate, and 404s for other missing files', async () => {
    const robots = await http.get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.text).toContain('User-agent');
    expect(robots.headers['cache-control']).toBe('no-cache');
    expect((await http.get('/favicon.ico')).status).toBe(404);
    expect((await http.get('/sitemap.xml')).status).toBe(404);
  });
});

describe('the page of every other address', () => {
  it('answers a client route with the compressed index.html, never cached without revalidation', async () => {
    const res = await http.get('/tournament/demo-open/nomination/1').set('Accept-Encoding', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe('<p>page br</p>');
  });

  it('answers 304 to a revalidation of the page it already has', async () => {
    const first = await http.get('/').set('Accept-Encoding', 'gzip');
    expect(first.text).toBe('<p>page gz</p>');
    const again = await http
      .get('/')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
  });

  it('leaves the API and other methods to the API', async () => {
    expect((await http.get('/api/ping')).body).toEqual({ pong: true });
    expect((await http.get('/api/unknown')).status).toBe(404);
    expect((await http.post('/tournaments')).status).toBe(404);
  });
});

describe('the caption overlay', () => {
  it('serves its page at the caption address and its assets for a year', async () => {
    const page = await http.get('/tournament/demo-open/area-stream-caption/7').set('Accept-Encoding', 'br');
    expect(page.text).toBe('<p>caption br</p>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const script = await http.get('/caption-assets/index-Xy9.js').set('Accept-Encoding', 'br');
    expect(script.text).toBe('captionBrotli()');
    expect(script.headers['cache-control']).toBe(IMMUTABLE);
    expect((await http.get('/caption-assets/missing.js')).status).toBe(404);
  });
});

describe('the stream graphics', () => {
  it('serves each overlay its own page at its address, and the client page for anything else', async () => {
    const pages = {
      '/tournament/demo-open/stream/bracket/s1?top=8': 'bracket',
      '/tournament/demo-open/stream/path/s1/f1': 'path',
      '/tournament/demo-open/stream/pool/p1': 'pool',
      '/tournament/demo-open/stream/next/r1?delay=8': 'next',
      '/tournament/demo-open/stream/rings': 'rings',
    };
    for (const [path, kind] of Object.entries(pages)) {
      const page = await http.get(path).set('Accept-Encoding', 'br');
      expect(page.text).toBe(`<p>${kind} br</p>`);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    expect((await http.get('/tournament/demo-open/stream/scores/r1').set('Accept-Encoding', 'br')).text).toBe(
      '<p>page br</p>',
    );
    expect(
      (await http.get('/tournament/demo-open/stream/pool/p1/a/b').set('Accept-Encoding', 'br')).text,
    ).toBe('<p>page br</p>');
  });
});
