/**
 * Module hooks for ts-worker.mjs: resolves what jest's moduleNameMapper resolves (`@hema/shared/x` to
 * shared/src/x.ts, `./y.js` to `./y.ts` beside a .ts file) and compiles .ts with SWC, as jest.swc.cjs does.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from '@swc/core';

const SHARED = '@hema/shared/';
const sharedSources = new URL('../shared/src/', import.meta.url);

export async function resolve(specifier, context, next) {
  if (specifier.startsWith(SHARED)) {
    return { url: new URL(`${specifier.slice(SHARED.length)}.ts`, sharedSources).href, shortCircuit: true };
  }
  if (/^\.{1,2}\/.*\.js$/.test(specifier) && context.parentURL?.endsWith('.ts')) {
    const source = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(source))) return { url: source.href, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const filename = fileURLToPath(url);
  const { code } = await transform(await readFile(filename, 'utf8'), {
    filename,
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      keepClassNames: true,
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  });
  return { format: 'module', source: code, shortCircuit: true };
}
