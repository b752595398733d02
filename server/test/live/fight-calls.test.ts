import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { room } from '@hema/shared/realtime/protocol';
import type { DomainEventOf } from '../../src/events/domain-events.js';
import { EventBus } from '../../src/events/event-bus.js';
import { FightEvent } from '../../src/fights/fight-event.entity.js';
import { Fight } from '../../src/fights/fight.entity.js';
import { createRing } from '../support/competition-fixture.js';
import { command, connectLive, subscribe, waitForState, type LiveSocket } from '../support/live-client.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The ring's call (issue 32): a CALL is a command like any other — through the one fight writer, logged, versioned,
 * applied once however often it is sent, allowed only to who may score the ring — and once written the fighters'
 * rooms get the state with `calledAt`, and 'fight.called' goes out on the event bus.
 */
let t: TestApp;
let organizer: string;
const sockets: LiveSocket[] = [];

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  organizer = await t.login(DEMO.organizer);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

async function live(token?: string): Promise<LiveSocket> {
  const socket = await connectLive(t.url, token);
  sockets.push(socket);
  return socket;
}

/** The 'fight.called' events published while `work` runs, each with the fight as the database had it then. */
async function calls(work: () => Promise<unknown>) {
  const seen: { event: DomainEventOf<'fight.called'>; stored: Promise<Fight> }[] = [];
  const stop = t.app.get(EventBus).on('fight.called', (event) => {
    // Not awaited here: a listener must not hold the writer's connection (event-bus.ts).
    seen.push({ event, stored: t.db.getRepository(Fight).findOneByOrFail({ id: event.fightId }) });
  });
  try {
    await work();
  } finally {
    stop();
  }
  return seen;
}

describe('calling the fighters of a fight', () => {
  it('is logged, versioned and pushed to the fighters’ rooms, and announced once after it is written', async () => {
    const ring = await createRing(t.db, DEMO.organizer);
    const onDeck = ring.fights[1];
    const follower = await live();
    await subscribe(follower, [room.fighter(onDeck.fighter1Id!)]);
    const judge = await live(organizer);
    const commandId = randomUUID();
    const pressedAt = Date.now();

    const seen = await calls(async () => {
      const answer = await command(judge, onDeck.id, { type: 'CALL', at: pressedAt }, commandId);
      expect(answer).toMatchObject({
        ok: true,
        version: 1,
        replayed: false,
        state: {
          fightId: onDeck.id,
          view: { status: 'scheduled', calledAt: new Date(pressedAt).toISOString() },
        },
      });
      // Sent again (a reconnect, a reload): the stored answer, nothing applied or announced twice.
      const again = await command(judge, onDeck.id, { type: 'CALL', at: pressedAt + 5_000 }, commandId);
      expect(again).toMatchObject({ ok: true, version: 1, replayed: true });
    });

    const calledAt = new Date(pressedAt).toISOString();
    expect(seen.map((s) => s.event)).toEqual([
      {
        type: 'fight.called',
        tournamentId: ring.tournament.id,
        nominationId: ring.nomination.id,
        fightId: onDeck.id,
        areaId: ring.area.id,
        fighterIds: [onDeck.fighter1Id, onDeck.fighter2Id],
        calledAt,
      },
    ]);
    // Published after the write committed: a read of its own already sees the call.
    const stored = await seen[0].stored;
    expect(stored.version).toBe(1);
    expect((stored.snapshot as { context: { calledAt: string } }).context.calledAt).toBe(calledAt);

    const log = await t.db.getRepository(FightEvent).find({ where: { fightId: onDeck.id } });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ commandId, applied: true, version: 1, event: { type: 'CALL' } });

    const pushed = await waitForState(follower, (s) => s.fightId === onDeck.id && s.view.calledAt !== null);
    expect(pushed.view.calledAt).toBe(calledAt);
  });

  it('calls again with the new time, as a new version', async () => {
    const ring = await createRing(t.db, DEMO.organizer);
    const judge = await live(organizer);
    const first = Date.now() - 60_000;
    await command(judge, ring.fights[1].id, { type: 'CALL', at: first });
    const seen = await calls(async () => {
      expect(await command(judge, ring.fights[1].id, { type: 'CALL', at: first + 30_000 })).toMatchObject({
        ok: true,
        version: 2,
        state: { view: { calledAt: new Date(first + 30_000).toISOString() } },
      });
    });
    expect(seen.map((s) => s.event.calledAt)).toEqual([new Date(first + 30_000).toISOString()]);
  });

  it('is refused for a fight on now, logged as refused and announced to nobody', async () => {
    const ring = await createRing(t.db, DEMO.organizer);
    const judge = await live(organizer);
    const fight = ring.fights[0];
    await command(judge, fight.id, { type: 'START' });
    const seen = await calls(async () => {
      expect(await command(judge, fight.id, { type: 'CALL' })).toMatchObject({
        ok: false,
        reason: 'fight/already-started',
        state: { version: 1, view: { calledAt: null } },
      });
    });
    expect(seen).toEqual([]);
    const refused = await t.db.getRepository(FightEvent).findBy({ fightId: fight.id, applied: false });
    expect(refused.map((r) => r.reason)).toEqual(['fight/already-started']);
  });

  it('is refused for someone who neither runs the tournament nor judges the ring', async () => {
    const ring = await createRing(t.db, DEMO.organizer);
    const stranger = await live(await t.login(DEMO.fighter));
    const seen = await calls(async () => {
      const answer = await command(stranger, ring.fights[1].id, { type: 'CALL' });
      expect(answer.ok).toBe(false);
      expect(answer).toMatchObject({ reason: expect.stringMatching(/^(judge|auth|competition)\//) });
    });
    expect(seen).toEqual([]);
    expect((await t.db.getRepository(Fight).findOneByOrFail({ id: ring.fights[1].id })).version).toBe(0);
  });

  it('goes through the REST twin too, from the organizer’s ring page', async () => {
    const ring = await createRing(t.db, DEMO.organizer);
    const fightId = ring.fights[2].id;
    const seen = await calls(async () => {
      const response = await t.http
        .post(`/api/fights/${fightId}/commands`)
        .set('Authorization', organizer)
        .send({ commandId: randomUUID(), event: { type: 'CALL', at: Date.now() }, console: 'organizer' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ ok: true, state: { view: { calledAt: expect.any(String) } } });
    });
    expect(seen.map((s) => s.event.fightId)).toEqual([fightId]);
  });
});
