import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Endpoint } from './endpoint.js';

/**
 * Every endpoint of every contract module of this folder. The client's query keys start with the endpoint id, so
 * two endpoints with one id would share cache entries while answering different shapes.
 */
const here = dirname(fileURLToPath(import.meta.url));

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).id === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  typeof (value as Endpoint).method === 'string' &&
  'response' in value;

async function allEndpoints(): Promise<{ module: string; endpoint: Endpoint }[]> {
  const modules = readdirSync(here).filter(
    (file) => /^[a-z-]+\.ts$/.test(file) && !file.endsWith('.test.ts'),
  );
  const found: { module: string; endpoint: Endpoint }[] = [];
  for (const module of modules) {
    const exports = (await import(pathToFileURL(join(here, module)).href)) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if (typeof value !== 'object' || value === null) continue;
      // A contract is an object of endpoints; its values are looked at, not deeper.
      for (const candidate of [value, ...Object.values(value)]) {
        if (isEndpoint(candidate)) found.push({ module, endpoint: candidate });
      }
    }
  }
  return found;
}

describe('endpoint contracts', () => {
  it('give every endpoint its own id', async () => {
    const endpoints = await allEndpoints();
    expect(endpoints.length).toBeGreaterThan(20);
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const { module, endpoint } of endpoints) {
      const owner = `${module} ${endpoint.method} ${endpoint.path}`;
      const earlier = seen.get(endpoint.id);
      if (earlier && earlier !== owner) duplicates.push(`${endpoint.id}: ${earlier} and ${owner}`);
      seen.set(endpoint.id, owner);
    }
    expect(duplicates).toEqual([]);
  });

  it('give every method and path one endpoint', async () => {
    const routes = new Map<string, string>();
    const clashes: string[] = [];
    for (const { endpoint } of await allEndpoints()) {
      // `/users/:key` and `/users/:id` are one route for the router.
      const route = `${endpoint.method} ${endpoint.path.replace(/:[A-Za-z]+/g, ':')}`;
      const earlier = routes.get(route);
      if (earlier && earlier !== endpoint.id) clashes.push(`${route}: ${earlier} and ${endpoint.id}`);
      routes.set(route, endpoint.id);
    }
    expect(clashes).toEqual([]);
  });

  it('keep bodies off GET and DELETE, and paths absolute', async () => {
    const wrong = (await allEndpoints())
      .map(({ endpoint }) => endpoint)
      .filter((e) => !e.path.startsWith('/') || ((e.method === 'GET' || e.method === 'DELETE') && e.body))
      .map((e) => e.id);
    expect(wrong).toEqual([]);
  });
});
