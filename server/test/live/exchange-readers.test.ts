import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { strFromU8, unzipSync } from 'fflate';
import { FightEvent } from '../../src/fights/fight-event.entity.js';
import { Fight } from '../../src/fights/fight.entity.js';
import { Participant } from '../../src/nominations/participant.entity.js';
import { Tournament } from '../../src/tournaments/tournament.entity.js';
import { download } from '../documents/document-support.js';
import { CompetitionFixtures } from '../competition/competition-fixtures.js';
import { createRing, enterFighters } from '../support/competition-fixture.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * What reads a fight's exchanges and its black card: the category's statistics (exchange figures per fighter, over
 * the fights scored exchange by exchange only), the HEMA Ratings export of exchange-scored fights, and a black card
 * that removes its fighter from the rest of the category.
 */
let app: TestApp;
let organizer: string;

beforeAll(async () => {
  app = await startTestApp({ redis: true, listen: true });
  organizer = await app.login(DEMO.organizer);
});
afterAll(async () => {
  await app?.close();
});

/** Sends fight events over REST one after another, each on the version the last one answered. */
function judge(fightId: string) {
  let version = 0;
  return async (event: Record<string, unknown>) => {
    const res = await app.http
      .post(`/api/fights/${fightId}/commands`)
      .set({ Authorization: organizer })
      .send({ commandId: randomUUID(), expectedVersion: version, event: { ...event, at: Date.now() } });
    expect(res.body).toMatchObject({ ok: true });
    version = res.body.version;
  };
}

/** A running tournament's four-fighter bracket with a bronze fight: the fighters' ids by seed, its fights by key. */
async function bracketOfFour() {
  const f = new CompetitionFixtures(app);
  const tournament = await f.tournament(organizer);
  const nomination = await f.nomination(organizer, tournament._id);
  const ids = await f.fighters(organizer, nomination._id, 4);
  const stage = await f.stage(organizer, nomination._id, 'ELIMINATION', { bronze: true });
  await f.generate(organizer, stage._id);
  await app.db.getRepository(Tournament).update(tournament._id, { status: 'ONGOING' });
  const rows = await app.db.getRepository(Fight).find({ where: { stageId: stage._id } });
  const byKey = (key: string) => rows.find((r) => r.bracketKey === key) as Fight;
  return { ids, nomination, byKey };
}

describe('statistics read the exchanges', () => {
  it('gives a fight scored by exchanges its fighters’ exchange figures and leaves a points-only fight out', async () => {
    const ring = await createRing(app.db, DEMO.organizer, { afterblow: 'full' });
    await enterFighters(app.db, ring);
    const [byExchanges, byPoints] = ring.fights;
    const send = judge(byExchanges.id);
    const exchange = (exchange: Record<string, unknown>) => send({ type: 'EXCHANGE', exchange });
    await send({ type: 'START' });
    await exchange({ kind: 'clean', side: 1, points: 1 });
    await exchange({ kind: 'clean', side: 1, points: 1 });
    await exchange({ kind: 'afterblow', side: 2, points: 1, afterblowPoints: 1 });
    await exchange({ kind: 'double' });
    await exchange({ kind: 'none' });
    await exchange({ kind: 'clean', side: 2, points: 1 });
    await send({ type: 'UNDO_EXCHANGE' });
    await send({ type: 'FINISH', reason: 'victory' });
    // The second fight by the point keys only: it counts in the fights but not in the exchange figures.
    const points = judge(byPoints.id);
    await points({ type: 'START' });
    await points({ type: 'SCORE', side: 1, delta: 1 });
    await points({ type: 'FINISH', reason: 'victory' });

    const res = await app.http
      .get(`/api/nominations/${ring.nomination.id}/statistics`)
      .set({ Authorization: organizer });
    expect(res.status).toBe(200);
    const of = (id: string) =>
      res.body.fighters.find((f: { fighter: { _id: string } }) => f.fighter._id === id);
    const [first, second] = [byExchanges.fighter1Id, byExchanges.fighter2Id] as string[];
    expect(of(first).exchanges).toEqual({
      fights: 1,
      exchanges: 5,
      cleanLanded: 2,
      cleanReceived: 0,
      afterblowsGiven: 1,
      afterblowsReceived: 0,
      doubles: 1,
      noHit: 1,
      doubleRate: 20,
    });
    expect(of(second).exchanges).toMatchObject({
      fights: 1,
      cleanLanded: 0,
      cleanReceived: 2,
      afterblowsReceived: 1,
    });
    const pointsOnly = [byPoints.fighter1Id, byPoints.fighter2Id].filter(
      (id) => id !== first && id !== second,
    );
    for (const id of pointsOnly) expect(of(id as string)).toMatchObject({ fights: 1, exchanges: null });
  });
});

describe('a black card', () => {
  it('loses the fight, removes the fighter from the category and decides their remaining fights; the export leaves those out', async () => {
    const ring = await createRing(app.db, DEMO.organizer, { afterblow: 'deductive' });
    const participants = await enterFighters(app.db, ring);
    const [f1, f2, f3, f4] = ring.fighters.map((f) => f.id);
    // Bouts: 1–4, 2–3, 1–3, 2–4, 3–4, 1–2. Fighter 2 beats fighter 3 by exchanges: an afterblow (3 less 1) beats a clean 1.
    const exchanges = judge(ring.fights[1].id);
    await exchanges({ type: 'START' });
    await exchanges({ type: 'EXCHANGE', exchange: { kind: 'clean', side: 2, points: 1 } });
    await exchanges({
      type: 'EXCHANGE',
      exchange: { kind: 'afterblow', side: 1, points: 3, afterblowPoints: 1 },
    });
    await exchanges({ type: 'FINISH', reason: 'victory' });
    // Fighter 1 gets a black card in the first bout.
    const carded = judge(ring.fights[0].id);
    await carded({ type: 'START' });
    await carded({ type: 'EXCHANGE', exchange: { kind: 'clean', side: 1, points: 1 } });
    await carded({ type: 'TECHNICAL_DEFEAT', side: 1, card: 'black' });

    const participant = await app.db.getRepository(Participant).findOneByOrFail({ id: participants[0].id });
    expect(participant.droppedOut).toBe(true);
    const fights = await app.db.getRepository(Fight).find({ where: { nominationId: ring.nomination.id } });
    const of = (id: string) => fights.find((f) => f.id === id) as Fight;
    const state = (f: Fight) => [f.fighter1Id, f.fighter2Id, f.status, f.result];
    expect(ring.fights.map((f) => state(of(f.id)))).toEqual([
      [f1, f4, 'finished', 'F2_WIN'],
      [f2, f3, 'finished', 'F1_WIN'],
      [f1, f3, 'finished', 'F2_WIN'],
      [f2, f4, 'scheduled', 'NONE'],
      [f3, f4, 'scheduled', 'NONE'],
      [f1, f2, 'finished', 'F2_WIN'],
    ]);
    // Each decided fight says why in its log, under the judge who gave the card.
    const log = await app.db.getRepository(FightEvent).findOneByOrFail({ fightId: ring.fights[5].id });
    expect(log.event).toMatchObject({ type: 'TECHNICAL_DEFEAT', side: 1 });
    expect(log.userId).not.toBeNull();
    const statistics = await app.http
      .get(`/api/nominations/${ring.nomination.id}/statistics`)
      .set({ Authorization: organizer });
    const figures = statistics.body.fighters.find((f: { fighter: { _id: string } }) => f.fighter._id === f1);
    expect(figures).toMatchObject({ droppedOut: true, fights: 3, losses: 3 });
    const participantsList = await app.http
      .get(`/api/nominations/${ring.nomination.id}/participants`)
      .set({ Authorization: organizer });
    // The list says why: a black card, not an organizer's mark; the others are in, with no reason.
    const listed = (id: string) =>
      participantsList.body.items.find((p: { userId: string }) => p.userId === id);
    expect(listed(f1)).toMatchObject({ droppedOut: true, droppedOutReason: 'blackCard' });
    expect(listed(f2)).toMatchObject({ droppedOut: false, droppedOutReason: null });

    // HEMA Ratings: the exchange-scored bout by its result; the black-carded fighter's technical defeats stay out.
    await app.db.getRepository(Tournament).update(ring.tournament.id, { status: 'FINISHED' });
    const res = await download(app, `/tournaments/${ring.tournament.id}/hema-ratings?format=csv`, organizer);
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(res.body));
    const sheet = Object.keys(files).find((name) => name.startsWith('Longsword')) as string;
    const rows = strFromU8(files[sheet])
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const name = (i: number) => ring.fighters[i].name;
    expect(rows.slice(1).map((row) => row.split(',').slice(0, 4))).toEqual([
      [name(1), name(2), 'win', 'loss'],
    ]);
  });

  it('in a bracket moves the bracket first, then decides the carded fighter’s bronze fight', async () => {
    const { ids, nomination, byKey } = await bracketOfFour();
    // Semi-finals: seeds 1–4 and 2–3. Seed 3 wins the second; seed 1 gets a black card in the first.
    const second = judge(byKey('r1-f1').id);
    await second({ type: 'START' });
    await second({ type: 'SCORE', side: 2, delta: 1 });
    await second({ type: 'FINISH', reason: 'victory' });
    const first = judge(byKey('r1-f0').id);
    await first({ type: 'START' });
    await first({ type: 'TECHNICAL_DEFEAT', side: 1, card: 'black' });

    const reload = (key: string) => app.db.getRepository(Fight).findOneByOrFail({ id: byKey(key).id });
    // Seed 4 moved on to the final; seed 1 reached the bronze fight (hook order: the bracket first) and lost it there.
    expect(await reload('r2-f0')).toMatchObject({
      fighter1Id: ids[3],
      fighter2Id: ids[2],
      status: 'scheduled',
    });
    expect(await reload('r2-f1')).toMatchObject({
      fighter1Id: ids[0],
      fighter2Id: ids[1],
      status: 'finished',
      result: 'F2_WIN',
    });

    // The organizer's own mark replaces the black card's reason: brought back, then marked out again by hand.
    const carded = await app.db
      .getRepository(Participant)
      .findOneByOrFail({ nominationId: nomination._id, userId: ids[0] });
    expect(carded).toMatchObject({ droppedOut: true, droppedOutReason: 'blackCard' });
    const mark = (droppedOut: boolean) =>
      app.http.put(`/api/participants/${carded.id}`).set({ Authorization: organizer }).send({ droppedOut });
    const back = await mark(false);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ droppedOut: false, droppedOutReason: null });
    const out = await mark(true);
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ droppedOut: true, droppedOutReason: null });
  });
  it('decides the bronze fight the carded fighter reaches only when the other semi-final ends later', async () => {
    const { ids, byKey } = await bracketOfFour();
    const reload = (key: string) => app.db.getRepository(Fight).findOneByOrFail({ id: byKey(key).id });
    // Seed 1 gets a black card in the first semi-final while the second has not been fought.
    const first = judge(byKey('r1-f0').id);
    await first({ type: 'START' });
    await first({ type: 'TECHNICAL_DEFEAT', side: 1, card: 'black' });
    expect(await reload('r2-f1')).toMatchObject({
      fighter1Id: ids[0],
      fighter2Id: null,
      status: 'scheduled',
    });
    // The second semi-final ends: its loser meets the carded fighter in the bronze fight, which is decided at once.
    const second = judge(byKey('r1-f1').id);
    await second({ type: 'START' });
    await second({ type: 'SCORE', side: 2, delta: 1 });
    await second({ type: 'FINISH', reason: 'victory' });
    expect(await reload('r2-f1')).toMatchObject({
      fighter1Id: ids[0],
      fighter2Id: ids[1],
      status: 'finished',
      result: 'F2_WIN',
    });
    expect(await reload('r2-f0')).toMatchObject({
      fighter1Id: ids[3],
      fighter2Id: ids[2],
      status: 'scheduled',
    });
    const log = await app.db.getRepository(FightEvent).find({ where: { fightId: byKey('r2-f1').id } });
    // Logged as the platform's decision, under no judge's name.
    expect(log).toMatchObject([
      { event: { type: 'TECHNICAL_DEFEAT', side: 1 }, console: 'platform', userId: null },
    ]);
  });
});
