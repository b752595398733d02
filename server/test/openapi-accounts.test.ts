import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { authContract } from '@hema/shared/contracts/auth';
import {
  clubsContract,
  weaponsContract,
  weaponTypesContract,
  zonesContract,
} from '@hema/shared/contracts/catalog';
import type { Endpoint } from '@hema/shared/contracts/endpoint';
import { geoContract } from '@hema/shared/contracts/geo';
import { healthContract } from '@hema/shared/contracts/health';
import { organizerRequestsContract } from '@hema/shared/contracts/organizer-requests';
import { usersContract } from '@hema/shared/contracts/users';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The API reference at /api/docs is generated from the shared contracts: accounts, users, catalog, geo, health. */
const contracts = [
  authContract,
  usersContract,
  clubsContract,
  zonesContract,
  weaponsContract,
  weaponTypesContract,
  geoContract,
  healthContract,
  organizerRequestsContract,
];
const endpoints: Endpoint[] = contracts.flatMap((c) => Object.values(c) as Endpoint[]);

interface Operation {
  operationId?: string;
  parameters?: { name: string; in: string; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  t = await startTestApp({ seed: false });
  const res = await t.http.get('/api/docs.json');
  expect(res.status).toBe(200);
  paths = res.body.paths;
});
afterAll(async () => {
  await t?.close();
});

const operationOf = (e: Endpoint): Operation | undefined =>
  paths[`/api${e.path.replace(/:([A-Za-z]+)/g, '{$1}')}`]?.[e.method.toLowerCase()];

describe('the OpenAPI document', () => {
  it.each(endpoints.map((e) => [e.id, e] as const))('describes %s from its contract', (_, e) => {
    const operation = operationOf(e);
    expect(operation?.operationId).toBe(e.id);
    const status = String(e.status ?? (e.method === 'POST' ? 201 : 200));
    if (status === '204') expect(operation?.responses?.['204']).toBeDefined();
    else expect(operation?.responses?.[status]?.content?.['application/json']?.schema).toBeDefined();
    if (e.body) expect(operation?.requestBody?.content?.['application/json']?.schema).toBeDefined();
    else expect(operation?.requestBody).toBeUndefined();
    for (const name of Object.keys(e.params?.shape ?? {}))
      expect(operation?.parameters).toContainEqual(expect.objectContaining({ name, in: 'path' }));
  });

  it('lists the query of a list endpoint and of the recovery-code check', () => {
    const names = (e: Endpoint) =>
      (operationOf(e)?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(names(usersContract.list)).toEqual(
      expect.arrayContaining(['sort', 'page', 'perPage', 'filter', 'forSelect']),
    );
    expect(names(authContract.recoveryCodeVerify)).toEqual(expect.arrayContaining(['email', 'code']));
  });

  it('describes the session user of sign-in with its derived flags', () => {
    const schema = operationOf(authContract.login)?.responses?.['200']?.content?.['application/json']
      ?.schema as {
      properties?: Record<string, unknown>;
    };
    expect(Object.keys(schema?.properties ?? {})).toEqual(
      expect.arrayContaining(['_id', 'email', 'role', 'license', 'isAdmin', 'isActiveOrganizer']),
    );
  });
});
