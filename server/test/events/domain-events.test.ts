import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { createRing } from '../support/competition-fixture.js';
import { DEMO, TEST_REDIS_URL, startTestApp, type TestApp } from '../support/test-app.js';
import type { DomainEvent } from '../../src/events/domain-events.js';
import { EventBus } from '../../src/events/event-bus.js';
import { CachedReads } from '../../src/views/cached-reads.js';

/**
 * The event bus on the real Postgres and Redis: events of a transaction go out only once it commits; views are
 * replaced by the events of the writes that change them, not by any write that happens to be a POST; a change that
 * Redis refuses to carry to the other replicas is counted on /api/health.
 */
let t: TestApp;
let organizer: string;

beforeAll(async () => {
  t = await startTestApp({ redis: true });
  organizer = await t.login(DEMO.organizer);
});
afterAll(async () => {
  await t?.close();
});

/** The events of `type` published while `work` runs (`work` sees them arrive). */
async function published(
  type: DomainEvent['type'],
  work: (seen: readonly DomainEvent[]) => Promise<unknown>,
): Promise<DomainEvent[]> {
  const seen: DomainEvent[] = [];
  const stop = t.app.get(EventBus).on(type, (event) => void seen.push(event));
  try {
    await work(seen);
  } finally {
    stop();
  }
  return seen;
}

describe('events after commit', () => {
  const changed = (tournamentId: string): DomainEvent => ({ type: 'tournament.changed', tournamentId });

  it('holds an event published inside a transaction until it commits', async () => {
    const bus = t.app.get(EventBus);
    const id = randomUUID();
    const seen = await published('tournament.changed', (arrived) =>
      t.db.transaction(async (manager) => {
        await manager.query(`UPDATE tournament SET title = title WHERE id = $1`, [id]);
        await bus.publish(changed(id), manager);
        expect(arrived).toEqual([]);
      }),
    );
    expect(seen).toEqual([changed(id)]);
  });

  it('forgets the event of a transaction that rolls back', async () => {
    const bus = t.app.get(EventBus);
    const seen = await published('tournament.changed', async () => {
      await expect(
        t.db.transaction(async (manager) => {
          await bus.publish(changed(randomUUID()), manager);
          throw new Error('refused after the write');
        }),
      ).rejects.toThrow('refused after the write');
    });
    expect(seen).toEqual([]);
  });

  it('forgets the events of a rolled-back savepoint and keeps those of the transaction around it', async () => {
    const bus = t.app.get(EventBus);
    const [kept, dropped] = [randomUUID(), randomUUID()];
    const seen = await published('tournament.changed', () =>
      t.db.transaction(async (manager) => {
        await bus.publish(changed(kept), manager);
        await manager
          .transaction(async (inner) => {
            await bus.publish(changed(dropped), inner);
            throw new Error('the inner part fails');
          })
          .catch(() => undefined);
      }),
    );
    expect(seen).toEqual([changed(kept)]);
  });

  it("announces an organizer's write with what changed, once it answered", async () => {
    const ring = await createRing(t.db, DEMO.organizer);
    const seen = await published('ring.changed', () =>
      t.http
        .put(`/api/areas/${ring.area.id}`)
        .set('Authorization', organizer)
        .send({ title: `Ring ${randomUUID().slice(0, 6)}` })
        .expect(200),
    );
    expect(seen).toEqual([{ type: 'ring.changed', tournamentId: ring.tournament.id, areaId: ring.area.id }]);
  });
});

describe('views replaced by events', () => {
  it("keeps a tournament's view through unrelated writes and drops it when that tournament changes", async () => {
    const [ring, other] = [await createRing(t.db, DEMO.organizer), await createRing(t.db, DEMO.organizer)];
    const path = `/api/tournaments/${ring.tournament.id}`;
    const otherPath = `/api/tournaments/${other.tournament.id}`;
    const reads = t.app.get(CachedReads);
    for (const read of [path, otherPath]) await t.http.get(read).expect(200);
    expect(reads.keptForAnyone(path)).toBeDefined();

    // A sign-in and a write to another tournament are POSTs and PUTs that show nowhere on this page.
    await t.login(DEMO.fighter);
    await t.http
      .put(`/api/tournaments/${other.tournament.id}`)
      .set('Authorization', organizer)
      .send({ title: 'Another title' })
      .expect(200);
    expect(reads.keptForAnyone(path)).toBeDefined();
    expect(reads.keptForAnyone(otherPath)).toBeUndefined();

    await t.http
      .put(`/api/tournaments/${ring.tournament.id}`)
      .set('Authorization', organizer)
      .send({ title: 'Renamed open' })
      .expect(200);
    expect(reads.keptForAnyone(path)).toBeUndefined();
    expect((await t.http.get(path).expect(200)).body.title).toBe('Renamed open');
  });
});

describe('replication failures on /api/health', () => {
  it('counts a view invalidation Redis refuses to carry to the other replicas', async () => {
    const ring = await createRing(t.db, DEMO.organizer);
    const failures = async () => (await t.http.get('/api/health')).body.replication.failures as number;
    const before = await failures();
    const redis = new Redis(TEST_REDIS_URL);
    const stream = `${t.config.REDIS_PREFIX}:views`;
    try {
      // The stream's key holding a plain string: Redis answers every XADD to it with an error (WRONGTYPE).
      await redis.del(stream);
      await redis.set(stream, 'not a stream');
      await t.http
        .put(`/api/tournaments/${ring.tournament.id}`)
        .set('Authorization', organizer)
        .send({ title: 'Not carried' })
        .expect(200);
      const deadline = Date.now() + 5000;
      while ((await failures()) === before && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const { replication } = (await t.http.get('/api/health')).body;
      expect(replication.failures).toBeGreaterThan(before);
      expect(replication.lastFailureAt).not.toBeNull();
    } finally {
      await redis.del(stream);
      await redis.quit();
    }
  });
});
