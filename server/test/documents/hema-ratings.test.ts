import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { Participant } from '../../src/nominations/participant.entity.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { CompetitionFixtures, fightTo, playFight, type View } from '../competition/competition-fixtures.js';
import { download, errorOf, namedFighters } from './document-support.js';

/**
 * The HEMA Ratings export (spec §4): once the tournament is finished its organizer downloads the
 * workbook — Event info, Clubs, Fighters and one sheet per category whose rows are the fought bouts (fighter 1,
 * fighter 2, result 1, result 2) — or the same tables as CSV files in a zip. Byes, cancelled fights and fights given
 * by withdrawal are left out. Before the finish it answers 409; nobody but the organizer (or an admin) gets it.
 */

let t: TestApp;
let f: CompetitionFixtures;
let owner: string;
let rival: string;
let admin: string;
let tournamentId: string;
let names: Map<string, string>;
/** The bouts the longsword sheet must list, as [fighter 1, fighter 2, result 1, result 2]. */
const expectedLongsword: string[][] = [];

const PEOPLE = [
  { name: 'Ёлкин Иван', country: 'ru', club: { title: 'Северный клинок', country: 'RU' } },
  { name: 'Łukasz Żółć', country: 'pl', club: { title: 'Szermierz Kraków', country: 'PL' } },
  { name: 'Zoë Ångström', country: 'se', club: { title: 'Szermierz Kraków', country: 'PL' } },
  { name: 'Pierre Lefèvre', country: 'fr' },
];

const play = async (fightId: string, events: Record<string, unknown>[]) => {
  await playFight(t, fightId, events);
};

const status = (action: string) =>
  t.http.post(`/api/tournaments/${tournamentId}/status`).set('Authorization', owner).send({ action });

beforeAll(async () => {
  t = await startTestApp();
  f = new CompetitionFixtures(t);
  owner = (await f.organizer()).token;
  rival = (await f.organizer()).token;
  admin = await t.login(DEMO.admin);

  const tournament = await f.tournament(owner, {
    title: 'Helsinki Open 2026',
    country: 'FI',
    city: 'Helsinki',
  });
  tournamentId = tournament._id;
  const fighters = await namedFighters(t, PEOPLE);
  names = new Map(fighters.map((id, i) => [id, PEOPLE[i].name]));
  const enter = async (nominationId: string) => {
    for (const [i, userId] of fighters.entries()) {
      const res = await t.http
        .post(`/api/nominations/${nominationId}/participants`)
        .set('Authorization', owner)
        .send({ userId, seed: i + 1 });
      expect(res.status).toBe(201);
    }
  };

  // Longsword: one pool of four, six bouts — two won, one drawn, one cancelled, one given by withdrawal, one unfought.
  const longsword = await f.nomination(owner, tournamentId, { title: 'Longsword' });
  await enter(longsword._id);
  const pools = await f.stage(owner, longsword._id, 'POOL', { poolsCount: 1 });
  const bouts: View[] = (await f.generate(owner, pools._id)).stage.pools[0].fights;
  const row = (bout: View, r1: string, r2: string) =>
    expectedLongsword.push([names.get(bout.fighter1._id) ?? '', names.get(bout.fighter2._id) ?? '', r1, r2]);
  await fightTo(t, bouts[0]._id, 1, 5);
  row(bouts[0], 'win', 'loss');
  await fightTo(t, bouts[1]._id, 2, 3);
  row(bouts[1], 'loss', 'win');
  await play(bouts[2]._id, [
    { type: 'START', at: 1000 },
    { type: 'SCORE', at: 2000, side: 1, delta: 1 },
    { type: 'SCORE', at: 3000, side: 2, delta: 1 },
    { type: 'FINISH', at: 4000, reason: 'byPoints' },
  ]);
  row(bouts[2], 'draw', 'draw');
  await play(bouts[3]._id, [{ type: 'CANCEL', at: 1000 }]);
  // The fighter of side 2 withdrew: dropped out, the bout given to the other side without being fought.
  await t.db
    .getRepository(Participant)
    .update({ nominationId: longsword._id, userId: bouts[4].fighter2._id }, { droppedOut: true });
  await play(bouts[4]._id, [{ type: 'TECHNICAL_DEFEAT', at: 1000, side: 2 }]);

  // Dagger: a bracket of three, whose bye must not be listed; one semi-final fought.
  const dagger = await f.nomination(owner, tournamentId, { title: 'Dagger' });
  for (const [i, userId] of fighters.slice(0, 3).entries()) {
    await t.http
      .post(`/api/nominations/${dagger._id}/participants`)
      .set('Authorization', owner)
      .send({ userId, seed: i + 1 });
  }
  const bracket = await f.stage(owner, dagger._id, 'ELIMINATION', {});
  const built = (await f.generate(owner, bracket._id)).stage;
  const all: View[] = built.pools.flatMap((p: View) => p.fights);
  expect(all.some((x) => x.isBye)).toBe(true);
  const semi = all.find((x) => !x.isBye && x.fighter1 && x.fighter2);
  if (!semi) throw new Error('no fought semi-final');
  await fightTo(t, semi._id, 1, 4);
});
afterAll(async () => {
  await t?.close();
});

describe('HEMA Ratings export', () => {
  it('is refused before the tournament is finished, with a clear message', async () => {
    expect((await status('openForViewing')).status).toBe(200);
    expect((await status('start')).status).toBe(200);
    const res = await download(t, `/tournaments/${tournamentId}/hema-ratings`, owner);
    expect(res.status).toBe(409);
    expect(errorOf(res)).toMatchObject({
      code: 'competition/tournament-not-finished',
      message: expect.stringContaining('finished'),
    });
    expect((await status('finish')).status).toBe(200);
  });

  it('answers the workbook: Event info, Clubs, Fighters and one sheet per category of fought bouts', async () => {
    const res = await download(t, `/tournaments/${tournamentId}/hema-ratings`, owner);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain('helsinki-open-2026-hema-ratings.xlsx');

    // An xlsx is a zip: one worksheet part per tab.
    const parts = Object.keys(unzipSync(new Uint8Array(res.body)));
    expect(parts).toContain('xl/workbook.xml');
    expect(parts.filter((p) => /^xl\/worksheets\/sheet\d+\.xml$/.test(p))).toHaveLength(5);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as unknown as ArrayBuffer);
    const rows = (name: string) => {
      const sheet = workbook.getWorksheet(name);
      if (!sheet) throw new Error(`no sheet ${name}`);
      const values: string[][] = [];
      sheet.eachRow((r) => values.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
      return values;
    };
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Event info',
      'Clubs',
      'Fighters',
      'Longsword',
      'Dagger',
    ]);
    expect(rows('Event info')).toEqual(
      expect.arrayContaining([
        ['Event name', 'Helsinki Open 2026'],
        ['Country', 'FI'],
        ['City', 'Helsinki'],
      ]),
    );
    const longsword = rows('Longsword');
    expect(longsword[0]).toEqual(['Fighter 1', 'Fighter 2', 'Result 1', 'Result 2', 'Stage']);
    // Won, won, drawn — the cancelled, the withdrawn and the unfought bouts are left out.
    expect(longsword.slice(1).map((r) => r.slice(0, 4))).toEqual(expectedLongsword);
    expect(longsword[1][4]).toBe('Pools 1 · Pool 1');
    // Dagger: the one fought semi-final; the bye is not a bout.
    const dagger = rows('Dagger');
    expect(dagger).toHaveLength(2);
    expect(dagger[1].slice(2, 4)).toEqual(['win', 'loss']);

    const fighters = rows('Fighters');
    expect(fighters[0]).toEqual(['Name', 'Club', 'Nationality', 'Gender', 'HEMA Ratings ID']);
    expect(fighters.slice(1).map((r) => [r[0], r[2]])).toEqual(
      expect.arrayContaining([
        ['Ёлкин Иван', 'RU'],
        ['Łukasz Żółć', 'PL'],
        ['Zoë Ångström', 'SE'],
      ]),
    );
    const clubs = rows('Clubs').slice(1);
    expect(clubs.map((r) => r[1]).sort()).toEqual(['PL', 'RU']);
    expect(clubs.map((r) => r[0]).join()).toContain('Северный клинок');
  });

  it('answers the same tables as CSV files in a zip with format=csv', async () => {
    const res = await download(t, `/tournaments/${tournamentId}/hema-ratings?format=csv`, owner);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('.zip');
    const files = unzipSync(new Uint8Array(res.body));
    expect(Object.keys(files).sort()).toEqual(
      ['Clubs.csv', 'Dagger.csv', 'Event info.csv', 'Fighters.csv', 'Longsword.csv'].sort(),
    );
    const lines = strFromU8(files['Longsword.csv'])
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Fighter 1,Fighter 2,Result 1,Result 2,Stage');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 4))).toEqual(expectedLongsword);
    expect(strFromU8(files['Fighters.csv'])).toContain('Ёлкин Иван');
  });

  it('is refused to another organizer, the anonymous and a plain user; an admin gets it', async () => {
    const other = await download(t, `/tournaments/${tournamentId}/hema-ratings`, rival);
    expect(other.status).toBe(403);
    expect(errorOf(other).code).toBe('competition/not-your-tournament');
    expect((await download(t, `/tournaments/${tournamentId}/hema-ratings`)).status).toBe(401);
    expect(
      (await download(t, `/tournaments/${tournamentId}/hema-ratings`, await t.login(DEMO.fighter))).status,
    ).toBe(403);
    expect((await download(t, `/tournaments/${tournamentId}/hema-ratings`, admin)).status).toBe(200);
  });

  it('refuses an unknown format', async () => {
    expect((await download(t, `/tournaments/${tournamentId}/hema-ratings?format=pdf`, owner)).status).toBe(
      400,
    );
  });
});
