import { IsNull, type EntityManager } from 'typeorm';
import { criteriaFor } from '@hema/shared/competition/rating-modes';
import { computeStandings, type StandingsRow } from '@hema/shared/competition/standings';
import type { RatingMode } from '@hema/shared/domain-types';
import { Fight } from '../fights/fight.entity.js';
import { fighterDirectory, type FighterView } from '../fights/fight.view.js';
import type { Nomination } from '../nominations/nomination.entity.js';
import { fightRecord } from '../fights/fights.repository.js';
import { categoryEntrants } from '../standings/standings-reader.js';

/** Printed names of the rating modes' criteria in Russian (the English ones come with the criteria in shared/). */
const CRITERIA_RU: Record<string, { label: string; better: string }> = {
  matchPoints: { label: 'матчевые очки', better: 'больше матчевых очков' },
  wins: { label: 'победы', better: 'больше побед' },
  winRatio: { label: 'доля побед', better: 'больше доля побед' },
  hitDifference: { label: 'разница ударов', better: 'больше разница ударов' },
  pointsFor: { label: 'нанесённые удары', better: 'больше нанесённых ударов' },
  pointsAgainst: { label: 'пропущенные удары', better: 'меньше пропущенных ударов' },
  doubles: { label: 'обоюдные', better: 'меньше обоюдных' },
  warnings: { label: 'карточки', better: 'меньше карточек' },
  timeSeconds: { label: 'время боёв (с)', better: 'меньше время боёв' },
  netHitsPerMinute: { label: 'чистые удары в минуту', better: 'больше чистых ударов в минуту' },
  hitsGivenPerMinute: { label: 'нанесённые удары в минуту', better: 'больше нанесённых ударов в минуту' },
  hitsReceivedPerMinute: {
    label: 'пропущенные удары в минуту',
    better: 'меньше пропущенных ударов в минуту',
  },
  matchPointsPerFight: { label: 'матчевые очки за бой', better: 'больше матчевых очков за бой' },
};

export interface CategoryStanding extends StandingsRow {
  fighter: FighterView;
}

export interface CategoryStandings {
  mode: RatingMode;
  rows: CategoryStanding[];
  criterion: (key: string, language: 'en' | 'ru') => { label: string; better: string };
}

/**
 * The category's standings as the domain engine ranks them (shared/ standings + rating modes): every fighter of the
 * category over every finished fight of all its stages, ordered by the category's rating mode, each row with the
 * criterion that put it above the next. A small reader for the results print-out; a standings service may replace it.
 */
export async function readCategoryStandings(
  manager: EntityManager,
  nomination: Nomination,
): Promise<CategoryStandings> {
  const entrants = await categoryEntrants(manager, nomination.id);
  // A team category ranks its teams by their matches; relay bouts are not entrants' results.
  const fights = await manager.find(Fight, {
    where: { nominationId: nomination.id, status: 'finished', matchId: IsNull() },
  });
  const rows = computeStandings(entrants, fights.map(fightRecord), nomination.ratingMode);
  const fighters = await fighterDirectory(
    manager,
    rows.map((r) => r.fighterId),
  );
  const criteria = new Map(criteriaFor(nomination.ratingMode).map((c) => [c.key, c]));
  return {
    mode: nomination.ratingMode,
    rows: rows.map((row) => ({
      ...row,
      fighter: fighters.get(row.fighterId) ?? { _id: row.fighterId, name: '', club: null },
    })),
    criterion: (key, language) => {
      const english = criteria.get(key);
      const fallback = { label: english?.label ?? key, better: english?.better ?? key };
      return language === 'ru' ? (CRITERIA_RU[key] ?? fallback) : fallback;
    },
  };
}
