import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { tournamentPreview, withPreview } from './page-preview.js';
import { mountStaticFiles } from './static-files.js';

const SHELL =
  '<html><head><title>HEMA Live</title><meta name="description" content="Generic" /></head>' +
  '<body><div class="boot-page"><div class="boot-line boot-title"></div></div></body></html>';

describe('withPreview', () => {
  it('names the page, describes it and draws its title and opening text in the shell, all escaped', () => {
    const html = withPreview(SHELL, { title: 'Open <b>2026</b>', description: 'Longsword & "sabre"' });
    expect(html).toContain('<title>Open &lt;b&gt;2026&lt;/b&gt; — HEMA Live</title>');
    expect(html).toContain('<meta name="description" content="Longsword &amp; &quot;sabre&quot;"');
    expect(html).toContain('<meta property="og:title" content="Open &lt;b&gt;2026&lt;/b&gt;" />');
    expect(html).toContain('<h1 class="boot-heading">Open &lt;b&gt;2026&lt;/b&gt;</h1>');
    expect(html).toContain('<p class="boot-text">Longsword &amp; &quot;sabre&quot;</p>');
    expect(html).not.toContain('boot-title');
  });

  it('cuts a long description at a word', () => {
    const html = withPreview(SHELL, { title: 'T', description: 'word '.repeat(200) });
    const text = /<p class="boot-text">([^<]*)<\/p>/.exec(html)![1]!;
    expect(text.length).toBeLessThanOrEqual(601);
    expect(text.endsWith('word…')).toBe(true);
  });
});

describe('tournament pages served with their preview', () => {
  let root: string;
  let http: ReturnType<typeof request>;
  const tournaments: Record<string, { title: string; description: string; imagePreviewProxyPath: string }> = {
    'open-2026': {
      title: 'Helsinki Open',
      description: 'Two days of longsword.',
      imagePreviewProxyPath: '/api/tournaments/1/cover?v=2',
    },
  };

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'hema-preview-'));
    writeFileSync(join(root, 'index.html'), SHELL);
    const app = express();
    mountStaticFiles(
      app,
      { client: root, caption: join(root, 'none') },
      tournamentPreview(async (key) => {
        const tournament = tournaments[key];
        // The service refuses what an anonymous visitor may not see (unknown or hidden) with an error.
        if (!tournament) throw new Error('not found');
        return tournament;
      }),
    );
    http = request(app);
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('draws a visible tournament on its pages, compressed', async () => {
    for (const path of ['/tournament/open-2026', '/tournament/open-2026/nomination/x']) {
      const res = await http.get(path).set('Accept-Encoding', 'gzip');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('<h1 class="boot-heading">Helsinki Open</h1>');
      // The cover is the picture of a shared link.
      expect(res.text).toContain('<meta property="og:image" content="/api/tournaments/1/cover?v=2" />');
    }
  });

  it('sends the plain shell for a tournament the public may not see and for other pages', async () => {
    for (const path of ['/tournament/hidden-one', '/organizer/tournaments', '/']) {
      const res = await http.get(path);
      expect(res.status).toBe(200);
      expect(res.text).toBe(SHELL);
    }
  });
});
