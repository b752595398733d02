import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Fight } from '../../src/fights/fight.entity.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { CompetitionFixtures, startFight } from './competition-fixtures.js';

/**
 * Guard rails against easy mistakes (issue "A real event, run by real people", scope 4): an early start needs a
 * confirmation, Online can be undone until a fight starts, bulk actions can be counted before they act, and a
 * registration cannot close after the event.
 */

let t: TestApp;
let f: CompetitionFixtures;
let organizer: string;

const DAY = 86_400_000;
const as = (token: string) => ({ Authorization: token });
const day = (offset: number) => new Date(t.clock.now().getTime() + offset * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  f = new CompetitionFixtures(t);
  organizer = await t.login(DEMO.organizer);
});
afterAll(async () => {
  await t?.close();
});

const status = (id: string, body: Record<string, unknown>) =>
  t.http.post(`/api/tournaments/${id}/status`).set(as(organizer)).send(body);

async function tournamentWithCategory(values: Record<string, unknown> = {}) {
  const tournament = await f.tournament(organizer, values);
  const nomination = await f.nomination(organizer, tournament._id);
  return { tournament, nomination };
}

describe('starting before the first day', () => {
  it('refuses an unconfirmed early start with a readable message and a code, and starts once confirmed', async () => {
    const { tournament } = await tournamentWithCategory({ dateStart: day(21), dateEnd: day(22) });
    expect((await status(tournament._id, { action: 'openRegistration' })).status).toBe(200);
    const early = await status(tournament._id, { action: 'start' });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      statusCode: 409,
      code: 'competition/early-start',
      message: `The tournament starts on ${day(21)}: confirm to start it before that day`,
    });
    const stillOpen = await t.http.get(`/api/tournaments/${tournament._id}`).set(as(organizer));
    expect(stillOpen.body.status).toBe('REG_OPEN');

    const confirmed = await status(tournament._id, { action: 'start', earlyStartConfirmed: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      status: 'ONGOING',
      statusBeforeStart: 'REG_OPEN',
      actions: ['stepBack', 'finish'],
    });
  });

  it('starts on the first day without asking', async () => {
    const { tournament } = await tournamentWithCategory({ dateStart: day(0), dateEnd: day(1) });
    await status(tournament._id, { action: 'openForViewing' });
    expect((await status(tournament._id, { action: 'start' })).status).toBe(200);
  });
});

describe('stepping back from Online', () => {
  it('returns to the status before the start while no fight has started', async () => {
    const { tournament } = await tournamentWithCategory();
    await status(tournament._id, { action: 'openForViewing' });
    await status(tournament._id, { action: 'start' });
    const back = await status(tournament._id, { action: 'stepBack' });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'UPCOMING', statusBeforeStart: null });
    expect(back.body.actions).toContain('start');

    const again = await status(tournament._id, { action: 'stepBack' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('competition/status-transition');
  });

  it('refuses once a fight of the tournament has started, with a readable message', async () => {
    const { tournament, nomination } = await tournamentWithCategory();
    await f.fighters(organizer, nomination._id, 3);
    const stage = await f.stage(organizer, nomination._id, 'POOL');
    await f.generate(organizer, stage._id);
    await status(tournament._id, { action: 'openRegistration' });
    await status(tournament._id, { action: 'closeRegistration' });
    await status(tournament._id, { action: 'start' });
    const fight = await t.db.getRepository(Fight).findOneByOrFail({ stageId: stage._id, isBye: false });
    await startFight(t, fight.id);

    const back = await status(tournament._id, { action: 'stepBack' });
    expect(back.status).toBe(409);
    expect(back.body).toEqual({
      statusCode: 409,
      code: 'competition/tournament-fights-started',
      message: 'A fight of the tournament has already started: it cannot step back from Online',
    });
    const still = await t.http.get(`/api/tournaments/${tournament._id}`).set(as(organizer));
    expect(still.body.status).toBe('ONGOING');
  });
});

describe('bulk application actions count before they act', () => {
  it('answers how many a dry run would change and changes nothing', async () => {
    const now = t.clock.now().getTime();
    const { tournament, nomination } = await tournamentWithCategory({
      dateStart: day(30),
      dateEnd: day(31),
      registrationEnabled: true,
      registrationDateStart: new Date(now - DAY).toISOString(),
      registrationDateEnd: new Date(now + 10 * DAY).toISOString(),
    });
    await status(tournament._id, { action: 'openRegistration' });
    for (const name of ['Aino', 'Eero', 'Ilmari']) {
      const fighter = await f.register(name, 'Virtanen');
      const applied = await t.http
        .post(`/api/tournaments/${tournament._id}/applications`)
        .set(as(fighter.token))
        .send({ nominationIds: [nomination._id], answers: [] });
      expect(applied.status).toBe(201);
    }
    const bulk = (body: Record<string, unknown>) =>
      t.http.post(`/api/tournaments/${tournament._id}/applications/actions`).set(as(organizer)).send(body);

    const counted = await bulk({ action: 'approveAll', dryRun: true });
    expect(counted.body).toEqual({ changed: 3 });
    expect((await bulk({ action: 'setAllPresent', dryRun: true })).body).toEqual({ changed: 0 });
    // Nothing was approved by the count: the real action still finds all three.
    expect((await bulk({ action: 'approveAll' })).body).toEqual({ changed: 3 });
    expect((await bulk({ action: 'setAllPresent', dryRun: true })).body).toEqual({ changed: 3 });
  });
});

describe('registration dates lie before the end of the event', () => {
  it('refuses a registration that closes after the last day, on create and on update, next to the field', async () => {
    const created = await t.http
      .post('/api/tournaments')
      .set(as(organizer))
      .send({
        title: 'Late registration',
        idString: `late-${Date.now()}`,
        dateStart: '2026-05-01',
        dateEnd: '2026-05-03',
        registrationDateStart: '2026-04-01T10:00:00.000Z',
        registrationDateEnd: '2026-05-04T10:00:00.000Z',
      });
    expect(created.status).toBe(400);
    expect(created.body.errors).toEqual({
      registrationDateEnd: 'Registration must close no later than the last day of the tournament',
    });

    const tournament = await f.tournament(organizer);
    const put = (body: Record<string, unknown>) =>
      t.http.put(`/api/tournaments/${tournament._id}`).set(as(organizer)).send(body);
    const late = await put({ registrationDateEnd: '2026-05-10T10:00:00.000Z' });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      code: 'validation',
      message: 'Registration must close no later than the last day of the tournament',
    });
    const reversed = await put({
      registrationDateStart: '2026-04-20T10:00:00.000Z',
      registrationDateEnd: '2026-04-10T10:00:00.000Z',
    });
    expect(reversed.body.errors).toEqual({
      registrationDateEnd: 'Registration cannot close before it opens',
    });
    // Moving the event's end before a stored registration end is refused the same way.
    expect((await put({ registrationDateEnd: '2026-05-03T18:00:00.000Z' })).status).toBe(200);
    const earlierEnd = await put({ dateEnd: '2026-05-02' });
    expect(earlierEnd.status).toBe(400);
    expect(
      (await put({ registrationDateEnd: '2026-05-02T18:00:00.000Z', dateEnd: '2026-05-02' })).status,
    ).toBe(200);
  });
});
