import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { inlineScriptHashes } from './inline-scripts.js';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('allows exactly the inline scripts of the build, not the module scripts it loads by address', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hema-inline-'));
    try {
      const file = join(dir, 'index.html');
      writeFileSync(
        file,
        '<script type="module" src="/assets/index.js"></script><div></div><script>show()</script><script>a<b</script>',
      );
      expect(inlineScriptHashes(file)).toEqual([sha('show()'), sha('a<b')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers nothing without a build', () => {
    expect(inlineScriptHashes('/nonexistent/index.html')).toEqual([]);
  });
});
