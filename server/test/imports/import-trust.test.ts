import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { strToU8, zipSync } from 'fflate';
import { IMPORT_COLUMNS, IMPORT_FILES, type ImportFile } from '@hema/shared/imports/import-files';
import { Club } from '../../src/catalog/club.entity.js';
import { Fight } from '../../src/fights/fight.entity.js';
import { Nomination } from '../../src/nominations/nomination.entity.js';
import { ResultsJob } from '../../src/results/results-job.js';
import { Tournament } from '../../src/tournaments/tournament.entity.js';
import { User } from '../../src/users/user.entity.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Imports you can trust: a bracket's final and bronze fight give the medals (gold the final's winner, silver its
 * loser, bronze the bronze fight's winner, fourth its loser) in the summary and the stored category results; the same
 * files again, or a tournament already on the site, are flagged and approved only when confirmed; an approved import
 * is withdrawn with everything derived from it and the ratings stop counting it; clubs and names match whatever
 * apostrophe they are written with, and a merged-away account is never brought back.
 */

let t: TestApp;
let admin: string;
let fighter: string;
let job: ResultsJob;

const csv = (rows: string[][]) =>
  rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n');

function zipOf(tables: Record<ImportFile, string[][]>): Buffer {
  return Buffer.from(
    zipSync(
      Object.fromEntries(
        IMPORT_FILES.map((f) => [`${f}.csv`, strToU8(csv([[...IMPORT_COLUMNS[f]], ...tables[f]]))]),
      ),
    ),
  );
}

/** A past event: a pool of four, then the final (Ada beats Bo) and the bronze fight (Cy beats Di). */
function bracketEvent(title: string, club = 'Fechtschule O’Neill'): Record<ImportFile, string[][]> {
  return {
    tournament: [[title, '2023-05-06', '2023-05-07', 'FI', 'Turku']],
    categories: [['Longsword Open', 'Longsword']],
    fighters: [
      ['a', 'Ada', 'Trustworthy', club, 'FI'],
      ['b', 'Bo', 'Trustworthy', club, 'FI'],
      ['c', 'Cy', 'Trustworthy', 'Other Guild', 'SE'],
      ['d', 'Di', 'Trustworthy', 'Other Guild', 'SE'],
    ],
    fights: [
      // By match points the pool would rank Di first and Ada last: the finals, not the pool, give the medals.
      ['Longsword Open', 'Pools', 'A', 'd', 'a', '5', '0', '', ''],
      ['Longsword Open', 'Pools', 'A', 'd', 'b', '5', '0', '', ''],
      ['Longsword Open', 'Pools', 'A', 'd', 'c', '5', '0', '', ''],
      ['Longsword Open', 'Pools', 'A', 'c', 'a', '5', '0', '', ''],
      ['Longsword Open', 'Finals', 'Gold', 'a', 'b', '6', '2', '', 'gold'],
      ['Longsword Open', 'Finals', 'Bronze', 'd', 'c', '1', '4', '', 'bronze'],
    ],
  };
}

const upload = (bytes: Buffer) =>
  t.http.post('/api/imports').set('Authorization', fighter).attach('file', bytes, 'event.zip');
const preview = (id: string) => t.http.get(`/api/imports/${id}`).set('Authorization', admin);
const approve = (id: string, body?: object) => {
  const req = t.http.post(`/api/imports/${id}/approve`).set('Authorization', admin);
  return body ? req.send(body) : req;
};
const withdraw = (id: string, token = admin) =>
  t.http.post(`/api/imports/${id}/withdraw`).set('Authorization', token);
const userId = async (firstName: string) =>
  (await t.db.getRepository(User).findOneBy({ firstName, lastName: 'Trustworthy', deleted: false }))?.id;

beforeAll(async () => {
  t = await startTestApp();
  job = t.app.get(ResultsJob);
  [admin, fighter] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.fighter)]);
  // The club is in the catalog with a straight apostrophe; the import writes it with a typographic one.
  await t.db.getRepository(Club).save({ title: "Fechtschule O'Neill", country: 'FI' });
});
afterAll(() => t?.close());

describe('an imported bracket with a final and a bronze fight', () => {
  let importId: string;
  let tournamentId: string;
  const clubsBefore = { count: 0 };

  it('the review lists the clubs it matches and the clubs it creates, ignoring the apostrophe', async () => {
    clubsBefore.count = await t.db.getRepository(Club).count();
    const res = await upload(zipOf(bracketEvent('Turku Steel 2023')));
    expect(res.status).toBe(201);
    importId = res.body._id;
    const review = await preview(importId);
    expect(review.status).toBe(200);
    const oneill = await t.db.getRepository(Club).findOneByOrFail({ title: "Fechtschule O'Neill" });
    expect(review.body.clubList).toEqual([
      { name: 'Fechtschule O’Neill', fighters: 2, match: { _id: oneill.id, title: "Fechtschule O'Neill" } },
      { name: 'Other Guild', fighters: 2, match: null },
    ]);
    expect(review.body.duplicates).toEqual([]);
    expect(review.body.fightList.map((f: { final: string | null }) => f.final)).toEqual([
      null,
      null,
      null,
      null,
      'gold',
      'bronze',
    ]);
  });

  it('medals follow the final and the bronze fight in the summary and the stored category results', async () => {
    const res = await approve(importId);
    expect(res.status).toBe(200);
    tournamentId = res.body.tournament._id;
    // Only the one club the import did not match was created.
    expect(await t.db.getRepository(Club).count()).toBe(clubsBefore.count + 1);
    const summary = await t.http.get(`/api/tournaments/${tournamentId}/summary`);
    expect(summary.status).toBe(200);
    const [category] = summary.body.categories;
    const placed = (rows: { fighter: { name: string }; place: number }[]) =>
      rows.map((r) => [r.fighter.name.split(' ')[0], r.place]);
    expect(placed(category.medallists)).toEqual([
      ['Ada', 1],
      ['Bo', 2],
      ['Cy', 3],
    ]);
    expect(placed(category.places)).toEqual([
      ['Ada', 1],
      ['Bo', 2],
      ['Cy', 3],
      ['Di', 4],
    ]);

    await job.idle();
    const nomination = await t.db.getRepository(Nomination).findOneByOrFail({ tournamentId });
    const stored = (await t.db.query(
      `SELECT u."firstName", r.place FROM nomination_result r JOIN "user" u ON u.id = r."userId"
        WHERE r."nominationId" = $1 ORDER BY r.place`,
      [nomination.id],
    )) as { firstName: string; place: number }[];
    expect(stored.map((r) => [r.firstName, r.place])).toEqual([
      ['Ada', 1],
      ['Bo', 2],
      ['Cy', 3],
      ['Di', 4],
    ]);
  });

  it('the same files again are flagged, and approved only when confirmed', async () => {
    const res = await upload(zipOf(bracketEvent('Turku Steel 2023')));
    const review = await preview(res.body._id);
    expect(review.body.duplicates).toEqual([
      expect.objectContaining({ kind: 'upload', importId, status: 'APPROVED' }),
      expect.objectContaining({
        kind: 'tournament',
        title: 'Turku Steel 2023',
        tournament: expect.objectContaining({ _id: tournamentId }),
      }),
    ]);
    // Every fighter and club matches what the first approval created: nothing new comes of it.
    expect(review.body.fighterList.every((f: { match: unknown }) => f.match !== null)).toBe(true);
    expect(review.body.clubList.map((c: { match: { title: string } | null }) => c.match?.title)).toEqual([
      "Fechtschule O'Neill",
      'Other Guild',
    ]);
    // The approved import itself is not flagged: it is what the new upload repeats.
    expect((await preview(importId)).body.duplicates).toEqual([]);
    const refused = await approve(res.body._id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ statusCode: 409, code: 'imports/duplicate' });
    expect(await t.db.getRepository(Tournament).countBy({ title: 'Turku Steel 2023' })).toBe(1);
    await t.http
      .post(`/api/imports/${res.body._id}/refuse`)
      .set('Authorization', admin)
      .send({ reason: 'Already imported' });
  });

  it('a tournament with the title spelled differently, the same dates and fighters is flagged too', async () => {
    const res = await upload(zipOf(bracketEvent('  turku   STEEL 2023 ')));
    const review = await preview(res.body._id);
    expect(review.body.duplicates.map((d: { kind: string }) => d.kind)).toEqual(['tournament']);
    const confirmed = await approve(res.body._id, { confirmDuplicate: true });
    expect(confirmed.status).toBe(200);
    // Withdrawn again at once: the rest of the file counts one event only.
    expect((await withdraw(res.body._id)).status).toBe(200);
  });

  it('only an admin withdraws, and only an approved import', async () => {
    expect((await withdraw(importId, fighter)).status).toBe(403);
    const pending = await upload(zipOf(bracketEvent('Some Other Event')));
    const res = await withdraw(pending.body._id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('imports/not-approved');
  });

  it('withdrawing removes the tournament and everything derived from it; the ratings stop counting it', async () => {
    await job.idle();
    const ada = (await userId('Ada'))!;
    const rated = await t.db.query(`SELECT fights FROM weapon_rating WHERE "userId" = $1`, [ada]);
    expect(rated.length).toBeGreaterThan(0);
    const nominations = (await t.db.getRepository(Nomination).findBy({ tournamentId })).map((n) => n.id);

    const res = await withdraw(importId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'WITHDRAWN', tournament: null });
    expect(await t.db.getRepository(Tournament).countBy({ id: tournamentId })).toBe(0);
    expect(await t.db.getRepository(Fight).countBy({ tournamentId })).toBe(0);
    expect(
      await t.db.query(`SELECT 1 FROM nomination_result WHERE "nominationId" = ANY($1::uuid[])`, [
        nominations,
      ]),
    ).toEqual([]);
    // The four accounts and the club it created are gone; the catalog's club it matched stays.
    for (const name of ['Ada', 'Bo', 'Cy', 'Di']) expect(await userId(name)).toBeUndefined();
    expect(await t.db.getRepository(Club).countBy({ title: 'Other Guild' })).toBe(0);
    expect(await t.db.getRepository(Club).countBy({ title: "Fechtschule O'Neill" })).toBe(1);

    await job.idle();
    expect(await t.db.query(`SELECT 1 FROM weapon_rating WHERE "userId" = $1`, [ada])).toEqual([]);
    expect(await t.http.get(`/api/tournaments/${tournamentId}/summary`).then((r) => r.status)).toBe(404);
    expect((await withdraw(importId)).body.status).toBe('WITHDRAWN');
  });
});

describe('an account merged away', () => {
  it('is not brought back: the import matches the account it was merged into', async () => {
    const first = await upload(zipOf(bracketEvent('Merge Cup 2023')));
    expect((await approve(first.body._id)).status).toBe(200);
    const ada = (await userId('Ada'))!;
    // The admin merges the imported Ada into the demo fighter's account.
    const kept = await t.db.getRepository(User).findOneByOrFail({ email: DEMO.fighter });
    const merged = await t.http
      .post('/api/admin/users/merge')
      .set('Authorization', admin)
      .send({ keepId: kept.id, removeId: ada });
    expect(merged.status).toBe(200);

    const again = await upload(zipOf(bracketEvent('Merge Cup 2024')));
    const review = await preview(again.body._id);
    const adaRow = review.body.fighterList.find((f: { key: string }) => f.key === 'a');
    expect(adaRow.match).toMatchObject({ _id: kept.id });
    expect((await approve(again.body._id, { confirmDuplicate: true })).status).toBe(200);
    expect(
      await t.db.getRepository(User).countBy({ firstName: 'Ada', lastName: 'Trustworthy', deleted: false }),
    ).toBe(0);
  });
});
