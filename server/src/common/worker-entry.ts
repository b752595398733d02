/**
 * Where a worker thread's code is, given its module's URL (`new URL('./x-worker.js', import.meta.url)` seen from
 * the file that starts it). Built, it is the compiled file itself. Run from the TypeScript sources (the jest tests),
 * there is no compiled file: a small bootstrap registers a TypeScript loader in the worker first, then imports the
 * `.ts` entry.
 */
export function workerEntry(compiled: URL, callerUrl: string): { file: URL; workerData?: { entry: string } } {
  if (!callerUrl.endsWith('.ts')) return { file: compiled };
  return {
    file: new URL('../../../scripts/ts-worker.mjs', import.meta.url),
    workerData: { entry: compiled.href.replace(/\.js$/, '.ts') },
  };
}
