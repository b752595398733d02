import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from '@jest/globals';
import { room, type FightState } from '@hema/shared/realtime/protocol';
import { createRing } from '../support/competition-fixture.js';
import { command, connectLive, subscribe, type LiveSocket } from '../support/live-client.js';
import { freePort, startRedis as startPrivateRedis } from '../support/private-redis.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Redis goes away for a while during scoring. Spectators keep their sockets (their replica is fine), so they
 * never resync by themselves: the replicas must heal the rooms when Redis is back. A private redis-server (the
 * machine's own Redis serves other tests at the same time). LIVE_OUTAGE_MS shortens the outage while working on it;
 * the acceptance is 10 s.
 */
const OUTAGE_MS = Number(process.env.LIVE_OUTAGE_MS ?? 10_000);
/** How soon after Redis is back every spectator must hold the final state. */
const HEALED_WITHIN_MS = 5_000;

const apps: TestApp[] = [];
const sockets: LiveSocket[] = [];
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  for (const app of apps.reverse()) await app.close().catch(() => undefined);
  for (const c of children) c.kill('SIGKILL');
});

async function startRedis(port: number): Promise<ChildProcess> {
  const child = await startPrivateRedis(port);
  children.push(child);
  return child;
}

async function live(app: TestApp, token?: string): Promise<LiveSocket> {
  const socket = await connectLive(app.url, token);
  sockets.push(socket);
  return socket;
}

/** The newest state a socket holds for the fight (clients keep the highest version). */
const newest = (socket: LiveSocket, fightId: string): FightState | undefined =>
  socket.states.filter((s) => s.fightId === fightId).sort((a, b) => b.version - a.version)[0];

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 25));
  }
  return true;
}

describe('a Redis outage during scoring', () => {
  it('brings every spectator and caption on both replicas to the final state soon after Redis is back', async () => {
    const port = await freePort();
    let redis = await startRedis(port);
    const url = `redis://127.0.0.1:${port}`;
    const judgeApp = await startTestApp({ listen: true, env: { REDIS_URL: url } });
    apps.push(judgeApp);
    const viewerApp = await startTestApp({
      listen: true,
      databaseUrl: judgeApp.config.DATABASE_URL,
      env: { REDIS_URL: url, REDIS_PREFIX: judgeApp.config.REDIS_PREFIX },
    });
    apps.push(viewerApp);
    const ring = await createRing(judgeApp.db, DEMO.organizer);
    const fight = ring.fights[0];
    const judge = await live(judgeApp, await judgeApp.login(DEMO.organizer));

    // Spectators of the fight, the ring and the category, and the ring's caption overlay, on the other replica; one
    // spectator on the judge's replica too (its pushes fail with the publish as well).
    const watched = [
      room.fight(fight.id),
      room.area(ring.area.id),
      room.nomination(ring.nomination.id),
      room.caption(ring.area.id),
    ];
    const spectators: LiveSocket[] = [];
    for (const name of watched) {
      const socket = await live(viewerApp);
      expect((await subscribe(socket, [name])).ok).toBe(true);
      spectators.push(socket);
    }
    const local = await live(judgeApp);
    expect((await subscribe(local, [room.fight(fight.id)])).ok).toBe(true);
    spectators.push(local);

    expect((await command(judge, fight.id, { type: 'START' })).ok).toBe(true);
    for (let i = 0; i < 3; i++) await command(judge, fight.id, { type: 'SCORE', side: 1, delta: 1 });
    expect(await until(() => spectators.every((s) => newest(s, fight.id)?.version === 4), 5_000)).toBe(true);

    redis.kill('SIGKILL');
    await new Promise((r) => redis.once('exit', r));
    const outageStarted = Date.now();
    // The judge keeps scoring and ends the fight while Redis is away (the database is fine).
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await command(judge, fight.id, { type: 'SCORE', side: 2, delta: 1 }));
    const seen = answers.at(-1)!.ok ? (answers.at(-1) as { version: number }).version : undefined;
    answers.push(await command(judge, fight.id, { type: 'FINISH', reason: 'byPoints' }, undefined, seen));
    expect(answers.filter((a) => !a.ok)).toEqual([]);
    const final = answers.at(-1)!;
    if (!final.ok) throw new Error('the FINISH was refused');
    expect(final.state.view).toMatchObject({ status: 'finished', score1: 3, score2: 4 });

    await new Promise((r) => setTimeout(r, Math.max(0, OUTAGE_MS - (Date.now() - outageStarted))));
    redis = await startRedis(port);
    const healed = await until(
      () => spectators.every((s) => newest(s, fight.id)?.version === final.version),
      HEALED_WITHIN_MS,
    );
    expect(
      spectators.map((s) => ({
        version: newest(s, fight.id)?.version,
        status: newest(s, fight.id)?.view.status,
      })),
    ).toEqual(spectators.map(() => ({ version: final.version, status: 'finished' })));
    expect(healed).toBe(true);
    // Nobody reconnected: the states were pushed to the sockets they already had.
    expect(spectators.every((s) => s.connected)).toBe(true);
  }, 60_000);
});
