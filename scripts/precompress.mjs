#!/usr/bin/env node
/**
 * Writes a brotli (`.br`, maximum quality) and a gzip (`.gz`, level 9) twin next to every text file of a built
 * folder, once at build time, so the server sends compressed files without compressing on each request
 * (server/src/static/static-files.ts picks the twin by Accept-Encoding).
 *
 *   node scripts/precompress.mjs <folder>...
 *
 * Source maps are left alone (only developer tools fetch them); a twin that would not be smaller is not written.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed file saves less than the header that announces it. */
const MIN_BYTES = 1024;

function* filesOf(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesOf(path);
    else if (TEXT_FILE.test(entry.name)) yield path;
  }
}

function precompressFolder(folder) {
  let raw = 0;
  let brotli = 0;
  let count = 0;
  for (const file of filesOf(folder)) {
    const bytes = readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gz = gzipSync(bytes, { level: 9 });
    if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
    if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
    raw += bytes.length;
    brotli += Math.min(br.length, bytes.length);
    count++;
  }
  return { count, raw, brotli };
}

const folders = process.argv.slice(2);
for (const folder of folders) {
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`precompress: ${folder} is not a folder`);
    process.exit(1);
  }
  const { count, raw, brotli } = precompressFolder(folder);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `precompressed ${count} files of ${relative(process.cwd(), folder) || '.'}: ${kb(raw)} → ${kb(brotli)} brotli`,
  );
}
