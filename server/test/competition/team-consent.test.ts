import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { CompetitionFixtures, type View } from './competition-fixtures.js';

/**
 * Team consent: the fencers a captain names are invited and accept or decline; an invitation holds no place; the
 * organizer enters fencers directly; a captain's team goes with a withdrawn or refused application.
 */

let t: TestApp;
let f: CompetitionFixtures;
let organizer: string;
const DAY = 86_400_000;
const as = (token: string) => ({ Authorization: token });

beforeAll(async () => {
  t = await startTestApp();
  f = new CompetitionFixtures(t);
  organizer = await t.login(DEMO.organizer);
});
afterAll(async () => {
  await t?.close();
});

async function teamCategoryOpen() {
  const now = t.clock.now().getTime();
  const tournament = await f.tournament(organizer, {
    dateStart: new Date(now + 20 * DAY).toISOString().slice(0, 10),
    dateEnd: new Date(now + 21 * DAY).toISOString().slice(0, 10),
    registrationEnabled: true,
    registrationDateStart: new Date(now - DAY).toISOString(),
    registrationDateEnd: new Date(now + DAY).toISOString(),
  });
  const nomination = await f.nomination(organizer, tournament._id, { isTeam: true, teamMembers: 2 });
  const opened = await t.http
    .post(`/api/tournaments/${tournament._id}/status`)
    .set(as(organizer))
    .send({ action: 'openRegistration' });
  expect(opened.status).toBe(200);
  const apply = async (captain: { id: string; token: string }, name: string, mates: string[]) => {
    const res = await t.http
      .post(`/api/tournaments/${tournament._id}/applications`)
      .set(as(captain.token))
      .send({ nominationIds: [nomination._id], team: { name, memberIds: [captain.id, ...mates] } });
    expect(res.status).toBe(201);
    return res.body.items[0] as View;
  };
  const teams = async () =>
    (await t.http.get(`/api/nominations/${nomination._id}/teams`).set(as(organizer))).body.items as View[];
  const team = async (name: string) => (await teams()).find((x) => x.name === name);
  return { tournament, nomination, apply, teams, team };
}

const answer = (token: string, teamId: string, accept: boolean) =>
  t.http.post(`/api/teams/${teamId}/invitation`).set(as(token)).send({ accept });
const myTeams = async (token: string) =>
  (await t.http.get('/api/my/teams').set(as(token))).body.items as View[];
const act = (id: string, action: string, reason?: string) =>
  t.http.post(`/api/applications/${id}/actions`).set(as(organizer)).send({ action, reason });

describe('team consent', () => {
  it('lets the organizer’s approval enter fencers who have not answered, unless one holds a place elsewhere', async () => {
    const { tournament, apply, team } = await teamCategoryOpen();
    const [cap1, cap2, ann, ben, cid] = await Promise.all(
      ['Cap', 'Kap', 'Ann', 'Ben', 'Cid'].map((name) => f.register(name, 'Fencer')),
    );
    const first = await apply(cap1!, 'Kites', [ann!.id, ben!.id]);
    const second = await apply(cap2!, 'Crows', [ann!.id, cid!.id]);
    const bulk = (body: Record<string, unknown>) =>
      t.http.post(`/api/tournaments/${tournament._id}/applications/actions`).set(as(organizer)).send(body);
    expect((await bulk({ action: 'approveAll', dryRun: true })).body).toEqual({ changed: 2 });

    // Ann accepts the Crows: the Kites, which also name her, cannot be approved now.
    expect((await answer(ann!.token, (await team('Crows'))!._id, true)).status).toBe(204);
    const refused = await act(first._id, 'approve');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'competition/team-member-taken',
      message: 'A fencer of this line-up is already in the team Crows',
    });
    // Approving the Crows enters Cid, who has not answered: the organizer's approval enters him.
    expect((await act(second._id, 'approve')).status).toBe(200);
    expect((await team('Crows'))!.members.map((m: View) => m.invited)).toEqual([false, false, false]);
    expect((await myTeams(cid!.token)).map((x) => [x.name, x.invited])).toEqual([['Crows', false]]);
    expect((await bulk({ action: 'approveAll', dryRun: true })).body).toEqual({ changed: 0 });
  });

  it('invites the fencers a captain names; an invitation blocks nobody; each fencer accepts or declines', async () => {
    const { tournament, apply, team } = await teamCategoryOpen();
    const [cap1, cap2, ann, ben, cid] = await Promise.all(
      ['Cap', 'Kap', 'Ann', 'Ben', 'Cid'].map((name) => f.register(name, 'Fencer')),
    );
    const first = await apply(cap1!, 'Sparrows', [ann!.id, ben!.id]);
    expect((await team('Sparrows'))!.members.map((m: View) => m.invited)).toEqual([false, true, true]);
    // Ann is only invited to the Sparrows: another captain may name her too.
    const second = await apply(cap2!, 'Ravens', [ann!.id, cid!.id]);

    const invitations = await myTeams(ann!.token);
    expect(invitations.map((x) => [x.name, x.invited])).toEqual(
      expect.arrayContaining([
        ['Sparrows', true],
        ['Ravens', true],
      ]),
    );
    expect(invitations[0]).toMatchObject({
      tournament: { _id: tournament._id },
      captain: { name: expect.stringContaining('Fencer') },
    });

    const sparrows = (await team('Sparrows'))!._id;
    const ravens = (await team('Ravens'))!._id;
    expect((await answer(ann!.token, sparrows, true)).status).toBe(204);
    // Now Ann holds a place in the Sparrows: she cannot take one in the Ravens as well.
    const twice = await answer(ann!.token, ravens, true);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('competition/team-member-taken');
    expect((await answer(ann!.token, ravens, false)).status).toBe(204);
    expect((await team('Ravens'))!.members.map((m: View) => m._id)).toEqual([cap2!.id, cid!.id]);
    // Answering an invitation one does not have is refused with a reason.
    const stranger = await answer(ben!.token, ravens, true);
    expect(stranger.status).toBe(409);
    expect(stranger.body.code).toBe('competition/team-invitation');

    expect((await answer(ben!.token, sparrows, true)).status).toBe(204);
    expect((await act(first._id, 'approve')).status).toBe(200);
    expect(await team('Sparrows')).toMatchObject({ entered: true });
    expect((await myTeams(ann!.token)).map((x) => [x.name, x.invited])).toEqual([['Sparrows', false]]);
    // The Ravens' captain withdraws: the team goes with the application and Cid is free.
    const withdrawn = await t.http.delete(`/api/applications/${second._id}`).set(as(cap2!.token));
    expect(withdrawn.status).toBe(204);
    expect(await team('Ravens')).toBeUndefined();
    expect(await myTeams(cid!.token)).toEqual([]);
  });

  it('releases a refused captain’s team, and lets the organizer enter fencers without asking them', async () => {
    const { nomination, apply, team } = await teamCategoryOpen();
    const [cap, dan, eva] = await Promise.all(['Cap', 'Dan', 'Eva'].map((n) => f.register(n, 'Fencer')));
    const application = await apply(cap!, 'Owls', [dan!.id, eva!.id]);
    const owls = (await team('Owls'))!._id;
    expect((await answer(dan!.token, owls, true)).status).toBe(204);

    const refused = await act(application._id, 'refuse', 'Line-up incomplete');
    expect(refused.status).toBe(200);
    expect(await team('Owls')).toBeUndefined();
    expect(await myTeams(dan!.token)).toEqual([]);
    const again = await act(application._id, 'approve');
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('released');

    // Dan held a place in the Owls; with the Owls gone the organizer enters him in a team of their own.
    const made = await t.http
      .post(`/api/nominations/${nomination._id}/teams`)
      .set(as(organizer))
      .send({ name: 'Herons', memberIds: [dan!.id, eva!.id] });
    expect(made.status).toBe(201);
    expect(made.body.members.map((m: View) => m.invited)).toEqual([false, false]);
    expect((await myTeams(dan!.token)).map((x) => [x.name, x.invited])).toEqual([['Herons', false]]);
  });
});
