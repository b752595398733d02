#!/usr/bin/env node
/**
 * The JavaScript each page of a built overlay folder loads, gzipped (level 9, as scripts/precompress.mjs writes the
 * twins): its entry script and every chunk it preloads. The stream overlays must each stay within 30 KB
 * (issue 33 §4); the figures go to docs/benchmarks.md.
 *
 *   node scripts/overlay-sizes.mjs caption-overlay/dist [--max-kb=30]
 *
 * Exits 1 when a page is over the limit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const folder = process.argv[2] ?? 'caption-overlay/dist';
const maxKb = Number(process.argv.find((a) => a.startsWith('--max-kb='))?.split('=')[1] ?? 30);
let over = false;
for (const page of readdirSync(folder)
  .filter((name) => name.endsWith('.html'))
  .sort()) {
  const html = readFileSync(join(folder, page), 'utf8');
  const scripts = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g),
  ].map((m) => m[1]);
  let raw = 0;
  let gz = 0;
  for (const script of new Set(scripts)) {
    const bytes = readFileSync(join(folder, script));
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
  }
  const kb = gz / 1024;
  if (kb > maxKb) over = true;
  console.log(
    `${page.padEnd(22)} ${String(scripts.length).padStart(2)} scripts  ${(raw / 1024).toFixed(1).padStart(6)} KB  gzip ${kb.toFixed(1).padStart(5)} KB${kb > maxKb ? '  OVER' : ''}`,
  );
}
process.exit(over ? 1 : 0);
