import type { RatedLists } from '@hema/shared/rating/rating-lists';

/**
 * The rating tables' columns as Postgres array literals, one string per column, built where the lists were
 * computed (the rating worker): the server thread then hands Postgres a few strings instead of turning some
 * hundred thousand values into text itself, which would hold up judges and spectators for tens of milliseconds.
 */
export interface RatingTables {
  /** weaponId, zoneId, userId, rating, rd, volatility, weightedRating, rank, fights, lastNominationId, lastDate */
  ratings: string[];
  ratingCount: number;
  /** weaponId, zoneId, userId, tournamentId, date, rating, rd */
  history: string[];
  historyCount: number;
  /** Rating periods rated again and periods in all lists: how much of the history one run had to redo. */
  periodsRated: number;
  periods: number;
}

type Value = string | number | null;

/** One array literal; text is quoted and escaped as Postgres reads it, null stays NULL. */
export function arrayLiteral(values: readonly Value[]): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === null) parts[i] = 'NULL';
    else if (typeof value === 'number') parts[i] = String(value);
    else parts[i] = `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  }
  return `{${parts.join(',')}}`;
}

export function ratingTables(rated: RatedLists): RatingTables {
  const r: Value[][] = Array.from({ length: 11 }, () => []);
  const h: Value[][] = Array.from({ length: 7 }, () => []);
  let periodsRated = 0;
  let periods = 0;
  for (const { ratings: list, fromPeriod } of rated.lists) {
    const count = rated.state.get(`${list.weaponId}\u0000${list.zoneId}`)?.periods.length ?? 0;
    periods += count;
    periodsRated += count - fromPeriod;
    for (const row of list.rows) {
      const values: Value[] = [
        list.weaponId,
        list.zoneId,
        row.fighterId,
        row.rating,
        row.rd,
        row.volatility,
        row.weightedRating,
        row.rank,
        row.fights,
        row.lastNominationId || null,
        row.lastDate || null,
      ];
      values.forEach((value, column) => r[column].push(value));
    }
    for (const point of list.history) {
      const values: Value[] = [
        list.weaponId,
        list.zoneId,
        point.fighterId,
        point.tournamentId,
        point.date,
        point.rating,
        point.rd,
      ];
      values.forEach((value, column) => h[column].push(value));
    }
  }
  return {
    ratings: r.map(arrayLiteral),
    ratingCount: r[0].length,
    history: h.map(arrayLiteral),
    historyCount: h[0].length,
    periodsRated,
    periods,
  };
}
