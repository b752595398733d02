import type { FightResult } from '../domain-types.js';
import { hasWinner } from '../fight/fight-result.js';
import { FIGHT_LIMITS } from '../schemas/bounds.js';
import {
  IMPORT_COLUMNS,
  IMPORT_FILES,
  IMPORT_FINALS,
  IMPORT_LIMITS,
  IMPORT_OPTIONAL_COLUMNS,
  IMPORT_WINNERS,
  type ImportFile,
  type ImportFinal,
} from './import-files.js';

/**
 * The rows of an import's four CSV files checked as a whole (spec §5 import rule): every problem is named
 * by file, row (as a spreadsheet numbers it: the header is row 1) and column, so the uploader can fix the file, and
 * nothing is accepted until no problem is left. Pure: the server parses the CSV and passes the cells and the
 * catalog's weapon titles.
 */

export const IMPORT_PROBLEMS = {
  encoding: 'Save the file as UTF-8 text',
  syntax: 'This row cannot be read as CSV; check its quotes',
  header: 'The first row must name the listed columns, in their order',
  cells: 'This row has a different number of cells than the header',
  noRows: 'The file has no rows',
  oneRow: 'The tournament file holds exactly one row',
  tooMany: 'The file has too many rows',
  required: 'Field required',
  tooLong: 'This value is too long',
  date: 'Enter a date as yyyy-MM-dd',
  endBeforeStart: 'The tournament cannot end before it starts',
  country: 'Enter the country as its two-letter code',
  wholeNumber: `Enter a whole number from 0 to ${FIGHT_LIMITS.score}`,
  winner: 'Enter 1, 2, draw or none, or leave it empty',
  unknownWeapon: 'No weapon of the catalog has this title',
  unknownCategory: 'No category of categories.csv has this title',
  unknownFighter: 'No fighter of fighters.csv has this id',
  duplicate: 'This value appears twice',
  sameFighter: 'A fighter cannot fight themselves',
  final: 'Enter gold, bronze or leave it empty',
  finalTwice: 'A category has one final (gold) and one bronze fight',
  finalStage: "The final and the bronze fight belong to the category's last stage",
  finalWinner: 'The final and the bronze fight need a winner',
  finalFighters: 'The fighters of the bronze fight cannot be in the final',
} as const;
export type ImportProblemKey = keyof typeof IMPORT_PROBLEMS;

export interface ImportProblem {
  file: ImportFile;
  /** 1 = the header row. */
  row: number;
  column: string | null;
  problem: ImportProblemKey;
}

/** The English line of a problem: `fights.csv, row 3, score_1: Enter a whole number…`. */
export function importProblemText(p: ImportProblem): string {
  return `${p.file}.csv, row ${p.row}${p.column ? `, ${p.column}` : ''}: ${IMPORT_PROBLEMS[p.problem]}`;
}

export interface ImportedTournament {
  title: string;
  dateStart: string;
  dateEnd: string;
  country: string | null;
  city: string | null;
}
export interface ImportedCategory {
  title: string;
  /** The catalog weapon's title as the catalog spells it. */
  weapon: string;
}
export interface ImportedFighter {
  /** The fighter's id inside the import (fighters.csv `fighter_id`), what fights.csv refers to. */
  key: string;
  firstName: string;
  lastName: string;
  club: string | null;
  country: string | null;
}
export interface ImportedFight {
  category: string;
  stage: string;
  pool: string;
  fighter1: string;
  fighter2: string;
  score1: number;
  score2: number;
  result: Exclude<FightResult, 'NONE'>;
  /** The final (gold) or the bronze fight of the category's last stage; absent in imports made before the column. */
  final?: ImportFinal | null;
}
export interface ImportContent {
  tournament: ImportedTournament;
  categories: ImportedCategory[];
  fighters: ImportedFighter[];
  fights: ImportedFight[];
}

export type ImportCheck = { ok: true; content: ImportContent } | { ok: false; problems: ImportProblem[] };

/** At most this many problems are reported: the first ones are enough to see what is wrong with a file. */
export const MAX_REPORTED_PROBLEMS = 50;

const MAX_TEXT = { title: 200, name: 100, club: 200, city: 100, label: 100, key: 64 } as const;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const COUNTRY = /^[A-Za-z]{2}$/;
const WHOLE = /^\d{1,9}$/;
const normal = (text: string) => text.trim().toLowerCase();

function isDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2999 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Reads rows of one file as objects by column, collecting problems of shape (header, cell count, row count). */
function rowsOf(
  file: ImportFile,
  table: string[][],
  report: (row: number, column: string | null, problem: ImportProblemKey) => void,
  max: number,
): { row: number; cell: (column: string) => string }[] {
  const columns: readonly string[] = IMPORT_COLUMNS[file];
  const [header, ...rows] = table;
  // The last optional columns may be left out of the header (older zips); the rows then have as many cells.
  const least = columns.length - IMPORT_OPTIONAL_COLUMNS[file];
  if (
    !header ||
    header.length < least ||
    header.length > columns.length ||
    header.some((h, i) => normal(h) !== columns[i])
  ) {
    report(1, null, 'header');
    return [];
  }
  // Rows with no text at all (a spreadsheet's trailing blank lines) are not rows.
  const filled = rows
    .map((cells, i) => ({ cells, row: i + 2 }))
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (filled.length === 0) report(2, null, 'noRows');
  if (filled.length > max) {
    report(max + 2, null, 'tooMany');
    return [];
  }
  return filled.flatMap(({ cells, row }) => {
    if (cells.length !== header.length) {
      report(row, null, 'cells');
      return [];
    }
    return [{ row, cell: (column: string) => (cells[columns.indexOf(column)] ?? '').trim() }];
  });
}

/**
 * Checks the four files' cells (each a table whose first row is the header) against the columns, each other and
 * the catalog's weapons.
 */
export function checkImportRows(
  tables: Record<ImportFile, string[][]>,
  weapons: readonly string[],
): ImportCheck {
  const problems: ImportProblem[] = [];
  const reporter = (file: ImportFile) => (row: number, column: string | null, problem: ImportProblemKey) =>
    problems.push({ file, row, column, problem });

  const text = (
    file: ImportFile,
    r: { row: number; cell: (c: string) => string },
    column: string,
    max: number,
    required: boolean,
  ): string => {
    const value = r.cell(column);
    if (required && !value) reporter(file)(r.row, column, 'required');
    else if (value.length > max) reporter(file)(r.row, column, 'tooLong');
    return value;
  };
  const country = (file: ImportFile, r: { row: number; cell: (c: string) => string }) => {
    const value = r.cell('country');
    if (value && !COUNTRY.test(value)) reporter(file)(r.row, 'country', 'country');
    return value ? value.toUpperCase() : null;
  };

  // tournament.csv: one row (a few more are read only to say so).
  const tournamentRows = rowsOf('tournament', tables.tournament, reporter('tournament'), 100);
  let tournament: ImportedTournament | null = null;
  if (tournamentRows.length > 1) reporter('tournament')(tournamentRows[1]!.row, null, 'oneRow');
  const t = tournamentRows[0];
  if (t) {
    const dateStart = t.cell('date_start');
    const dateEnd = t.cell('date_end');
    const report = reporter('tournament');
    if (!dateStart) report(t.row, 'date_start', 'required');
    else if (!isDate(dateStart)) report(t.row, 'date_start', 'date');
    if (!dateEnd) report(t.row, 'date_end', 'required');
    else if (!isDate(dateEnd)) report(t.row, 'date_end', 'date');
    else if (isDate(dateStart) && dateEnd < dateStart) report(t.row, 'date_end', 'endBeforeStart');
    tournament = {
      title: text('tournament', t, 'title', MAX_TEXT.title, true),
      dateStart,
      dateEnd,
      country: country('tournament', t),
      city: text('tournament', t, 'city', MAX_TEXT.city, false) || null,
    };
  }

  // categories.csv: unique titles, weapons of the catalog.
  const weaponOf = new Map(weapons.map((w) => [normal(w), w]));
  const categories: ImportedCategory[] = [];
  const categoryOf = new Map<string, string>();
  for (const r of rowsOf('categories', tables.categories, reporter('categories'), IMPORT_LIMITS.categories)) {
    const title = text('categories', r, 'category', MAX_TEXT.title, true);
    const weaponText = text('categories', r, 'weapon', MAX_TEXT.title, true);
    const weapon = weaponOf.get(normal(weaponText));
    if (weaponText && !weapon) reporter('categories')(r.row, 'weapon', 'unknownWeapon');
    if (title && categoryOf.has(normal(title))) reporter('categories')(r.row, 'category', 'duplicate');
    else if (title) categoryOf.set(normal(title), title);
    categories.push({ title, weapon: weapon ?? weaponText });
  }

  // fighters.csv: unique ids within the file.
  const fighters: ImportedFighter[] = [];
  const fighterKeys = new Set<string>();
  for (const r of rowsOf('fighters', tables.fighters, reporter('fighters'), IMPORT_LIMITS.fighters)) {
    const key = text('fighters', r, 'fighter_id', MAX_TEXT.key, true);
    if (key && fighterKeys.has(key)) reporter('fighters')(r.row, 'fighter_id', 'duplicate');
    fighterKeys.add(key);
    fighters.push({
      key,
      firstName: text('fighters', r, 'first_name', MAX_TEXT.name, true),
      lastName: text('fighters', r, 'last_name', MAX_TEXT.name, true),
      club: text('fighters', r, 'club', MAX_TEXT.club, false) || null,
      country: country('fighters', r),
    });
  }

  // fights.csv: known categories and fighters, whole scores, a winner that says who won.
  const fights: ImportedFight[] = [];
  const finalRows: number[] = [];
  for (const r of rowsOf('fights', tables.fights, reporter('fights'), IMPORT_LIMITS.fights)) {
    const report = reporter('fights');
    const categoryText = text('fights', r, 'category', MAX_TEXT.title, true);
    const category = categoryOf.get(normal(categoryText));
    if (categoryText && !category) report(r.row, 'category', 'unknownCategory');
    const [fighter1, fighter2] = (['fighter_1', 'fighter_2'] as const).map((column) => {
      const key = text('fights', r, column, MAX_TEXT.key, true);
      if (key && !fighterKeys.has(key)) report(r.row, column, 'unknownFighter');
      return key;
    });
    if (fighter1 && fighter1 === fighter2) report(r.row, 'fighter_2', 'sameFighter');
    const [score1, score2] = (['score_1', 'score_2'] as const).map((column) => {
      const value = r.cell(column);
      if (!value) report(r.row, column, 'required');
      else if (!WHOLE.test(value) || Number(value) > FIGHT_LIMITS.score) report(r.row, column, 'wholeNumber');
      return Number(value);
    });
    const winner = normal(r.cell('winner'));
    if (winner && !(IMPORT_WINNERS as readonly string[]).includes(winner)) report(r.row, 'winner', 'winner');
    const final = normal(r.cell('final'));
    if (final && !(IMPORT_FINALS as readonly string[]).includes(final)) report(r.row, 'final', 'final');
    finalRows.push(r.row);
    fights.push({
      category: category ?? categoryText,
      stage: text('fights', r, 'stage', MAX_TEXT.label, false),
      pool: text('fights', r, 'pool', MAX_TEXT.label, false),
      fighter1,
      fighter2,
      score1,
      score2,
      result: importedResult(winner, score1, score2),
      final: (IMPORT_FINALS as readonly string[]).includes(final) ? (final as ImportFinal) : null,
    });
  }
  checkFinals(fights, finalRows, reporter('fights'));

  if (problems.length > 0 || !tournament) {
    problems.sort((a, b) => IMPORT_FILES.indexOf(a.file) - IMPORT_FILES.indexOf(b.file) || a.row - b.row);
    return { ok: false, problems: problems.slice(0, MAX_REPORTED_PROBLEMS) };
  }
  return { ok: true, content: { tournament, categories, fighters, fights } };
}

/**
 * The `final` markers of each category: at most one gold and one bronze fight, both in the category's last stage,
 * each with a winner, and no fighter in both (the bronze fight is for those who lost before the final).
 */
function checkFinals(
  fights: readonly ImportedFight[],
  rows: readonly number[],
  report: (row: number, column: string | null, problem: ImportProblemKey) => void,
): void {
  // A category's stages run in the order they first appear (as the approved tournament orders them).
  const stages = new Map<string, string[]>();
  for (const fight of fights) {
    const list = stages.get(fight.category) ?? [];
    if (!list.includes(fight.stage)) list.push(fight.stage);
    stages.set(fight.category, list);
  }
  const lastStage = new Map([...stages].map(([category, list]) => [category, list.at(-1)]));
  const seen = new Map<string, ImportedFight>();
  fights.forEach((fight, i) => {
    if (!fight.final) return;
    const row = rows[i]!;
    const key = `${fight.category}|${fight.final}`;
    if (seen.has(key)) report(row, 'final', 'finalTwice');
    else seen.set(key, fight);
    if (lastStage.get(fight.category) !== fight.stage) report(row, 'stage', 'finalStage');
    if (!hasWinner(fight.result)) report(row, 'winner', 'finalWinner');
    const other = seen.get(`${fight.category}|${fight.final === 'gold' ? 'bronze' : 'gold'}`);
    if (
      other &&
      other !== fight &&
      [other.fighter1, other.fighter2].some((f) => f === fight.fighter1 || f === fight.fighter2)
    )
      report(row, 'fighter_1', 'finalFighters');
  });
}

/** The fight's result from the `winner` column, or from the scores when it is empty. */
function importedResult(winner: string, score1: number, score2: number): ImportedFight['result'] {
  if (winner === '1') return 'F1_WIN';
  if (winner === '2') return 'F2_WIN';
  if (winner === 'draw') return 'DRAW';
  if (winner === 'none') return 'NO_WIN';
  return score1 > score2 ? 'F1_WIN' : score2 > score1 ? 'F2_WIN' : 'DRAW';
}
