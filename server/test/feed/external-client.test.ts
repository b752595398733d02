import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { FightState } from '@hema/shared/realtime/protocol';
import { createRing, type Ring } from '../support/competition-fixture.js';
import { openSse } from '../support/sse-reader.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The acceptance line of issue 33's open feed: an external client written only against docs/api.md — the overlay
 * script printed there, run as written in a Node process of its own (its `EventSource`), and curl — follows a ring's
 * fights from the feed, resumes after a disconnect without a gap, and ends with what REST answers. Scoring goes
 * through the real judge command path on another replica, so every change crosses replicas on Redis.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

let a: TestApp;
let b: TestApp;
let judge: string;
let ring: Ring;
let child: ChildProcess | null = null;
const feedRequests: IncomingMessage[] = [];

beforeAll(async () => {
  const prefix = `hema-test-${randomBytes(4).toString('hex')}`;
  a = await startTestApp({ listen: true, redis: true, env: { REDIS_PREFIX: prefix } });
  b = await startTestApp({
    listen: true,
    redis: true,
    seed: false,
    databaseUrl: a.config.DATABASE_URL,
    env: { REDIS_PREFIX: prefix },
  });
  judge = await b.login(DEMO.organizer);
  ring = await createRing(a.db, DEMO.organizer);
  // The streams replica A serves, so the test can cut one off as a network would.
  a.app.getHttpServer().on('request', (req: IncomingMessage) => {
    if (req.url?.includes('/feed')) feedRequests.push(req);
  });
});
afterAll(async () => {
  child?.kill();
  await b?.close();
  await a?.close();
});

/** The overlay script of docs/api.md, exactly as printed there. */
function overlayScript(): string {
  const doc = readFileSync(resolve(root, 'docs/api.md'), 'utf8');
  const marker = doc.indexOf('<!-- overlay script:');
  const match = /```js\n([\s\S]*?)```/.exec(doc.slice(marker));
  if (marker < 0 || !match) throw new Error('docs/api.md has no overlay script');
  return match[1];
}

/**
 * What a browser gives the script (its page address, a body to write to), and a log of what it received and drew,
 * one JSON line each, for the test to read.
 */
const PRELUDE = `
const print = (line) => process.stdout.write(JSON.stringify(line) + '\\n');
globalThis.location = { search: process.env.OVERLAY_SEARCH };
// A page stays open while its stream reconnects (Node's EventSource waits on a timer that would not keep it alive).
setInterval(() => undefined, 1 << 30);
globalThis.document = { body: { set textContent(text) { print({ text }); } } };
globalThis.EventSource = class extends EventSource {
  constructor(...args) {
    super(...args);
    for (const type of ['ready', 'reset', 'fight']) this.addEventListener(type, (e) => print({ [type]: JSON.parse(e.data) }));
  }
};
`;

interface Line {
  text?: string;
  ready?: { resumed: boolean; position: string };
  reset?: unknown;
  fight?: { fightId: string; version: number };
}

function startOverlay(search: string): {
  lines: Line[];
  until(match: (line: Line) => boolean): Promise<void>;
} {
  const lines: Line[] = [];
  const waiters: { match: (line: Line) => boolean; done: () => void }[] = [];
  child = spawn(process.execPath, ['--experimental-eventsource', '-e', PRELUDE + overlayScript()], {
    env: { ...process.env, NODE_OPTIONS: '', OVERLAY_SEARCH: search },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let buffer = '';
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n')) >= 0) {
      const line = JSON.parse(buffer.slice(0, end)) as Line;
      buffer = buffer.slice(end + 1);
      lines.push(line);
      for (const waiter of [...waiters])
        if (waiter.match(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.done();
        }
    }
  });
  return {
    lines,
    until: (match) =>
      lines.some(match) ? Promise.resolve() : new Promise<void>((done) => waiters.push({ match, done })),
  };
}

async function score(fightId: string, event: Record<string, unknown>, expectedVersion?: number) {
  const res = await b.http
    .post(`/api/fights/${fightId}/commands`)
    .set('Authorization', judge)
    .send({ commandId: randomUUID(), event: { at: Date.now(), ...event }, expectedVersion });
  expect(res.status).toBe(200);
  return (res.body as { version: number }).version;
}

/** The overlay's line for a ring, by the rule the docs' script draws with. */
function expectedText(fights: FightState[]): string {
  const now = fights
    .filter((s) => !['finished', 'cancelled'].includes(s.view.status))
    .sort((x, y) => (x.areaOrder ?? 0) - (y.areaOrder ?? 0))[0];
  return now
    ? `${now.fighter1?.name ?? '—'} ${now.view.score1} : ${now.view.score2} ${now.fighter2?.name ?? '—'}`
    : 'No fight on this ring';
}

it('follows a ring from the feed, resumes after a disconnect without a gap, and matches the REST state', async () => {
  const api = `${a.url}/api/public/v1`;
  // curl, as docs/api.md shows it: the tournament's rings.
  const { stdout: found } = await run('curl', ['-s', `${api}/tournaments/${ring.tournament.idString}`]);
  const ringId = (JSON.parse(found) as { rings: { _id: string }[] }).rings[0]!._id;
  expect(ringId).toBe(ring.area.id);

  const overlay = startOverlay(`?api=${api}&tournament=${ring.tournament.idString}&ring=${ringId}`);
  const [first, second] = ring.fights;
  const versionOf = (fightId: string, version: number) => (line: Line) =>
    line.fight?.fightId === fightId && line.fight.version === version;
  await overlay.until(versionOf(ring.fights[5].id, 0));

  let version = await score(first.id, { type: 'START' });
  for (const side of [1, 2, 1]) version = await score(first.id, { type: 'SCORE', side, delta: 1 });
  await overlay.until(versionOf(first.id, version));

  // The network drops the stream; the ring goes on meanwhile: the first fight ends, the second starts.
  feedRequests.at(-1)!.socket.destroy();
  version = await score(first.id, { type: 'SCORE', side: 2, delta: 1 }); // one point while nobody listens
  version = await score(first.id, { type: 'FINISH', reason: 'byPoints' }, version);
  let secondVersion = await score(second.id, { type: 'START' });
  secondVersion = await score(second.id, { type: 'SCORE', side: 1, delta: 1 });
  await overlay.until(versionOf(second.id, secondVersion));

  const readies = overlay.lines.flatMap((line) => (line.ready ? [line.ready] : []));
  expect(readies.map((ready) => ready.resumed)).toEqual([false, true]);
  expect(overlay.lines.some((line) => line.reset)).toBe(false);
  // Every version of the first fight arrived, once and in order, across the disconnect.
  const seen = overlay.lines.flatMap((line) =>
    line.fight?.fightId === first.id ? [line.fight.version] : [],
  );
  expect(seen).toEqual(Array.from({ length: version + 1 }, (_, i) => i));

  // curl again: the REST state is what the overlay drew, fight by fight.
  const { stdout } = await run('curl', ['-s', `${api}/rings/${ringId}/fights`]);
  const rest = JSON.parse(stdout) as { fights: FightState[] };
  const newest = new Map<string, number>();
  for (const line of overlay.lines) if (line.fight) newest.set(line.fight.fightId, line.fight.version);
  expect(Object.fromEntries(newest)).toEqual(
    Object.fromEntries(rest.fights.map((f) => [f.fightId, f.version])),
  );
  expect(overlay.lines.filter((line) => line.text !== undefined).at(-1)!.text).toBe(
    expectedText(rest.fights),
  );
  expect(expectedText(rest.fights)).toMatch(/ 1 : 0 /);

  // A position of replica A resumes on replica B alike: the positions are the Redis stream's.
  const onB = await openSse(
    `${b.url}/api/public/v1/tournaments/${ring.tournament.id}/feed?ring=${ringId}&from=${readies[0]!.position}`,
  );
  await onB.until((m) => m.event === 'fight' && JSON.parse(m.data).version === secondVersion);
  onB.close();
  const fromB = onB.messages.map(
    (m) => JSON.parse(m.data) as { type: string; fightId?: string; version?: number },
  );
  expect(fromB[0]).toMatchObject({ type: 'ready', resumed: true });
  expect(fromB.filter((m) => m.fightId === first.id).map((m) => m.version)).toEqual(
    Array.from({ length: version }, (_, i) => i + 1),
  );
});
