import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { In, IsNull, Not } from 'typeorm';
import { hashPassword } from '../../src/auth/passwords.js';
import { Fight } from '../../src/fights/fight.entity.js';
import { DEMO_PASSWORD } from '../../src/seed/demo-world.js';
import { DEMO_TOURNAMENT, seedDemoTournament } from '../../src/seed/demo-tournament.js';
import { Stage } from '../../src/stages/stage.entity.js';
import { Tournament } from '../../src/tournaments/tournament.entity.js';
import { playFight } from '../competition/competition-fixtures.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { download } from './document-support.js';
import { hemaRatingsProblems } from './hema-ratings-rules.js';

/**
 * The HEMA Ratings export of the finished demo tournament passes HEMA Ratings' own rules — its demo
 * fighters have no country of their own (their clubs have one), one bout ends in a double-out, and the bouts still
 * running when the organizer finishes are left out.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoTournament(t.app, await hashPassword(DEMO_PASSWORD));
});
afterAll(async () => {
  await t?.close();
});

describe('HEMA Ratings export of the demo tournament', () => {
  it('passes HEMA Ratings’ submission rules: tabs, columns, nationalities and result values', async () => {
    const tournament = await t.db.getRepository(Tournament).findOneByOrFail({ idString: DEMO_TOURNAMENT });
    const fights = t.db.getRepository(Fight);
    // A longsword pool bout ends in a double-out (its doubles limit is 3): a double loss for HEMA Ratings.
    const pools = await t.db.getRepository(Stage).findOneByOrFail({ type: 'POOL' });
    const waiting = await fights.findOneOrFail({
      where: {
        tournamentId: tournament.id,
        stageId: pools.id,
        isBye: false,
        fighter1Id: Not(IsNull()),
        fighter2Id: Not(IsNull()),
        status: Not(In(['finished', 'running'])),
      },
      order: { index: 'ASC' },
    });
    await playFight(t, waiting.id, [
      { type: 'START', at: 1000 },
      { type: 'DOUBLE', at: 2000, delta: 1 },
      { type: 'DOUBLE', at: 3000, delta: 1 },
      { type: 'DOUBLE', at: 4000, delta: 1 },
    ]);
    const organizer = await t.login(DEMO.organizer);
    const finished = await t.http
      .post(`/api/tournaments/${tournament.id}/status`)
      .set('Authorization', organizer)
      .send({ action: 'finish' });
    expect(finished.status).toBe(200);

    const res = await download(t, `/tournaments/${tournament.id}/hema-ratings`, organizer);
    expect(res.status).toBe(200);
    expect(await hemaRatingsProblems(res.body)).toEqual([]);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as unknown as ArrayBuffer);
    const results = workbook.worksheets.slice(3).flatMap((sheet) => {
      const pairs: string[] = [];
      sheet.eachRow((row, n) => {
        if (n > 1) pairs.push(`${String(row.getCell(3).value)}/${String(row.getCell(4).value)}`);
      });
      return pairs;
    });
    // The four bouts the demo finished and the double-out; the two running bouts are not listed.
    expect(results).toHaveLength(5);
    expect(results).toContain('loss/loss');
  });
});
