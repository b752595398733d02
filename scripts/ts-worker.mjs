/**
 * Runs a TypeScript worker-thread entry from the sources, for the jest tests (which run the server from its .ts
 * files, where the compiled worker file does not exist): registers the loader below in this thread, then imports
 * the entry named in workerData.entry. The built server starts its compiled worker file directly.
 */
import { register } from 'node:module';
import { workerData } from 'node:worker_threads';

register('./ts-worker-hooks.mjs', import.meta.url);
await import(workerData.entry);
