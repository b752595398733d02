import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Throws random and malformed bodies, filters and query strings at the foundation's endpoints: never a 5xx, and a
 * rejected request never changes the database.
 */
let t: TestApp;
let admin: string;
let someClubId: string;

const TABLES = ['zone', 'club', 'weapon_type', 'weapon', 'user', 'recovery_code', 'organizer_request'];

async function fingerprint(): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const [row] = await t.db.query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) AS h FROM "${table}" x`,
    );
    parts.push(`${table}:${row.n}:${row.h}`);
  }
  return parts.join(' ');
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(DEMO.admin);
  someClubId = (await t.http.get('/api/clubs?perPage=1')).body.items[0]._id;
});
afterAll(async () => {
  await t?.close();
});

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '%',
    '_',
    '\\',
    '\'; DROP TABLE "user"; --',
    '\u0000',
    '💥',
    'null',
    'undefined',
    '1e309',
    '-1',
    '0',
    'NaN',
    '2026-02-30',
    '../../etc/passwd',
    'a'.repeat(5000),
  ),
  fc.integer().map(String),
  fc.uuid().map(String),
);
const jsonValue = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(nasty, nasty, { maxKeys: 3 }),
);
const field = fc.constantFrom(
  'title',
  'name',
  '_id',
  'deleted',
  'createdAt',
  'country',
  'role',
  'zones',
  'club',
  'slug',
  'isInRussia',
  'bogus',
  'user.passwordHash',
  'x[like]',
  '',
);
const filterString = fc.oneof(
  fc
    .array(fc.tuple(field, fc.constantFrom('', '[like]', '[custom]', '[like][custom]', '[regex]'), nasty), {
      maxLength: 4,
    })
    .map((clauses) => clauses.map(([f, op, v]) => `${f}${op}:${v}`).join(',')),
  nasty,
);
const listQuery = fc.record(
  {
    sort: fc.oneof(
      field,
      field.map((f) => `-${f}`),
      nasty,
    ),
    page: nasty,
    perPage: fc.oneof(nasty, fc.constantFrom('0', 'all', '1000000')),
    filter: filterString,
    forSelect: nasty,
  },
  { requiredKeys: [] },
);

type Case = {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  raw?: string;
  auth?: boolean;
};

const cases = fc.oneof(
  fc.record({
    method: fc.constant('get' as const),
    path: fc.constantFrom(
      '/api/users',
      '/api/clubs',
      '/api/zones',
      '/api/weapons',
      '/api/weapon-types',
      '/api/organizer-requests',
    ),
    query: listQuery,
    auth: fc.boolean(),
  }),
  fc.record({
    method: fc.constant('post' as const),
    path: fc.constantFrom(
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/recovery-code',
      '/api/organizer-requests',
    ),
    body: fc.oneof(
      jsonValue,
      fc.dictionary(
        fc.constantFrom(
          'firstName',
          'lastName',
          'email',
          'password',
          'passwordConfirm',
          'username',
          'country',
          'clubId',
          'middleName',
          'message',
        ),
        jsonValue,
      ),
    ),
  }),
  fc.record({
    method: fc.constant('put' as const),
    path: fc.constant('/api/auth/set-password'),
    body: fc.dictionary(fc.constantFrom('email', 'code', 'password', 'passwordConfirm'), jsonValue),
  }),
  fc.record({
    method: fc.constant('get' as const),
    path: fc.constant('/api/auth/recovery-code-verify'),
    query: fc.dictionary(fc.constantFrom('email', 'code'), nasty),
  }),
  fc.record({
    method: fc.constantFrom('post' as const, 'put' as const),
    path: fc.constantFrom('/api/clubs', '/api/zones', '/api/weapons', '/api/weapon-types'),
    body: fc.dictionary(
      fc.constantFrom(
        'title',
        'slug',
        'country',
        'city',
        'weaponTypeId',
        'deleted',
        'isInRussia',
        'description',
        'id',
      ),
      jsonValue,
    ),
    auth: fc.constant(true),
  }),
  fc.record({
    method: fc.constantFrom('get' as const, 'put' as const, 'delete' as const),
    path: nasty.map((id) => `/api/users/${encodeURIComponent(id)}`),
    body: fc.dictionary(
      fc.constantFrom(
        'role',
        'licenseFrom',
        'licenseTill',
        'zones',
        'clubId',
        'tester',
        'firstName',
        'deleted',
      ),
      jsonValue,
    ),
    auth: fc.boolean(),
  }),
  fc.record({
    method: fc.constantFrom('post' as const, 'put' as const),
    path: fc.constantFrom('/api/auth/register', '/api/clubs', '/api/auth/set-password'),
    raw: fc.constantFrom('{', '{"a":', '[1,2', 'nul', '"\\u12"', '{"email":"x@y.z","password":'),
    auth: fc.constant(true),
  }),
);

describe('fuzzing the foundation endpoints', () => {
  it('answers 600 random and malformed requests without a 5xx, and rejected ones change nothing', async () => {
    const samples = fc.sample(cases, { numRuns: 600, seed: 20261122 }) as Case[];
    const statuses: Record<number, number> = {};
    for (const c of samples) {
      if (c.method === 'put' && c.path.startsWith('/api/clubs')) c.path = `/api/clubs/${someClubId}`;
      if (c.method === 'put' && /^\/api\/(zones|weapons|weapon-types)$/.test(c.path))
        c.path = `${c.path}/${someClubId}`;
      const mutating = c.method !== 'get';
      const before = mutating ? await fingerprint() : '';
      let req = t.http[c.method](c.path);
      if (c.auth) req = req.set('Authorization', admin);
      if (c.query) req = req.query(c.query);
      if (c.raw !== undefined) req = req.set('Content-Type', 'application/json').send(c.raw);
      else if (c.body !== undefined)
        req = req.set('Content-Type', 'application/json').send(JSON.stringify(c.body) ?? 'null');
      const res = await req;
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      expect({
        case: c,
        status: res.status < 500 ? 'fine' : res.status,
        body: res.status < 500 ? null : res.body,
      }).toEqual({ case: c, status: 'fine', body: null });
      expect(typeof res.body === 'object' || typeof res.text === 'string').toBe(true);
      if (mutating && res.status >= 400) expect(await fingerprint()).toBe(before);
    }
    // The sample must really exercise rejections, not only happy paths.
    const rejected = Object.entries(statuses)
      .filter(([s]) => Number(s) >= 400)
      .reduce((n, [, k]) => n + k, 0);
    expect(rejected).toBeGreaterThan(300);
    // 600 requests with a database fingerprint around each write: half a minute alone, minutes on a shared machine.
  }, 240_000);
});
