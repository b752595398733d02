import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/** A `<script>` with no attributes: the inline ones the build writes into index.html. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * CSP sources for the inline scripts of a built index.html (the shell's cookie notice, client/build): each allowed
 * by its SHA-256, so the policy keeps refusing every other inline script. Read once at start-up, like the build.
 */
export function inlineScriptHashes(indexHtml: string): string[] {
  if (!existsSync(indexHtml)) return [];
  const html = readFileSync(indexHtml, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}
