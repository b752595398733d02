import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { z } from 'zod';
import { pathOf, type Endpoint } from '@hema/shared/contracts/endpoint';
import { LIVE_EVENTS } from '@hema/shared/contracts/live';
import { room } from '@hema/shared/realtime/protocol';
import { createRing } from '../support/competition-fixture.js';
import { connectLive, type LiveSocket } from '../support/live-client.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { allEndpoints } from '../support/contracts.js';

/**
 * Every endpoint of every contract, and the socket events, get random and hostile input: NUL bytes and other control
 * characters, huge strings, numbers beyond 32 bits, deeply nested values, wrong types, unknown fields — with real ids
 * in the path, so the requests reach the services. Never a 5xx; a rejected write changes nothing.
 */
let t: TestApp;
let tokens: Record<'owner' | 'admin' | 'fighter', string>;
let ids: Record<string, string[]>;
let socket: LiveSocket;
let anonymous: LiveSocket;

const TABLES = [
  'tournament',
  'nomination',
  'participant',
  'stage',
  'pool',
  'area',
  'fight',
  'user',
  'club',
  'zone',
];

/** Row count and a hash of every row of each table, in one query. */
async function fingerprint(): Promise<string> {
  const [row] = await t.db.query(
    `SELECT concat_ws(' ', ${TABLES.map(
      (table) =>
        `(SELECT '${table}:' || count(*) || ':' || md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM "${table}" x)`,
    ).join(', ')}) AS f`,
  );
  return row.f as string;
}

beforeAll(async () => {
  // Rate limits out of the way: every hostile socket event must reach its handler.
  const unlimited = '1000000';
  t = await startTestApp({
    listen: true,
    env: {
      LIVE_SUBSCRIBES_PER_SOCKET: unlimited,
      LIVE_SUBSCRIBES_PER_ADDRESS: unlimited,
      LIVE_COMMANDS_PER_SOCKET: unlimited,
      LIVE_COMMANDS_PER_ADDRESS: unlimited,
    },
  });
  tokens = {
    owner: await t.login(DEMO.organizer),
    admin: await t.login(DEMO.admin),
    fighter: await t.login(DEMO.fighter),
  };
  const ring = await createRing(t.db, DEMO.organizer);
  const [stage] = await t.db.query(
    `SELECT id, (SELECT id FROM pool WHERE "stageId" = s.id LIMIT 1) AS pool
                                      FROM stage s WHERE "nominationId" = $1`,
    [ring.nomination.id],
  );
  const participant = await t.http
    .post(`/api/nominations/${ring.nomination.id}/participants`)
    .set('Authorization', tokens.owner)
    .send({ userId: ring.fighters[0].id });
  const real = {
    tournaments: [ring.tournament.id, ring.tournament.idString],
    nominations: [ring.nomination.id],
    participants: [participant.body._id as string],
    stages: [stage.id as string],
    pools: [stage.pool as string],
    areas: [ring.area.id],
    fights: ring.fights.map((f) => f.id),
    users: ring.fighters.map((f) => f.id),
  };
  ids = Object.fromEntries(Object.entries(real).map(([kind, list]) => [kind, list]));
  socket = await connectLive(t.url, tokens.owner);
  anonymous = await connectLive(t.url);
  ids.rooms = [
    room.tournament(ring.tournament.id),
    room.nomination(ring.nomination.id),
    room.area(ring.area.id),
    room.caption(ring.area.id),
    room.fight(ring.fights[0].id),
    room.fighter(ring.fighters[0].id),
  ];
});
afterAll(async () => {
  socket?.disconnect();
  anonymous?.disconnect();
  await t?.close();
});

const hostileText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\u0007bell',
  '\u001b[31m',
  '\u007f',
  '',
  ' ',
  '%00',
  '💥',
  'x'.repeat(70_000),
  '\'; DROP TABLE "fight"; --',
  '2026-02-30',
  'null',
);
const hostileNumber = fc.constantFrom(2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, -1, 0, 1.5, 1e300);
const nested = fc.integer({ min: 20, max: 300 }).map((depth) => {
  let value: unknown = '\u0000';
  for (let i = 0; i < depth; i++) value = i % 2 ? { deeper: value } : [value];
  return value;
});
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  nested,
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileText, { maxKeys: 3 }),
);

/** The field names a schema knows, to aim values at them (objects, one level of nesting, union members). */
function fieldsOf(schema: z.ZodType | undefined, depth = 0): string[][] {
  if (!schema || depth > 1) return [];
  const def = (schema as { def?: { type?: string } }).def;
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, inner]) => [
      [key],
      ...fieldsOf(unwrap(inner), depth + 1).map((path) => [key, ...path]),
    ]);
  }
  if (def?.type === 'union' || schema instanceof z.ZodDiscriminatedUnion)
    return (schema as unknown as { options: z.ZodType[] }).options.flatMap((o) => fieldsOf(o, depth));
  if (def?.type === 'pipe') return fieldsOf((schema as unknown as { in: z.ZodType }).in, depth);
  return [];
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema as z.ZodType & { unwrap?: () => z.ZodType };
  while (typeof current.unwrap === 'function') current = current.unwrap() as typeof current;
  return current;
}

function bodyFor(e: Endpoint): fc.Arbitrary<unknown> {
  const fields = fieldsOf(e.body);
  const aimed = fc
    .array(fc.tuple(fc.constantFrom(...(fields.length ? fields : [['bogus']])), anyValue), { maxLength: 5 })
    .map((pairs) => {
      const body: Record<string, unknown> = {};
      for (const [path, value] of pairs) {
        let target = body;
        for (const key of path.slice(0, -1)) {
          // A parent already set to a plain value gets replaced by an object to aim deeper.
          if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
          target = target[key] as Record<string, unknown>;
        }
        target[path.at(-1)!] = value;
      }
      return body;
    });
  return fc.oneof(aimed, aimed, anyValue);
}

function paramsFor(e: Endpoint): fc.Arbitrary<Record<string, string>> {
  const names = [...e.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
  // The resource a parameter names is the path segment before it (`/stages/:id` → stages).
  const kind = (name: string) => e.path.split('/').at(e.path.split('/').indexOf(`:${name}`) - 1) ?? '';
  return fc.record(
    Object.fromEntries(
      names.map((name) => [
        name,
        fc.oneof(
          fc.constantFrom(...(ids[kind(name)] ?? [randomUUID()])),
          fc.constantFrom(...(ids[kind(name)] ?? [randomUUID()])),
          fc.uuid(),
          hostileText.filter((text) => text.length < 500),
        ),
      ]),
    ),
  );
}

function queryFor(e: Endpoint): fc.Arbitrary<Record<string, unknown>> {
  const fields = fieldsOf(e.query).map((path) => path[0]);
  return fc.dictionary(
    fc.constantFrom(...(fields.length ? fields : ['bogus']), 'bogus'),
    // Short values: a query line beyond Node's header limit is refused (431) before the server sees it.
    fc.oneof(
      hostileText.filter((text) => text.length < 500),
      fc.string({ maxLength: 20 }),
      fc.constantFrom('title[like]:a\u0000', '-title', 'all'),
    ),
    { maxKeys: 4 },
  );
}

/** Reads a JSON answer whole; closes an event stream at its first bytes (its status and headers are in). */
function streamOrJson(res: IncomingMessage, done: (error: Error | null, body: unknown) => void): void {
  if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
    res.destroy();
    done(null, {});
    return;
  }
  let text = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (text += chunk));
  res.on('end', () => {
    try {
      done(null, text ? JSON.parse(text) : {});
    } catch (error) {
      done(error as Error, null);
    }
  });
}

describe('fuzzing every endpoint of the contracts', () => {
  it('answers hostile requests to every endpoint without a 5xx; rejected writes change nothing', async () => {
    const endpoints = await allEndpoints();
    expect(endpoints.length).toBeGreaterThan(30);
    let rejected = 0;
    let unchanged: string | undefined;
    for (const [n, e] of endpoints.entries()) {
      const samples = fc.sample(
        fc.record({
          params: paramsFor(e),
          query: queryFor(e),
          body: bodyFor(e),
          as: fc.constantFrom('owner', 'admin', 'fighter', 'anonymous'),
        }),
        { numRuns: 25, seed: 20261123 + n },
      );
      for (const sample of samples) {
        const mutating = e.method !== 'GET';
        // The state before this request: still the one checked after the last request when that was a refused
        // write (it changed nothing, as checked), else read again.
        const before = mutating ? (unchanged ?? (await fingerprint())) : '';
        unchanged = undefined;
        let path: string;
        try {
          path = `/api${pathOf(e, sample.params)}`;
        } catch {
          continue;
        }
        let req = t.http[e.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path).query(
          sample.query as Record<string, string>,
        );
        if (sample.as !== 'anonymous') req = req.set('Authorization', tokens[sample.as]);
        if (mutating)
          req = req.set('Content-Type', 'application/json').send(JSON.stringify(sample.body) ?? 'null');
        // An event stream that opened never ends by itself: its status is the answer, then it is closed.
        if (e.file?.includes('text/event-stream')) req = req.buffer(true).parse(streamOrJson as never);
        const res = await req;
        expect({ endpoint: e.id, path, status: res.status < 500 ? 'fine' : res.status }).toEqual({
          endpoint: e.id,
          path,
          status: 'fine',
        });
        if (res.status >= 400) {
          rejected++;
          expect(res.body).toMatchObject({ statusCode: res.status, message: expect.any(String) });
          if (mutating) {
            const after = await fingerprint();
            expect({ endpoint: e.id, after }).toEqual({ endpoint: e.id, after: before });
            unchanged = after;
          }
        }
      }
    }
    expect(rejected).toBeGreaterThan(endpoints.length * 10);
    // Thousands of requests: 35 s on an idle 2-core machine, about twice that while other suites run beside it.
  }, 240_000);

  it('answers hostile socket events (every client event, signed in and not) with an acknowledgment of its contract, never an error or a hang', async () => {
    // Socket.IO itself closes a connection whose message exceeds maxHttpBufferSize (64 KB): keep below it.
    const small = (value: unknown) => JSON.stringify(value ?? null).length < 60_000;
    const payloads = fc
      .sample(
        fc.oneof(
          anyValue,
          fc.record({
            commandId: fc.oneof(hostileText, fc.uuid()),
            fightId: fc.oneof(fc.constantFrom(...ids.fights), hostileText),
            expectedVersion: fc.oneof(hostileNumber, fc.integer()),
            event: fc.oneof(
              anyValue,
              fc.record({ type: fc.constantFrom('SCORE', 'FINISH'), at: hostileNumber }),
            ),
          }),
          // Well-formed subscriptions of real and unknown rooms, up to past the room cap.
          fc.record({
            rooms: fc.array(
              fc.oneof(
                fc.constantFrom(...ids.rooms),
                fc.uuid().map((id) => room.area(id)),
              ),
              { minLength: 1, maxLength: 25 },
            ),
            known: fc.dictionary(fc.uuid(), fc.nat(), { maxKeys: 5 }),
          }),
          fc.record({
            rooms: fc.oneof(
              fc.array(
                fc.oneof(
                  hostileText,
                  fc.constantFrom(...ids.rooms),
                  fc.uuid().map((id) => room.fighter(id)),
                  fc.uuid().map((id) => room.tournament(id)),
                ),
                { maxLength: 60 },
              ),
              anyValue,
            ),
            known: fc.oneof(
              anyValue,
              fc.constant({}),
              fc.dictionary(fc.oneof(fc.uuid(), hostileText), fc.oneof(hostileNumber, fc.integer()), {
                maxKeys: 600,
              }),
            ),
          }),
        ),
        { numRuns: 180, seed: 20261124 },
      )
      .filter(small);
    const events = ['fight:command', 'live:subscribe', 'live:unsubscribe'] as const;
    const outcomes = new Set<string>();
    for (const [i, payload] of payloads.entries()) {
      const event = events[i % events.length];
      const sender = Math.floor(i / events.length) % 2 === 0 ? socket : anonymous;
      const answer = (await (
        sender.timeout(5000) as unknown as { emitWithAck(e: string, p: unknown): Promise<unknown> }
      ).emitWithAck(event, payload)) as {
        ok: boolean;
        reason?: string;
      };
      const parsed = LIVE_EVENTS[event].ack.safeParse(answer);
      expect({ event, payload, fits: parsed.success || parsed.error.message }).toEqual({
        event,
        payload,
        fits: true,
      });
      expect(answer.reason).not.toBe('server/error');
      outcomes.add(`${event} ${answer.ok ? 'ok' : answer.reason}`);
    }
    // The samples reach past validation too: some subscriptions are served, some refused as invalid.
    expect([...outcomes]).toEqual(
      expect.arrayContaining([
        'live:subscribe ok',
        'live:subscribe live/invalid',
        'fight:command command/invalid',
      ]),
    );
    // Nothing hostile took a connection down.
    expect([socket.connected, anonymous.connected]).toEqual([true, true]);
  });
});
