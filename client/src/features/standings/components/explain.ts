import type { StandingRow, StandingsTable } from '../api/standings';

/**
 * "Why this place", in the reader's language, from the engine's separation (the criterion that put a row above the
 * next one, with both values), its ties, or a bracket's reason. Never the server's English explanation.
 */

/** The fixed columns every table shows; criteria among them get no column of their own. */
export const FIXED_FIGURES = new Set(['wins', 'pointsFor', 'pointsAgainst', 'doubles']);

const PER_FIGHT = 'PerFight';

/** The `pages` translator, loosely typed: criterion keys come from the engine at run time. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** A criterion's name: its own, or "… per fight" for the per-fight variant compared across pools. */
export function criterionLabel(t: Translate, key: string): string {
  if (key.endsWith(PER_FIGHT) && key !== 'matchPointsPerFight')
    return t('standings.perFight', { label: criterionLabel(t, key.slice(0, -PER_FIGHT.length)) });
  return t(`standings.criteria.${key}`, { defaultValue: key });
}

/** What being ahead on a criterion reads like ("more match points"). */
export function criterionBetter(t: Translate, key: string): string {
  if (key.endsWith(PER_FIGHT) && key !== 'matchPointsPerFight')
    return t('standings.perFight', { label: criterionBetter(t, key.slice(0, -PER_FIGHT.length)) });
  return t(`standings.better.${key}`, { defaultValue: key });
}

export function explainRow(t: Translate, row: StandingRow, table: Pick<StandingsTable, 'rows'>): string {
  const nameOf = (id: string) => table.rows.find((r) => r.fighter._id === id)?.fighter.name ?? '';
  if (row.bracket) {
    const { reason, round, floor } = row.bracket;
    if (reason === 'final') return t(row.place === 1 ? 'standings.why.wonFinal' : 'standings.why.lostFinal');
    if (reason === 'bronze')
      return t(row.place === 3 ? 'standings.why.wonBronze' : 'standings.why.lostBronze');
    if (reason === 'eliminated')
      return t(floor ? 'standings.why.outLower' : 'standings.why.out', { round: round ?? 0 });
    return t('standings.why.stillIn');
  }
  const parts: string[] = [];
  if (row.tiedWith.length > 0)
    parts.push(t('standings.why.tied', { names: row.tiedWith.map(nameOf).join(', ') }));
  if (row.separation) {
    parts.push(
      t('standings.why.above', {
        name: nameOf(row.separation.nextFighterId),
        better: criterionBetter(t, row.separation.criterion),
        value: formatNumber(row.separation.value),
        next: formatNumber(row.separation.nextValue),
      }),
    );
  }
  return parts.join('; ');
}
