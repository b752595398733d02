import type { SideOutcome } from '../fight/fight-result.js';
import { hasEnoughSeasonTournaments } from './achievements.js';

/**
 * Achievement rules (spec §1, §5): admins define achievements from the rule types the code knows, each with its
 * parameters; the results job awards them from finished tournaments. Permanent achievements look at a fighter's
 * whole record; seasonal ones at one season (a calendar year of tournament start dates) and go only to fighters
 * who competed in more than 5 tournaments of that season (spec §5, §9), whatever their rule.
 */

export const ACHIEVEMENT_KINDS = ['permanent', 'seasonal'] as const;
export type AchievementKind = (typeof ACHIEVEMENT_KINDS)[number];

export const ACHIEVEMENT_RULE_TYPES = [
  'medals',
  'wins',
  'tournaments',
  'firstMedal',
  'streak',
  'upsets',
] as const;
export type AchievementRuleType = (typeof ACHIEVEMENT_RULE_TYPES)[number];

/**
 * The parameters of a rule: `count` (medals, wins, tournaments, consecutive wins, upsets), `bestPlace` (medals: 1
 * counts gold only, 2 gold and silver, 3 every medal) and `ratingGap` (upsets: the opponent was rated at least this
 * much higher). Rules ignore the parameters they do not use.
 */
export interface AchievementRuleParams {
  count: number;
  bestPlace: 1 | 2 | 3;
  ratingGap: number;
}

export const DEFAULT_RULE_PARAMS: AchievementRuleParams = { count: 1, bestPlace: 3, ratingGap: 100 };

/** Which parameters each rule type uses (the admin form shows only these). */
export const RULE_PARAMS_USED: Record<AchievementRuleType, readonly (keyof AchievementRuleParams)[]> = {
  medals: ['count', 'bestPlace'],
  wins: ['count'],
  tournaments: ['count'],
  firstMedal: [],
  streak: ['count'],
  upsets: ['count', 'ratingGap'],
};

/** One finished fight of a fighter, seen from that fighter. */
export interface RecordFight {
  tournamentId: string;
  /** The tournament's start date, ISO (yyyy-mm-dd); fights are ordered by it, then by `order`. */
  date: string;
  /** Order within the tournament (e.g. the fight's finish time), for streaks. */
  order: number;
  zoneId: string | null;
  outcome: SideOutcome;
  /** Opponent's rating minus the fighter's at the time; null when either had none. */
  ratingGap: number | null;
}

/** A medal: place 1–3 of a category's finals stage. */
export interface RecordMedal {
  tournamentId: string;
  date: string;
  zoneId: string | null;
  place: 1 | 2 | 3;
}

/** What the rules look at for one fighter: finished fights and medals of finished tournaments. */
export interface FighterRecord {
  userId: string;
  fights: readonly RecordFight[];
  medals: readonly RecordMedal[];
}

export interface AchievementDefinition {
  id: string;
  kind: AchievementKind;
  rule: AchievementRuleType;
  params: AchievementRuleParams;
  /** Only tournaments of this zone count; null: every zone. */
  zoneId: string | null;
}

/** One award: permanent ones have `season: null`; seasonal ones the season's year ("2026"). */
export interface AchievementAward {
  achievementId: string;
  userId: string;
  season: string | null;
}

/** The season of a tournament: the calendar year of its start date. */
export function seasonOf(date: string): string {
  return date.slice(0, 4);
}

function chronological(fights: readonly RecordFight[]): RecordFight[] {
  return [...fights].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order));
}

/** The longest run of wins in a row; a loss or a draw ends a run. */
export function longestWinStreak(fights: readonly RecordFight[]): number {
  let best = 0;
  let run = 0;
  for (const fight of chronological(fights)) {
    run = fight.outcome === 'win' ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

/** Tournaments the fighter competed in: fought at least one fight of it. */
export function tournamentsCompeted(record: Pick<FighterRecord, 'fights'>): number {
  return new Set(record.fights.map((f) => f.tournamentId)).size;
}

/** Whether one fighter's record (already narrowed to the season and zone) meets the rule. */
export function meetsRule(
  rule: AchievementRuleType,
  params: AchievementRuleParams,
  record: FighterRecord,
): boolean {
  const count = Math.max(1, params.count);
  switch (rule) {
    case 'medals':
      return record.medals.filter((m) => m.place <= params.bestPlace).length >= count;
    case 'firstMedal':
      return record.medals.length > 0;
    case 'wins':
      return record.fights.filter((f) => f.outcome === 'win').length >= count;
    case 'tournaments':
      return tournamentsCompeted(record) >= count;
    case 'streak':
      return longestWinStreak(record.fights) >= count;
    case 'upsets':
      return (
        record.fights.filter(
          (f) => f.outcome === 'win' && f.ratingGap !== null && f.ratingGap >= params.ratingGap,
        ).length >= count
      );
  }
}

function narrow(record: FighterRecord, keep: (item: { zoneId: string | null; date: string }) => boolean) {
  return { ...record, fights: record.fights.filter(keep), medals: record.medals.filter(keep) };
}

/**
 * Every award the definitions give on these records: the whole set, so the job can make the stored awards equal
 * to it (running twice changes nothing). Seasonal achievements are checked per season the fighter fought in, and
 * only for seasons in which they competed in more than 5 tournaments (of the achievement's zone, if it has one).
 */
export function computeAwards(
  definitions: readonly AchievementDefinition[],
  records: readonly FighterRecord[],
): AchievementAward[] {
  const awards: AchievementAward[] = [];
  for (const definition of definitions) {
    for (const record of records) {
      const inZone = definition.zoneId ? narrow(record, (item) => item.zoneId === definition.zoneId) : record;
      if (definition.kind === 'permanent') {
        if (meetsRule(definition.rule, definition.params, inZone))
          awards.push({ achievementId: definition.id, userId: record.userId, season: null });
        continue;
      }
      const seasons = [...new Set(inZone.fights.map((f) => seasonOf(f.date)))].sort();
      for (const season of seasons) {
        const ofSeason = narrow(inZone, (item) => seasonOf(item.date) === season);
        if (!hasEnoughSeasonTournaments(tournamentsCompeted(ofSeason))) continue;
        if (meetsRule(definition.rule, definition.params, ofSeason))
          awards.push({ achievementId: definition.id, userId: record.userId, season });
      }
    }
  }
  return awards;
}
