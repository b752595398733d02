import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { CompetitionFixtures } from './competition-fixtures.js';

let t: TestApp;
let f: CompetitionFixtures;
let organizer: string;

beforeAll(async () => {
  t = await startTestApp();
  f = new CompetitionFixtures(t);
  organizer = await t.login(DEMO.organizer);
});
afterAll(async () => {
  await t?.close();
});

const as = (token: string) => ({ Authorization: token });
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('a ring link checked against its tournament (the stream caption)', () => {
  it('answers the ring of this tournament, by id or address, and 404 for a wrong tournament or ring pair', async () => {
    const mine = await f.tournament(organizer);
    const other = await f.tournament(organizer);
    const ring = await f.area(organizer, mine._id, 'Ring A');
    const elsewhere = await f.area(organizer, other._id, 'Ring A');
    const get = (tournament: string, area: string) =>
      t.http.get(`/api/tournaments/${tournament}/areas/${area}`).set(as(organizer));

    expect((await get(mine._id, ring._id)).body).toMatchObject({ _id: ring._id, title: 'Ring A' });
    expect((await get(mine.idString as string, ring._id)).status).toBe(200);

    const wrongPair = await get(mine._id, elsewhere._id);
    expect(wrongPair.status).toBe(404);
    expect(wrongPair.body).toMatchObject({
      code: 'not-found',
      message: 'This ring is not in this tournament',
    });
    expect((await get(mine._id, UNKNOWN)).body).toMatchObject({
      code: 'not-found',
      message: 'Ring not found',
    });
    expect((await get(mine._id, 'not-an-id')).status).toBe(404);
    expect((await get(UNKNOWN, ring._id)).body).toMatchObject({
      code: 'not-found',
      message: 'Tournament not found',
    });
  });
});
