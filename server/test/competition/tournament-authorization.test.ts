import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TOURNAMENT_ACTIONS } from '@hema/shared/competition/tournament-status';
import { User } from '../../src/users/user.entity.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { CompetitionFixtures, type View } from './competition-fixtures.js';

/**
 * Every tournament write of the organizer's workbench (create, settings, delete, status actions, approval,
 * the address check) refused to another organizer, to a trial organizer whose licence ran out and to a plain user.
 */

let t: TestApp;
let f: CompetitionFixtures;
let owner: string;
let admin: string;
const callers: Record<'another organizer' | 'an expired trial organizer' | 'a plain user', string> = {
  'another organizer': '',
  'an expired trial organizer': '',
  'a plain user': '',
};
let published: View;
let draft: View;

type Method = 'post' | 'put' | 'delete';
const call = (method: Method, path: string, token?: string, body: object = {}) => {
  const req = t.http[method](`/api${path}`);
  if (token) req.set('Authorization', token);
  return method === 'delete' ? req : req.send(body);
};

/** Every write of one tournament: settings, approval, delete and each status action. */
const writesOf = (id: string): [Method, string, object][] => [
  ['put', `/tournaments/${id}`, { title: 'Taken over', description: 'Mine now' }],
  ['put', `/tournaments/${id}`, { approved: true }],
  ['delete', `/tournaments/${id}`, {}],
  ...TOURNAMENT_ACTIONS.map((action): [Method, string, object] => [
    'post',
    `/tournaments/${id}/status`,
    { action },
  ]),
];

async function expiredTrialOrganizer(): Promise<string> {
  const account = await f.register('Tove', 'Trialson');
  await t.db.getRepository(User).update(account.id, {
    role: 'ORGANIZER_TRIAL',
    licenseFrom: new Date(Date.now() - 8 * 86_400_000),
    licenseTill: new Date(Date.now() - 86_400_000),
  });
  return account.token;
}

beforeAll(async () => {
  t = await startTestApp();
  f = new CompetitionFixtures(t);
  owner = await t.login(DEMO.organizer);
  admin = await t.login(DEMO.admin);
  callers['another organizer'] = (await f.organizer()).token;
  callers['an expired trial organizer'] = await expiredTrialOrganizer();
  callers['a plain user'] = (await f.register('Pia', 'Plain')).token;
  published = await f.tournament(owner, { title: 'Owner Open', description: 'As the owner wrote it' });
  await f.nomination(owner, published._id);
  expect(
    (await call('post', `/tournaments/${published._id}/status`, owner, { action: 'openForViewing' })).status,
  ).toBe(200);
  draft = await f.tournament(owner, { title: 'Owner Draft' });
});
afterAll(async () => {
  await t?.close();
});

describe.each(Object.keys(callers) as (keyof typeof callers)[])('%s', (who) => {
  it('is refused every write of someone else’s published tournament with 403, and nothing changes', async () => {
    for (const [method, path, body] of writesOf(published._id)) {
      const res = await call(method, path, callers[who], body);
      expect({ method, path, body, status: res.status }).toEqual({ method, path, body, status: 403 });
    }
    const after = await t.http.get(`/api/tournaments/${published._id}`).set('Authorization', owner);
    expect(after.body).toMatchObject({
      title: 'Owner Open',
      description: 'As the owner wrote it',
      approved: false,
      status: 'UPCOMING',
    });
  });

  it('is refused every write of someone else’s tournament in developing, without learning it exists', async () => {
    // An organizer is told 404 as for any hidden tournament; a plain user is stopped by role before any lookup.
    const expected = who === 'a plain user' ? 403 : 404;
    for (const [method, path, body] of writesOf(draft._id)) {
      const res = await call(method, path, callers[who], body);
      expect({ method, path, status: res.status }).toEqual({ method, path, status: expected });
      if (expected === 403) expect(res.body.code).not.toBe('competition/not-your-tournament');
    }
    const after = await t.http.get(`/api/tournaments/${draft._id}`).set('Authorization', owner);
    expect(after.body).toMatchObject({ title: 'Owner Draft', status: 'DEVELOPING' });
  });

  it('creates a tournament and checks addresses only as an organizer with a running licence', async () => {
    const create = await call('post', '/tournaments', callers[who], {
      title: 'Mine',
      idString: `mine-${who.length}`,
      dateStart: '2027-01-01',
      dateEnd: '2027-01-01',
    });
    const check = await t.http
      .get('/api/tournament-addresses?idString=free&title=Free')
      .set('Authorization', callers[who]);
    if (who === 'another organizer') {
      expect(create.status).toBe(201);
      expect(check.status).toBe(200);
    } else {
      expect(create.status).toBe(403);
      expect(check.status).toBe(403);
    }
    if (who === 'an expired trial organizer')
      expect(create.body).toMatchObject({
        code: 'competition/license-expired',
        message: 'Your organizer license has expired',
      });
  });
});

describe('the owner', () => {
  it('may change their tournament but not approve it: only an administrator approves', async () => {
    const approve = await call('put', `/tournaments/${published._id}`, owner, { approved: true });
    expect(approve.status).toBe(403);
    expect(approve.body.message).toBe('Only an administrator can approve a tournament');
    const byAdmin = await call('put', `/tournaments/${published._id}`, admin, { approved: true });
    expect(byAdmin.body.approved).toBe(true);
  });

  it('as a trial organizer whose licence runs, creates a tournament', async () => {
    const trial = await f.register('Tanja', 'Newtrial');
    await t.db.getRepository(User).update(trial.id, {
      role: 'ORGANIZER_TRIAL',
      licenseFrom: new Date(Date.now() - 60_000),
      licenseTill: new Date(Date.now() + 7 * 86_400_000),
    });
    const created = await f.tournament(trial.token, { title: 'Trial Open' });
    expect(created).toMatchObject({ status: 'DEVELOPING', author: { _id: trial.id } });
  });

  it('is refused without a token (401)', async () => {
    for (const [method, path, body] of writesOf(published._id)) {
      expect((await call(method, path, undefined, body)).status).toBe(401);
    }
    expect((await t.http.get('/api/tournament-addresses?idString=x')).status).toBe(401);
  });
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const upload = (id: string, token: string | undefined, data: Buffer, type = 'image/png') => {
  const req = t.http.put(`/api/tournaments/${id}/cover`).set('Content-Type', type);
  if (token) req.set('Authorization', token);
  return req.send(data);
};

describe('the cover image (upload with type and size limits)', () => {
  it('is uploaded by the owner, served with its type, used as the preview image and removed', async () => {
    const res = await upload(published._id, owner, PNG);
    expect(res.status).toBe(200);
    const path: string = res.body.imagePreviewProxyPath;
    expect(path).toMatch(new RegExp(`^/api/tournaments/${published._id}/cover\\?v=\\d+$`));
    const image = await t.http.get(path).buffer(true);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.body as Buffer, PNG)).toBe(0);
    expect((await t.http.get(`/api/tournaments/${published.idString}`)).body.imagePreviewProxyPath).toBe(
      path,
    );

    const removed = await t.http
      .delete(`/api/tournaments/${published._id}/cover`)
      .set('Authorization', owner);
    expect(removed.body.imagePreviewProxyPath).toBeNull();
    expect((await t.http.get(`/api/tournaments/${published._id}/cover`)).status).toBe(404);
  });

  it('refuses a file that is not an image whatever it claims, and one over 2 MB', async () => {
    const fake = await upload(published._id, owner, Buffer.from('<svg onload="alert(1)"/>'), 'image/png');
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('The cover must be a PNG, JPEG or WebP image of at most 2 MB');
    const json = await t.http
      .put(`/api/tournaments/${published._id}/cover`)
      .set('Authorization', owner)
      .send({ image: 'x' });
    expect(json.status).toBe(400);
    const huge = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(published._id, owner, huge)).status).toBe(413);
  });

  it('is refused to another organizer, an expired trial organizer, a plain user and a visitor', async () => {
    await upload(published._id, owner, PNG);
    for (const token of [...Object.values(callers), undefined]) {
      expect([401, 403]).toContain((await upload(published._id, token, PNG)).status);
      const remove = t.http.delete(`/api/tournaments/${published._id}/cover`);
      if (token) remove.set('Authorization', token);
      expect([401, 403]).toContain((await remove).status);
    }
    expect((await t.http.get(`/api/tournaments/${published._id}/cover`)).status).toBe(200);
  });

  it('of a tournament in developing is shown only to its organizer', async () => {
    expect((await upload(draft._id, owner, PNG)).status).toBe(200);
    expect((await t.http.get(`/api/tournaments/${draft._id}/cover`)).status).toBe(404);
    const own = await t.http.get(`/api/tournaments/${draft._id}/cover`).set('Authorization', owner);
    expect(own.status).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-cache');
    // The cover goes with its tournament.
    expect((await t.http.delete(`/api/tournaments/${draft._id}`).set('Authorization', owner)).status).toBe(
      204,
    );
    expect(await t.db.query(`SELECT 1 FROM tournament_cover WHERE "tournamentId" = $1`, [draft._id])).toEqual(
      [],
    );
  });
});

describe('the address check while typing', () => {
  it('says whether an address is free and suggests a free one from the title', async () => {
    const check = (query: string) =>
      t.http.get(`/api/tournament-addresses?${query}`).set('Authorization', owner);
    await f.tournament(owner, { title: 'Riga Cup', idString: 'riga-cup' });
    await f.tournament(owner, { title: 'Riga Cup', idString: 'riga-cup-2' });
    expect((await check('title=Riga%20Cup')).body).toEqual({
      idString: '',
      available: false,
      message: null,
      suggestion: 'riga-cup-3',
    });
    expect((await check('idString=riga-cup&title=Riga%20Cup')).body).toMatchObject({
      available: false,
      message: 'This tournament address is taken',
    });
    expect((await check('idString=riga-cup-9')).body).toMatchObject({ available: true, message: null });
    expect((await check('idString=bad%20address')).body.available).toBe(false);
    expect((await check('title=%D0%9A%D1%83%D0%B1%D0%BE%D0%BA')).body.suggestion).toBe('kubok');
  });

  it('does not call the edited tournament’s own address taken', async () => {
    const own = await f.tournament(owner, { title: 'Tartu Open', idString: 'tartu-open' });
    const res = await t.http
      .get(`/api/tournament-addresses?idString=tartu-open&title=Tartu%20Open&except=${own._id}`)
      .set('Authorization', owner);
    expect(res.body).toMatchObject({ available: true, suggestion: 'tartu-open' });
  });
});
