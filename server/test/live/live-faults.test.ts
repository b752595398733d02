import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import { CommandOutbox, memoryOutboxStorage } from '@hema/shared/realtime/command-outbox';
import { room, type FightCommand } from '@hema/shared/realtime/protocol';
import { Fight } from '../../src/fights/fight.entity.js';
import { createRing } from '../support/competition-fixture.js';
import { command, connectLive, subscribe, waitForState, type LiveSocket } from '../support/live-client.js';
import { freePort, startRedis as startPrivateRedis } from '../support/private-redis.js';
import { DEMO, startReplicaOf, startTestApp, type TestApp } from '../support/test-app.js';

/** Fault tests: a replica dies, Redis restarts, the judge's network goes away — nothing is lost or doubled. */
const apps: TestApp[] = [];
const sockets: LiveSocket[] = [];
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  for (const c of children) c.kill('SIGKILL');
  // Sharing instances first, the database owner last.
  for (const app of apps.reverse()) await app.close().catch(() => undefined);
});

async function pair(env: Record<string, string> = {}): Promise<[TestApp, TestApp]> {
  const owner = await startTestApp({ redis: true, listen: true, env });
  const replica = await startReplicaOf(owner, env);
  apps.push(owner, replica);
  return [owner, replica];
}

async function live(app: TestApp, token?: string): Promise<LiveSocket> {
  const socket = await connectLive(app.url, token);
  sockets.push(socket);
  return socket;
}

/** The judge console's sending rule: only over a connected socket, and an unanswered command stays queued. */
const sender = (socket: () => LiveSocket) => (c: FightCommand) => {
  const s = socket();
  if (!s.connected) return Promise.reject(new Error('offline'));
  return s.timeout(2000).emitWithAck('fight:command', c);
};

function press(outbox: CommandOutbox, fightId: string, side: 1 | 2, at = Date.now()): void {
  outbox.add({ commandId: randomUUID(), fightId, event: { type: 'SCORE', side, delta: 1, at } });
}

async function assertExactlyOnce(app: TestApp, fightId: string, presses: number): Promise<void> {
  const fight = await app.db.getRepository(Fight).findOneByOrFail({ id: fightId });
  expect(fight.score1 + fight.score2).toBe(presses);
  const [{ applied, distinct }] = await app.db.query(
    `SELECT count(*)::int AS applied, count(DISTINCT "commandId")::int AS distinct FROM fight_event WHERE "fightId" = $1 AND applied`,
    [fightId],
  );
  expect({ applied, distinct }).toEqual({ applied: presses + 1, distinct: presses + 1 });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = await startPrivateRedis(port);
  children.push(child);
  return child;
}

describe('fault tolerance of the live fight path', () => {
  it('loses and doubles nothing when the judge’s replica is killed during scoring', async () => {
    const [owner, doomed] = await pair();
    const ring = await createRing(owner.db, DEMO.organizer);
    const fight = ring.fights[0];
    const token = await owner.login(DEMO.organizer);
    let judge = await live(doomed, token);
    await command(judge, fight.id, { type: 'START' });
    const outbox = new CommandOutbox(memoryOutboxStorage());
    const send = sender(() => judge);
    const presses = 40;
    for (let i = 0; i < presses; i++) {
      press(outbox, fight.id, i % 2 ? 2 : 1);
      const flushing = outbox.flush(send);
      if (i === 15) {
        // The replica dies with commands in flight; the proxy sends the judge to the surviving one.
        await doomed.app.close();
        judge = await live(owner, token);
      }
      if (i % 5 === 0) await flushing;
    }
    for (let i = 0; i < 20 && outbox.pending.length > 0; i++) await outbox.flush(send);
    expect(outbox.pending).toEqual([]);
    await assertExactlyOnce(owner, fight.id, presses);
  });

  it('brings spectators back to the latest state after Redis restarts during scoring', async () => {
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
    const spectator = await live(viewerApp);
    await subscribe(spectator, [room.fight(fight.id)]);
    await command(judge, fight.id, { type: 'START' });
    await waitForState(spectator, (s) => s.version === 1);

    const answers = [];
    for (let i = 0; i < 10; i++)
      answers.push(await command(judge, fight.id, { type: 'SCORE', side: 1, delta: 1 }));
    redis.kill('SIGKILL');
    await new Promise((r) => redis.once('exit', r));
    for (let i = 0; i < 10; i++)
      answers.push(await command(judge, fight.id, { type: 'SCORE', side: 2, delta: 1 }));
    redis = await startRedis(port);
    await new Promise((r) => setTimeout(r, 1500));
    for (let i = 0; i < 10; i++)
      answers.push(await command(judge, fight.id, { type: 'SCORE', side: 1, delta: 1 }));
    expect(answers.every((a) => a.ok)).toBe(true);

    const row = await judgeApp.db.getRepository(Fight).findOneByOrFail({ id: fight.id });
    expect({ version: row.version, score1: row.score1, score2: row.score2 }).toEqual({
      version: 31,
      score1: 20,
      score2: 10,
    });
    // Pushed states carry the full view, so the newest one is all a spectator needs; a resync tops up anything missed.
    const pushed = await waitForState(spectator, (s) => s.version === 31, 10_000).catch(() => null);
    const known = pushed ? pushed.version : Math.max(...spectator.states.map((s) => s.version));
    const resync = await subscribe(spectator, [room.fight(fight.id)], { [fight.id]: known });
    const latest = resync.states[0] ?? pushed;
    expect(latest).toMatchObject({ version: 31, view: { score1: 20, score2: 10 } });
    expect(pushed).not.toBeNull();
  });

  it('lands every exchange exactly once after the judge was offline for a minute while pressing keys', async () => {
    const [owner] = await pair();
    const ring = await createRing(owner.db, DEMO.organizer);
    const fight = ring.fights[1];
    const judge = await live(owner, await owner.login(DEMO.organizer));
    await command(judge, fight.id, { type: 'START' });
    const storage = memoryOutboxStorage();
    let outbox = new CommandOutbox(storage);
    const send = sender(() => judge);
    judge.disconnect();
    // The minute passes on the clocks instead of the wall: the presses carry times spread over it, and the server's
    // clock (its only "now") is a minute on when the judge is back, so the exchanges arrive up to a minute late.
    const offlineMs = 60_000;
    const presses = 12;
    const pressedFrom = Date.now();
    const pressedAt = Array.from({ length: presses }, (_, i) => pressedFrom + (i * offlineMs) / presses);
    for (let i = 0; i < presses; i++) {
      press(outbox, fight.id, i % 3 ? 1 : 2, pressedAt[i]);
      await outbox.flush(send);
    }
    expect(outbox.pending).toHaveLength(presses);
    owner.clock.advance(offlineMs);
    // The console was reloaded while offline: the outbox comes back from storage.
    outbox = new CommandOutbox(storage);
    judge.connect();
    await new Promise((r) => judge.once('connect', () => r(undefined)));
    await outbox.flush(send);
    await outbox.flush(send); // a second flush (e.g. a reconnect event racing the first) sends nothing again
    expect(outbox.pending).toEqual([]);
    await assertExactlyOnce(owner, fight.id, presses);
    // Each exchange counts at the moment it was pressed, in the order pressed, not when it finally arrived.
    const scored = await owner.db.query(
      `SELECT (event->>'at')::bigint AS at FROM fight_event WHERE "fightId" = $1 AND applied AND event->>'type' = 'SCORE' ORDER BY version`,
      [fight.id],
    );
    expect(scored.map((row: { at: string }) => Number(row.at))).toEqual(pressedAt);
  });
});
