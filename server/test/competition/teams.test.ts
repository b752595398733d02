import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Fight } from '../../src/fights/fight.entity.js';
import { DEMO_TEAM_TOURNAMENT, seedDemoTeams } from '../../src/seed/demo-teams.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { CompetitionFixtures, type View } from './competition-fixtures.js';
import { download, pdfText } from '../documents/document-support.js';

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

const auth = () => ({ Authorization: organizer });

/** A team category (3 a side, limit `limit`) with `count` teams of fresh fencers. */
async function teamCategory(count: number, limit = 5, values: Record<string, unknown> = {}) {
  const tournament = await f.tournament(organizer);
  const nomination = await f.nomination(organizer, tournament._id, {
    isTeam: true,
    teamMembers: 3,
    rules: { team: { isTeam: true, teamScoreLimit: limit } },
    ...values,
  });
  const teams: View[] = [];
  for (let i = 1; i <= count; i++) {
    const memberIds = [];
    for (let m = 0; m < 3; m++) memberIds.push(await f.fighterAccount(`T${i}M${m}`));
    const res = await t.http
      .post(`/api/nominations/${nomination._id}/teams`)
      .set(auth())
      .send({ name: `Team ${i}`, memberIds, seed: i });
    expect(res.status).toBe(201);
    teams.push(res.body);
  }
  return { tournament, nomination, teams };
}

async function command(fightId: string, version: number, event: Record<string, unknown>) {
  const res = await t.http
    .post(`/api/fights/${fightId}/commands`)
    .set(auth())
    .send({
      commandId: randomBytes(8).toString('hex'),
      fightId,
      expectedVersion: version,
      event: { ...event, at: Date.now() },
    });
  expect(res.body).toMatchObject({ ok: true });
  return res.body as View;
}

/** Fights one bout: START, `a` points for side 1 and `b` for side 2 (stops when the bout ends by itself), FINISH. */
async function fightBout(boutId: string, a: number, b: number) {
  let answer = await command(
    boutId,
    (await t.db.getRepository(Fight).findOneByOrFail({ id: boutId })).version,
    {
      type: 'START',
    },
  );
  for (const [side, points] of [
    [1, a],
    [2, b],
  ] as const) {
    for (let i = 0; i < points && answer.state.view.status !== 'finished'; i++)
      answer = await command(boutId, answer.version, { type: 'SCORE', side, delta: 1 });
  }
  if (answer.state.view.status !== 'finished')
    answer = await command(boutId, answer.version, { type: 'FINISH', reason: 'overTime' });
  return answer.state.view;
}

describe('teams', () => {
  it('refuses a line-up shorter than the member count and a fencer in two teams', async () => {
    const { nomination, teams } = await teamCategory(1);
    const short = await t.http
      .post(`/api/nominations/${nomination._id}/teams`)
      .set(auth())
      .send({ name: 'Short', memberIds: [await f.fighterAccount('Solo')] });
    expect(short.status).toBe(400);
    const twice = await t.http
      .post(`/api/nominations/${nomination._id}/teams`)
      .set(auth())
      .send({
        name: 'Twice',
        memberIds: [teams[0].members[0]._id, await f.fighterAccount('X'), await f.fighterAccount('Y')],
      });
    expect(twice.status).toBe(409);
    const list = await t.http.get(`/api/nominations/${nomination._id}/teams`).set(auth());
    expect(list.body.items.map((team: View) => team.name)).toEqual(['Team 1']);
    expect(list.body.items[0].members.map((m: View) => m.reserve)).toEqual([false, false, false]);
  });

  it('a pool of teams pairs teams; a match is a relay of nine bouts whose team score carries to the end', async () => {
    const { nomination } = await teamCategory(2, 5, { scoringPlacement: 'TEAM' });
    const stage = await f.stage(organizer, nomination._id, 'POOL', { poolsCount: 1 });
    const generated = await f.generate(organizer, stage._id);
    const pool = generated.stage.pools[0];
    expect(pool.isTeam).toBe(true);
    expect(pool.fights).toHaveLength(1);
    const matchId = pool.fights[0]._id;
    const relay = await t.http.get(`/api/fights/${matchId}/bouts`).set(auth());
    expect(relay.status).toBe(200);
    expect(relay.body.bouts).toHaveLength(9);
    expect(relay.body.match.fighter1.name).toBe('Team 1');

    // Bout 1 ends at 5 by points; bout 2 carries 5:0 and would end at 10, but ends on time at 6:6.
    const first = await fightBout(relay.body.bouts[0]._id, 7, 0);
    expect(first).toMatchObject({ status: 'finished', score1: 5, score2: 0, finishReason: 'victory' });
    const second = await fightBout(relay.body.bouts[1]._id, 1, 6);
    expect(second).toMatchObject({ score1: 1, score2: 6, finishReason: 'overTime' });
    expect(second.relay).toMatchObject({ total1: 6, total2: 6, threshold: 10, bout: 1, bouts: 9 });
    // The third bout already carries 6:6 before it starts; it ends when team 2 reaches 15.
    const third = await fightBout(relay.body.bouts[2]._id, 0, 20);
    expect(third).toMatchObject({ score1: 0, score2: 9, finishReason: 'victory' });
    let match = await t.db.getRepository(Fight).findOneByOrFail({ id: matchId });
    expect(match).toMatchObject({ status: 'running', score1: 6, score2: 15, result: 'NONE' });

    for (const bout of relay.body.bouts.slice(3)) await fightBout(bout._id, 1, 0);
    match = await t.db.getRepository(Fight).findOneByOrFail({ id: matchId });
    expect(match).toMatchObject({ status: 'finished', score1: 12, score2: 15, result: 'F2_WIN' });

    // Team centred standings rank the teams by the match; bouts stay off the pool sheet.
    const table = await t.http.get(`/api/pools/${pool._id}/standings`).set(auth());
    expect(table.status).toBe(200);
    expect(table.body.rows.map((r: View) => [r.place, r.fighter?.name ?? r.fighterId])).toEqual([
      [1, expect.anything()],
      [2, expect.anything()],
    ]);
    expect(table.body.rows[0].stats).toMatchObject({ wins: 1, pointsFor: 15 });
  });

  it('a swiss stage pairs teams round by round: each round its relays, the next round once they are fought', async () => {
    const { nomination } = await teamCategory(4, 3, { scoringPlacement: 'TEAM' });
    const stage = await f.stage(organizer, nomination._id, 'SWISS', { roundsCount: 2 });
    const { stage: built } = await f.generate(organizer, stage._id);
    const first = built.pools.find((p: View) => p.round === 1) ?? built.pools[0];
    expect(first.isTeam).toBe(true);
    const matches = first.fights.filter((x: View) => !x.isBye);
    expect(matches).toHaveLength(2);
    expect(matches.flatMap((m: View) => [m.fighter1.name, m.fighter2.name]).sort()).toEqual([
      'Team 1',
      'Team 2',
      'Team 3',
      'Team 4',
    ]);
    for (const match of matches) {
      const relay = await t.http.get(`/api/fights/${match._id}/bouts`).set(auth());
      expect(relay.body.bouts).toHaveLength(9);
      for (const bout of relay.body.bouts) await fightBout(bout._id, 1, 0);
    }
    const next = await t.http.post(`/api/stages/${stage._id}/next-round`).set(auth());
    expect(next.status).toBe(200);
    const second = next.body.stage.pools.find((p: View) => p.round === first.round + 1);
    expect(second.isTeam).toBe(true);
    const paired = second.fights.filter((x: View) => !x.isBye);
    expect(paired).toHaveLength(2);
    // Winners meet winners: the first round's winning teams face each other.
    const winners = matches.map((m: View) => m.fighter1.name).sort();
    expect(
      paired.some((m: View) => [m.fighter1.name, m.fighter2.name].sort().join() === winners.join()),
    ).toBe(true);
    const relay = await t.http.get(`/api/fights/${paired[0]._id}/bouts`).set(auth());
    expect(relay.body.bouts).toHaveLength(9);
  });

  it('a double elimination of teams builds team matches with relays, and winners move on', async () => {
    const { nomination } = await teamCategory(4, 3, { scoringPlacement: 'TEAM' });
    const stage = await f.stage(organizer, nomination._id, 'ELIMINATION_DOUBLE');
    const { stage: built } = await f.generate(organizer, stage._id);
    expect(built.pools.every((p: View) => p.isTeam)).toBe(true);
    const opening = built.pools
      .filter((p: View) => p.floor === 0 && p.round === 1)
      .flatMap((p: View) => p.fights)
      .filter((x: View) => !x.isBye && x.fighter1 && x.fighter2);
    expect(opening).toHaveLength(2);
    const relay = await t.http.get(`/api/fights/${opening[0]._id}/bouts`).set(auth());
    expect(relay.body.bouts).toHaveLength(9);
    for (const bout of relay.body.bouts) await fightBout(bout._id, 1, 0);
    const match = await t.db.getRepository(Fight).findOneByOrFail({ id: opening[0]._id });
    expect(match).toMatchObject({ status: 'finished', result: 'F1_WIN' });
    // The winner waits in the upper final, the loser in the lower bracket.
    const after = await t.http.get(`/api/stages/${stage._id}`).set(auth());
    const placed = after.body.pools
      .filter((p: View) => !(p.floor === 0 && p.round === 1))
      .flatMap((p: View) => p.fights)
      .flatMap((x: View) => [x.fighter1?.name, x.fighter2?.name])
      .filter(Boolean);
    expect(placed).toEqual(expect.arrayContaining([opening[0].fighter1.name, opening[0].fighter2.name]));
  });

  it('a captain applies with a team; it enters the category when the application is approved', async () => {
    const now = Date.now();
    const tournament = await f.tournament(organizer, {
      dateStart: new Date(now + 20 * 86_400_000).toISOString().slice(0, 10),
      dateEnd: new Date(now + 21 * 86_400_000).toISOString().slice(0, 10),
      registrationEnabled: true,
      registrationDateStart: new Date(now - 86_400_000).toISOString(),
      registrationDateEnd: new Date(now + 86_400_000).toISOString(),
    });
    const nomination = await f.nomination(organizer, tournament._id, { isTeam: true, teamMembers: 3 });
    const opened = await t.http
      .post(`/api/tournaments/${tournament._id}/status`)
      .set(auth())
      .send({ action: 'openRegistration' });
    expect(opened.status).toBe(200);
    const captain = await f.register('Cap', 'Tain');
    const apply = (team?: unknown) =>
      t.http
        .post(`/api/tournaments/${tournament._id}/applications`)
        .set({ Authorization: captain.token })
        .send({ nominationIds: [nomination._id], team });
    expect((await apply()).status).toBe(400);
    const mates = [await f.register('Mate', 'One'), await f.register('Mate', 'Two')];
    const memberIds = [captain.id, ...mates.map((m) => m.id)];
    const applied = await apply({ name: 'Sparrows', memberIds });
    expect(applied.status).toBe(201);
    expect(applied.body.items[0].team).toMatchObject({ name: 'Sparrows' });
    const teams = () => t.http.get(`/api/nominations/${nomination._id}/teams`).set(auth());
    expect((await teams()).body.items[0]).toMatchObject({
      name: 'Sparrows',
      entered: false,
      captain: { _id: captain.id },
    });
    // The mates the captain named accept first (team consent).
    const teamId = (await teams()).body.items[0]._id;
    for (const mate of mates)
      expect(
        (
          await t.http
            .post(`/api/teams/${teamId}/invitation`)
            .set({ Authorization: mate.token })
            .send({ accept: true })
        ).status,
      ).toBe(204);
    const approved = await t.http
      .post(`/api/applications/${applied.body.items[0]._id}/actions`)
      .set(auth())
      .send({ action: 'approve' });
    expect(approved.status).toBe(200);
    expect((await teams()).body.items[0]).toMatchObject({ entered: true });
  });

  it('the team demo holds four teams, a generated pool and a relay in progress on its ring', async () => {
    await seedDemoTeams(t.app);
    await seedDemoTeams(t.app);
    const tournament = await t.http.get(`/api/tournaments/${DEMO_TEAM_TOURNAMENT}`);
    expect(tournament.status).toBe(200);
    const nomination = tournament.body.nominations[0];
    const teams = await t.http.get(`/api/nominations/${nomination._id}/teams`);
    expect(teams.body.items).toHaveLength(4);
    const onRing = await t.db.getRepository(Fight).find({ where: { tournamentId: tournament.body._id } });
    const bouts = onRing.filter((f) => f.areaId);
    expect(bouts).toHaveLength(18);
    expect(bouts.every((b) => b.matchId !== null)).toBe(true);
    expect(bouts.filter((b) => b.status === 'finished')).toHaveLength(3);
    expect(bouts.filter((b) => b.status === 'running')).toHaveLength(1);
    // A morning's times, not the second the seed took: the schedule's estimates learn from them.
    for (const bout of bouts.filter((b) => b.status === 'finished'))
      expect(bout.finishedAt!.getTime() - bout.startedAt!.getTime()).toBeGreaterThan(60_000);
    const match = onRing.find((f) => f.id === bouts.find((b) => b.status === 'running')!.matchId)!;
    expect(match).toMatchObject({ status: 'running', score1: 8, score2: 7 });
  });

  it('a final between two teams is fought bout by bout; the winning team takes gold; fixing a bout or the match moves the medals', async () => {
    const { tournament, nomination } = await teamCategory(2, 1, { scoringPlacement: 'FIGHT' });
    const stage = await f.stage(organizer, nomination._id, 'ELIMINATION', { toTheFinals: true });
    const generated = await f.generate(organizer, stage._id);
    const final = generated.stage.pools.flatMap((p: View) => p.fights).find((x: View) => !x.isBye);
    const relay = await t.http.get(`/api/fights/${final._id}/bouts`).set(auth());
    expect(relay.body.bouts).toHaveLength(9);
    // Limit 1: each bout ends at the first touch that reaches its threshold; team 2 wins five bouts of nine.
    for (const [i, bout] of relay.body.bouts.entries())
      await fightBout(bout._id, i < 4 ? 1 : 0, i < 4 ? 0 : 1);
    const match = await t.db.getRepository(Fight).findOneByOrFail({ id: final._id });
    expect(match).toMatchObject({ status: 'finished', score1: 4, score2: 5, result: 'F2_WIN' });
    const summary = await t.http.get(`/api/tournaments/${tournament._id}/summary`).set(auth());
    expect(summary.status).toBe(200);
    const category = summary.body.categories.find((c: View) => c.nomination._id === nomination._id);
    expect(category.medallists.map((m: View) => [m.place, m.fighter.name])).toEqual([
      [1, 'Team 2'],
      [2, 'Team 1'],
    ]);
    // Fight-centred standings count the bouts: team 2 won five, team 1 four.
    const standings = await t.http.get(`/api/nominations/${nomination._id}/standings`).set(auth());
    expect(standings.status).toBe(200);
    expect(
      standings.body.rows.map((r: View) => [r.place, r.fighter.name, r.stats.wins, r.stats.losses]),
    ).toEqual([
      [1, 'Team 2', 5, 4],
      [2, 'Team 1', 4, 5],
    ]);

    // Fixing the last bout's result re-adds the relay: the match and the medals follow it.
    const last = relay.body.bouts[8];
    const lastRow = await t.db.getRepository(Fight).findOneByOrFail({ id: last._id });
    await command(last._id, lastRow.version, { type: 'FIX_RESULT', score1: 1, score2: 0, result: 'F1_WIN' });
    const fixed = await t.db.getRepository(Fight).findOneByOrFail({ id: final._id });
    expect(fixed).toMatchObject({ status: 'finished', score1: 5, score2: 4, result: 'F1_WIN' });
    const after = await t.http.get(`/api/tournaments/${tournament._id}/summary`).set(auth());
    const medals = after.body.categories.find((c: View) => c.nomination._id === nomination._id).medallists;
    expect(medals.map((m: View) => [m.place, m.fighter.name])).toEqual([
      [1, 'Team 1'],
      [2, 'Team 2'],
    ]);
    // The match itself can be fixed too (a forfeit, a scoring error found on paper): the medals follow it.
    await command(final._id, fixed.version, { type: 'FIX_RESULT', score1: 3, score2: 6, result: 'F2_WIN' });
    const overruled = await t.http.get(`/api/tournaments/${tournament._id}/summary`).set(auth());
    const gold = overruled.body.categories.find((c: View) => c.nomination._id === nomination._id)
      .medallists[0];
    expect([gold.place, gold.fighter.name]).toEqual([1, 'Team 2']);
  });

  it('a semi-final between teams level after the relay goes on to a deciding hit; the winner moves on to the final', async () => {
    const { nomination } = await teamCategory(4, 5);
    const stage = await f.stage(organizer, nomination._id, 'ELIMINATION', { eliminationSize: 4 });
    const generated = await f.generate(organizer, stage._id);
    const fights = generated.stage.pools.flatMap((p: View) => p.fights);
    const semi = fights.find((x: View) => x.fighter1 && x.fighter2 && !x.isBye);
    const relay = (await t.http.get(`/api/fights/${semi._id}/bouts`).set(auth())).body;
    expect(relay.bouts.map((b: View) => b.view.relay.decides)).toEqual([...Array(8).fill(false), true]);
    // Eight bouts on time, two touches each way in all: 4:4 in the team score going into the last bout.
    for (const [i, bout] of relay.bouts.slice(0, 8).entries())
      await fightBout(bout._id, i % 2 === 0 ? 1 : 0, i % 2 === 0 ? 0 : 1);
    const last = relay.bouts[8];
    let answer = await command(last._id, 0, { type: 'START' });
    answer = await command(last._id, answer.version, { type: 'SCORE', side: 1, delta: 1 });
    answer = await command(last._id, answer.version, { type: 'SCORE', side: 2, delta: 1 });
    const level = await t.http
      .post(`/api/fights/${last._id}/commands`)
      .set(auth())
      .send({
        commandId: randomBytes(8).toString('hex'),
        fightId: last._id,
        expectedVersion: answer.version,
        event: { type: 'FINISH', reason: 'overTime', at: Date.now() },
      });
    expect(level.status).toBe(409);
    expect(level.body).toMatchObject({ code: 'fight/team-score-level' });
    // The deciding hit: team 2 leads 5:6, the bout finishes and the match has its winner.
    answer = await command(last._id, answer.version, { type: 'SCORE', side: 2, delta: 1 });
    await command(last._id, answer.version, { type: 'FINISH', reason: 'overTime' });
    const match = await t.db.getRepository(Fight).findOneByOrFail({ id: semi._id });
    expect(match).toMatchObject({ status: 'finished', score1: 5, score2: 6, result: 'F2_WIN' });
    const final = await t.db
      .getRepository(Fight)
      .findOneByOrFail({ stageId: stage._id, bracketKey: semi.nextBracketKey });
    expect([final?.fighter1Id, final?.fighter2Id]).toContain(semi.fighter2._id);
  });

  it("prints a team pool's sheet with the teams, their line-ups and each match's relay bout order", async () => {
    const { nomination, teams } = await teamCategory(3, 5);
    // Team 1 gets a reserve: named on the sheet as such, and out of the relay.
    const reserve = await f.fighterAccount('Reserve');
    const withReserve = await t.http
      .put(`/api/teams/${teams[0]._id}`)
      .set(auth())
      .send({ memberIds: [...teams[0].members.map((m: View) => m._id), reserve] });
    expect(withReserve.status).toBe(200);
    const stage = await f.stage(organizer, nomination._id, 'POOL', { poolsCount: 1 });
    const pool = (await f.generate(organizer, stage._id)).stage.pools[0];
    const sheet = await download(t, `/pools/${pool._id}/print?lang=en`, organizer);
    expect(sheet.status).toBe(200);
    const text = pdfText(sheet.body).replace(/\s+/g, ' ');
    expect(text).toContain('Teams');
    expect(text).toContain('Line-up');
    const [one, two] = [teams[0], teams[1]].map((team: View) => team.members.map((m: View) => m.name));
    expect(text).toContain(`${one.join(', ')}, ${withReserve.body.members[3].name} (reserve)`);
    // Three matches, each with its nine relay bouts in order: member i against opponent (i + round) mod 3.
    expect(text.match(/Relay bouts \d: /g)).toHaveLength(3);
    const match = pool.fights.find(
      (x: View) => [x.fighter1?.name, x.fighter2?.name].sort().join() === 'Team 1,Team 2',
    );
    const [left, right] = match.fighter1.name === 'Team 1' ? [one, two] : [two, one];
    expect(text).toContain(`1 ${left[0]} ${right[0]} 5`);
    expect(text).toContain(`4 ${left[0]} ${right[1]} 20`);
    expect(text).toContain(`9 ${left[2]} ${right[1]} 45`);
    const russian = pdfText((await download(t, `/pools/${pool._id}/print?lang=ru`, organizer)).body);
    expect(russian).toContain('Бои эстафеты');
    expect(russian).toContain('Состав');
  });

  it('a fencer created on the spot takes the place left for them in the line-up, on create and on edit', async () => {
    const { nomination } = await teamCategory(0);
    const [a, b] = [await f.fighterAccount('Anna'), await f.fighterAccount('Boris')];
    const created = await t.http
      .post(`/api/nominations/${nomination._id}/teams`)
      .set(auth())
      .send({
        name: 'Spot',
        memberIds: [a, null, b],
        newMembers: [{ firstName: 'Vera', lastName: 'Novak' }],
      });
    expect(created.status).toBe(201);
    expect(created.body.members.map((m: View) => m.name)).toEqual([
      expect.stringMatching(/^Anna /),
      'Vera Novak',
      expect.stringMatching(/^Boris /),
    ]);
    const ids = created.body.members.map((m: View) => m._id);
    const edited = await t.http
      .put(`/api/teams/${created.body._id}`)
      .set(auth())
      .send({ memberIds: [null, ...ids], newMembers: [{ firstName: 'Gleb', lastName: 'Orlov' }] });
    expect(edited.status).toBe(200);
    expect(edited.body.members.map((m: View) => [m.name, m.reserve])).toEqual([
      ['Gleb Orlov', false],
      [expect.stringMatching(/^Anna /), false],
      ['Vera Novak', false],
      [expect.stringMatching(/^Boris /), true],
    ]);
    // A place left for a new fencer nobody filled is refused, and says so.
    const missing = await t.http
      .put(`/api/teams/${created.body._id}`)
      .set(auth())
      .send({ memberIds: [null, ...ids] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/no fencer/);
  });
});
