import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { strFromU8, strToU8, zipSync } from 'fflate';
import {
  IMPORT_COLUMNS,
  IMPORT_FILES,
  IMPORT_LIMITS,
  IMPORT_TEMPLATE,
  type ImportFile,
} from '@hema/shared/imports/import-files';
import { Fight } from '../../src/fights/fight.entity.js';
import { TournamentImport } from '../../src/imports/tournament-import.entity.js';
import { Weapon } from '../../src/catalog/weapon.entity.js';
import { Tournament } from '../../src/tournaments/tournament.entity.js';
import { User } from '../../src/users/user.entity.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { download } from '../documents/document-support.js';

/**
 * Tournament imports (spec §5 and §8): a zip of exactly the four CSV files; refusals with the spec's
 * messages for anything else, a zip bomb refused from its directory, row-level errors that name the row, nothing
 * written until the whole zip is valid; the admin's review, approval into a finished imported tournament whose
 * results read like any other, and refusal with a reason the uploader sees.
 */

let t: TestApp;
let admin: string;
let organizer: string;
let fighter: string;

type Files = Partial<Record<string, string[][] | string>>;

const csv = (rows: string[][]) =>
  rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c}"` : c)).join(',')).join('\n');

/** A zip of the given files (tables get their header row); the template's files unless replaced. */
function zipOf(files: Files = {}, { template = true } = {}): Buffer {
  const entries: Record<string, Uint8Array> = {};
  if (template)
    for (const file of IMPORT_FILES)
      entries[`${file}.csv`] = strToU8(csv([[...IMPORT_COLUMNS[file]], ...IMPORT_TEMPLATE[file]]));
  for (const [name, content] of Object.entries(files)) {
    if (content === undefined) delete entries[name];
    else {
      const file = name.replace(/\.csv$/, '') as ImportFile;
      entries[name] =
        typeof content === 'string'
          ? strToU8(content)
          : strToU8(csv([[...IMPORT_COLUMNS[file]], ...content]));
    }
  }
  return Buffer.from(zipSync(entries));
}

const upload = (bytes: Buffer, token = fighter, name = 'autumn.zip') =>
  t.http.post('/api/imports').set('Authorization', token).attach('file', bytes, name);

const counts = async () => ({
  imports: await t.db.getRepository(TournamentImport).count(),
  tournaments: await t.db.getRepository(Tournament).count(),
  users: await t.db.getRepository(User).count(),
  fights: await t.db.getRepository(Fight).count(),
});

beforeAll(async () => {
  t = await startTestApp();
  [admin, organizer, fighter] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.organizer),
    t.login(DEMO.fighter),
  ]);
});
afterAll(() => t?.close());

describe('refused uploads write nothing', () => {
  let before: Awaited<ReturnType<typeof counts>>;
  beforeAll(async () => {
    before = await counts();
  });
  afterAll(async () => expect(await counts()).toEqual(before));

  it('not a zip: "Please upload a zip file."', async () => {
    for (const res of [
      await upload(Buffer.from('title,date_start\nOpen,2024-01-01\n'), fighter, 'tournament.csv'),
      await t.http.post('/api/imports').set('Authorization', fighter).send({ file: 'x' }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'imports/not-a-zip', message: 'Please upload a zip file.' });
    }
  });

  it('a fifth file, or a missing one: "Upload only the listed files"', async () => {
    for (const bytes of [zipOf({ 'notes.txt': 'hello' }), zipOf({ 'fights.csv': undefined })]) {
      const res = await upload(bytes);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'imports/wrong-files',
        message: 'Upload only the listed files',
      });
    }
  });

  it('a zip bomb — a high ratio, or many entries — is refused from its directory', async () => {
    const empty = Object.fromEntries(
      IMPORT_FILES.map((f) => [`${f}.csv`, strToU8(csv([[...IMPORT_COLUMNS[f]]]))] as const),
    );
    // 17 MB of spaces deflate to ~17 KB: refused by the declared size and ratio in the zip's directory.
    const ratio = Buffer.from(
      zipSync({ ...empty, 'fights.csv': [new Uint8Array(17 * 1024 * 1024).fill(0x20), { level: 1 }] }),
    );
    expect(ratio.length).toBeLessThan(IMPORT_LIMITS.uploadBytes);
    const many: Record<string, Uint8Array> = { ...empty };
    for (let i = 0; i < 2000; i++) many[`extra/${i}.txt`] = strToU8('x');
    for (const bytes of [ratio, Buffer.from(zipSync(many))]) {
      const res = await upload(bytes);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'imports/unexpected',
        message: 'Something went wrong, please email us',
      });
    }
  });

  it('an entry that inflates past the size its zip declares is stopped', async () => {
    const zip = zipOf({ 'fights.csv': `${IMPORT_COLUMNS.fights.join(',')}\n${' '.repeat(200_000)}` });
    // Rewrite the declared uncompressed size of fights.csv, in its local header and in the central directory.
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    for (let i = 0; i + 46 < zip.length; i++) {
      const signature = view.getUint32(i, true);
      const [nameAt, lengthAt, sizeAt] =
        signature === 0x04034b50 ? [30, 26, 22] : signature === 0x02014b50 ? [46, 28, 24] : [0, 0, 0];
      if (!nameAt) continue;
      const name = strFromU8(zip.subarray(i + nameAt, i + nameAt + view.getUint16(i + lengthAt, true)));
      if (name === 'fights.csv') view.setUint32(i + sizeAt, 100, true);
    }
    const res = await upload(zip);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('imports/unexpected');
  });

  it('an upload over the size limit is refused while it is read', async () => {
    const res = await upload(Buffer.alloc(IMPORT_LIMITS.uploadBytes + 1024, 0x50));
    expect(res.status).toBe(413);
    // It names the limit and where to ask (no admin address is configured: the Contacts page).
    expect(res.body).toMatchObject({
      code: 'imports/too-large',
      message:
        'The file is larger than 2 MB. For a larger tournament, write to us through the Contacts page (/contacts).',
    });
  });

  it('a malformed row: the answer names the file, the row and the column', async () => {
    const fights = IMPORT_TEMPLATE.fights.map((row) => [...row]);
    fights[1]![5] = 'four';
    const res = await upload(zipOf({ 'fights.csv': fights }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('imports/invalid-rows');
    expect(res.body.message).toContain('fights.csv, row 3, score_1');
    expect(res.body.problems).toEqual([
      { file: 'fights', row: 3, column: 'score_1', problem: 'wholeNumber' },
    ]);
  });

  it('an anonymous upload is refused', async () => {
    const res = await t.http.post('/api/imports').attach('file', zipOf(), 'a.zip');
    expect(res.status).toBe(401);
  });
});

describe('a valid import, reviewed by an admin', () => {
  let id: string;

  it('waits for review; the uploader sees it among their imports', async () => {
    // The demo fighter's account is matched by name and club; the other two become new fighters.
    const fighters = IMPORT_TEMPLATE.fighters.map((row) => [...row]);
    fighters[1] = ['2', 'fedor', 'FIGHTER', 'Moscow HEMA Club', 'RU'];
    const res = await upload(zipOf({ 'fighters.csv': fighters }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'PENDING',
      title: 'Autumn Open 2024',
      categories: 1,
      fighters: 4,
      fights: 6,
    });
    id = res.body._id;
    const mine = await t.http.get('/api/imports/mine').set('Authorization', fighter);
    expect(mine.body.items.map((i: { _id: string }) => i._id)).toEqual([id]);
    expect(await t.db.getRepository(Tournament).count({ where: { title: 'Autumn Open 2024' } })).toBe(0);
  });

  it('only admins review and decide', async () => {
    for (const token of [fighter, organizer]) {
      expect((await t.http.get('/api/imports').set('Authorization', token)).status).toBe(403);
      expect((await t.http.get(`/api/imports/${id}`).set('Authorization', token)).status).toBe(403);
      expect((await t.http.post(`/api/imports/${id}/approve`).set('Authorization', token)).status).toBe(403);
      expect(
        (await t.http.post(`/api/imports/${id}/refuse`).set('Authorization', token).send({ reason: 'no' }))
          .status,
      ).toBe(403);
    }
  });

  it('the preview shows the tournament, categories, fights and the matched fighter', async () => {
    const res = await t.http.get(`/api/imports/${id}`).set('Authorization', admin);
    expect(res.status).toBe(200);
    expect(res.body.tournamentDetails).toMatchObject({ title: 'Autumn Open 2024', dateStart: '2024-10-12' });
    expect(res.body.categoryList).toEqual([
      { title: 'Longsword Open', weapon: 'Longsword', fighters: 4, fights: 6 },
    ]);
    const fedor = await t.db.getRepository(User).findOneByOrFail({ email: DEMO.fighter });
    expect(res.body.fighterList.map((f: { match: { _id: string } | null }) => f.match?._id ?? null)).toEqual([
      null,
      fedor.id,
      null,
      null,
    ]);
    expect(res.body.fightList[4]).toMatchObject({
      stage: 'Finals',
      score1: 6,
      score2: 4,
      result: 'F1_WIN',
      final: 'gold',
    });
  });

  it('approval creates the finished imported tournament with its results, once', async () => {
    const users = await t.db.getRepository(User).count();
    const res = await t.http.post(`/api/imports/${id}/approve`).set('Authorization', admin);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('APPROVED');
    const tournament = await t.db.getRepository(Tournament).findOneByOrFail({ id: res.body.tournament._id });
    expect(tournament).toMatchObject({ status: 'FINISHED', imported: true, title: 'Autumn Open 2024' });
    // The uploader's one zone (the demo fighter's is Russia), as for a tournament they would create.
    const [russia] = (await t.db.query(`SELECT id FROM zone WHERE slug = 'RU'`)) as { id: string }[];
    expect(tournament.zoneId).toBe(russia!.id);
    expect(await t.db.getRepository(User).count()).toBe(users + 3);
    const fights = await t.db.getRepository(Fight).find({ where: { tournamentId: tournament.id } });
    expect(fights.map((f) => [f.status, f.score1, f.score2, f.result]).sort()).toEqual(
      [
        ['finished', 5, 3, 'F1_WIN'],
        ['finished', 4, 4, 'DRAW'],
        ['finished', 2, 5, 'F2_WIN'],
        ['finished', 5, 1, 'F1_WIN'],
        ['finished', 6, 4, 'F1_WIN'],
        ['finished', 3, 5, 'F2_WIN'],
      ].sort(),
    );
    // Its results read like any other tournament's: the summary places the final's winner first.
    const summary = await t.http.get(`/api/tournaments/${tournament.id}/summary`);
    expect(summary.status).toBe(200);
    expect(JSON.stringify(summary.body)).toContain('Anna Korhonen');

    const again = await t.http.post(`/api/imports/${id}/approve`).set('Authorization', admin);
    expect(again.status).toBe(200);
    expect(await t.db.getRepository(Tournament).count({ where: { title: 'Autumn Open 2024' } })).toBe(1);
    const refuse = await t.http
      .post(`/api/imports/${id}/refuse`)
      .set('Authorization', admin)
      .send({ reason: 'x' });
    expect(refuse.status).toBe(409);
  });

  it('a refusal carries its reason to the uploader', async () => {
    const res = await upload(zipOf());
    const refused = await t.http
      .post(`/api/imports/${res.body._id}/refuse`)
      .set('Authorization', admin)
      .send({ reason: 'These results are already in the ratings' });
    expect(refused.status).toBe(200);
    const mine = await t.http.get('/api/imports/mine').set('Authorization', fighter);
    expect(mine.body.items.find((i: { _id: string }) => i._id === res.body._id)).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'These results are already in the ratings',
    });
  });

  it('an approval that cannot finish writes nothing (the weapon left the catalog meanwhile)', async () => {
    const res = await upload(zipOf());
    const weapons = t.db.getRepository(Weapon);
    await weapons.update({ title: 'Longsword' }, { deleted: true });
    const before = await counts();
    // The same files as the approved import: approved only with the duplicate confirmed.
    const approve = await t.http
      .post(`/api/imports/${res.body._id}/approve`)
      .set('Authorization', admin)
      .send({ confirmDuplicate: true });
    await weapons.update({ title: 'Longsword' }, { deleted: false });
    expect(approve.status).toBe(409);
    expect(approve.body.code).toBe('imports/catalog-changed');
    expect(await counts()).toEqual(before);
    expect((await t.db.getRepository(TournamentImport).findOneByOrFail({ id: res.body._id })).status).toBe(
      'PENDING',
    );
  });
});

it('the template is the zip the importer reads', async () => {
  const res = await download(t, '/imports/template');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toContain('application/zip');
  const uploaded = await upload(res.body);
  expect(uploaded.status).toBe(201);
});

it('an uploader with ten imports waiting sends more only once they are decided', async () => {
  const zip = zipOf();
  for (let i = 0; i < IMPORT_LIMITS.pendingPerUser; i++)
    expect((await upload(zip, organizer)).status).toBe(201);
  const refused = await upload(zip, organizer);
  expect(refused.status).toBe(409);
  expect(refused.body.code).toBe('imports/too-many-pending');
});
