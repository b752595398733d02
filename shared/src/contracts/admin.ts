import { z } from 'zod';
import { ROLES, ROUTE_ROLES } from '../auth/roles.js';
import { MESSAGES } from '../schemas/auth.js';
import { intColumn } from '../schemas/bounds.js';
import { MERGE_REASONS } from '../users/namesakes.js';
import { endpoint, fileAnswer } from './endpoint.js';

/**
 * The administration that acts: merging accounts of one person, the users' analytics, the system's state
 * and its backups. Every endpoint is for admins only.
 */
const admin = ROUTE_ROLES.admin;
const uuid = z.uuid(MESSAGES.uuid);

/** An account as the merge page shows it: enough to tell two namesakes apart. */
export const mergeUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  club: z.object({ _id: z.string(), title: z.string() }).nullable(),
  country: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export const mergeCandidateSchema = z.object({
  a: mergeUserSchema,
  b: mergeUserSchema,
  reasons: z.array(z.enum(MERGE_REASONS)),
});

/**
 * Every kind of row a user owns (server users/merge/user-owned-rows.ts types its list by this one): the client has a
 * word for each, so a merge review never shows a raw key.
 */
export const MERGE_KINDS = [
  'participants',
  'applications',
  'fights',
  'pools',
  'tournaments',
  'organizerRequests',
  'licenceRequests',
  'fightEvents',
  'merges',
  'teamCaptains',
  'teamMembers',
  'teamInvitations',
  'ringJudges',
  'ringJudgeRecords',
  'ringJudgeInvites',
  'predictions',
  'imports',
  'announcements',
  'panelSeats',
  'judgeCalls',
  'panelDecisions',
  'categoryResults',
  'follows',
  'followers',
  'followGroups',
  'followGroupMembers',
  'ratings',
  'ratingHistory',
  'achievements',
  'sessions',
  'recoveryCodes',
  'pushSubscriptions',
  'notificationSettings',
  'notificationLanguage',
  'apiKeys',
] as const;
export type MergeKind = (typeof MERGE_KINDS)[number];

/** What moves to the kept account: one line per kind of row a user owns (server users/merge/user-owned-rows.ts). */
export const mergeMoveSchema = z.object({
  /** `participants`, `applications`, `fights`, … — the client names it. */
  kind: z.string(),
  count: intColumn(),
});

export const mergePreviewSchema = z.object({
  keep: mergeUserSchema,
  remove: mergeUserSchema,
  moves: z.array(mergeMoveSchema),
  /** Rows both accounts have that cannot both stay (the same category twice): the merge is refused while any. */
  conflicts: z.array(mergeMoveSchema),
});

const mergePairQuery = z.object({ keep: uuid, remove: uuid });
export const mergeBodySchema = z.object({ keepId: uuid, removeId: uuid }).strict();

export const mergeRecordSchema = z.object({
  _id: z.string(),
  keptUser: z.object({ _id: z.string(), name: z.string() }).nullable(),
  removedUserId: z.string(),
  removedName: z.string(),
  mergedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  moves: z.array(mergeMoveSchema),
  createdAt: z.iso.datetime(),
});

const countRow = <T extends z.ZodType>(key: T) => z.object({ key, count: intColumn() });

/** Spec §2 /admin/users/analytics: the numbers behind the charts. */
export const usersAnalyticsSchema = z.object({
  total: intColumn(),
  /** Accounts created per month (`2026-03`), oldest first, the last 24 months with any. */
  registrations: z.array(countRow(z.string())),
  roles: z.array(countRow(z.enum(ROLES))),
  /** Two-letter country codes, null for none; the largest first, the rest summed into `others`. */
  countries: z.array(countRow(z.string().nullable())),
  clubs: z.array(
    z.object({ club: z.object({ _id: z.string(), title: z.string() }).nullable(), count: intColumn() }),
  ),
  /** Fighters entered in at least one category of a tournament starting that year. */
  activeFighters: z.array(countRow(intColumn())),
  others: z.object({ countries: intColumn(), clubs: intColumn() }),
});

const serviceState = z.enum(['up', 'down', 'disabled']);

/** A background job as the controls page shows it. */
export const jobStateSchema = z.object({
  name: z.string(),
  state: z.enum(['idle', 'running', 'failed', 'unknown']),
  lastRunAt: z.iso.datetime().nullable(),
  progress: z.object({ done: intColumn(), total: intColumn() }).nullable(),
  error: z.string().nullable(),
});

export const systemStateSchema = z.object({
  database: z.object({ state: serviceState, kind: z.enum(['postgres', 'pglite']) }),
  redis: z.object({ state: serviceState }),
  /** Server processes sharing live rooms (through Redis); 1 without Redis; null when unknown. */
  replicas: intColumn().nullable(),
  /** When this server process started. */
  startedAt: z.iso.datetime(),
  jobs: z.array(jobStateSchema),
});

export const backupSchema = z.object({
  name: z.string(),
  size: z.number().int().min(0),
  createdAt: z.iso.datetime(),
});

/** Backup files are named by the server; anything else is not one. */
export const BACKUP_NAME = /^backup-\d{8}-\d{6}(-\d+)?\.json\.gz$/;
export const BACKUP_TYPE = 'application/gzip';

const backupParams = z.object({ name: z.string().regex(BACKUP_NAME, 'Not a backup name') });

export const clubMergeBodySchema = z.object({ intoId: uuid }).strict();

export const adminContract = {
  mergeCandidates: endpoint({
    id: 'admin.mergeCandidates',
    method: 'GET',
    path: '/admin/users/merge-candidates',
    summary:
      'Pairs of accounts that may be one person: the same name (case, accents, Cyrillic/Latin, swapped first and last name), the same e-mail, the same club (admins).',
    roles: admin,
    response: z.object({ items: z.array(mergeCandidateSchema) }),
  }),
  mergePreview: endpoint({
    id: 'admin.mergePreview',
    method: 'GET',
    path: '/admin/users/merge-preview',
    summary: 'What merging `remove` into `keep` would move, and what prevents it (admins).',
    roles: admin,
    query: mergePairQuery,
    response: mergePreviewSchema,
  }),
  merge: endpoint({
    id: 'admin.merge',
    method: 'POST',
    path: '/admin/users/merge',
    summary:
      'Moves every row the removed account owns to the kept one in one transaction, deletes the removed account, records the merge and recomputes ratings (admins). 409 when both accounts are in one category.',
    roles: admin,
    body: mergeBodySchema,
    response: mergeRecordSchema,
    status: 200,
  }),
  merges: endpoint({
    id: 'admin.merges',
    method: 'GET',
    path: '/admin/users/merges',
    summary: 'The last 50 merges: who, when, what moved (admins).',
    roles: admin,
    response: z.object({ items: z.array(mergeRecordSchema) }),
  }),
  analytics: endpoint({
    id: 'admin.analytics',
    method: 'GET',
    path: '/admin/users/analytics',
    summary: 'Registrations per month, users by role, country and club, active fighters per season (admins).',
    roles: admin,
    response: usersAnalyticsSchema,
  }),
  system: endpoint({
    id: 'admin.system',
    method: 'GET',
    path: '/admin/system',
    summary: 'Database, Redis, connected replicas and background jobs with their last run (admins).',
    roles: admin,
    response: systemStateSchema,
  }),
  backups: endpoint({
    id: 'admin.backups',
    method: 'GET',
    path: '/admin/backups',
    summary: 'The database backups of this server, newest first, with size and date (admins).',
    roles: admin,
    response: z.object({ items: z.array(backupSchema) }),
  }),
  createBackup: endpoint({
    id: 'admin.createBackup',
    method: 'POST',
    path: '/admin/backups',
    summary:
      'Writes a backup: every table as gzipped JSON lines (works on Postgres and the embedded PGlite alike) (admins).',
    roles: admin,
    response: backupSchema,
    status: 201,
  }),
  downloadBackup: endpoint({
    id: 'admin.downloadBackup',
    method: 'GET',
    path: '/admin/backups/:name',
    summary: 'Downloads one backup (admins).',
    roles: admin,
    params: backupParams,
    response: fileAnswer,
    file: [BACKUP_TYPE],
  }),
  mergeClub: endpoint({
    id: 'admin.mergeClub',
    method: 'POST',
    path: '/clubs/:id/merge',
    summary:
      'Merges a duplicate club into another: its members move there and the duplicate is marked deleted (admins).',
    roles: admin,
    params: z.object({ id: z.string() }),
    body: clubMergeBodySchema,
    response: z.object({ intoId: z.string(), moved: intColumn() }),
    status: 200,
  }),
};
