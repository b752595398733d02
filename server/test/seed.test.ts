import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { hashPassword } from '../src/auth/passwords.js';
import { Fight } from '../src/fights/fight.entity.js';
import { DEMO_PASSWORD } from '../src/seed/demo-world.js';
import { seedDemoTournament } from '../src/seed/demo-tournament.js';
import { seedDemoHistory } from '../src/seed/demo-history.js';
import {
  DEMO_REGISTRATION_TOURNAMENT,
  DEMO_TRIAL_TOURNAMENT,
  seedDemoMoreTournaments,
} from '../src/seed/demo-more-tournaments.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the demo tournament', () => {
  it('is seeded through the same rules as the organizer and the judge: fights finished and in progress', async () => {
    await seedDemoTournament(t.app, await hashPassword(DEMO_PASSWORD));
    const fights = await t.db.getRepository(Fight).find();
    const onRings = fights.filter((f) => f.areaId);
    expect(onRings.length).toBeGreaterThan(6);
    expect(onRings.filter((f) => f.status === 'finished')).toHaveLength(4);
    expect(onRings.filter((f) => f.status === 'running')).toHaveLength(2);
    // A morning's times, not the second the seed took: the schedule's estimates learn from them.
    for (const fight of onRings.filter((f) => f.status === 'finished')) {
      const minutes = (fight.finishedAt!.getTime() - fight.startedAt!.getTime()) / 60_000;
      expect(minutes).toBeGreaterThan(1);
      expect(minutes).toBeLessThan(20);
    }
    for (const fight of onRings.filter((f) => f.status === 'running')) {
      expect(fight.startedAt).not.toBeNull();
      expect(fight.finishedAt).toBeNull();
    }
  });
});

describe('the demo history', () => {
  it('has event days: every fight on a ring of its tournament, one at a time, with a start and a finish', async () => {
    await seedDemoHistory(t.app);
    const fights = (await t.db.query(
      `SELECT f."areaOrder", f."startedAt", f."finishedAt", a."tournamentId" = f."tournamentId" AS "ownRing",
              lag(f."finishedAt") OVER (PARTITION BY f."areaId" ORDER BY f."areaOrder") AS "previousFinish"
         FROM fight f JOIN tournament t ON t.id = f."tournamentId" LEFT JOIN area a ON a.id = f."areaId"
        WHERE t."idString" LIKE 'history-%'`,
    )) as {
      areaOrder: number;
      startedAt: Date;
      finishedAt: Date;
      ownRing: boolean;
      previousFinish: Date | null;
    }[];
    expect(fights.length).toBeGreaterThan(1000);
    for (const fight of fights) {
      expect(fight.ownRing).toBe(true);
      expect(fight.finishedAt.getTime()).toBeGreaterThan(fight.startedAt.getTime());
      if (fight.previousFinish)
        expect(fight.startedAt.getTime()).toBeGreaterThan(fight.previousFinish.getTime());
    }
  });
});

describe('the other demo tournaments', () => {
  it('adds one with registration open and an empty one of the trial organizer, once', async () => {
    await seedDemoMoreTournaments(t.app);
    await seedDemoMoreTournaments(t.app);
    const spring = await t.http.get(`/api/tournaments/${DEMO_REGISTRATION_TOURNAMENT}`);
    expect(spring.body).toMatchObject({ status: 'REG_OPEN', registrationEnabled: true });
    expect(spring.body.registrationNominations).toHaveLength(2);
    expect(spring.body.actions).toContain('closeRegistration');
    const trial = await t.login(DEMO.trial);
    const own = await t.http.get(`/api/tournaments/${DEMO_TRIAL_TOURNAMENT}`).set('Authorization', trial);
    expect(own.body).toMatchObject({
      status: 'DEVELOPING',
      nominations: [],
      author: { username: 'tanja.trial' },
    });
    expect((await t.http.get(`/api/tournaments/${DEMO_TRIAL_TOURNAMENT}`)).status).toBe(404);
  });
});
