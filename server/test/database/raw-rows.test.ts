import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FightStateRepository, type FightStateRow } from '../../src/fights/fight-state.repository.js';
import { FightsRepository } from '../../src/fights/fights.repository.js';
import type { CommandMiss } from '../../src/fights/command-writer.js';
import { createRing } from '../support/competition-fixture.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The judge's command path and the live read keep a few statements as hand-written SQL (the conditional write must
 * stay one statement). Their row types are built from tables.ts, which another test compares with the schema; this
 * one holds the statements' column names to those types, so a renamed alias fails here instead of reading undefined.
 */
const FIGHT_STATE_COLUMNS: Record<keyof FightStateRow, true> = {
  id: true,
  version: true,
  snapshot: true,
  tournamentId: true,
  nominationId: true,
  poolId: true,
  areaId: true,
  areaOrder: true,
  fighter1Id: true,
  fighter2Id: true,
  poolTitle: true,
  poolTitleKey: true,
  poolTitleNumber: true,
  nominationTitle: true,
  colorLeft: true,
  colorRight: true,
  redSide: true,
  stageType: true,
  stageLabel: true,
  stageIndex: true,
  name1: true,
  club1: true,
  name2: true,
  club2: true,
  authorId: true,
  tournamentStatus: true,
};
const MISS_COLUMNS: Record<keyof CommandMiss, true> = {
  duplicate: true,
  taken: true,
  sessionValid: true,
  accountSame: true,
};
const columns = (row: object) => Object.keys(row).sort();

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('raw statements answer the columns their row types name', () => {
  it("the live read of a fight, the judge's conditional write and the miss explanation", async () => {
    const ring = await createRing(t.db, DEMO.organizer);
    const fight = ring.fights[0]!;
    const states = t.app.get(FightStateRepository);
    const commands = t.app.get(FightsRepository).commands();

    const row = await states.row(fight.id, t.db.manager);
    expect(columns(row!)).toEqual(columns(FIGHT_STATE_COLUMNS));
    expect(row!.areaId).toBe(ring.area.id);

    const live = await states.live({ ...emptyScopes(), areas: [ring.area.id] }, 100);
    expect(live.scopes).toEqual([
      expect.objectContaining({ kind: 'area', id: ring.area.id, tournamentId: ring.tournament.id }),
    ]);
    expect(columns(live.rows[0]!)).toEqual(columns(FIGHT_STATE_COLUMNS));

    const author = {
      commandId: randomUUID(),
      userId: ring.tournament.authorId,
      account: null,
      console: null,
      ringJudge: null,
    };
    const now = t.clock.now();
    const written = await commands.apply(row!, row!.snapshot, { type: 'START', at: 0 }, author, now);
    expect(written).toEqual({ authorId: ring.tournament.authorId, tournamentStatus: ring.tournament.status });
    // The same command id again matches nothing: it was logged with the write.
    expect(await commands.apply(row!, row!.snapshot, { type: 'START', at: 0 }, author, now)).toBeNull();

    const miss = await commands.whyMissed(fight.id, author, now);
    expect(columns(miss)).toEqual(columns(MISS_COLUMNS));
    expect(miss).toEqual({ duplicate: true, taken: false, sessionValid: true, accountSame: true });
  });
});

function emptyScopes() {
  return { tournaments: [], nominations: [], areas: [], fights: [], fighters: [] };
}
