import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { API_ERROR_CODES } from '@hema/shared/contracts/error-codes';
import { REFUSALS } from '@hema/shared/realtime/refusals';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('error codes', () => {
  it('every code the server answers is in the shared catalogue, so clients can translate it', () => {
    const used = new Set<string>();
    for (const file of sources(src)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(
        /'((?:auth|organizer|catalog|list|competition|bracket|users|database)\/[a-z-]+)'/g,
      ))
        used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(20);
    const known = new Set([...Object.keys(API_ERROR_CODES), ...Object.keys(REFUSALS)]);
    expect([...used].filter((code) => !known.has(code))).toEqual([]);
  });
});
