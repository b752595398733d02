import { nextTask } from './next-task';

/**
 * The contracts the public pages parse their answers with, built one module per task. Building a contract's zod
 * schemas is the heaviest start-up work of the tournament and category pages (on a phone well over 100 ms); left to
 * the page chunk, it runs with the chunk's own code in one long task. Each step's module is built once; a page chunk
 * that imports it later finds it built. Ordered so each step's imports were built by the steps before it. The build
 * keeps these modules in one chunk (`WARMED_MODULES` in client/vite.config.ts names the same files).
 */
const STEPS = [
  () => import('./zod-warmup').then((m) => m.primitives()),
  () => import('./zod-warmup').then((m) => m.composites()),
  () => import('@hema/shared/schemas/bounds'),
  () => import('@hema/shared/contracts/fields'),
  () => import('@hema/shared/contracts/list'),
  () => import('@hema/shared/fight/rules'),
  () => import('@hema/shared/contracts/nominations'),
  () => import('@hema/shared/contracts/tournaments'),
  () => import('@hema/shared/contracts/fights'),
  () => import('@hema/shared/contracts/stages'),
  () => import('@hema/shared/contracts/predictions'),
];

let warming: Promise<void> | undefined;

/** Builds the contracts step by step (once); resolves when all are built or one failed to load. */
export function warmContracts(): Promise<void> {
  warming ??= (async () => {
    for (const step of STEPS) {
      await step();
      await nextTask();
    }
  })().catch(() => undefined);
  return warming;
}
