import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { applyFightEvent, type FightSnapshot } from '@hema/shared/fight/fight-engine';
import { advanceAfterFight } from '../../src/stages/bracket-advancement.js';
import { Fight } from '../../src/fights/fight.entity.js';
import { FightsRepository } from '../../src/fights/fights.repository.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { CompetitionFixtures, fightTo, startFight } from './competition-fixtures.js';

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

/** A generated bracket: fights by bracket key, fighters best seed first. */
async function bracket(type: string, fighters: number, settings: Record<string, unknown> = {}) {
  const tournament = await f.tournament(organizer);
  const nomination = await f.nomination(organizer, tournament._id);
  const ids = await f.fighters(organizer, nomination._id, fighters);
  const stage = await f.stage(organizer, nomination._id, type, settings);
  await f.generate(organizer, stage._id);
  const rows = await t.db.getRepository(Fight).find({ where: { stageId: stage._id } });
  const byKey = (key: string) => rows.find((r) => r.bracketKey === key)!;
  return { ids, byKey, stageId: stage._id as string, nominationId: nomination._id as string };
}

const reload = (id: string) => t.db.getRepository(Fight).findOneByOrFail({ id });
/** Runs bracket advancement through the fights repository; answers the fights it changed, as stored after. */
async function advance(fight: Fight): Promise<Fight[]> {
  const changes = await t.app.get(FightsRepository).write(async (writer) => {
    await advanceAfterFight(writer, fight);
    return writer.changes;
  });
  return Promise.all(changes.map((change) => reload(change.fightId)));
}
const contextOf = (fight: Fight) => (fight.snapshot as unknown as FightSnapshot).context;

describe('bracket advancement after a fight', () => {
  it('places the winner into the next fight’s slot and recreates that fight’s snapshot (version + 1)', async () => {
    const { ids, byKey } = await bracket('ELIMINATION', 4);
    const semi = byKey('r1-f0');
    expect([semi.fighter1Id, semi.fighter2Id]).toEqual([ids[0], ids[3]]);
    const decided = await fightTo(t, semi.id, 2);
    const changed = await advance(decided);
    expect(changed.map((c) => c.bracketKey)).toEqual(['r2-f0']);
    const final = await reload(byKey('r2-f0').id);
    expect(final).toMatchObject({ fighter1Id: ids[3], fighter2Id: null, version: 1, status: 'scheduled' });
    expect(contextOf(final)).toMatchObject({ fightId: final.id, fighter1: ids[3], fighter2: null });
  });

  it('sends the semi-final losers into the bronze fight', async () => {
    const { ids, byKey } = await bracket('ELIMINATION', 4, { bronze: true });
    await advance(await fightTo(t, byKey('r1-f0').id, 1));
    const changed = await advance(await fightTo(t, byKey('r1-f1').id, 2));
    expect(changed.map((c) => c.bracketKey).sort()).toEqual(['r2-f0', 'r2-f1']);
    expect(await reload(byKey('r2-f0').id)).toMatchObject({ fighter1Id: ids[0], fighter2Id: ids[2] });
    expect(await reload(byKey('r2-f1').id)).toMatchObject({ fighter1Id: ids[3], fighter2Id: ids[1] });
  });

  it('spreads the final and the bronze fight over the free rings, unless the organizer gave them a ring', async () => {
    const { ids, byKey } = await bracket('ELIMINATION', 4, { bronze: true });
    const semis = [byKey('r1-f0'), byKey('r1-f1')];
    const tournamentId = semis[0]!.tournamentId;
    const ringA = await f.area(organizer, tournamentId, 'Ring A');
    const ringB = await f.area(organizer, tournamentId, 'Ring B');
    const assign = (areaId: string, fightIds: string[]) =>
      t.http.put(`/api/areas/${areaId}/fights`).set('Authorization', organizer).send({ fightIds });
    expect((await assign(ringA._id, [semis[0]!.id])).status).toBe(200);
    expect((await assign(ringB._id, [semis[1]!.id])).status).toBe(200);

    // The first semi-final done on ring A: the final follows it there (A is free), the bronze fight goes to ring B
    // after the second semi-final instead of queuing behind the final.
    const changed = await advance(await fightTo(t, semis[0]!.id, 1));
    // Each fight is announced twice (new fighter, then new ring); as stored after, both answers agree.
    const moved = new Map(changed.map((c) => [c.bracketKey, [c.bracketKey, c.areaId, c.areaOrder]]));
    expect([...moved.values()].sort()).toEqual([
      ['r2-f0', ringA._id, 1],
      ['r2-f1', ringB._id, 1],
    ]);
    expect(await reload(byKey('r2-f0').id)).toMatchObject({ fighter1Id: ids[0], areaId: ringA._id });

    // The organizer moves the bronze fight to ring A; the second semi-final leaves both where they were put.
    expect((await assign(ringA._id, [semis[0]!.id, byKey('r2-f0').id, byKey('r2-f1').id])).status).toBe(200);
    await advance(await fightTo(t, semis[1]!.id, 2));
    expect(await reload(byKey('r2-f0').id)).toMatchObject({
      fighter2Id: ids[2],
      areaId: ringA._id,
      areaOrder: 1,
    });
    expect(await reload(byKey('r2-f1').id)).toMatchObject({ areaId: ringA._id, areaOrder: 2 });
  });

  it('changes nothing when called again, or for a fight outside a bracket', async () => {
    const { byKey } = await bracket('ELIMINATION', 4);
    const decided = await fightTo(t, byKey('r1-f0').id, 1);
    await advance(decided);
    expect(await advance(await reload(decided.id))).toEqual([]);
    const pool = await bracket('POOL', 3);
    const poolFight = (await t.db.getRepository(Fight).find({ where: { stageId: pool.stageId } }))[0];
    expect(await advance(await fightTo(t, poolFight.id, 1))).toEqual([]);
  });

  it('settles a lower-bracket bye as soon as its one fighter arrives, and moves them on', async () => {
    const { ids, byKey } = await bracket('ELIMINATION_DOUBLE', 3);
    const upper = byKey('u1-f1');
    expect([upper.fighter1Id, upper.fighter2Id]).toEqual([ids[1], ids[2]]);
    const changed = await advance(await fightTo(t, upper.id, 1));
    const lowerBye = changed.find((c) => c.isBye)!;
    expect(lowerBye).toMatchObject({ status: 'finished', fighter1Id: ids[2], result: 'F1_WIN' });
    expect(changed.map((c) => c.bracketKey)).toEqual(expect.arrayContaining(['u2-f0', lowerBye.bracketKey]));
    expect(await reload(byKey('u2-f0').id)).toMatchObject({ fighter1Id: ids[0], fighter2Id: ids[1] });
  });

  it('refuses to move fighters out of a next fight that has already started', async () => {
    const { byKey } = await bracket('ELIMINATION', 4);
    await advance(await fightTo(t, byKey('r1-f0').id, 1));
    await advance(await fightTo(t, byKey('r1-f1').id, 1));
    await startFight(t, byKey('r2-f0').id);
    const semi = await reload(byKey('r1-f0').id);
    const fixed = applyFightEvent(semi.snapshot as unknown as FightSnapshot, {
      type: 'FIX_RESULT',
      at: 9000,
      score1: 0,
      score2: 5,
      result: 'F2_WIN',
    });
    if (!fixed.ok) throw new Error(fixed.reason);
    const corrected = Object.assign(semi, { snapshot: fixed.snapshot as never, result: 'F2_WIN' as const });
    await expect(advance(corrected)).rejects.toMatchObject({
      statusCode: 409,
      code: 'bracket/next-fight-started',
    });
  });
});

describe('through the fight engine (POST /fights/{id}/commands)', () => {
  it('advances the winner when a judge finishes a bracket fight', async () => {
    const { ids, byKey } = await bracket('ELIMINATION', 4);
    const semi = byKey('r1-f0');
    let version = 0;
    const send = async (event: Record<string, unknown>) => {
      const res = await t.http
        .post(`/api/fights/${semi.id}/commands`)
        .set('Authorization', organizer)
        .send({
          commandId: randomBytes(8).toString('hex'),
          fightId: semi.id,
          expectedVersion: version,
          event: { ...event, at: Date.now() },
        });
      expect(res.body).toMatchObject({ ok: true });
      version = res.body.version;
    };
    await send({ type: 'START' });
    await send({ type: 'SCORE', side: 1, delta: 1 });
    await send({ type: 'FINISH', reason: 'byPoints' });
    expect(await reload(byKey('r2-f0').id)).toMatchObject({ fighter1Id: ids[0], version: 1 });
  });
});
