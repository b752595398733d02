import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { hashPassword } from '../src/auth/passwords.js';
import { Fight } from '../src/fights/fight.entity.js';
import { DEMO_PASSWORD } from '../src/seed/demo-world.js';
import { seedDemoTournament } from '../src/seed/demo-tournament.js';
import { startTestApp, type TestApp } from './support/test-app.js';

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
  });
});
