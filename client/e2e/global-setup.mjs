import { rmSync } from 'node:fs';
import { seededTemplate } from './server-process.mjs';

/** Seeds the demo world once; every worker's server opens a copy (E2E_TEMPLATE), removed when the run ends. */
export default async function globalSetup() {
  const template = await seededTemplate();
  process.env.E2E_TEMPLATE = template;
  return async () => rmSync(template, { recursive: true, force: true });
}
