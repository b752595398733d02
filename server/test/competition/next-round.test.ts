import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { CompetitionFixtures, fightTo, type View } from './competition-fixtures.js';

/**
 * "Next round" of a swiss stage: built by the engine once the current round is over, byes by the
 * stage's bye rule, up to the rounds count, refused clearly otherwise; its fights take a ring by the stage's rule.
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

const as = (token: string) => ({ Authorization: token });
const nextRound = (stageId: string, token = organizer) =>
  t.http.post(`/api/stages/${stageId}/next-round`).set(as(token));

/** A generated swiss stage of `fighters` seeded fighters. */
async function swiss(fighters: number, settings: Record<string, unknown> = {}, type = 'SWISS') {
  const tournament = await f.tournament(organizer);
  const nomination = await f.nomination(organizer, tournament._id);
  const ids = await f.fighters(organizer, nomination._id, fighters);
  const stage = await f.stage(organizer, nomination._id, type, settings);
  const { stage: built } = await f.generate(organizer, stage._id);
  return { tournament, nomination, ids, stageId: stage._id as string, built: built as View };
}

const roundOf = (stage: View, round: number): View => stage.pools.find((p: View) => p.round === round);
const bouts = (pool: View): View[] => pool.fights.filter((x: View) => !x.isBye);
/** Fighter one wins every bout of the round 3:2. */
async function finishRound(pool: View) {
  for (const fight of bouts(pool)) await fightTo(t, fight._id, 1);
}
const pairKey = (fight: View) => [fight.fighter1._id, fight.fighter2._id].sort().join('/');

describe('next round of a swiss stage', () => {
  it('pairs three rounds without rematches, winners with winners, then refuses a fourth', async () => {
    const { stageId, built } = await swiss(6, { roundsCount: 3 });
    const first = roundOf(built, 1);
    expect(bouts(first)).toHaveLength(3);

    // Refused while round 1 is being fought.
    const early = await nextRound(stageId);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'competition/round-not-finished' });
    expect(early.body.message).toBe('Previous round of this side is not finished yet');

    await finishRound(first);
    const second = await nextRound(stageId);
    expect(second.status).toBe(200);
    expect(second.body.warnings).toEqual([]);
    const round2 = roundOf(second.body.stage, 2);
    expect(round2).toMatchObject({ group: { key: 'swissRound', n: 2 }, index: 1 });
    expect(bouts(round2)).toHaveLength(3);
    expect(round2.fights.every((x: View) => x.status === 'scheduled' && x.version === 0)).toBe(true);
    const winners = new Set(bouts(first).map((x) => x.fighter1._id));
    // Three winners (9 points): two of them meet, the third floats down to a fighter of the losers' group.
    const winnersMeeting = bouts(round2).filter(
      (x) => winners.has(x.fighter1._id) && winners.has(x.fighter2._id),
    );
    expect(winnersMeeting).toHaveLength(1);

    // Refused again until round 2 is over; then round 3, and no fourth.
    expect((await nextRound(stageId)).status).toBe(409);
    await finishRound(round2);
    const third = await nextRound(stageId);
    expect(third.status).toBe(200);
    const round3 = roundOf(third.body.stage, 3);
    expect(round3.group).toMatchObject({ key: 'swissRound', n: 3 });
    const pairs = [first, round2, round3].flatMap(bouts).map(pairKey);
    expect(new Set(pairs).size).toBe(9);
    await finishRound(round3);
    const fourth = await nextRound(stageId);
    expect(fourth.status).toBe(409);
    expect(fourth.body).toMatchObject({
      code: 'competition/all-rounds-built',
      message: 'All 3 rounds of this stage are already built',
    });
    const stage = (await t.http.get(`/api/stages/${stageId}`).set(as(organizer))).body;
    expect(stage.pools.map((p: View) => p.round)).toEqual([1, 2, 3]);
  });

  it('gives the bye to a fighter who has had none, scored by the stage’s bye rule', async () => {
    const { stageId, built, ids } = await swiss(5, { roundsCount: 3, byeMode: 'WIN', byeWinScores: '3' });
    const first = roundOf(built, 1);
    const bye1 = first.fights.find((x: View) => x.isBye);
    // The lowest-ranked fighter takes the first bye, finished as a win 3:0 (spec §4).
    expect(bye1).toMatchObject({ fighter1: { _id: ids[4] }, fighter2: null, status: 'finished' });
    expect(bye1).toMatchObject({ result: 'F1_WIN', score1: 3, score2: 0 });
    await finishRound(first);
    const round2 = roundOf((await nextRound(stageId)).body.stage, 2);
    const bye2 = round2.fights.filter((x: View) => x.isBye);
    expect(bye2).toHaveLength(1);
    expect(bye2[0].fighter1._id).not.toBe(ids[4]);
    expect(bye2[0]).toMatchObject({ status: 'finished', result: 'F1_WIN', score1: 3, score2: 0 });
    // A bye is never fought: the next round is possible as soon as the bouts are over.
    await finishRound(round2);
    const round3 = roundOf((await nextRound(stageId)).body.stage, 3);
    const byes = [bye1, bye2[0], ...round3.fights.filter((x: View) => x.isBye)].map((x) => x.fighter1._id);
    expect(new Set(byes).size).toBe(3);
  });

  it('scores a bye as a draw 0:0 with any other bye mode', async () => {
    const { stageId, built } = await swiss(3, { roundsCount: 2, byeMode: 'DRAW' });
    await finishRound(roundOf(built, 1));
    const round2 = roundOf((await nextRound(stageId)).body.stage, 2);
    expect(round2.fights.find((x: View) => x.isBye)).toMatchObject({ result: 'DRAW', score1: 0, score2: 0 });
  });

  it('pairs swiss with hits by remaining hit points and stops when one fighter is left', async () => {
    const { stageId, built } = await swiss(4, { initialHp: 3 }, 'SWISS_HITS');
    const first = roundOf(built, 1);
    // Each bout ends 3:2: the losers are out of hit points, the winners keep 1.
    await finishRound(first);
    const round2 = roundOf((await nextRound(stageId)).body.stage, 2);
    expect(bouts(round2)).toHaveLength(1);
    const [final] = bouts(round2);
    expect(final.view.hitPoints).toEqual({ 1: 1, 2: 1 });
    expect(new Set([final.fighter1._id, final.fighter2._id])).toEqual(
      new Set(bouts(first).map((x) => x.fighter1._id)),
    );
    await fightTo(t, final._id, 1, 1);
    const decided = await nextRound(stageId);
    expect(decided.status).toBe(409);
    expect(decided.body).toMatchObject({ code: 'competition/stage-decided' });
  });

  it('is refused for a bracket and for a stage not generated yet', async () => {
    const tournament = await f.tournament(organizer);
    const nomination = await f.nomination(organizer, tournament._id);
    await f.fighters(organizer, nomination._id, 4);
    const swissStage = await f.stage(organizer, nomination._id, 'SWISS');
    const notYet = await nextRound(swissStage._id);
    expect(notYet.status).toBe(409);
    expect(notYet.body).toMatchObject({ code: 'competition/stage-not-generated' });
    const bracket = await f.stage(organizer, nomination._id, 'ELIMINATION');
    const refused = await nextRound(bracket._id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'competition/not-round-by-round' });
  });

  it('is for the tournament’s organizer only, like every stage write', async () => {
    const { stageId, built } = await swiss(4, { roundsCount: 2 });
    await finishRound(roundOf(built, 1));
    const rival = (await f.organizer()).token;
    const fighter = await t.login(DEMO.fighter);
    expect((await t.http.post(`/api/stages/${stageId}/next-round`)).status).toBe(401);
    expect((await nextRound(stageId, fighter)).status).toBe(403);
    // Another organizer's tournament in developing does not exist for them.
    expect((await nextRound(stageId, rival)).status).toBe(404);
    // Nothing was built by the refused calls; the owner builds round 2 once.
    expect((await t.http.get(`/api/stages/${stageId}`).set(as(organizer))).body.pools).toHaveLength(1);
    expect((await nextRound(stageId)).status).toBe(200);
    expect((await t.http.get(`/api/stages/${stageId}`).set(as(organizer))).body.pools).toHaveLength(2);
  });
});

describe('when a swiss stage is finished, and how swiss with hits ranks', () => {
  const summaryOf = async (tournamentId: string) =>
    (await t.http.get(`/api/tournaments/${tournamentId}/summary`).set(as(organizer))).body.categories[0];
  const standingsOf = async (nominationId: string) =>
    (await t.http.get(`/api/nominations/${nominationId}/standings`).set(as(organizer))).body;

  it('gives no medals and reads unfinished until the last of its 3 rounds is fought', async () => {
    const { tournament, nomination, stageId, built } = await swiss(4, { roundsCount: 3, toTheFinals: true });
    await finishRound(roundOf(built, 1));
    expect(await summaryOf(tournament._id)).toMatchObject({ finished: false, medallists: [] });
    expect((await standingsOf(nomination._id)).ranking).toBe('RATING_MODE');

    await finishRound(roundOf((await nextRound(stageId)).body.stage, 2));
    expect(await summaryOf(tournament._id)).toMatchObject({ finished: false, medallists: [] });
    await finishRound(roundOf((await nextRound(stageId)).body.stage, 3));
    const summary = await summaryOf(tournament._id);
    expect(summary.finished).toBe(true);
    expect(summary.medallists.length).toBeGreaterThanOrEqual(3);
    // The Standings tab names the same places and medals as the summary.
    const standings = await standingsOf(nomination._id);
    expect(standings.ranking).toBe('CATEGORY');
    expect(standings.rows.map((r: View) => [r.fighter._id, r.place])).toEqual(
      summary.places.map((p: View) => [p.fighter._id, p.place]),
    );
  });

  it('ranks swiss with hits by hit points left: a loss with HP left above a win at 0 HP', async () => {
    const { tournament, stageId, built } = await swiss(4, { initialHp: 3, toTheFinals: true }, 'SWISS_HITS');
    const [close, clean] = bouts(roundOf(built, 1));
    await fightTo(t, close._id, 1, 4); // 4:3 — the winner is at 0 HP, the loser at −1
    await fightTo(t, clean._id, 1, 1); // 1:0 — the winner keeps 3 HP, the loser 2
    const stage = (await t.http.get(`/api/stages/${stageId}/standings`).set(as(organizer))).body;
    const [table] = stage.tables;
    expect(table.criteria[0].key).toBe('hitPoints');
    expect(table.rows.map((r: View) => [r.fighter._id, r.values.hitPoints])).toEqual([
      [clean.fighter1._id, 3],
      [clean.fighter2._id, 2],
      [close.fighter1._id, 0],
      [close.fighter2._id, -1],
    ]);
    // Two fighters still have HP and no rounds count is set: the stage goes on, nobody has a medal yet.
    expect(await summaryOf(tournament._id)).toMatchObject({ finished: false, medallists: [] });
  });
});

describe('the ring rule of next fights', () => {
  it('spreads next-round fights over the free rings, the first on the ring of the fights that fed it', async () => {
    const { tournament, stageId, built } = await swiss(4, { roundsCount: 2 });
    const ringA = await f.area(organizer, tournament._id, 'Ring A');
    const ringB = await f.area(organizer, tournament._id, 'Ring B');
    const [one, two] = bouts(roundOf(built, 1));
    await t.http
      .put(`/api/areas/${ringA._id}/fights`)
      .set(as(organizer))
      .send({ fightIds: [one._id] });
    await t.http
      .put(`/api/areas/${ringB._id}/fights`)
      .set(as(organizer))
      .send({ fightIds: [two._id] });
    await finishRound(roundOf(built, 1));
    const round2 = bouts(roundOf((await nextRound(stageId)).body.stage, 2));
    const ringOfFighter = new Map<string, string>();
    for (const [fight, ring] of [
      [one, ringA],
      [two, ringB],
    ] as const) {
      ringOfFighter.set(fight.fighter1._id, ring._id);
      ringOfFighter.set(fight.fighter2._id, ring._id);
    }
    expect(round2).toHaveLength(2);
    expect(round2[0].area._id).toBe(ringOfFighter.get(round2[0].fighter1._id));
    // Two fights ready at once and two idle rings: one each, queued after the ring's finished fight.
    expect(new Set(round2.map((x: View) => x.area._id))).toEqual(new Set([ringA._id, ringB._id]));
    expect(round2.map((x: View) => x.areaOrder)).toEqual([1, 1]);
  });

  it('puts them on the ring the organizer chose, refuses a ring of another tournament, forgets a deleted one', async () => {
    const { tournament, stageId, built } = await swiss(4, { roundsCount: 3 });
    const ringA = await f.area(organizer, tournament._id, 'Ring A');
    const finals = await f.area(organizer, tournament._id, 'Finals ring');
    const elsewhere = await f.area(organizer, (await f.tournament(organizer))._id, 'Elsewhere');
    await t.http
      .put(`/api/areas/${ringA._id}/fights`)
      .set(as(organizer))
      .send({ fightIds: bouts(roundOf(built, 1)).map((x) => x._id) });

    const foreign = await t.http
      .put(`/api/stages/${stageId}`)
      .set(as(organizer))
      .send({ settings: { roundsCount: 3, nextFightsAreaId: elsewhere._id } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual({ 'settings.nextFightsAreaId': 'Choose a ring of this tournament' });
    const chosen = await t.http
      .put(`/api/stages/${stageId}`)
      .set(as(organizer))
      .send({ settings: { roundsCount: 3, nextFightsAreaId: finals._id } });
    expect(chosen.status).toBe(200);
    expect(chosen.body.settings.nextFightsAreaId).toBe(finals._id);

    await finishRound(roundOf(built, 1));
    const round2 = bouts(roundOf((await nextRound(stageId)).body.stage, 2));
    expect(round2.map((x: View) => [x.area._id, x.areaOrder])).toEqual([
      [finals._id, 0],
      [finals._id, 1],
    ]);

    // The chosen ring is deleted: the stage goes back to the feeding fights' ring.
    expect((await t.http.delete(`/api/areas/${finals._id}`).set(as(organizer))).status).toBe(204);
    const stage = (await t.http.get(`/api/stages/${stageId}`).set(as(organizer))).body;
    expect(stage.settings.nextFightsAreaId).toBeUndefined();
    await t.http
      .put(`/api/areas/${ringA._id}/fights`)
      .set(as(organizer))
      .send({ fightIds: round2.map((x) => x._id) });
    await finishRound(roundOf(stage, 2));
    const round3 = bouts(roundOf((await nextRound(stageId)).body.stage, 3));
    expect(round3.every((x: View) => x.area?._id === ringA._id)).toBe(true);
  });

  it('sends a bracket fight a fighter reaches to the chosen ring', async () => {
    const tournament = await f.tournament(organizer);
    const nomination = await f.nomination(organizer, tournament._id);
    await f.fighters(organizer, nomination._id, 4);
    const ringA = await f.area(organizer, tournament._id, 'Ring A');
    const finals = await f.area(organizer, tournament._id, 'Finals ring');
    const stage = await f.stage(organizer, nomination._id, 'ELIMINATION', { nextFightsAreaId: finals._id });
    const fights = (await f.generate(organizer, stage._id)).stage.pools.flatMap((p: View) => p.fights);
    const semi = fights.find((x: View) => x.bracketKey === 'r1-f0');
    await t.http
      .put(`/api/areas/${ringA._id}/fights`)
      .set(as(organizer))
      .send({ fightIds: [semi._id] });
    // Through the fight engine, as a judge finishes it.
    let version: number = (await t.http.get(`/api/fights/${semi._id}/state`).set(as(organizer))).body.version;
    for (const [n, event] of [
      { type: 'START' },
      { type: 'SCORE', side: 1, delta: 1 },
      { type: 'FINISH', reason: 'byPoints' },
    ].entries()) {
      const res = await t.http
        .post(`/api/fights/${semi._id}/commands`)
        .set(as(organizer))
        .send({
          commandId: `ring-rule-${semi._id.slice(0, 8)}-${n}`,
          expectedVersion: version,
          event: { ...event, at: Date.now() },
        });
      expect(res.body).toMatchObject({ ok: true });
      version = res.body.version;
    }
    const final = (await t.http.get(`/api/stages/${stage._id}`).set(as(organizer))).body.pools
      .flatMap((p: View) => p.fights)
      .find((x: View) => x.bracketKey === 'r2-f0');
    expect(final.area).toMatchObject({ _id: finals._id });
  });
});

describe('ring names', () => {
  it('refuses a second ring of the same name in a tournament, next to the title', async () => {
    const tournament = await f.tournament(organizer);
    const one = await f.area(organizer, tournament._id, 'Ring 1');
    const two = await f.area(organizer, tournament._id, 'Ring 2');
    const renamed = await t.http.put(`/api/areas/${two._id}`).set(as(organizer)).send({ title: ' ring 1 ' });
    expect(renamed.status).toBe(409);
    expect(renamed.body).toMatchObject({
      code: 'competition/ring-title-taken',
      errors: { title: 'Another ring of this tournament already has this name' },
    });
    const added = await t.http
      .post(`/api/tournaments/${tournament._id}/areas`)
      .set(as(organizer))
      .send({ title: 'RING 2' });
    expect(added.status).toBe(409);
    // Its own name, and a name another tournament uses, are fine.
    expect(
      (await t.http.put(`/api/areas/${one._id}`).set(as(organizer)).send({ title: 'Ring 1' })).status,
    ).toBe(200);
    const other = await f.tournament(organizer);
    await f.area(organizer, other._id, 'Ring 1');
    const list = await t.http.get(`/api/tournaments/${tournament._id}/areas`).set(as(organizer));
    expect(list.body.items.map((a: View) => a.title)).toEqual(['Ring 1', 'Ring 2']);
  });
});
