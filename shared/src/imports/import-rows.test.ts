import { describe, expect, it } from '@jest/globals';
import { IMPORT_COLUMNS, IMPORT_TEMPLATE, type ImportFile } from './import-files.js';
import { checkImportRows, importProblemText } from './import-rows.js';

const WEAPONS = ['Longsword', 'Sabre'];

function tables(changes: Partial<Record<ImportFile, string[][]>> = {}): Record<ImportFile, string[][]> {
  const files = ['tournament', 'categories', 'fighters', 'fights'] as const;
  return Object.fromEntries(
    files.map((file) => [file, [[...IMPORT_COLUMNS[file]], ...(changes[file] ?? IMPORT_TEMPLATE[file])]]),
  ) as Record<ImportFile, string[][]>;
}

describe('checkImportRows', () => {
  it('reads the template: results from the winner column, or from the scores when it is empty', () => {
    const check = checkImportRows(tables(), WEAPONS);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.content.tournament).toEqual({
      title: 'Autumn Open 2024',
      dateStart: '2024-10-12',
      dateEnd: '2024-10-13',
      country: 'FI',
      city: 'Helsinki',
    });
    expect(check.content.fights.map((f) => f.result)).toEqual([
      'F1_WIN',
      'DRAW',
      'F2_WIN',
      'F1_WIN',
      'F1_WIN',
      'F2_WIN',
    ]);
    expect(check.content.fights.map((f) => f.final)).toEqual([null, null, null, null, 'gold', 'bronze']);
  });

  it('reads a zip made before the final column: eight columns, no final markers', () => {
    const old = tables();
    old.fights = old.fights.map((row) => row.slice(0, 8));
    const check = checkImportRows(old, WEAPONS);
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.content.fights.every((f) => f.final === null)).toBe(true);
  });

  it('checks the final markers: values, one of each, the last stage, a winner, different fighters', () => {
    const fights = IMPORT_TEMPLATE.fights.map((row) => [...row]);
    fights[0]![8] = 'silver'; // row 2
    fights[1]![8] = 'gold'; // row 3: a pool fight (not the last stage) and a draw
    fights[5]![3] = '3'; // row 7: the bronze fight with a finalist in it
    fights[5]![4] = '2';
    fights.push(['Longsword Open', 'Finals', 'Gold', '2', '4', '5', '1', '', 'gold']); // row 8: a second final
    const check = checkImportRows(tables({ fights }), WEAPONS);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems.map((p) => [p.row, p.column, p.problem])).toEqual([
      [2, 'final', 'final'],
      [3, 'stage', 'finalStage'],
      [3, 'winner', 'finalWinner'],
      [6, 'final', 'finalTwice'],
      [7, 'fighter_1', 'finalFighters'],
      [8, 'final', 'finalTwice'],
      [8, 'fighter_1', 'finalFighters'],
    ]);
  });

  it('names each problem by file, spreadsheet row and column', () => {
    const check = checkImportRows(
      tables({
        tournament: [['Open', '2024-02-30', '2024-01-01', 'Finland', '']],
        categories: [
          ['Longsword Open', 'longsword'],
          ['longsword open', 'Spear'],
        ],
        fighters: [
          ['1', 'Anna', '', '', ''],
          ['1', 'Ivan', 'Petrov', '', ''],
        ],
        fights: [
          ['Longsword Open', 'Pools', 'A', '1', '1', '5', '-1', 'maybe', ''],
          ['Rapier', 'Pools', 'A', '1', '9', '', '3', '', ''],
        ],
      }),
      WEAPONS,
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems.map(importProblemText)).toEqual([
      'tournament.csv, row 2, date_start: Enter a date as yyyy-MM-dd',
      'tournament.csv, row 2, country: Enter the country as its two-letter code',
      'categories.csv, row 3, weapon: No weapon of the catalog has this title',
      'categories.csv, row 3, category: This value appears twice',
      'fighters.csv, row 2, last_name: Field required',
      'fighters.csv, row 3, fighter_id: This value appears twice',
      'fights.csv, row 2, fighter_2: A fighter cannot fight themselves',
      'fights.csv, row 2, score_2: Enter a whole number from 0 to 9999',
      'fights.csv, row 2, winner: Enter 1, 2, draw or none, or leave it empty',
      'fights.csv, row 3, category: No category of categories.csv has this title',
      'fights.csv, row 3, fighter_2: No fighter of fighters.csv has this id',
      'fights.csv, row 3, score_1: Field required',
    ]);
  });

  it('refuses a wrong header, rows of another width, and a tournament file of several rows', () => {
    const check = checkImportRows(
      {
        ...tables({ tournament: [IMPORT_TEMPLATE.tournament[0]!, IMPORT_TEMPLATE.tournament[0]!] }),
        categories: [['title', 'weapon'], ...IMPORT_TEMPLATE.categories],
        fighters: [[...IMPORT_COLUMNS.fighters], ['1', 'Anna'], ...IMPORT_TEMPLATE.fighters.slice(1)],
      },
      WEAPONS,
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems.slice(0, 3)).toEqual([
      { file: 'tournament', row: 3, column: null, problem: 'oneRow' },
      { file: 'categories', row: 1, column: null, problem: 'header' },
      { file: 'fighters', row: 2, column: null, problem: 'cells' },
    ]);
  });
});
