import { z } from 'zod';
import { ROUTE_ROLES } from '../auth/roles.js';
import { FIGHT_RESULTS } from '../domain-types.js';
import { IMPORT_FILES, IMPORT_FINALS, IMPORT_LIMITS } from '../imports/import-files.js';
import { IMPORT_PROBLEMS } from '../imports/import-rows.js';
import { endpoint, fileAnswer } from './endpoint.js';
import { listEndpoint } from './list.js';
import { VALIDATION_MESSAGES } from './messages.js';

/**
 * Tournament imports (spec §2 `/rating-import`, `/admin/tournament-imports`): a signed-in user
 * uploads a zip of four CSV files, an administrator reviews it and approves (the tournament is created, finished and
 * `imported`) or refuses it with a reason.
 */

/** WITHDRAWN: approved, then taken back by an admin with its tournament and everything derived from it. */
export const IMPORT_STATUSES = ['PENDING', 'APPROVED', 'REFUSED', 'WITHDRAWN'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

const ref = z.object({ _id: z.string(), name: z.string() });

export const importSummarySchema = z.object({
  _id: z.string(),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string(),
  title: z.string(),
  dateStart: z.string(),
  categories: z.number().int(),
  fighters: z.number().int(),
  fights: z.number().int(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  refusalReason: z.string().nullable(),
  uploader: ref.nullable(),
  /** The tournament an approved import became. */
  tournament: z.object({ _id: z.string(), idString: z.string(), title: z.string() }).nullable(),
});
export type ImportSummary = z.output<typeof importSummarySchema>;

/** A fighter of the import and the account they will be results of: an existing user, or a new one. */
export const importFighterSchema = z.object({
  key: z.string(),
  name: z.string(),
  club: z.string().nullable(),
  country: z.string().nullable(),
  match: z.object({ _id: z.string(), name: z.string(), club: z.string().nullable() }).nullable(),
});

/** A club the import names: a club of the catalog it matches, or a new club approval creates. */
export const importClubSchema = z.object({
  name: z.string(),
  /** How many of the import's fighters name it. */
  fighters: z.number().int(),
  match: z.object({ _id: z.string(), title: z.string() }).nullable(),
});

/**
 * What the import looks like a copy of: a tournament already on the site (same title ignoring case and spacing, same
 * dates, mostly the same fighters) or an earlier upload of the same files. Approving it then needs a confirmation.
 */
export const importDuplicateSchema = z.object({
  kind: z.enum(['tournament', 'upload']),
  title: z.string(),
  dateStart: z.string(),
  /** The tournament on the site (for an upload: the one it became, if approved). */
  tournament: z.object({ _id: z.string(), idString: z.string(), title: z.string() }).nullable(),
  /** The earlier upload of the same files. */
  importId: z.string().nullable(),
  status: z.enum(IMPORT_STATUSES).nullable(),
});
export type ImportDuplicate = z.output<typeof importDuplicateSchema>;

export const importPreviewSchema = importSummarySchema.extend({
  tournamentDetails: z.object({
    title: z.string(),
    dateStart: z.string(),
    dateEnd: z.string(),
    country: z.string().nullable(),
    city: z.string().nullable(),
  }),
  categoryList: z.array(
    z.object({ title: z.string(), weapon: z.string(), fighters: z.number().int(), fights: z.number().int() }),
  ),
  fighterList: z.array(importFighterSchema),
  clubList: z.array(importClubSchema),
  duplicates: z.array(importDuplicateSchema),
  fightList: z.array(
    z.object({
      category: z.string(),
      stage: z.string(),
      pool: z.string(),
      fighter1: z.string(),
      fighter2: z.string(),
      score1: z.number().int(),
      score2: z.number().int(),
      result: z.enum(FIGHT_RESULTS),
      final: z.enum(IMPORT_FINALS).nullable(),
    }),
  ),
});
export type ImportPreview = z.output<typeof importPreviewSchema>;

/** One row-level problem of a refused upload (the body of a 400 `imports/invalid-rows` carries a list of them). */
export const importProblemSchema = z.object({
  file: z.enum(IMPORT_FILES),
  row: z.number().int(),
  column: z.string().nullable(),
  problem: z.enum(Object.keys(IMPORT_PROBLEMS) as [keyof typeof IMPORT_PROBLEMS]),
});

export const importRefusalSchema = z
  .object({ reason: z.string().trim().min(1, VALIDATION_MESSAGES.refusalReason).max(1000) })
  .strict();

/** Approving an import that looks like a duplicate needs `confirmDuplicate: true` (else a 409 `imports/duplicate`). */
export const importApprovalSchema = z
  .object({ confirmDuplicate: z.boolean().optional() })
  .strict()
  .optional();

const idParams = z.object({ id: z.string() });

export const importsContract = {
  upload: endpoint({
    id: 'imports.upload',
    method: 'POST',
    path: '/imports',
    summary: `Uploads a tournament as a zip of ${IMPORT_FILES.map((f) => `${f}.csv`).join(', ')} (multipart/form-data, field \`file\`, at most ${IMPORT_LIMITS.uploadBytes / 1024 / 1024} MB); a 400 names every problem row. Nothing is written until the whole zip is valid; the import then waits for an administrator.`,
    roles: ROUTE_ROLES.signedIn,
    response: importSummarySchema,
    status: 201,
  }),
  template: endpoint({
    id: 'imports.template',
    method: 'GET',
    path: '/imports/template',
    summary:
      'The template: a zip of the four CSV files with their header rows and a small example tournament',
    response: fileAnswer,
    file: ['application/zip'],
  }),
  mine: listEndpoint({
    id: 'imports.mine',
    path: '/imports/mine',
    summary: "The signed-in user's imports and their review state, newest first by default",
    roles: ROUTE_ROLES.signedIn,
    item: importSummarySchema,
  }),
  list: listEndpoint({
    id: 'imports.list',
    path: '/imports',
    summary: 'Every import, pending first by default (admins)',
    roles: ROUTE_ROLES.admin,
    item: importSummarySchema,
  }),
  get: endpoint({
    id: 'imports.get',
    method: 'GET',
    path: '/imports/:id',
    summary:
      'The review of an import: the tournament, its categories, fights and fighters matched to existing users (admins)',
    roles: ROUTE_ROLES.admin,
    params: idParams,
    response: importPreviewSchema,
  }),
  approve: endpoint({
    id: 'imports.approve',
    method: 'POST',
    path: '/imports/:id/approve',
    summary:
      'Creates the finished, imported tournament with its categories, fighters, fights and results in one transaction, then recomputes ratings (admins). An import that looks like a tournament already on the site, or an earlier upload of the same files, is approved only with `confirmDuplicate: true` (else 409 `imports/duplicate`).',
    roles: ROUTE_ROLES.admin,
    params: idParams,
    body: importApprovalSchema,
    response: importSummarySchema,
    status: 200,
  }),
  refuse: endpoint({
    id: 'imports.refuse',
    method: 'POST',
    path: '/imports/:id/refuse',
    summary: 'Refuses a pending import with a reason the uploader reads (admins)',
    roles: ROUTE_ROLES.admin,
    params: idParams,
    body: importRefusalSchema,
    response: importSummarySchema,
    status: 200,
  }),
  withdraw: endpoint({
    id: 'imports.withdraw',
    method: 'POST',
    path: '/imports/:id/withdraw',
    summary:
      'Withdraws an approved import in one transaction: its tournament with categories, stages, fights and category results, and the fighters and clubs it created that nothing else uses; then recomputes ratings and achievements (admins)',
    roles: ROUTE_ROLES.admin,
    params: idParams,
    response: importSummarySchema,
    status: 200,
  }),
};
