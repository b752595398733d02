/**
 * The zip of a tournament import (spec §2 `/rating-import`, §5): exactly four CSV files, their columns and the limits
 * the server checks before it reads a byte of them. The instructions page, the downloadable template and the
 * server's reader all take the columns from here, so the three can never disagree.
 */

export const IMPORT_FILES = ['tournament', 'categories', 'fighters', 'fights'] as const;
export type ImportFile = (typeof IMPORT_FILES)[number];

/** The header row of each file, in this order. */
export const IMPORT_COLUMNS = {
  tournament: ['title', 'date_start', 'date_end', 'country', 'city'],
  categories: ['category', 'weapon'],
  fighters: ['fighter_id', 'first_name', 'last_name', 'club', 'country'],
  fights: ['category', 'stage', 'pool', 'fighter_1', 'fighter_2', 'score_1', 'score_2', 'winner', 'final'],
} as const satisfies Record<ImportFile, readonly string[]>;

/**
 * How many of a file's last columns may be left out of the header: zips made before the `final` column existed
 * still import as they are (their fights carry no final marker).
 */
export const IMPORT_OPTIONAL_COLUMNS: Record<ImportFile, number> = {
  tournament: 0,
  categories: 0,
  fighters: 0,
  fights: 1,
};

export type ImportColumn = (typeof IMPORT_COLUMNS)[ImportFile][number];

/** Values of the `winner` column; empty means "by the scores" (the higher score wins, equal scores draw). */
export const IMPORT_WINNERS = ['1', '2', 'draw', 'none'] as const;

/**
 * Values of the `final` column: the bout for gold (the final) and the bronze fight of a category's last stage; empty
 * for every other fight. Places then follow from those two bouts as in any elimination's finals.
 */
export const IMPORT_FINALS = ['gold', 'bronze'] as const;
export type ImportFinal = (typeof IMPORT_FINALS)[number];

export const IMPORT_LIMITS = {
  /** The zip as uploaded. */
  uploadBytes: 2 * 1024 * 1024,
  /** Entries in the zip's directory: more is refused before anything is inflated (a zip of many small files). */
  entries: 16,
  /** The four files together, as the zip declares them uncompressed: more is refused before inflating. */
  uncompressedBytes: 16 * 1024 * 1024,
  /** Declared uncompressed size over compressed size of one entry: CSV compresses ~5–20×, a bomb ~1000×. */
  ratio: 200,
  /** Imports of one uploader waiting for review: more waits until the admins have decided (a stored zip is large). */
  pendingPerUser: 10,
  categories: 200,
  fighters: 5_000,
  fights: 20_000,
} as const;

export const importFileName = (file: ImportFile) => `${file}.csv`;

/**
 * The example rows of the downloadable template: one small finished tournament that imports as it is (the weapon
 * must be one of the catalog's; Longsword is in every demo catalog).
 */
export const IMPORT_TEMPLATE: Record<ImportFile, string[][]> = {
  tournament: [['Autumn Open 2024', '2024-10-12', '2024-10-13', 'FI', 'Helsinki']],
  categories: [['Longsword Open', 'Longsword']],
  fighters: [
    ['1', 'Anna', 'Korhonen', 'Fechtschule Helsinki', 'FI'],
    ['2', 'Ivan', 'Petrov', 'Moscow HEMA Club', 'RU'],
    ['3', 'Maria', 'Lind', 'Stockholm Longsword Academy', 'SE'],
    ['4', 'Jonas', 'Berg', 'Stockholm Longsword Academy', 'SE'],
  ],
  fights: [
    ['Longsword Open', 'Pools', 'A', '1', '2', '5', '3', '', ''],
    ['Longsword Open', 'Pools', 'A', '3', '4', '4', '4', 'draw', ''],
    ['Longsword Open', 'Pools', 'A', '1', '3', '2', '5', '', ''],
    ['Longsword Open', 'Pools', 'A', '2', '4', '5', '1', '', ''],
    ['Longsword Open', 'Finals', 'Gold', '1', '3', '6', '4', '1', 'gold'],
    ['Longsword Open', 'Finals', 'Bronze', '2', '4', '3', '5', '', 'bronze'],
  ],
};
