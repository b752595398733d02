import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CONFLICT_MINUTES } from '@hema/shared/contracts/schedule';
import { RULES_SLOT_GAP_MS } from '@hema/shared/schedule/estimate';
import { Fight } from '../../src/fights/fight.entity.js';
import { ScheduleService } from '../../src/schedule/schedule.service.js';
import { User } from '../../src/users/user.entity.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { CompetitionFixtures, type View } from '../competition/competition-fixtures.js';

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
const reload = (id: string) => t.db.getRepository(Fight).findOneByOrFail({ id });

/** Sends one command as the organizer's console would, on the version it sees now. */
async function command(fightId: string, event: Record<string, unknown>) {
  const { version } = await reload(fightId);
  const res = await t.http
    .post(`/api/fights/${fightId}/commands`)
    .set(as(organizer))
    .send({
      commandId: `sch-${randomBytes(8).toString('hex')}`,
      expectedVersion: version,
      event: { ...event, at: t.clock.now().getTime() },
    });
  expect(res.status).toBe(200);
}

async function newClub(title: string): Promise<string> {
  const [row] = await t.db.query(`INSERT INTO club (title) VALUES ($1) RETURNING id`, [title]);
  return row.id as string;
}

/**
 * A tournament open for viewing with one pool category of `count` fighters (the first fighter is `first`), its
 * fights split over two rings: ring 1 takes the even-numbered bouts, ring 2 the odd ones.
 */
async function scheduled(count: number, first?: string, clubId: string | null = null) {
  const tournament = await f.tournament(organizer);
  const nomination = await f.nomination(organizer, tournament._id, { title: 'Rapier' });
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const userId = i === 1 && first ? first : await f.fighterAccount(`Seed${i}`, clubId);
    const res = await t.http
      .post(`/api/nominations/${nomination._id}/participants`)
      .set(as(organizer))
      .send({ userId, seed: i });
    expect(res.status).toBe(201);
    ids.push(userId);
  }
  const stage = await f.stage(organizer, nomination._id, 'POOL');
  const fights: View[] = (await f.generate(organizer, stage._id)).stage.pools[0].fights;
  const ring1 = await f.area(organizer, tournament._id, 'Ring 1');
  const ring2 = await f.area(organizer, tournament._id, 'Ring 2');
  const even = fights.filter((_, i) => i % 2 === 0).map((x) => x._id);
  const odd = fights.filter((_, i) => i % 2 === 1).map((x) => x._id);
  for (const [ring, list] of [
    [ring1, even],
    [ring2, odd],
  ] as const) {
    const res = await t.http.put(`/api/areas/${ring._id}/fights`).set(as(organizer)).send({ fightIds: list });
    expect(res.status).toBe(200);
  }
  return { tournament, nomination, ids, fights, ring1, ring2, even, odd };
}

async function openForViewing(tournamentId: string) {
  const res = await t.http
    .post(`/api/tournaments/${tournamentId}/status`)
    .set(as(organizer))
    .send({ action: 'openForViewing' });
  expect(res.status).toBe(200);
}

describe('a tournament’s schedule', () => {
  it('lists every ring’s queue with places and estimates, and follows starts and finishes', async () => {
    const s = await scheduled(4);
    await openForViewing(s.tournament._id);
    const res = await t.http.get(`/api/tournaments/${s.tournament._id}/schedule`);
    expect(res.status).toBe(200);
    expect(res.body.rings.map((r: View) => r.ring.title)).toEqual(['Ring 1', 'Ring 2']);
    const ring1 = res.body.rings[0];
    expect(ring1.fights.map((x: View) => x.fightId)).toEqual(s.even);
    expect(ring1.fights.map((x: View) => x.place)).toEqual(['now', 'onDeck', 'inTheHole']);
    expect(ring1.fights[2]).toMatchObject({
      fightsBefore: 2,
      status: 'scheduled',
      calledAt: null,
      startedAt: null,
    });
    // Nothing has finished: the category's rules give the slot, so every fight has a time, later ones later.
    const starts = ring1.fights.map((x: View) => Date.parse(x.estimatedStart));
    expect(starts[1]).toBeGreaterThan(starts[0]);
    expect(starts[2]).toBeGreaterThan(starts[1]);
    for (const fight of ring1.fights)
      expect(Date.parse(fight.notBefore)).toBeLessThanOrEqual(Date.parse(fight.estimatedStart));
    expect(ring1.minutesPerFight).toBeGreaterThan(0);
    // Strangers never see the organizer's stale alert.
    expect(ring1.stale).toBeNull();

    await command(s.even[0], { type: 'START' });
    let fight = await reload(s.even[0]);
    expect(fight.startedAt).toBeInstanceOf(Date);
    expect(fight.finishedAt).toBeNull();
    const running = (await t.http.get(`/api/tournaments/${s.tournament._id}/schedule`)).body.rings[0]
      .fights[0];
    expect(running).toMatchObject({ fightId: s.even[0], status: 'running', place: 'now' });
    expect(running.startedAt).toBe(fight.startedAt!.toISOString());

    await command(s.even[0], { type: 'SCORE', side: 1, delta: 1 });
    await command(s.even[0], { type: 'FINISH', reason: 'byPoints' });
    fight = await reload(s.even[0]);
    expect(fight.finishedAt).toBeInstanceOf(Date);
    const after = (await t.http.get(`/api/tournaments/${s.tournament._id}/schedule`)).body.rings[0];
    expect(after.fights.map((x: View) => x.fightId)).toEqual(s.even.slice(1));
    expect(after.fights[0].place).toBe('now');

    // A restart takes the fight back to waiting without times.
    await command(s.even[0], { type: 'RESTART' });
    fight = await reload(s.even[0]);
    expect([fight.startedAt, fight.finishedAt]).toEqual([null, null]);
  });

  it('filters by category, club and fighter', async () => {
    const clubId = await newClub(`Club ${randomBytes(3).toString('hex')}`);
    const s = await scheduled(3, await f.fighterAccount('Clubbed', clubId));
    await openForViewing(s.tournament._id);
    const get = (query: string) => t.http.get(`/api/tournaments/${s.tournament._id}/schedule?${query}`);
    const fighter = (await get(`fighter=${s.ids[0]}`)).body;
    const all = fighter.rings.flatMap((r: View) => r.fights);
    expect(all.length).toBe(2);
    for (const x of all) expect([x.fighter1?._id, x.fighter2?._id]).toContain(s.ids[0]);
    const club = (await get(`club=${clubId}`)).body.rings.flatMap((r: View) => r.fights);
    expect(club.map((x: View) => x.fightId).sort()).toEqual(all.map((x: View) => x.fightId).sort());
    expect(
      (await get(`nomination=${s.nomination._id}`)).body.rings.flatMap((r: View) => r.fights).length,
    ).toBe(3);
    expect((await get(`nomination=${randomUUID()}`)).body.rings).toEqual([]);
    const bad = await get('club=not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/club/);
    expect((await get('colour=red')).status).toBe(400);
  });

  it('is hidden while the tournament is in developing, except from its organizer; bad ids are 404', async () => {
    const s = await scheduled(2);
    expect((await t.http.get(`/api/tournaments/${s.tournament._id}/schedule`)).status).toBe(404);
    const stranger = await f.register();
    expect(
      (await t.http.get(`/api/tournaments/${s.tournament._id}/schedule`).set(as(stranger.token))).status,
    ).toBe(404);
    expect(
      (await t.http.get(`/api/tournaments/${s.tournament._id}/schedule`).set(as(organizer))).status,
    ).toBe(200);
    expect((await t.http.get(`/api/tournaments/nope/schedule`)).status).toBe(404);
    expect((await t.http.get(`/api/tournaments/${randomUUID()}/schedule`)).status).toBe(404);
    expect((await t.http.get(`/api/fighters/nope/schedule`)).status).toBe(404);
    expect((await t.http.get(`/api/fighters/${randomUUID()}/schedule`)).status).toBe(404);
    expect((await t.http.get(`/api/clubs/${randomUUID()}/schedule`)).status).toBe(404);
    // A hidden tournament's fights are nobody's public schedule.
    expect((await t.http.get(`/api/fighters/${s.ids[0]}/schedule`)).body.fights).toEqual([]);
  });

  it('shows the organizer a stale ring: a running fight with no score for the tournament’s minutes', async () => {
    const s = await scheduled(3);
    const settings = await t.http
      .put(`/api/tournaments/${s.tournament._id}`)
      .set(as(organizer))
      .send({ staleRingMinutes: 5 });
    expect(settings.status).toBe(200);
    expect(settings.body.staleRingMinutes).toBe(5);
    await command(s.even[0], { type: 'START' });
    const ring = async () =>
      (await t.http.get(`/api/tournaments/${s.tournament._id}/schedule`).set(as(organizer))).body.rings[0];
    expect((await ring()).stale).toBeNull();
    t.clock.advance(6 * 60_000);
    expect((await ring()).stale).toMatchObject({ kind: 'noScore' });
    await command(s.even[0], { type: 'FINISH', reason: 'byPoints' });
    expect((await ring()).stale).toBeNull();
    t.clock.advance(6 * 60_000);
    expect((await ring()).stale).toMatchObject({ kind: 'idle' });
    const refused = await t.http
      .put(`/api/tournaments/${s.tournament._id}`)
      .set(as(organizer))
      .send({ staleRingMinutes: 0 });
    expect(refused.status).toBe(400);
  });
});

describe("the organizer's day plan", () => {
  it('keeps the estimates to it: no fight expected before the day starts; a bad plan is a 400 by field', async () => {
    const s = await scheduled(3);
    const path = `/api/tournaments/${s.tournament._id}`;
    const firstWaiting = async () =>
      Date.parse(
        (await t.http.get(`${path}/schedule`).set(as(organizer))).body.rings[0].fights[0].estimatedStart,
      );
    const now = t.clock.now().getTime();
    expect(await firstWaiting()).toBeLessThan(now + 60_000);
    // A venue whose clock reads 12:xx now (Etc/GMT-3 is UTC+3): fighting starts there at 13:00, the next full hour.
    const offset = 12 - new Date(now).getUTCHours();
    const timeZone = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
    const saved = await t.http
      .put(path)
      .set(as(organizer))
      .send({ timeZone, dayStartsAt: '13:00', dayEndsAt: '20:00', stageBreakMinutes: 7 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      timeZone,
      dayStartsAt: '13:00',
      dayEndsAt: '20:00',
      stageBreakMinutes: 7,
    });
    // The first pair is called and checked in after the pause like any other (a changeover, the rules' before a day
    // has shown one).
    expect(await firstWaiting()).toBe(Math.floor(now / 3_600_000 + 1) * 3_600_000 + RULES_SLOT_GAP_MS);

    const refused = await t.http.put(path).set(as(organizer)).send({ lunchFrom: '14:00', lunchTo: '13:30' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({ lunchTo: 'The end must come after the start' });
    const half = await t.http.put(path).set(as(organizer)).send({ lunchFrom: '14:00' });
    expect(half.body.errors).toMatchObject({ lunchTo: 'Give both the start and the end of the lunch break' });
    const zone = await t.http
      .put(path)
      .set(as(organizer))
      .send({ timeZone: 'Mars/Olympus', dayStartsAt: '9:00' });
    expect(zone.status).toBe(400);
    expect(Object.keys(zone.body.errors).sort()).toEqual(['dayStartsAt', 'timeZone']);
  });
});

describe('fights about to start (for notifications)', () => {
  it('names the waiting fights of ongoing tournaments whose estimate falls within the window', async () => {
    const today = t.clock.now().toISOString().slice(0, 10);
    const tournament = await f.tournament(organizer, { dateStart: today, dateEnd: today });
    const nomination = await f.nomination(organizer, tournament._id);
    await f.fighters(organizer, nomination._id, 3);
    const stage = await f.stage(organizer, nomination._id, 'POOL');
    const fights: View[] = (await f.generate(organizer, stage._id)).stage.pools[0].fights;
    const ring = await f.area(organizer, tournament._id);
    const put = await t.http
      .put(`/api/areas/${ring._id}/fights`)
      .set(as(organizer))
      .send({ fightIds: fights.map((x) => x._id) });
    expect(put.status).toBe(200);
    const service = t.app.get(ScheduleService);
    const ours = async (ms: number) =>
      (await service.startingWithin(ms, t.clock.now())).filter((x) => x.tournament._id === tournament._id);
    // Not ongoing yet: nobody is told.
    expect(await ours(3_600_000)).toEqual([]);
    for (const action of ['openForViewing', 'start']) {
      const res = await t.http
        .post(`/api/tournaments/${tournament._id}/status`)
        .set(as(organizer))
        .send({ action, earlyStartConfirmed: true });
      expect(res.status).toBe(200);
    }
    const soon = await ours(3_600_000);
    expect(soon.map((x) => x.fightId)).toEqual(fights.map((x) => x._id));
    const now = t.clock.now().getTime();
    for (const fight of soon) {
      expect(fight.status).toBe('scheduled');
      expect(Date.parse(fight.estimatedStart!)).toBeGreaterThanOrEqual(now - 1000);
      expect(Date.parse(fight.estimatedStart!)).toBeLessThanOrEqual(now + 3_600_000);
    }
    // A narrow window takes only the first fight (the ring is idle: it starts now).
    expect((await ours(1_000)).map((x) => x.fightId)).toEqual([fights[0]._id]);
  });
});

describe('a fighter’s, a club’s and one’s own schedule', () => {
  it('lists the signed-in fighter’s fights soonest first and marks two rings wanting them at once', async () => {
    const me = await f.register('Mia', `Sched${randomBytes(2).toString('hex')}`);
    const s = await scheduled(3, me.id);
    // Mia's two bouts first on each ring: both rings want her now.
    const hers = s.fights.filter((x) => [x.fighter1?._id, x.fighter2?._id].includes(me.id)).map((x) => x._id);
    const rest = s.fights.map((x) => x._id).filter((id) => !hers.includes(id));
    for (const [ring, list] of [
      [s.ring1, [hers[0]]],
      [s.ring2, [hers[1], ...rest]],
    ] as const) {
      expect(
        (await t.http.put(`/api/areas/${ring._id}/fights`).set(as(organizer)).send({ fightIds: list }))
          .status,
      ).toBe(200);
    }
    await openForViewing(s.tournament._id);
    const mine = await t.http.get('/api/my/schedule').set(as(me.token));
    expect(mine.status).toBe(200);
    expect(mine.body.fights.length).toBe(2);
    const [a, b] = mine.body.fights;
    expect(Date.parse(a.estimatedStart)).toBeLessThanOrEqual(Date.parse(b.estimatedStart));
    // Bout 1 (ring 1, now) and bout 2 (ring 2, now) both want Mia at about the same time.
    expect(Math.abs(Date.parse(a.estimatedStart) - Date.parse(b.estimatedStart))).toBeLessThan(
      CONFLICT_MINUTES * 60_000,
    );
    expect(a.conflictsWith).toEqual([b.fightId]);
    expect(b.conflictsWith).toEqual([a.fightId]);
    expect(a.tournament).toEqual({ _id: s.tournament._id, title: s.tournament.title });
    expect((await t.http.get('/api/my/schedule')).status).toBe(401);

    const fighter = await t.http.get(`/api/fighters/${me.id}/schedule`);
    expect(fighter.status).toBe(200);
    expect(fighter.body.fights.map((x: View) => x.fightId)).toEqual(
      mine.body.fights.map((x: View) => x.fightId),
    );
  });

  it('lists a club’s members’ fights in public tournaments', async () => {
    const clubId = await newClub(`Club ${randomBytes(3).toString('hex')}`);
    const member = await f.fighterAccount('Member', clubId);
    const s = await scheduled(3, member);
    const hidden = await t.http.get(`/api/clubs/${clubId}/schedule`);
    expect(hidden.body.fights).toEqual([]);
    await openForViewing(s.tournament._id);
    const res = await t.http.get(`/api/clubs/${clubId}/schedule`);
    expect(res.status).toBe(200);
    expect(res.body.fights.length).toBe(2);
    for (const x of res.body.fights) expect([x.fighter1?.club?._id, x.fighter2?.club?._id]).toContain(clubId);
    await t.db.getRepository(User).update(member, { clubId: null });
  });
});

function randomUUID(): string {
  return globalThis.crypto.randomUUID();
}
