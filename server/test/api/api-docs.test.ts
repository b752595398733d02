import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { apiReference } from '@hema/shared/contracts/api-reference';
import { LIVE_EVENTS } from '@hema/shared/contracts/live';
import { CONTRACTS } from '@hema/shared/contracts/registry';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

describe('docs/api.md', () => {
  it('holds the reference written from the current contracts (run `npm run docs:api` after changing one)', () => {
    expect(readFileSync(resolve(root, 'docs/api.md'), 'utf8')).toContain(
      apiReference(CONTRACTS, LIVE_EVENTS),
    );
  });

  it('lists every contract module in the registry', async () => {
    const folder = resolve(root, 'shared/src/contracts');
    const registered = new Set(Object.values(CONTRACTS).flatMap((c) => Object.values(c)));
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const exports = (await import(`@hema/shared/contracts/${file.replace(/\.ts$/, '')}`)) as Record<
        string,
        unknown
      >;
      for (const value of Object.values(exports)) {
        if (!value || typeof value !== 'object') continue;
        for (const candidate of Object.values(value)) {
          const e = candidate as { id?: unknown; method?: unknown; path?: unknown } | null;
          if (e && typeof e === 'object' && typeof e.id === 'string' && e.method && e.path)
            expect({ file, id: e.id, registered: registered.has(candidate as never) }).toEqual({
              file,
              id: e.id,
              registered: true,
            });
        }
      }
    }
  });
});
