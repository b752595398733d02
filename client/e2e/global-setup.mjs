import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dropDatabase, seededPostgresTemplate, seededTemplate, startServer } from './server-process.mjs';

/**
 * Seeds the demo world once; every worker's server opens a copy (E2E_TEMPLATE), removed when the run ends; with
 * E2E_DATABASE=postgres a template database instead (E2E_PG_TEMPLATE, see server-process.mjs).
 * E2E_TEMPLATE=<folder> given from outside keeps the seeded folder between runs (seeded into it when empty), so
 * running one file again while working on it skips the seeding: the folder must come from the same build of the
 * server (delete it after a change to the seed or the migrations).
 */
export default async function globalSetup() {
  if (process.env.E2E_DATABASE === 'postgres') {
    const template = await seededPostgresTemplate();
    process.env.E2E_PG_TEMPLATE = template;
    return () => dropDatabase(template);
  }
  const given = process.env.E2E_TEMPLATE;
  if (given) {
    if (!existsSync(given) || readdirSync(given).length === 0) {
      mkdirSync(given, { recursive: true });
      await (await startServer(given, { keep: true })).stop();
    }
    return undefined;
  }
  const template = await seededTemplate();
  process.env.E2E_TEMPLATE = template;
  return async () => rmSync(template, { recursive: true, force: true });
}
