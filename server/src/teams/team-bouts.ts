import { randomUUID } from 'node:crypto';
import { In, IsNull, type EntityManager } from 'typeorm';
import {
  relayCarries,
  relayLineUp,
  relayOrder,
  relayState,
  type BoutRelay,
} from '@hema/shared/competition/team-relay';
import { createFight, type FightSnapshot } from '@hema/shared/fight/fight-engine';
import { fightRules } from '@hema/shared/fight/rules';
import { isDeepStrictEqual } from 'node:util';
import { Fight } from '../fights/fight.entity.js';
import { droppedOutFighters, snapshotColumns, snapshotOf } from '../fights/fight-snapshots.js';
import type { FightWriter } from '../fights/fights.repository.js';
import type { Nomination } from '../nominations/nomination.entity.js';
import { Team } from './team.entity.js';

/**
 * Team matches on the one fights repository (docs/decisions.md "Team matches are fights with bouts"): a match is a
 * fight between two teams (fighter ids are team ids), its relay bouts are fights between two fencers whose
 * `matchId` names the match. Bouts are scored by the judge console like any fight; after each bout result the match
 * follows (totals, status, result) and the later bouts take the carried totals.
 */

/** The team category's members a side (3 unless the organizer set it). */
export function membersOf(nomination: Pick<Nomination, 'teamMembers'>): number {
  return nomination.teamMembers && nomination.teamMembers > 0 ? nomination.teamMembers : 3;
}

/** The category's team score limit per fight (null: bouts end on time only). */
export function teamLimitOf(nomination: Pick<Nomination, 'rules'>): number | null {
  return fightRules(nomination.rules).team.teamScoreLimit;
}

/** The bouts of the given matches, in relay order. */
export async function boutsOf(manager: EntityManager, matchIds: readonly string[]): Promise<Fight[]> {
  if (matchIds.length === 0) return [];
  return manager.find(Fight, { where: { matchId: In([...matchIds]) }, order: { index: 'ASC' } });
}

/**
 * Creates the relay bouts of team matches whose two teams are known and that have none yet (a generated pool, a
 * bracket match both teams reached). Each bout pairs the line-ups in relay order; on a ring, the bouts take the
 * match's place in the queue (the judge scores bouts, never the match itself).
 */
export async function createBouts(
  writer: FightWriter,
  nomination: Nomination,
  matches: Fight[],
): Promise<void> {
  const { manager } = writer;
  const ready = matches.filter((m) => m.fighter1Id && m.fighter2Id && !m.isBye && m.matchId === null);
  if (ready.length === 0) return;
  const existing = new Set(
    (
      await boutsOf(
        manager,
        ready.map((m) => m.id),
      )
    ).map((b) => b.matchId),
  );
  const todo = ready.filter((m) => !existing.has(m.id));
  if (todo.length === 0) return;
  const teamIds = todo.flatMap((m) => [m.fighter1Id!, m.fighter2Id!]);
  const teams = new Map((await manager.find(Team, { where: { id: In(teamIds) } })).map((t) => [t.id, t]));
  const members = membersOf(nomination);
  const limit = teamLimitOf(nomination);
  const order = relayOrder(members);
  const droppedOut = await droppedOutFighters(manager, nomination.id);
  const rows: Partial<Fight>[] = [];
  for (const match of todo) {
    const team1 = teams.get(match.fighter1Id!);
    const team2 = teams.get(match.fighter2Id!);
    if (!team1 || !team2) continue;
    const line1 = relayLineUp(team1.memberIds, members);
    const line2 = relayLineUp(team2.memberIds, members);
    const carries = relayCarries(
      order.map(() => ({ score1: 0, score2: 0 })),
      limit,
    );
    // A match that must name a winner (a bracket) cannot end level: its last bout goes on to a deciding hit.
    const decider = snapshotOf(match).context.winnerRequired === true ? order.length - 1 : -1;
    order.forEach((pairing, index) => {
      const id = randomUUID();
      const relay: BoutRelay = {
        ...carries[index],
        ...(index === decider ? { decides: true } : {}),
        matchId: match.id,
        team1: { _id: team1.id, name: team1.name },
        team2: { _id: team2.id, name: team2.name },
      };
      const snapshot = createFight({
        fightId: id,
        fighter1: line1[pairing.member1] ?? null,
        fighter2: line2[pairing.member2] ?? null,
        rules: nomination.rules,
        droppedOut,
        relay,
      });
      rows.push({
        ...snapshotColumns(snapshot),
        id,
        index,
        isBye: false,
        matchId: match.id,
        poolId: match.poolId,
        stageId: match.stageId,
        nominationId: match.nominationId,
        tournamentId: match.tournamentId,
        version: 0,
      });
    });
  }
  await writer.insert(rows);
  for (const match of todo.filter((m) => m.areaId)) {
    const areaId = match.areaId!;
    await writer.takeOffRing([match.id]);
    for (const bout of rows.filter((r) => r.matchId === match.id))
      await writer.appendToRing(areaId, bout.id!);
  }
}

/** A match's snapshot as its bouts make it: totals, status and, once over, the result. */
export function matchSnapshot(match: Fight, bouts: readonly Fight[], limit: number | null): FightSnapshot {
  const before = snapshotOf(match);
  const state = relayState(
    bouts.map((b) => ({
      score1: b.score1,
      score2: b.score2,
      over: b.status === 'finished' || b.status === 'cancelled',
      result: b.result,
    })),
    limit,
    before.context.winnerRequired === true,
  );
  const started = bouts.some((b) => b.status !== 'scheduled');
  const value = state.over ? 'finished' : started ? 'running' : 'scheduled';
  return {
    value,
    context: {
      ...before.context,
      score1: state.total1,
      score2: state.total2,
      result: state.result,
      finishReason: state.over ? 'victory' : null,
      technicalDefeat: null,
    },
  };
}

/**
 * After a bout's result appeared, changed or went away: the later bouts that have not started take the new carried
 * totals, and the match takes its totals, status and result. Answers the match as it is now, and whether its
 * result moved (so the bracket follows).
 */
export async function followBout(
  writer: FightWriter,
  nomination: Nomination,
  bout: Fight,
): Promise<{ match: Fight; resultMoved: boolean } | null> {
  const { manager } = writer;
  if (!bout.matchId) return null;
  const match = await manager.findOne(Fight, {
    where: { id: bout.matchId, matchId: IsNull() },
    lock: { mode: 'pessimistic_write' },
  });
  if (!match) return null;
  const bouts = (await boutsOf(manager, [match.id])).map((b) => (b.id === bout.id ? bout : b));
  const limit = teamLimitOf(nomination);
  const carries = relayCarries(bouts, limit);
  for (const [index, later] of bouts.entries()) {
    if (later.status !== 'scheduled') continue;
    const snapshot = snapshotOf(later);
    const relay = snapshot.context.relay;
    if (!relay) continue;
    const next = { ...relay, ...carries[index] };
    if (isDeepStrictEqual(next, relay)) continue;
    await writer.rewriteUnfought(later, { ...snapshot, context: { ...snapshot.context, relay: next } });
  }
  const before = snapshotOf(match);
  const after = matchSnapshot(match, bouts, limit);
  if (isDeepStrictEqual(after, before)) return { match, resultMoved: false };
  const written = await writer.rewriteMatch(match, after);
  const resultMoved = before.context.result !== after.context.result || before.value !== after.value;
  return { match: written ?? match, resultMoved };
}

/**
 * After a bracket moved teams: matches both teams reached get their bouts; a match whose teams changed before any
 * of its bouts started (a fixed result) gets new bouts for the new teams.
 */
export async function syncStageBouts(
  writer: FightWriter,
  nomination: Nomination,
  stageId: string,
): Promise<void> {
  const { manager } = writer;
  const matches = await manager.find(Fight, { where: { stageId, matchId: IsNull() } });
  const bouts = await boutsOf(
    manager,
    matches.map((m) => m.id),
  );
  const stale = matches.filter((match) => {
    const own = bouts.filter((b) => b.matchId === match.id);
    if (own.length === 0) return false;
    const relay = snapshotOf(own[0]).context.relay;
    const teamsChanged = relay?.team1._id !== match.fighter1Id || relay?.team2._id !== match.fighter2Id;
    return teamsChanged && own.every((b) => b.status === 'scheduled');
  });
  if (stale.length > 0) {
    await writer.remove({ ids: bouts.filter((b) => stale.some((m) => m.id === b.matchId)).map((b) => b.id) });
  }
  await createBouts(writer, nomination, matches);
}
