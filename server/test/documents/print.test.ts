import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { CompetitionFixtures, fightTo, type View } from '../competition/competition-fixtures.js';
import { download, errorOf, expectPdf, namedFighters, pdfText } from './document-support.js';
import { FightsRepository } from '../../src/fights/fights.repository.js';
import { advanceAfterFight } from '../../src/stages/bracket-advancement.js';

/**
 * Print-outs (spec §7 `GET {resource}/{id}/print`): pool sheet, stage, ring schedule and category
 * results are PDFs whose text holds every fighter's name — Cyrillic and accented Latin included, so the embedded
 * font has their glyphs — and they are read under the same rule as the resource: a hidden tournament's only by its
 * organizer (and admins).
 */

const NAMES = ['Ёлкин Иван', 'Łukasz Żółć', 'Zoë Ångström', 'Pierre Lefèvre', 'Щукина Дарья'];

let t: TestApp;
let f: CompetitionFixtures;
let owner: string;
let rival: string;
let admin: string;
const world: Record<string, string> = {};
let poolFights: View[] = [];

const enter = async (nominationId: string, ids: string[]) => {
  for (const [i, userId] of ids.entries()) {
    const res = await t.http
      .post(`/api/nominations/${nominationId}/participants`)
      .set('Authorization', owner)
      .send({ userId, seed: i + 1 });
    expect(res.status).toBe(201);
  }
};

beforeAll(async () => {
  t = await startTestApp();
  f = new CompetitionFixtures(t);
  owner = (await f.organizer()).token;
  rival = (await f.organizer()).token;
  admin = await t.login(DEMO.admin);

  // In developing: hidden from everyone but its organizer and admins.
  const tournament = await f.tournament(owner, { title: 'Кубок Севера 2026' });
  const nomination = await f.nomination(owner, tournament._id, { title: 'Длинный меч' });
  const fighters = await namedFighters(
    t,
    NAMES.map((name) => ({ name, club: { title: 'Клуб Меч', country: 'RU' } })),
  );
  await enter(nomination._id, fighters);
  const stage = await f.stage(owner, nomination._id, 'POOL', { poolsCount: 1 });
  const built = await f.generate(owner, stage._id);
  const pool = built.stage.pools[0];
  poolFights = pool.fights;
  const area = await f.area(owner, tournament._id, 'Ристалище 1');
  const assigned = await t.http
    .put(`/api/areas/${area._id}/fights`)
    .set('Authorization', owner)
    .send({ fightIds: poolFights.map((x: View) => x._id) });
  expect(assigned.status).toBe(200);
  // Two bouts fought, so the results and the stage have something to rank and show.
  await fightTo(t, poolFights[0]._id, 1, 5);
  await fightTo(t, poolFights[1]._id, 2, 4);

  // A second category with a single-elimination bracket of the same five fighters.
  const cup = await f.nomination(owner, tournament._id, { title: 'Sabre' });
  await enter(cup._id, fighters);
  const bracket = await f.stage(owner, cup._id, 'ELIMINATION', { bronze: true, toTheFinals: true });
  await f.generate(owner, bracket._id);

  Object.assign(world, {
    tournament: tournament._id,
    nomination: nomination._id,
    stage: stage._id,
    pool: pool._id,
    area: area._id,
    bracket: bracket._id,
    cup: cup._id,
    fighters: fighters.join(','),
  });
});
afterAll(async () => {
  await t?.close();
});

/** Fights the bracket out, the worse seed winning every fight (so the places differ from any ranking by wins). */
async function fightBracketOut(stageId: string, seedOf: Map<string, number>) {
  // fightTo stores results directly (no change record), so a cached stage view may still show them scheduled.
  const done = new Set<string>();
  for (;;) {
    const stage = (await t.http.get(`/api/stages/${stageId}`).set('Authorization', owner)).body;
    const ready = stage.pools
      .flatMap((p: View) => p.fights)
      .filter((x: View) => !x.isBye && x.fighter1 && x.fighter2 && !done.has(x._id));
    if (ready.length === 0) return;
    for (const fight of ready) {
      done.add(fight._id);
      const worse = seedOf.get(fight.fighter1._id)! > seedOf.get(fight.fighter2._id)! ? 1 : 2;
      const decided = await fightTo(t, fight._id, worse, 3 + (fight.bracketKey as string).length);
      await t.app.get(FightsRepository).write((writer) => advanceAfterFight(writer, decided));
    }
  }
}

describe('print-outs', () => {
  it('pool sheet: every fighter, the bout order and an empty grid, in the language asked for', async () => {
    const res = await download(t, `/pools/${world.pool}/print?lang=en`, owner);
    expectPdf(res);
    const text = pdfText(res.body);
    for (const name of NAMES) expect(text).toContain(name);
    expect(text).toContain('Pool sheet'.toUpperCase());
    expect(text).toContain('Кубок Севера 2026');
    expect(text).toContain('Bout order');
    expect(text).toContain('Ристалище 1');
    // Five fighters meet each other once: ten bouts, numbered on the sheet.
    expect(poolFights).toHaveLength(10);
    expect(text).toMatch(/\b10\b/);

    const ru = pdfText((await download(t, `/pools/${world.pool}/print?lang=ru`, owner)).body);
    expect(ru).toContain('ПРОТОКОЛ ПУЛА');
    expect(ru).toContain('Порядок боёв');
    for (const name of NAMES) expect(ru).toContain(name);
  });

  it('takes the language from Accept-Language when none is asked for', async () => {
    const res = await t.http
      .get(`/api/pools/${world.pool}/print`)
      .set('Authorization', owner)
      .set('Accept-Language', 'ru-RU,ru;q=0.9,en;q=0.8')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdfText(res.body as Buffer)).toContain('Порядок боёв');
  });

  it('stage: the pools with their results; a bracket as rounds', async () => {
    const pools = await download(t, `/stages/${world.stage}/print?lang=en`, owner);
    expectPdf(pools);
    const text = pdfText(pools.body);
    for (const name of NAMES) expect(text).toContain(name);
    expect(text).toContain('Pool 1');

    const bracket = await download(t, `/stages/${world.bracket}/print?lang=en`, owner);
    expectPdf(bracket);
    const drawn = pdfText(bracket.body);
    for (const name of NAMES) expect(drawn).toContain(name);
    expect(drawn).toContain('Semi-finals');
    expect(drawn).toContain('Finals');
  });

  it('finished bracket: the results list the medallists as the summary does; the bracket labels gold and bronze', async () => {
    const fighters = world.fighters.split(',');
    await fightBracketOut(world.bracket, new Map(fighters.map((id, i) => [id, i + 1])));
    const summary = await t.http
      .get(`/api/tournaments/${world.tournament}/summary`)
      .set('Authorization', owner);
    const cup = summary.body.categories.find((c: View) => c.nomination._id === world.cup);
    expect(cup.finished).toBe(true);
    const medallists = cup.medallists.map((m: View) => m.fighter.name);
    expect(cup.medallists.map((m: View) => m.place)).toEqual([1, 2, 3]);

    for (const [lang, medals] of [
      ['en', ['Gold', 'Silver', 'Bronze']],
      ['ru', ['Золото', 'Серебро', 'Бронза']],
    ] as const) {
      const text = pdfText((await download(t, `/nominations/${world.cup}/print?lang=${lang}`, owner)).body);
      // The medallists in medal order, each row with its medal and why, before everyone else.
      const at = medallists.map((name: string) => text.indexOf(name));
      expect(at.every((i: number) => i >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      const others = NAMES.filter((name) => !medallists.includes(name)).map((name) => text.indexOf(name));
      expect(Math.min(...others)).toBeGreaterThan(Math.max(...at));
      const rowOf = (i: number) => text.slice(at[i], i < 2 ? at[i + 1] : Math.min(...others));
      medals.forEach((medal, i) => expect(rowOf(i)).toContain(`${medal} — `));
    }

    const standings = await t.http.get(`/api/nominations/${world.cup}/standings`).set('Authorization', owner);
    expect(standings.body.ranking).toBe('CATEGORY');
    expect(standings.body.rows.slice(0, 3).map((r: View) => [r.fighter.name, r.place, r.medal])).toEqual([
      [medallists[0], 1, 'gold'],
      [medallists[1], 2, 'silver'],
      [medallists[2], 3, 'bronze'],
    ]);

    const en = pdfText((await download(t, `/stages/${world.bracket}/print?lang=en`, owner)).body);
    expect(en).toContain('Gold fight');
    expect(en).toContain('Bronze fight');
    const ru = pdfText((await download(t, `/stages/${world.bracket}/print?lang=ru`, owner)).body);
    expect(ru).toContain('Бой за золото');
    expect(ru).toContain('Бой за бронзу');
  });

  it("ring schedule: the ring's fights in order with their fighters", async () => {
    const res = await download(t, `/areas/${world.area}/print?lang=en`, owner);
    expectPdf(res);
    const text = pdfText(res.body);
    expect(text).toContain('Ring schedule'.toUpperCase());
    expect(text).toContain('Ристалище 1');
    for (const name of NAMES) expect(text).toContain(name);
    expect(text).toContain('Finished');
  });

  it('category results: every fighter by place under the rating mode, with why', async () => {
    const res = await download(t, `/nominations/${world.nomination}/print?lang=en`, owner);
    expectPdf(res);
    const text = pdfText(res.body);
    for (const name of NAMES) expect(text).toContain(name);
    expect(text).toContain('Match points');
    expect(text).toContain('more match points');
  });

  it("refuses a hidden tournament's print-outs to another organizer and to the anonymous, as reading them", async () => {
    for (const path of [
      `/pools/${world.pool}/print`,
      `/stages/${world.stage}/print`,
      `/areas/${world.area}/print`,
      `/nominations/${world.nomination}/print`,
    ]) {
      for (const token of [rival, undefined]) {
        const res = await download(t, path, token);
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toMatch(/json/);
        expect(errorOf(res).code).toBe('not-found');
      }
      expectPdf(await download(t, path, admin));
    }
  });

  it('answers 404 for an unknown pool and 400 for an unknown language', async () => {
    expect((await download(t, `/pools/00000000-0000-4000-8000-000000000000/print`, owner)).status).toBe(404);
    expect((await download(t, `/pools/${world.pool}/print?lang=de`, owner)).status).toBe(400);
  });

  it('prints for anyone once the tournament is public', async () => {
    const res = await t.http
      .post(`/api/tournaments/${world.tournament}/status`)
      .set('Authorization', owner)
      .send({ action: 'openForViewing' });
    expect(res.status).toBe(200);
    expectPdf(await download(t, `/pools/${world.pool}/print`));
    expectPdf(await download(t, `/pools/${world.pool}/print`, rival));
  });
});
