import type { MergeKind } from '@hema/shared/contracts/admin';
import type { EntityManager } from 'typeorm';

/**
 * The one fight write a merge needs. Fights are written only by the fights module's writer (a FightWriter); users
 * sit below fights, so this list names just the method it calls and the merge passes the writer in.
 */
export interface FighterReassignment {
  reassignFighter(fromUserId: string, toUserId: string): Promise<number>;
}

/** What one kind of owned row needs to move: the transaction, the fights writer, and the two accounts. */
export interface MoveContext {
  manager: EntityManager;
  fights: FighterReassignment;
  from: string;
  to: string;
}

/**
 * One kind of row a user owns: a table and its user columns. Most move by a plain UPDATE of each column; the rest say
 * how (`move`: fights go through the fights repository). `uniqueWith` names the columns that, with the (single) user
 * column, are unique: a row both accounts have there (the same category twice) cannot move, and the merge is refused.
 */
export interface OwnedRows {
  /** Stable name the client translates (`participants`) and the merge log records; listed in MERGE_KINDS. */
  kind: MergeKind;
  table: string;
  columns: readonly string[];
  /** The columns are uuid arrays (a pool's fighters) instead of one uuid. */
  array?: boolean;
  uniqueWith?: readonly string[];
  /**
   * What a row both accounts have does (see `uniqueWith`): refuse the merge (default), or drop the removed account's
   * copy — for rows that only say the same thing twice (both accounts followed the same club).
   */
  duplicates?: 'refuse' | 'drop';
  /** What happens to the removed account's rows: moved (default) or deleted (sign-in secrets). */
  action?: 'move' | 'delete';
  /** A move that is not a plain UPDATE; answers how many rows moved. */
  move?: (context: MoveContext) => Promise<number>;
}

/**
 * THE list of rows a user owns, in one place: merging accounts (spec §2 /admin/users/merge) moves each of them, in
 * this order, in one transaction. A feature that adds a table with a user column adds a line here; a test checks that
 * every user column of the schema is listed.
 */
export const USER_OWNED_ROWS: readonly OwnedRows[] = [
  { kind: 'participants', table: 'participant', columns: ['userId'], uniqueWith: ['nominationId'] },
  { kind: 'applications', table: 'application', columns: ['userId'], uniqueWith: ['nominationId'] },
  {
    kind: 'fights',
    table: 'fight',
    columns: ['fighter1Id', 'fighter2Id'],
    move: ({ fights, from, to }) => fights.reassignFighter(from, to),
  },
  { kind: 'pools', table: 'pool', columns: ['fighters'], array: true },
  { kind: 'tournaments', table: 'tournament', columns: ['authorId'] },
  { kind: 'organizerRequests', table: 'organizer_request', columns: ['userId', 'decidedById'] },
  { kind: 'licenceRequests', table: 'licence_request', columns: ['userId', 'decidedById'] },
  { kind: 'fightEvents', table: 'fight_event', columns: ['userId'] },
  { kind: 'merges', table: 'user_merge', columns: ['mergedById', 'keptUserId'] },
  { kind: 'teamCaptains', table: 'team', columns: ['captainId'] },
  { kind: 'teamMembers', table: 'team', columns: ['memberIds'], array: true },
  { kind: 'teamInvitations', table: 'team', columns: ['invitedIds'], array: true },
  // Judging one ring twice is one row too many (a standing row per ring and person): such a merge is refused.
  { kind: 'ringJudges', table: 'ring_judge', columns: ['userId'], uniqueWith: ['areaId'] },
  { kind: 'ringJudgeRecords', table: 'ring_judge', columns: ['addedById', 'revokedById'] },
  { kind: 'ringJudgeInvites', table: 'ring_judge_invite', columns: ['createdById', 'usedById'] },
  { kind: 'predictions', table: 'prediction', columns: ['userId'], uniqueWith: ['fightId'] },
  { kind: 'imports', table: 'tournament_import', columns: ['uploaderId', 'decidedById'] },
  { kind: 'announcements', table: 'announcement', columns: ['authorId'] },
  // Sitting twice at one ring's panel is one seat too many: such a merge is refused until one seat is freed.
  { kind: 'panelSeats', table: 'panel_seat', columns: ['userId'], uniqueWith: ['areaId'] },
  { kind: 'judgeCalls', table: 'judge_call', columns: ['userId'] },
  { kind: 'panelDecisions', table: 'panel_decision', columns: ['decidedById'] },
  // Following: the same follow or group member twice says nothing more, so the removed account's copy goes.
  {
    kind: 'follows',
    table: 'follow',
    columns: ['userId'],
    uniqueWith: ['fighterId', 'clubId'],
    duplicates: 'drop',
  },
  { kind: 'followers', table: 'follow', columns: ['fighterId'], uniqueWith: ['userId'], duplicates: 'drop' },
  // Two groups of one name would be two different groups: the merge is refused until one is renamed.
  { kind: 'followGroups', table: 'follow_group', columns: ['ownerId'], uniqueWith: ['name'] },
  {
    kind: 'followGroupMembers',
    table: 'follow_group_member',
    columns: ['fighterId'],
    uniqueWith: ['groupId'],
    duplicates: 'drop',
  },
  { kind: 'categoryResults', table: 'nomination_result', columns: ['userId'], uniqueWith: ['nominationId'] },
  // Derived by the results job, which the merge schedules: the kept account's are recomputed from the moved fights.
  { kind: 'ratings', table: 'weapon_rating', columns: ['userId'], action: 'delete' },
  { kind: 'ratingHistory', table: 'weapon_rating_history', columns: ['userId'], action: 'delete' },
  { kind: 'achievements', table: 'achievement_award', columns: ['userId'], action: 'delete' },
  // A merged-away account signs in no more: its sessions and recovery codes end.
  { kind: 'sessions', table: 'session', columns: ['userId'], action: 'delete' },
  { kind: 'recoveryCodes', table: 'recovery_code', columns: ['userId'], action: 'delete' },
  // The kept account keeps its own notification choices and devices; the removed one's devices stop receiving.
  { kind: 'pushSubscriptions', table: 'push_subscription', columns: ['userId'], action: 'delete' },
  { kind: 'notificationSettings', table: 'notification_setting', columns: ['userId'], action: 'delete' },
  { kind: 'notificationLanguage', table: 'notification_profile', columns: ['userId'], action: 'delete' },
  // Keys an organizer made for their tournament's open feed stay theirs under the kept account.
  { kind: 'apiKeys', table: 'api_key', columns: ['createdById'] },
];

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Whether a row of `rows` belongs to the account in `$<param>`. */
function ownedBy(rows: OwnedRows, param: string, alias = ''): string {
  return rows.columns
    .map((c) => (rows.array ? `${param} = ANY(${alias}${quote(c)})` : `${alias}${quote(c)} = ${param}`))
    .join(' OR ');
}

/** How many rows of `rows` the account owns (what the merge preview shows). */
export async function countOwned(manager: EntityManager, rows: OwnedRows, userId: string): Promise<number> {
  const [row] = await manager.query(
    `SELECT count(*)::int AS n FROM ${quote(rows.table)} WHERE ${ownedBy(rows, '$1::uuid')}`,
    [userId],
  );
  return row.n as number;
}

/** Rows both accounts have where only one may be (the same category entered twice). */
export async function countConflicts(
  manager: EntityManager,
  rows: OwnedRows,
  from: string,
  to: string,
): Promise<number> {
  if (!rows.uniqueWith?.length || rows.duplicates === 'drop') return 0;
  const table = quote(rows.table);
  const same = rows.uniqueWith.map((c) => `a.${quote(c)} = b.${quote(c)}`).join(' AND ');
  const [row] = await manager.query(
    `SELECT count(*)::int AS n FROM ${table} a JOIN ${table} b ON ${same}
      WHERE (${ownedBy(rows, '$1::uuid', 'a.')}) AND (${ownedBy(rows, '$2::uuid', 'b.')})`,
    [from, to],
  );
  return row.n as number;
}

/** Moves (or deletes) the rows of one kind from one account to the other; answers how many rows changed. */
export async function moveOwned(rows: OwnedRows, context: MoveContext): Promise<number> {
  if (rows.move) return rows.move(context);
  const { manager, from, to } = context;
  const table = quote(rows.table);
  if (rows.action === 'delete') {
    const [, count] = await manager.query(`DELETE FROM ${table} WHERE ${ownedBy(rows, '$1::uuid')}`, [from]);
    return count as number;
  }
  if (rows.duplicates === 'drop' && rows.uniqueWith?.length) {
    // NULLs count as equal here: a follow names a fighter or a club and leaves the other column empty.
    const same = rows.uniqueWith.map((c) => `a.${quote(c)} IS NOT DISTINCT FROM b.${quote(c)}`).join(' AND ');
    await manager.query(
      `DELETE FROM ${table} a WHERE (${ownedBy(rows, '$1::uuid', 'a.')})
        AND EXISTS (SELECT 1 FROM ${table} b WHERE ${same} AND (${ownedBy(rows, '$2::uuid', 'b.')}))`,
      [from, to],
    );
  }
  let moved = 0;
  for (const name of rows.columns) {
    const column = quote(name);
    const [, count] = rows.array
      ? await manager.query(
          `UPDATE ${table} SET ${column} = array_replace(${column}, $1::uuid, $2::uuid) WHERE $1::uuid = ANY(${column})`,
          [from, to],
        )
      : await manager.query(`UPDATE ${table} SET ${column} = $2 WHERE ${column} = $1`, [from, to]);
    moved += count as number;
  }
  return moved;
}
