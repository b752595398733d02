import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Participant } from '../../src/nominations/participant.entity.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { CompetitionFixtures, type View } from '../competition/competition-fixtures.js';

/** Applications: applying, the waiting list, the organizer's review, who may see and change what. */

let t: TestApp;
let f: CompetitionFixtures;
let owner: string;

const as = (token: string) => ({ Authorization: token });
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestApp();
  f = new CompetitionFixtures(t);
  owner = await t.login(DEMO.organizer);
});
afterAll(async () => {
  await t?.close();
});

const FORM = [
  { label: 'T-shirt size', type: 'oneOption', required: true, options: ['S', 'M', 'L'] },
  { label: 'Experience', type: 'longText', required: false, options: [] },
  { label: 'Date of birth', type: 'date', required: false, options: [] },
];

/** A tournament with registration open (form above) and one category of the given fighter limit. */
async function openCategory(
  fighterLimit: number | null = null,
  values: Record<string, unknown> = {},
): Promise<{ tournament: View; nomination: View }> {
  const now = Date.now();
  const tournament = await f.tournament(owner, {
    // The event follows its registration (a registration may not close after the event's last day).
    dateStart: new Date(now + 20 * DAY).toISOString().slice(0, 10),
    dateEnd: new Date(now + 21 * DAY).toISOString().slice(0, 10),
    registrationEnabled: true,
    registrationFields: FORM,
    registrationDateStart: new Date(now - DAY).toISOString(),
    registrationDateEnd: new Date(now + 10 * DAY).toISOString(),
    ...values,
  });
  const nomination = await f.nomination(owner, tournament._id, { fighterLimit });
  const opened = await t.http
    .post(`/api/tournaments/${tournament._id}/status`)
    .set(as(owner))
    .send({ action: 'openRegistration' });
  expect(opened.status).toBe(200);
  return { tournament, nomination };
}

const apply = (token: string, tournamentId: string, nominationIds: string[], answers: unknown[] = ['M']) =>
  t.http
    .post(`/api/tournaments/${tournamentId}/applications`)
    .set(as(token))
    .send({ nominationIds, answers });

const act = (token: string, id: string, action: string, reason?: string) =>
  t.http.post(`/api/applications/${id}/actions`).set(as(token)).send({ action, reason });

async function applied(token: string, tournamentId: string, nominationId: string): Promise<View> {
  const res = await apply(token, tournamentId, [nominationId]);
  expect(res.status).toBe(201);
  return res.body.items[0];
}

describe('applying', () => {
  it('validates the form on the server with the spec messages, then takes one application per category', async () => {
    const { tournament, nomination } = await openCategory();
    const fighter = await f.register('Mari', 'Tamm');
    const empty = await apply(fighter.token, tournament._id, [nomination._id], [null, '', '2001-13-40']);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      'answers.0': 'Field required',
      'answers.2': 'Enter a date as yyyy-MM-dd',
    });
    const notAnOption = await apply(fighter.token, tournament._id, [nomination._id], ['XXL']);
    expect(notAnOption.body.errors).toEqual({ 'answers.0': 'Choose one of the options offered' });

    const first = await apply(
      fighter.token,
      tournament._id,
      [nomination._id],
      ['M', ' Five years ', '2001-02-03'],
    );
    expect(first.status).toBe(201);
    expect(first.body.items[0]).toMatchObject({
      state: 'PENDING',
      answers: ['M', 'Five years', '2001-02-03'],
      nomination: { _id: nomination._id },
      tournament: { idString: tournament.idString },
      paid: false,
      present: false,
    });
    // Applying again answers the same application (idempotent), without a second row.
    const again = await apply(fighter.token, tournament._id, [nomination._id], ['L']);
    expect(again.status).toBe(201);
    expect(again.body.items[0]).toMatchObject({
      _id: first.body.items[0]._id,
      answers: ['M', 'Five years', '2001-02-03'],
    });
    const mine = await t.http.get('/api/my/applications').set(as(fighter.token));
    expect(mine.body.count).toBe(1);
    // The fighter is told by mail (the development outbox here).
    const mails = await t.mail.readOutbox();
    expect(
      mails.some((m) => m.subject.includes(tournament.title) && m.text.includes('We have your application')),
    ).toBe(true);
  });

  it('is refused outside the registration dates, while registration is switched off, and for closed categories', async () => {
    const now = Date.now();
    const fighter = await f.register();
    const early = await openCategory(null, { registrationDateStart: new Date(now + DAY).toISOString() });
    const notYet = await apply(fighter.token, early.tournament._id, [early.nomination._id]);
    expect(notYet.status).toBe(409);
    expect(notYet.body).toMatchObject({
      code: 'applications/registration-closed',
      message: 'Registration has not opened yet',
    });

    const late = await openCategory(null, {
      registrationDateStart: new Date(now - 3 * DAY).toISOString(),
      registrationDateEnd: new Date(now - DAY).toISOString(),
    });
    const over = await apply(fighter.token, late.tournament._id, [late.nomination._id]);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('Registration has already closed');

    const off = await openCategory();
    await t.http
      .put(`/api/tournaments/${off.tournament._id}`)
      .set(as(owner))
      .send({ registrationEnabled: false });
    expect((await apply(fighter.token, off.tournament._id, [off.nomination._id])).status).toBe(409);

    const chosen = await openCategory();
    const other = await f.nomination(owner, chosen.tournament._id);
    const settings = await t.http
      .put(`/api/tournaments/${chosen.tournament._id}`)
      .set(as(owner))
      .send({ registrationNominationIds: [chosen.nomination._id] });
    expect(settings.status).toBe(200);
    expect(settings.body.registrationNominations.map((n: View) => n._id)).toEqual([chosen.nomination._id]);
    const closedCategory = await apply(fighter.token, chosen.tournament._id, [other._id]);
    expect(closedCategory.status).toBe(400);
    expect(closedCategory.body.code).toBe('applications/category-closed');
    expect(
      (
        await t.http
          .post(`/api/tournaments/${chosen.tournament._id}/applications`)
          .send({ nominationIds: [chosen.nomination._id] })
      ).status,
    ).toBe(401);
  });

  it('lets the fighter edit while pending, not once decided', async () => {
    const { tournament, nomination } = await openCategory();
    const fighter = await f.register();
    const mine = await applied(fighter.token, tournament._id, nomination._id);
    const edit = await t.http
      .put(`/api/applications/${mine._id}`)
      .set(as(fighter.token))
      .send({ answers: ['L'] });
    expect(edit.status).toBe(200);
    expect(edit.body.answers).toEqual(['L', null, null]);
    expect((await act(owner, mine._id, 'approve')).status).toBe(200);
    const late = await t.http
      .put(`/api/applications/${mine._id}`)
      .set(as(fighter.token))
      .send({ answers: ['S'] });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('applications/not-editable');
  });
});

describe('the fighter limit and the waiting list', () => {
  it('marks a category full once its places are taken, so the apply form can say so beforehand', async () => {
    const { tournament, nomination } = await openCategory(1);
    const full = async () =>
      (await t.http.get(`/api/tournaments/${tournament.idString}`)).body.registrationNominations.find(
        (n: View) => n._id === nomination._id,
      ).full;
    expect(await full()).toBe(false);
    await applied((await f.register()).token, tournament._id, nomination._id);
    expect(await full()).toBe(true);
  });

  it('two fighters applying for the last place at once never both get it', async () => {
    for (let round = 0; round < 4; round++) {
      const { tournament, nomination } = await openCategory(2);
      const early = await f.register();
      await applied(early.token, tournament._id, nomination._id);
      const racers = await Promise.all([f.register(), f.register(), f.register()]);
      const answers = await Promise.all(racers.map((r) => apply(r.token, tournament._id, [nomination._id])));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
      const states = answers.map((a) => a.body.items[0].state).sort();
      expect(states).toEqual(['PENDING', 'WAITING_LIST', 'WAITING_LIST']);
      const review = await t.http
        .get(`/api/tournaments/${tournament._id}/applications`)
        .query({ filter: 'state:WAITING_LIST', sort: 'createdAt' })
        .set(as(owner));
      expect(review.body.items.map((i: View) => i.waitingPosition)).toEqual([1, 2]);
    }
  });

  it('withdrawing frees the place: the first on the waiting list moves up and is told', async () => {
    const { tournament, nomination } = await openCategory(1);
    const [anna, boris, carl] = await Promise.all([
      f.register('Anna'),
      f.register('Boris'),
      f.register('Carl'),
    ]);
    const a = await applied(anna.token, tournament._id, nomination._id);
    const b = await applied(boris.token, tournament._id, nomination._id);
    const c = await applied(carl.token, tournament._id, nomination._id);
    expect([a.state, b.state, c.state]).toEqual(['PENDING', 'WAITING_LIST', 'WAITING_LIST']);
    expect([b.waitingPosition, c.waitingPosition]).toEqual([1, 2]);
    expect((await act(owner, a._id, 'approve')).status).toBe(200);
    expect(await t.db.getRepository(Participant).countBy({ nominationId: nomination._id })).toBe(1);

    const withdrawn = await t.http.delete(`/api/applications/${a._id}`).set(as(anna.token));
    expect(withdrawn.status).toBe(204);
    expect(await t.db.getRepository(Participant).countBy({ nominationId: nomination._id })).toBe(0);
    const borisNow = await t.http.get(`/api/applications/${b._id}`).set(as(boris.token));
    expect(borisNow.body).toMatchObject({ state: 'PENDING', waitingPosition: null });
    const carlNow = await t.http.get(`/api/applications/${c._id}`).set(as(carl.token));
    expect(carlNow.body).toMatchObject({ state: 'WAITING_LIST', waitingPosition: 1 });
    const mails = await t.mail.readOutbox();
    expect(mails.some((m) => m.text.includes('left the waiting list'))).toBe(true);
  });

  it('refusing an approved fighter takes them out of the category and moves the waiting list up', async () => {
    const { tournament, nomination } = await openCategory(1);
    const [anna, boris] = await Promise.all([f.register(), f.register()]);
    const a = await applied(anna.token, tournament._id, nomination._id);
    const b = await applied(boris.token, tournament._id, nomination._id);
    await act(owner, a._id, 'approve');
    const noReason = await act(owner, a._id, 'refuse');
    expect(noReason.status).toBe(400);
    const refused = await act(owner, a._id, 'refuse', 'No licence');
    expect(refused.body).toMatchObject({ state: 'REFUSED', refusalReason: 'No licence' });
    expect(await t.db.getRepository(Participant).countBy({ nominationId: nomination._id })).toBe(0);
    expect((await t.http.get(`/api/applications/${b._id}`).set(as(boris.token))).body.state).toBe('PENDING');
  });
});

describe("the organizer's review", () => {
  it('approves all, marks paid and present, cancels them, and approved fighters are the category fighters', async () => {
    const { tournament, nomination } = await openCategory(3);
    const fighters = await Promise.all([f.register(), f.register(), f.register(), f.register()]);
    const apps: View[] = [];
    for (const fighter of fighters) apps.push(await applied(fighter.token, tournament._id, nomination._id));
    const all = await t.http
      .post(`/api/tournaments/${tournament._id}/applications/actions`)
      .set(as(owner))
      .send({ action: 'approveAll', nominationId: nomination._id });
    expect(all.body).toEqual({ changed: 3 });
    const participants = await t.http.get(`/api/nominations/${nomination._id}/participants`);
    expect(participants.body.items.map((p: View) => p.userId).sort()).toEqual(
      fighters
        .slice(0, 3)
        .map((x) => x.id)
        .sort(),
    );
    expect((await act(owner, apps[0]._id, 'setPaid')).body.paid).toBe(true);
    expect((await act(owner, apps[0]._id, 'cancelPaid')).body.paid).toBe(false);
    expect((await act(owner, apps[3]._id, 'setPaid')).status).toBe(409);
    const present = await t.http
      .post(`/api/tournaments/${tournament._id}/applications/actions`)
      .set(as(owner))
      .send({ action: 'setAllPresent' });
    expect(present.body).toEqual({ changed: 3 });
    expect((await act(owner, apps[1]._id, 'cancelPresent')).body.present).toBe(false);
    // The organizer may take a fighter from the waiting list beyond the limit.
    expect((await act(owner, apps[3]._id, 'moveFromWaitingList')).body.state).toBe('PENDING');

    const filtered = await t.http
      .get(`/api/tournaments/${tournament._id}/applications`)
      .query({ filter: 'state:APPROVED,present:true' })
      .set(as(owner));
    expect(filtered.body.count).toBe(2);
  });

  it('a fighter cannot read or change another fighter application; another organizer cannot review', async () => {
    const { tournament, nomination } = await openCategory();
    const [anna, boris] = await Promise.all([f.register(), f.register()]);
    const a = await applied(anna.token, tournament._id, nomination._id);
    expect((await t.http.get(`/api/applications/${a._id}`).set(as(boris.token))).status).toBe(404);
    expect(
      (
        await t.http
          .put(`/api/applications/${a._id}`)
          .set(as(boris.token))
          .send({ answers: ['S'] })
      ).status,
    ).toBe(404);
    expect((await t.http.delete(`/api/applications/${a._id}`).set(as(boris.token))).status).toBe(404);
    expect((await act(boris.token, a._id, 'approve')).status).toBe(403);
    expect(
      (await t.http.get(`/api/tournaments/${tournament._id}/applications`).set(as(boris.token))).status,
    ).toBe(403);

    const stranger = await f.organizer();
    expect(
      (await t.http.get(`/api/tournaments/${tournament._id}/applications`).set(as(stranger.token))).status,
    ).toBe(403);
    expect((await act(stranger.token, a._id, 'approve')).status).toBe(403);
    expect((await t.http.get(`/api/applications/${a._id}`).set(as(stranger.token))).status).toBe(404);
    const bulk = await t.http
      .post(`/api/tournaments/${tournament._id}/applications/actions`)
      .set(as(stranger.token))
      .send({ action: 'approveAll' });
    expect(bulk.status).toBe(403);
    expect((await t.http.get(`/api/applications/${a._id}`).set(as(anna.token))).status).toBe(200);
  });
});

describe('the public list', () => {
  it('shows payments and the waiting list only when the organizer chose so, nothing when private', async () => {
    const { tournament, nomination } = await openCategory(1);
    const [anna, boris] = await Promise.all([f.register(), f.register()]);
    const a = await applied(anna.token, tournament._id, nomination._id);
    await applied(boris.token, tournament._id, nomination._id);
    await act(owner, a._id, 'approve');
    await act(owner, a._id, 'setPaid');
    const hidden = await t.http.get(`/api/nominations/${nomination._id}/applications`);
    expect(hidden.body.items).toEqual([
      expect.objectContaining({ userId: anna.id, state: 'APPROVED', paid: null }),
    ]);
    await t.http
      .put(`/api/tournaments/${tournament._id}`)
      .set(as(owner))
      .send({ applicationsShowPayments: true, applicationsShowWaitingList: true });
    const shown = await t.http.get(`/api/nominations/${nomination._id}/applications`);
    expect(shown.body.items.map((i: View) => [i.state, i.paid, i.waitingPosition])).toEqual([
      ['APPROVED', true, null],
      ['WAITING_LIST', false, 1],
    ]);
    await t.http
      .put(`/api/tournaments/${tournament._id}`)
      .set(as(owner))
      .send({ applicationsAccess: 'PRIVATE' });
    expect((await t.http.get(`/api/nominations/${nomination._id}/applications`)).status).toBe(403);
    expect((await t.http.get(`/api/nominations/${nomination._id}/applications`).set(as(owner))).status).toBe(
      200,
    );
  });
});
