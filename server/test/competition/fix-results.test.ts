import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Fight } from '../../src/fights/fight.entity.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { CompetitionFixtures, type View } from './competition-fixtures.js';

/**
 * "Fix results" of a finished fight moves its winner, and the correction reaches what is derived from it:
 * the pool's table and the bracket's next fight. A correction that would pull a fighter out of a next fight already
 * under way is refused with a readable 409.
 */

let t: TestApp;
let f: CompetitionFixtures;
let organizer: string;

beforeAll(async () => {
  t = await startTestApp();
  f = new CompetitionFixtures(t);
  organizer = await t.login(DEMO.organizer);
});
afterAll(async () => {
  await t?.close();
});

const reload = (id: string) => t.db.getRepository(Fight).findOneByOrFail({ id });

/** Sends one command as the organizer's console would, on the version it sees now; answers the HTTP response. */
async function command(fightId: string, event: Record<string, unknown>) {
  const { version } = await reload(fightId);
  return t.http
    .post(`/api/fights/${fightId}/commands`)
    .set({ Authorization: organizer })
    .send({
      commandId: `fix-${randomBytes(8).toString('hex')}`,
      expectedVersion: version,
      event: { ...event, at: Date.now() },
    });
}

/** Starts the fight, gives `side` 3 points and the other 1, finishes it by points. */
async function fightOut(fightId: string, side: 1 | 2) {
  const other = side === 1 ? 2 : 1;
  const events = [
    { type: 'START' },
    ...[side, side, side, other].map((s) => ({ type: 'SCORE', side: s, delta: 1 })),
    { type: 'FINISH', reason: 'byPoints' },
  ];
  for (const event of events) expect((await command(fightId, event)).status).toBe(200);
}

async function setUp(type: 'POOL' | 'ELIMINATION', fighters: number) {
  const tournament = await f.tournament(organizer);
  const nomination = await f.nomination(organizer, tournament._id);
  const ids = await f.fighters(organizer, nomination._id, fighters);
  const stage = await f.stage(organizer, nomination._id, type);
  const generated: View = (await f.generate(organizer, stage._id)).stage;
  const rows = await t.db.getRepository(Fight).find({ where: { stageId: stage._id } });
  return { ids, generated, byKey: (key: string) => rows.find((r) => r.bracketKey === key)! };
}

describe('Fix results', () => {
  it('moves the winner of a pool fight and the pool’s table follows', async () => {
    const { generated } = await setUp('POOL', 2);
    const pool = generated.pools[0];
    const fight = pool.fights[0];
    await fightOut(fight._id, 1);
    const table = async () =>
      (await t.http.get(`/api/pools/${pool._id}/standings`).set({ Authorization: organizer })).body.rows;
    const winnerBefore = (await table()).find((r: View) => r.stats.wins === 1).fighter._id;
    expect(winnerBefore).toBe(fight.fighter1._id ?? fight.fighter1);

    const fixed = await command(fight._id, { type: 'FIX_RESULT', score1: 1, score2: 4, result: 'F2_WIN' });
    expect(fixed.status).toBe(200);
    expect(fixed.body.state.view).toMatchObject({ score1: 1, score2: 4, result: 'F2_WIN' });
    const after = await table();
    expect(after.find((r: View) => r.stats.wins === 1).fighter._id).not.toBe(winnerBefore);
    expect(after.find((r: View) => r.fighter._id === winnerBefore).stats.wins).toBe(0);
  });

  it('moves the new winner into the next bracket fight, and refuses (409) once that fight has started', async () => {
    const { ids, byKey } = await setUp('ELIMINATION', 4);
    const semi = byKey('r1-f0');
    const final = byKey('r2-f0');
    await fightOut(semi.id, 1);
    expect((await reload(final.id)).fighter1Id).toBe(ids[0]);

    const fixed = await command(semi.id, { type: 'FIX_RESULT', score1: 1, score2: 3, result: 'F2_WIN' });
    expect(fixed.status).toBe(200);
    expect((await reload(final.id)).fighter1Id).toBe(ids[3]);

    await fightOut(byKey('r1-f1').id, 1);
    expect((await command(final.id, { type: 'START' })).status).toBe(200);
    const late = await command(semi.id, { type: 'FIX_RESULT', score1: 3, score2: 1, result: 'F1_WIN' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ ok: false, code: 'bracket/next-fight-started' });
    expect(late.body.message).toMatch(/started/i);
    // Nothing moved: the semi-final keeps its corrected result and the final its fighters.
    expect(await reload(semi.id)).toMatchObject({ result: 'F2_WIN' });
    expect((await reload(final.id)).fighter1Id).toBe(ids[3]);
  });
});
