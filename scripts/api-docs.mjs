#!/usr/bin/env node
/**
 * Writes the reference part of docs/api.md from the shared contracts (REST endpoints, socket events, refusal codes):
 *   npm run docs:api
 * The text between the two markers is replaced; the rest of the file (conventions) is written by hand.
 * server/test/api/api-docs.test.ts fails when the file is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const { apiReference, GENERATED_START, GENERATED_END } =
  await import('../shared/dist/contracts/api-reference.js');
const { CONTRACTS } = await import('../shared/dist/contracts/registry.js');
const { LIVE_EVENTS } = await import('../shared/dist/contracts/live.js');

const file = resolve(root, 'docs/api.md');
const text = readFileSync(file, 'utf8');
const start = text.indexOf(GENERATED_START);
const end = text.indexOf(GENERATED_END);
const reference = apiReference(CONTRACTS, LIVE_EVENTS);
const next =
  start >= 0 && end > start
    ? `${text.slice(0, start)}${reference}${text.slice(end + GENERATED_END.length)}`
    : `${text.trimEnd()}\n\n${reference}\n`;
writeFileSync(file, next);
console.log(
  `docs/api.md: ${Object.keys(CONTRACTS).length} resources, ${Object.keys(LIVE_EVENTS).length} socket events`,
);
