import { In, type EntityManager } from 'typeorm';
import { Club } from '../catalog/club.entity.js';
import { sqlOf } from '../database/sql.js';
import type { FightWriter } from '../fights/fights.repository.js';
import { Nomination } from '../nominations/nomination.entity.js';
import { forgetNominationResults } from '../ratings/nomination-results.js';
import { Stage } from '../stages/stage.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { countOwned, USER_OWNED_ROWS } from '../users/merge/user-owned-rows.js';
import { User } from '../users/user.entity.js';

/**
 * An imported tournament taken away with everything in it, inside the caller's transaction: fights through the one
 * fights writer (their event logs and the live caches with them), stages with their pools, categories with their
 * participants, applications and teams, and the stored category results the ratings read (the results job rewrites
 * ratings, histories and achievements afterwards).
 */
export async function removeImportedTournament(writer: FightWriter, tournamentId: string): Promise<void> {
  const { manager } = writer;
  const nominations = (await manager.find(Nomination, { where: { tournamentId }, select: { id: true } })).map(
    (n) => n.id,
  );
  for (const nominationId of nominations) await writer.remove({ nominationId });
  if (nominations.length > 0) {
    await forgetNominationResults(manager, nominations);
    await manager.delete(Stage, { nominationId: In(nominations) });
    await manager.delete(Nomination, { id: In(nominations) });
  }
  await manager.delete(Tournament, { id: tournamentId });
}

/**
 * The fighters' accounts and clubs an approval created, removed when nothing uses them any more: an account that
 * has no e-mail (nobody signed up with it) and owns no row of any kind a merge would move (USER_OWNED_ROWS: fights,
 * entries, teams, imports, merges…); a club nobody (no account, no team) is in. Accounts merged away meanwhile stay
 * as the merge left them.
 */
export async function removeUnusedCreations(
  manager: EntityManager,
  userIds: readonly string[],
  clubIds: readonly string[],
): Promise<void> {
  const owned = USER_OWNED_ROWS.filter((rows) => rows.action !== 'delete');
  const users = userIds.length
    ? await manager.find(User, {
        where: { id: In([...userIds]), deleted: false },
        select: { id: true, email: true },
      })
    : [];
  const unused: string[] = [];
  for (const user of users) {
    if (user.email) continue;
    let used = false;
    for (const rows of owned) if ((used = (await countOwned(manager, rows, user.id)) > 0)) break;
    if (!used) unused.push(user.id);
  }
  if (unused.length) await manager.delete(User, { id: In(unused) });
  for (const clubId of clubIds) {
    const { used } = await sqlOf(manager)
      .selectNoFrom((eb) =>
        eb
          .or([
            eb.exists(eb.selectFrom('user').select('id').where('clubId', '=', clubId)),
            eb.exists(eb.selectFrom('team').select('id').where('clubId', '=', clubId)),
          ])
          .as('used'),
      )
      .executeTakeFirstOrThrow();
    if (!used) await manager.delete(Club, { id: clubId });
  }
}
