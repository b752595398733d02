import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { API_KEY_PATTERN, type FeedMessage } from '@hema/shared/contracts/feed';
import { EventBus } from '../../src/events/event-bus.js';
import { ENTRIES_PER_TOURNAMENT, FeedLog } from '../../src/feed/feed-log.js';
import { FeedSource } from '../../src/feed/feed-source.js';
import { Tournament } from '../../src/tournaments/tournament.entity.js';
import { createRing, type Ring } from '../support/competition-fixture.js';
import { openSse, type SseStream } from '../support/sse-reader.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The open live feed (issue 33 item 3) on the real Postgres, without Redis (one process: the log numbers entries
 * itself). external-client.test.ts runs the docs' client against two replicas' Redis path.
 */
let t: TestApp;
let organizer: string;
let ring: Ring;
const streams: SseStream[] = [];

const ANONYMOUS_LIMIT = 5;
const KEY_LIMIT = 8;

beforeAll(async () => {
  t = await startTestApp({
    listen: true,
    env: {
      PUBLIC_API_ANONYMOUS_PER_MINUTE: String(ANONYMOUS_LIMIT),
      PUBLIC_API_KEY_PER_MINUTE: String(KEY_LIMIT),
    },
  });
  organizer = await t.login(DEMO.organizer);
  ring = await createRing(t.db, DEMO.organizer);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t?.close();
});
// Every test starts in a fresh rate-limit window (the limit's own test counts inside one).
beforeEach(() => t.clock.advance(61_000));

const api = '/api/public/v1';

/** A judge's command through the real command path (REST twin of the socket's); decisive ones name the version. */
async function score(fightId: string, event: Record<string, unknown>, expectedVersion?: number) {
  const res = await t.http
    .post(`/api/fights/${fightId}/commands`)
    .set('Authorization', organizer)
    .send({ commandId: randomUUID(), event: { at: Date.now(), ...event }, expectedVersion });
  expect({ status: res.status, body: res.status === 200 ? null : res.body }).toEqual({
    status: 200,
    body: null,
  });
  return res.body as { version: number };
}

async function open(path: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const stream = await openSse(`${t.url}${api}${path}`, headers);
  streams.push(stream);
  return stream;
}

const parsed = (stream: SseStream) => stream.messages.map((m) => JSON.parse(m.data) as FeedMessage);
const fightVersions = (stream: SseStream, fightId: string) =>
  parsed(stream).flatMap((m) => (m.type === 'fight' && m.fightId === fightId ? [m.version] : []));

async function createKey(tournamentId: string, token = organizer, idempotencyKey?: string) {
  return t.http
    .post(`/api/tournaments/${tournamentId}/api-keys`)
    .set('Authorization', token)
    .send({ name: 'Stream overlay', ...(idempotencyKey ? { idempotencyKey } : {}) });
}

describe('the public REST API', () => {
  it('answers a tournament, its rings, a ring’s fights, a fight and standings in the feed’s shapes', async () => {
    const tournament = await t.http.get(`${api}/tournaments/${ring.tournament.idString}`);
    expect(tournament.status).toBe(200);
    expect(tournament.body).toMatchObject({
      _id: ring.tournament.id,
      rings: [{ _id: ring.area.id, title: 'Ring 1' }],
      categories: [{ _id: ring.nomination.id, title: 'Longsword open' }],
    });
    const rings = await t.http.get(`${api}/tournaments/${ring.tournament.id}/rings`);
    expect(rings.body.items).toHaveLength(1);
    const fights = await t.http.get(`${api}/rings/${ring.area.id}/fights`);
    expect(fights.body.fights.map((f: { fightId: string }) => f.fightId)).toEqual(
      ring.fights.map((f) => f.id),
    );
    const fight = await t.http.get(`${api}/fights/${ring.fights[0].id}`);
    expect(fight.body).toMatchObject({ fightId: ring.fights[0].id, tournamentId: ring.tournament.id });
    const standings = await t.http.get(`${api}/categories/${ring.nomination.id}/standings`);
    expect(standings.status).toBe(200);
    expect(standings.body.rows).toHaveLength(4);
  });

  it('answers 304 to the ETag it gave while nothing changed, and the new version after a change', async () => {
    const path = `${api}/rings/${ring.area.id}/fights`;
    const first = await t.http.get(path);
    expect(first.headers.etag).toBeTruthy();
    const again = await t.http.get(path).set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
    await score(ring.fights[5].id, { type: 'START' });
    const changed = await t.http.get(path).set('If-None-Match', first.headers.etag as string);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('lets any origin read (CORS), preflight included; the rest of the API does not', async () => {
    const origin = 'https://overlay.example';
    const read = await t.http.get(`${api}/fights/${ring.fights[0].id}`).set('Origin', origin);
    expect(read.headers['access-control-allow-origin']).toBe('*');
    expect(read.headers['access-control-expose-headers']).toContain('etag');
    const preflight = await t.http
      .options(`${api}/fights/${ring.fights[0].id}`)
      .set('Origin', origin)
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'x-api-key');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('x-api-key');
    const own = await t.http.get(`/api/tournaments/${ring.tournament.id}`).set('Origin', origin);
    expect(own.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a tournament in developing, on REST and the feed, even with its own key', async () => {
    const hidden = await createRing(t.db, DEMO.organizer);
    const key = (await createKey(hidden.tournament.id)).body.secret as string;
    await t.db.getRepository(Tournament).update(hidden.tournament.id, { status: 'DEVELOPING' });
    for (const path of [
      `/tournaments/${hidden.tournament.id}`,
      `/rings/${hidden.area.id}/fights`,
      `/fights/${hidden.fights[0].id}`,
      `/categories/${hidden.nomination.id}/standings`,
      `/tournaments/${hidden.tournament.id}/feed`,
    ]) {
      const res = await t.http.get(`${api}${path}`).set('X-Api-Key', key);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      // The same answer as for a row that does not exist: the public API never tells that it exists.
      expect(res.body.message).toMatch(/^(Tournament|Ring|Fight|Category) not found$/);
    }
  });

  it('limits requests per address without a key and per key with one: 429 with a readable message', async () => {
    const path = `${api}/fights/${ring.fights[0].id}`;
    const from = (address: string) => t.http.get(path).set('X-Forwarded-For', address);
    for (let i = 0; i < ANONYMOUS_LIMIT; i++) expect((await from('203.0.113.7')).status).toBe(200);
    const refused = await from('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'feed/rate-limited' });
    expect(refused.body.message).toMatch(/Too many requests without an API key \(5 a minute/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own budget; a key has a higher one, counted per key whatever the address.
    expect((await from('203.0.113.8')).status).toBe(200);
    const key = (await createKey(ring.tournament.id)).body.secret as string;
    for (let i = 0; i < KEY_LIMIT; i++)
      expect((await from('203.0.113.7').set('X-Api-Key', key)).status).toBe(200);
    const keyRefused = await t.http.get(`${path}?key=${key}`);
    expect(keyRefused.status).toBe(429);
    expect(keyRefused.body.message).toMatch(/with this API key \(8 a minute\)/);
    t.clock.advance(61_000);
    expect((await from('203.0.113.7')).status).toBe(200);
  });
});

describe('API keys', () => {
  it('are created by the tournament’s organizer, shown once, listed without the secret, and revoked', async () => {
    const idempotencyKey = randomUUID();
    const created = await createKey(ring.tournament.id, organizer, idempotencyKey);
    expect(created.status).toBe(201);
    const secret = created.body.secret as string;
    expect(secret).toMatch(API_KEY_PATTERN);
    // The same request again (a lost answer) creates nothing and cannot show the secret again.
    const repeated = await createKey(ring.tournament.id, organizer, idempotencyKey);
    expect(repeated.body).toEqual({ key: created.body.key, secret: null });

    const list = await t.http
      .get(`/api/tournaments/${ring.tournament.id}/api-keys`)
      .set('Authorization', organizer);
    expect(list.status).toBe(200);
    const listed = list.body.items.find((k: { _id: string }) => k._id === created.body.key._id);
    expect(listed).toMatchObject({ name: 'Stream overlay', prefix: secret.slice(0, 10), revokedAt: null });
    expect(JSON.stringify(list.body)).not.toContain(secret);

    const path = `${api}/fights/${ring.fights[0].id}`;
    expect((await t.http.get(path).set('X-Api-Key', secret)).status).toBe(200);
    const revoked = await t.http
      .post(`/api/api-keys/${created.body.key._id}/revoke`)
      .set('Authorization', organizer);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toBeTruthy();
    const refused = await t.http.get(path).set('X-Api-Key', secret);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('This API key is not valid: it is unknown or was revoked');
    const twice = await t.http
      .post(`/api/api-keys/${created.body.key._id}/revoke`)
      .set('Authorization', organizer);
    expect(twice.status).toBe(409);
  });

  it('belong to their tournament: only its organizer or an admin manages them, and they open only it', async () => {
    const other = await createRing(t.db, DEMO.trial);
    const trial = await t.login(DEMO.trial);
    const fighter = await t.login(DEMO.fighter);
    const admin = await t.login(DEMO.admin);
    expect((await createKey(ring.tournament.id, trial)).status).toBe(403);
    expect((await createKey(ring.tournament.id, fighter)).status).toBe(403);
    expect(
      (await t.http.post(`/api/tournaments/${ring.tournament.id}/api-keys`).send({ name: 'x' })).status,
    ).toBe(401);
    expect(
      (await t.http.get(`/api/tournaments/${ring.tournament.id}/api-keys`).set('Authorization', trial))
        .status,
    ).toBe(403);
    const byAdmin = await createKey(ring.tournament.id, admin);
    expect(byAdmin.status).toBe(201);
    expect(
      (await t.http.post(`/api/api-keys/${byAdmin.body.key._id}/revoke`).set('Authorization', trial)).status,
    ).toBe(403);
    const otherKey = (await createKey(other.tournament.id, trial)).body.secret as string;
    const wrong = await t.http.get(`${api}/fights/${ring.fights[0].id}`).set('X-Api-Key', otherKey);
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('This API key belongs to another tournament');
    expect((await createKey(ring.tournament.id, organizer)).status).toBe(201);
    const bad = await t.http
      .post(`/api/tournaments/${ring.tournament.id}/api-keys`)
      .set('Authorization', organizer)
      .send({ name: '' });
    expect(bad.status).toBe(400);
  });
});

describe('the feed', () => {
  it('starts with the ring and its fights, streams every change, and resumes after a disconnect without a gap', async () => {
    const own = await createRing(t.db, DEMO.organizer);
    const fightId = own.fights[0].id;
    const first = await open(`/tournaments/${own.tournament.idString}/feed?ring=${own.area.id}`);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toContain('text/event-stream');
    const ready = await first.until((m) => m.event === 'ready');
    expect(JSON.parse(ready.data)).toMatchObject({ resumed: false, ringId: own.area.id });
    await first.until((m) => m.event === 'fight' && JSON.parse(m.data).fightId === own.fights[5].id);
    expect(parsed(first).filter((m) => m.type === 'fight')).toHaveLength(6);
    expect(parsed(first).filter((m) => m.type === 'ring')).toHaveLength(1);

    await score(fightId, { type: 'START' });
    const { version: seen } = await score(fightId, { type: 'SCORE', side: 1, delta: 1 });
    const last = await first.until((m) => m.event === 'fight' && JSON.parse(m.data).version === seen);
    first.close();
    // Changes made while nobody listens.
    await score(fightId, { type: 'SCORE', side: 2, delta: 1 });
    const { version: final } = await score(fightId, { type: 'SCORE', side: 1, delta: 1 });

    for (const headers of [{ 'Last-Event-ID': last.id! }, {}] as Record<string, string>[]) {
      const query = 'Last-Event-ID' in headers ? '' : `&from=${last.id}`;
      const again = await open(`/tournaments/${own.tournament.id}/feed?ring=${own.area.id}${query}`, headers);
      await again.until((m) => m.event === 'fight' && JSON.parse(m.data).version === final);
      expect(parsed(again)[0]).toMatchObject({ type: 'ready', resumed: true, position: last.id });
      expect(parsed(again).some((m) => m.type === 'reset')).toBe(false);
      expect(fightVersions(again, fightId)).toEqual([seen + 1, final]);
      again.close();
    }
    expect(fightVersions(first, fightId)).toEqual([0, 1, seen]);
    const rest = await t.http.get(`${api}/fights/${fightId}`);
    expect(rest.body.version).toBe(final);
    expect(rest.body.view).toMatchObject({ score1: 2, score2: 1 });
  });

  it('sends a category’s standings when a result changes, and a ring’s rename', async () => {
    const own = await createRing(t.db, DEMO.organizer);
    const stream = await open(`/tournaments/${own.tournament.id}/feed`);
    await stream.until((m) => m.event === 'ready');
    const fightId = own.fights[0].id;
    await score(fightId, { type: 'START' });
    const { version } = await score(fightId, { type: 'SCORE', side: 1, delta: 1 });
    await score(fightId, { type: 'FINISH', reason: 'byPoints' }, version);
    const standings = await stream.until((m) => m.event === 'standings');
    const table = JSON.parse(standings.data) as Extract<FeedMessage, { type: 'standings' }>;
    expect(table.categoryId).toBe(own.nomination.id);
    await t.app.get(FeedSource).settled();
    const rest = await t.http.get(`${api}/categories/${own.nomination.id}/standings`);
    const last = parsed(stream)
      .filter((m) => m.type === 'standings')
      .at(-1) as typeof table;
    expect(last.standings).toEqual(rest.body);

    const renamed = await t.http
      .put(`/api/areas/${own.area.id}`)
      .set('Authorization', organizer)
      .send({ title: 'Main ring' });
    expect(renamed.status).toBe(200);
    const ringMessage = await stream.until(
      (m) => m.event === 'ring' && JSON.parse(m.data).ring?.title === 'Main ring',
    );
    expect(JSON.parse(ringMessage.data).ringId).toBe(own.area.id);
  });

  it('says `reset` for a position older than it keeps, then starts again from the current state', async () => {
    const own = await createRing(t.db, DEMO.organizer);
    const first = await open(`/tournaments/${own.tournament.id}/feed`);
    const ready = JSON.parse((await first.until((m) => m.event === 'ready')).data) as { position: string };
    first.close();
    const log = t.app.get(FeedLog);
    for (let i = 0; i <= ENTRIES_PER_TOURNAMENT; i++)
      await log.append({ type: 'ring', tournamentId: own.tournament.id, ringId: own.area.id, ring: null });
    const again = await open(`/tournaments/${own.tournament.id}/feed?from=${ready.position}`);
    await again.until((m) => m.event === 'fight');
    expect(
      parsed(again)
        .slice(0, 2)
        .map((m) => m.type),
    ).toEqual(['reset', 'ready']);
    expect(parsed(again)[0]).toMatchObject({ reason: 'position-too-old' });
    expect(parsed(again)[1]).toMatchObject({ resumed: false });
  });

  it('ends its streams with `reset` when the tournament stops being public', async () => {
    const own = await createRing(t.db, DEMO.organizer);
    const stream = await open(`/tournaments/${own.tournament.id}/feed`);
    await stream.until((m) => m.event === 'ready');
    await t.db.getRepository(Tournament).update(own.tournament.id, { status: 'DEVELOPING' });
    // What the tournaments module publishes after such a status change commits.
    await t.app.get(EventBus).publish({
      type: 'tournament.status-changed',
      tournamentId: own.tournament.id,
      authorId: own.tournament.authorId,
      status: 'DEVELOPING',
      wasPublic: true,
      isPublic: false,
    });
    const reset = await stream.until((m) => m.event === 'reset');
    expect(JSON.parse(reset.data)).toMatchObject({ reason: 'tournament-hidden' });
    await stream.ended;
    const again = await t.http.get(`${api}/tournaments/${own.tournament.id}/feed`);
    expect(again.status).toBe(404);
  });

  it('refuses a position that is not one, and a ring of another tournament, with readable 4xx', async () => {
    const bad = await t.http.get(`${api}/tournaments/${ring.tournament.id}/feed?from=yesterday`);
    expect(bad.status).toBe(400);
    const header = await t.http
      .get(`${api}/tournaments/${ring.tournament.id}/feed`)
      .set('Last-Event-ID', 'nope');
    expect(header.status).toBe(400);
    expect(header.body.message).toMatch(/is not a feed position/);
    const other = await createRing(t.db, DEMO.organizer);
    const wrongRing = await t.http.get(`${api}/tournaments/${ring.tournament.id}/feed?ring=${other.area.id}`);
    expect(wrongRing.status).toBe(404);
    expect(wrongRing.body.message).toBe('Ring not found');
  });
});
