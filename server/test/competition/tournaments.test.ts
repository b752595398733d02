import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildListQuery } from '@hema/shared/query/list-query';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { CompetitionFixtures } from './competition-fixtures.js';

let t: TestApp;
let f: CompetitionFixtures;
let organizer: string;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  f = new CompetitionFixtures(t);
  organizer = await t.login(DEMO.organizer);
  admin = await t.login(DEMO.admin);
});
afterAll(async () => {
  await t?.close();
});

const status = (id: string, action: string, token = organizer) =>
  t.http.post(`/api/tournaments/${id}/status`).set('Authorization', token).send({ action });

describe('creating and reading a tournament (spec §3, §7)', () => {
  it('creates a tournament in developing with every spec field, readable by its idString and by id', async () => {
    const created = await f.tournament(organizer, {
      title: 'Tallinn Longsword Cup',
      idString: 'tallinn-cup-2026',
      country: 'ee',
      city: 'Tallinn',
      link: { url: 'https://example.org', label: 'Site' },
    });
    expect(created).toMatchObject({
      title: 'Tallinn Longsword Cup',
      idString: 'tallinn-cup-2026',
      status: 'DEVELOPING',
      statusLabel: 'In developing',
      country: 'EE',
      link: { url: 'https://example.org', label: 'Site' },
      linkRules: { url: '', label: '' },
      registrationEnabled: false,
      registrationFields: [],
      nominations: [],
      registrationNominations: [],
      actions: ['openForViewing', 'openRegistration'],
      author: { name: 'Oskar Organizer' },
    });
    const byIdString = await t.http.get('/api/tournaments/tallinn-cup-2026').set('Authorization', organizer);
    expect(byIdString.status).toBe(200);
    expect(byIdString.body._id).toBe(created._id);
    const byId = await t.http.get(`/api/tournaments/${created._id}`).set('Authorization', organizer);
    expect(byId.body.idString).toBe('tallinn-cup-2026');
  });

  it('refuses a taken idString with "This tournament address is taken"', async () => {
    await f.tournament(organizer, { idString: 'taken-address' });
    const res = await t.http
      .post('/api/tournaments')
      .set('Authorization', admin)
      .send({ title: 'Copy', idString: 'taken-address', dateStart: '2026-06-01', dateEnd: '2026-06-01' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This tournament address is taken');
  });

  it('refuses an end date before the start date, on create and on update', async () => {
    const res = await t.http
      .post('/api/tournaments')
      .set('Authorization', organizer)
      .send({ title: 'Backwards', idString: 'backwards', dateStart: '2026-06-02', dateEnd: '2026-06-01' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ dateEnd: 'The tournament cannot end before it starts' });
    const created = await f.tournament(organizer, { dateStart: '2026-06-01', dateEnd: '2026-06-03' });
    const update = await t.http
      .put(`/api/tournaments/${created._id}`)
      .set('Authorization', organizer)
      .send({ dateEnd: '2026-05-30' });
    expect(update.status).toBe(400);
    expect(update.body.errors.dateEnd).toBeDefined();
  });

  it('answers 400 with field errors for bad input, never a 500', async () => {
    for (const body of [
      {},
      { title: 'x', idString: 'has space', dateStart: '2026-01-01', dateEnd: '2026-01-01' },
      { title: 'x', idString: 'ok', dateStart: 'May', dateEnd: 7 },
      'text',
      [1, 2],
    ]) {
      const res = await t.http
        .post('/api/tournaments')
        .set('Authorization', organizer)
        .send(body as object);
      expect(res.status).toBe(400);
    }
    const missing = await t.http.post('/api/tournaments').set('Authorization', organizer).send({});
    expect(missing.body.errors).toMatchObject({ title: 'Field required', idString: 'Field required' });
  });

  it('updates fields and keeps the status out of reach of PUT', async () => {
    const created = await f.tournament(organizer);
    const res = await t.http
      .put(`/api/tournaments/${created._id}`)
      .set('Authorization', organizer)
      .send({
        title: 'Renamed',
        registrationEnabled: true,
        registrationFields: [{ label: 'Club', type: 'shortString' }],
      });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Renamed',
      registrationEnabled: true,
      registrationFields: [{ label: 'Club', type: 'shortString', required: false }],
    });
    const sneaky = await t.http
      .put(`/api/tournaments/${created._id}`)
      .set('Authorization', organizer)
      .send({ status: 'FINISHED' });
    expect(sneaky.status).toBe(400);
  });

  it('lets only an admin approve a tournament', async () => {
    const created = await f.tournament(organizer);
    const byOrganizer = await t.http
      .put(`/api/tournaments/${created._id}`)
      .set('Authorization', organizer)
      .send({ approved: true });
    expect(byOrganizer.status).toBe(403);
    const byAdmin = await t.http
      .put(`/api/tournaments/${created._id}`)
      .set('Authorization', admin)
      .send({ approved: true });
    expect(byAdmin.body.approved).toBe(true);
  });

  it('lists the categories of the tournament in its answer', async () => {
    const created = await f.tournament(organizer);
    await f.nomination(organizer, created._id, { title: 'Sabre', idString: 'sabre', index: 1 });
    await f.nomination(organizer, created._id, { title: 'Longsword', idString: 'longsword', index: 0 });
    const res = await t.http.get(`/api/tournaments/${created.idString}`).set('Authorization', organizer);
    expect(res.body.nominations.map((n: { title: string }) => n.title)).toEqual(['Longsword', 'Sabre']);
  });
});

describe('tournament status actions (spec §4)', () => {
  it('walks a tournament from developing to completed', async () => {
    const created = await f.tournament(organizer);
    await f.nomination(organizer, created._id);
    const steps: [string, string, string][] = [
      ['openForViewing', 'UPCOMING', 'Upcoming'],
      ['openRegistration', 'REG_OPEN', 'Registration open'],
      ['closeRegistration', 'REG_CLOSED', 'Registration closed'],
      ['start', 'ONGOING', 'Online'],
      ['finish', 'FINISHED', 'Completed'],
    ];
    for (const [action, next, label] of steps) {
      const res = await status(created._id, action);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: next, statusLabel: label });
    }
  });

  it('refuses an action the status does not allow, with a clear message', async () => {
    const created = await f.tournament(organizer);
    const close = await status(created._id, 'closeRegistration');
    expect(close.status).toBe(409);
    expect(close.body).toMatchObject({
      code: 'competition/status-transition',
      message: 'Registration can only be closed while it is open',
    });
    const start = await status(created._id, 'start');
    expect(start.body.message).toBe('Open the tournament for viewing before starting it');
    expect((await status(created._id, 'openForViewing')).status).toBe(200);
    const empty = await status(created._id, 'start');
    expect(empty.status).toBe(409);
    expect(empty.body.message).toBe('Add a category before starting the tournament');
    const noRegistration = await status(created._id, 'openRegistration');
    expect(noRegistration.body.message).toBe('Add a category before opening registration');
    await f.nomination(organizer, created._id);
    expect((await status(created._id, 'start')).status).toBe(200);
    const reopen = await status(created._id, 'openRegistration');
    expect(reopen.status).toBe(409);
    expect(reopen.body.message).toBe('Registration can only be opened before the tournament starts');
  });

  it('refuses an unknown action with a 400', async () => {
    const created = await f.tournament(organizer);
    expect((await status(created._id, 'explode')).status).toBe(400);
  });
});

describe('the tournament list (spec §7 list API)', () => {
  it('hides tournaments in developing from the public and lists them with mine[custom]:1 for their organizer', async () => {
    const hidden = await f.tournament(organizer, { title: 'Secret Draft' });
    const shown = await f.tournament(organizer, { title: 'Public Cup' });
    await status(shown._id, 'openForViewing');
    const query = (filter: Parameters<typeof buildListQuery>[0]['filter']) =>
      `/api/tournaments?${buildListQuery({ filter, perPage: 0 })}`;
    const publicList = await t.http.get(query([{ field: 'title', like: true, values: ['Secret Draft'] }]));
    expect(publicList.body.count).toBe(0);
    expect(
      (await t.http.get(query([{ field: 'title', like: true, values: ['Public Cup'] }]))).body.count,
    ).toBe(1);
    expect((await t.http.get(`/api/tournaments/${hidden.idString}`)).status).toBe(404);

    const mine = await t.http
      .get(query([{ field: 'mine', custom: true, values: ['1'] }]))
      .set('Authorization', organizer);
    const ids = mine.body.items.map((i: { _id: string }) => i._id);
    expect(ids).toEqual(expect.arrayContaining([hidden._id, shown._id]));
    const other = await f.organizer();
    const theirs = await t.http
      .get(query([{ field: 'mine', custom: true, values: ['1'] }]))
      .set('Authorization', other.token);
    expect(theirs.body.count).toBe(0);
    expect((await t.http.get(query([{ field: 'mine', custom: true, values: ['1'] }]))).status).toBe(401);
  });

  it('filters by status, country, city and date and sorts by title', async () => {
    const a = await f.tournament(organizer, {
      title: 'Alpha Fechtschule',
      country: 'FI',
      city: 'Espoo',
      dateStart: '2027-02-01',
      dateEnd: '2027-02-02',
    });
    const b = await f.tournament(organizer, {
      title: 'Beta Fechtschule',
      country: 'FI',
      city: 'Espoo',
      dateStart: '2027-02-01',
      dateEnd: '2027-02-01',
    });
    await status(a._id, 'openForViewing');
    await f.nomination(organizer, b._id);
    expect((await status(b._id, 'openRegistration')).status).toBe(200);
    const list = (query: Parameters<typeof buildListQuery>[0]) =>
      t.http.get(`/api/tournaments?${buildListQuery(query)}`);
    const byCity = await list({ filter: [{ field: 'city', values: ['Espoo'] }], sort: '-title' });
    expect(byCity.body.items.map((i: { title: string }) => i.title)).toEqual([
      'Beta Fechtschule',
      'Alpha Fechtschule',
    ]);
    const byStatus = await list({
      filter: [
        { field: 'city', values: ['Espoo'] },
        { field: 'status', values: ['REG_OPEN'] },
      ],
    });
    expect(byStatus.body.items.map((i: { title: string }) => i.title)).toEqual(['Beta Fechtschule']);
    expect(
      (
        await list({
          filter: [
            { field: 'dateStart', values: ['2027-02-01'] },
            { field: 'country', values: ['FI'] },
          ],
        })
      ).body.count,
    ).toBe(2);
    expect((await list({ filter: [{ field: 'status', values: ['NOPE'] }] })).status).toBe(400);
  });
});

describe('deleting a tournament (spec §4 guard)', () => {
  it('refuses to delete a tournament with categories, and deletes one without', async () => {
    const created = await f.tournament(organizer);
    const nomination = await f.nomination(organizer, created._id);
    const refused = await t.http.delete(`/api/tournaments/${created._id}`).set('Authorization', organizer);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A tournament with categories cannot be deleted');
    expect(
      (await t.http.delete(`/api/nominations/${nomination._id}`).set('Authorization', organizer)).status,
    ).toBe(204);
    expect(
      (await t.http.delete(`/api/tournaments/${created._id}`).set('Authorization', organizer)).status,
    ).toBe(204);
    expect((await t.http.get(`/api/tournaments/${created._id}`).set('Authorization', organizer)).status).toBe(
      404,
    );
  });
});
