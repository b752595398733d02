import { countsInRatings } from '@hema/shared/competition/team-relay';
import { In, type EntityManager } from 'typeorm';
import { englishGroupTitle } from '@hema/shared/competition/group-title';
import { HEMA_RATINGS_SHEETS } from '@hema/shared/contracts/documents';
import { hemaRatingsRow } from '@hema/shared/rating/hema-ratings-result';
import { stageDisplayTitle } from '@hema/shared/ui-rules/stage-title';
import { Club } from '../../catalog/club.entity.js';
import { Fight } from '../../fights/fight.entity.js';
import { snapshotOf } from '../../fights/fight-snapshots.js';
import { Nomination } from '../../nominations/nomination.entity.js';
import { Participant } from '../../nominations/participant.entity.js';
import { groupTitleOf, Pool } from '../../stages/pool.entity.js';
import { Stage } from '../../stages/stage.entity.js';
import type { Tournament } from '../../tournaments/tournament.entity.js';
import { User } from '../../users/user.entity.js';

/** One tab of the workbook (one CSV file): a header row and rows of text. */
export interface Table {
  name: string;
  header: string[];
  rows: string[][];
}

export const FIGHT_COLUMNS = ['Fighter 1', 'Fighter 2', 'Result 1', 'Result 2', 'Stage'];

/** The Fighters tab of HEMA Ratings' submission template, in its order. */
export const FIGHTER_COLUMNS = ['Name', 'Club', 'Nationality', 'Gender', 'HEMA Ratings ID'];

/** Excel's limits on a sheet name: at most 31 characters, none of \ / ? * [ ] :, unique regardless of case. */
function sheetNames(titles: string[]): string[] {
  const taken = new Set(Object.values(HEMA_RATINGS_SHEETS).map((n) => n.toLowerCase()));
  return titles.map((title) => {
    const base =
      title
        .replace(/[\\/?*[\]:]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 31) || 'Category';
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++)
      name = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

const upper = (code: string | null | undefined) => (code ?? '').toUpperCase();

/**
 * The tables HEMA Ratings takes in for a tournament (requirements.md "HEMA Ratings export"): the event, the clubs, the
 * fighters (name, club, nationality as ISO alpha-2 — the fighter's country, else their club's, since HEMA Ratings
 * requires one; gender, which the platform does not ask, left empty; HEMA Ratings id when known) and, per category,
 * one row per fought bout — fighter 1, fighter 2, result 1, result 2 (win/loss, loss/win, draw/draw, a double-out
 * loss/loss), stage — in stage, pool and bout order. Only fighters and clubs of the listed bouts appear. Always in
 * English, whatever the organizer's language: HEMA Ratings reads English.
 */
export async function hemaRatingsTables(manager: EntityManager, tournament: Tournament): Promise<Table[]> {
  const nominations = await manager.find(Nomination, {
    where: { tournamentId: tournament.id },
    order: { index: 'ASC', createdAt: 'ASC' },
  });
  const ids = nominations.map((n) => n.id);
  const [stages, pools, fights, dropped] = ids.length
    ? await Promise.all([
        manager.find(Stage, { where: { nominationId: In(ids) } }),
        manager.find(Pool, { where: { stage: { nominationId: In(ids) } } }),
        manager.find(Fight, { where: { tournamentId: tournament.id } }),
        manager.find(Participant, { where: { nominationId: In(ids), droppedOut: true } }),
      ])
    : [[], [], [], []];
  const stageOf = new Map(stages.map((s) => [s.id, s]));
  const poolOf = new Map(pools.map((p) => [p.id, p]));
  const droppedIn = (nominationId: string) =>
    dropped.filter((p) => p.nominationId === nominationId).map((p) => p.userId);

  const categoryOf = new Map(nominations.map((n) => [n.id, n]));
  const counted = fights.flatMap((fight) => {
    // Team matches never, relay bouts only in a category marked rated (team-relay.ts countsInRatings).
    const category = categoryOf.get(fight.nominationId);
    if (!category || !countsInRatings(fight, category)) return [];
    const { context } = snapshotOf(fight);
    const row = hemaRatingsRow({
      status: fight.status,
      isBye: fight.isBye,
      fighter1: fight.fighter1Id,
      fighter2: fight.fighter2Id,
      result: fight.result,
      technicalDefeat: context.technicalDefeat,
      droppedOut: droppedIn(fight.nominationId),
      elapsedMs: context.clock.elapsedMs,
    });
    return row.counts ? [{ fight, row }] : [];
  });
  const order = (f: Fight) => [stageOf.get(f.stageId)?.index ?? 0, poolOf.get(f.poolId)?.index ?? 0, f.index];
  counted.sort((a, b) => {
    const [x, y] = [order(a.fight), order(b.fight)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });

  const fighterIds = [...new Set(counted.flatMap(({ fight }) => [fight.fighter1Id, fight.fighter2Id]))];
  const users = fighterIds.length
    ? await manager.find(User, { where: { id: In(fighterIds as string[]) }, relations: { club: true } })
    : [];
  const userOf = new Map(users.map((u) => [u.id, u]));
  const nameOf = (id: string | null) => (id ? (userOf.get(id)?.name ?? '') : '');
  const clubs = [
    ...new Map(users.filter((u) => u.club).map((u) => [u.club?.id, u.club as Club])).values(),
  ].sort((a, b) => a.title.localeCompare(b.title));

  const names = sheetNames(nominations.map((n) => n.title));
  return [
    {
      name: HEMA_RATINGS_SHEETS.event,
      header: ['Field', 'Value'],
      rows: [
        ['Event name', tournament.title],
        ['Start date', tournament.dateStart],
        ['End date', tournament.dateEnd],
        ['Country', upper(tournament.country)],
        ['State', tournament.state ?? ''],
        ['City', tournament.city ?? ''],
        ['Website', tournament.link?.url ?? ''],
        ['Categories', nominations.map((n) => n.title).join(', ')],
      ],
    },
    {
      name: HEMA_RATINGS_SHEETS.clubs,
      header: ['Club name', 'Country', 'City'],
      rows: clubs.map((c) => [c.title, upper(c.country), c.city ?? '']),
    },
    {
      name: HEMA_RATINGS_SHEETS.fighters,
      header: FIGHTER_COLUMNS,
      rows: users
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((u) => [u.name, u.club?.title ?? '', upper(u.country ?? u.club?.country), '', '']),
    },
    ...nominations.map((nomination, i) => ({
      name: names[i],
      header: FIGHT_COLUMNS,
      rows: counted
        .filter(({ fight }) => fight.nominationId === nomination.id)
        .map(({ fight, row }) => {
          const stage = stageOf.get(fight.stageId);
          const pool = poolOf.get(fight.poolId);
          const where = [
            stage ? stageDisplayTitle({ type: stage.type, index: stage.index, label: stage.label }).text : '',
            pool ? englishGroupTitle(groupTitleOf(pool)) : '',
          ];
          return [
            nameOf(fight.fighter1Id),
            nameOf(fight.fighter2Id),
            row.counts ? row.result1 : '',
            row.counts ? row.result2 : '',
            where.filter(Boolean).join(' · '),
          ];
        }),
    })),
  ];
}
