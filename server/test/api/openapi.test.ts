import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { allEndpoints } from '../support/contracts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface Operation {
  operationId?: string;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  parameters?: { name: string; in: string; schema?: unknown }[];
}

let t: TestApp;
let operations: Map<string, Operation & { method: string; path: string }>;

beforeAll(async () => {
  t = await startTestApp({ seed: false });
  const doc = (await t.http.get('/api/docs.json')).body as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = new Map();
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(methods))
      operations.set(operation.operationId ?? `${method} ${path}`, { ...operation, method, path });
});
afterAll(async () => {
  await t?.close();
});

describe('the OpenAPI document at /api/docs', () => {
  it('describes every endpoint of the API by its shared contract, and nothing without one', async () => {
    const endpoints = await allEndpoints();
    const ids = endpoints.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...operations.keys()].filter((id) => !ids.includes(id))).toEqual([]);
    expect(ids.filter((id) => !operations.has(id))).toEqual([]);
  });

  it('lists a request and a response schema for every endpoint', async () => {
    for (const e of await allEndpoints()) {
      const operation = operations.get(e.id)!;
      expect({ id: e.id, method: operation.method }).toEqual({ id: e.id, method: e.method.toLowerCase() });
      const success = operation.responses?.[String(e.status ?? (e.method === 'POST' ? 201 : 200))];
      expect({ id: e.id, answered: !!success }).toEqual({ id: e.id, answered: true });
      // A file answer (PDF, workbook, image) is documented under each of its types as binary, not as JSON.
      const types = e.file ?? ['application/json'];
      if (e.status !== 204)
        for (const type of types)
          expect({ id: e.id, type, schema: !!success?.content?.[type]?.schema }).toEqual({
            id: e.id,
            type,
            schema: true,
          });
      if (e.body)
        expect({ id: e.id, body: !!operation.requestBody?.content?.['application/json']?.schema }).toEqual({
          id: e.id,
          body: true,
        });
      const pathParams = [...e.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
      for (const name of pathParams)
        expect({ id: e.id, name, documented: !!operation.parameters?.some((p) => p.name === name) }).toEqual({
          id: e.id,
          name,
          documented: true,
        });
    }
  });
});
