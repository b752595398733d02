import { In, Not, type EntityManager } from 'typeorm';
import type { ImportDuplicate } from '@hema/shared/contracts/imports';
import { matchingKey } from '@hema/shared/imports/name-matching';
import { Nomination } from '../nominations/nomination.entity.js';
import { Participant } from '../nominations/participant.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import type { FighterMatch } from './fighter-matching.js';
import { TournamentImport } from './tournament-import.entity.js';

/** "Mostly the same fighters": at least this share of the import's fighters are entered in the tournament. */
const SAME_FIGHTERS = 0.5;

const ref = (t: Tournament) => ({ _id: t.id, idString: t.idString, title: t.title });

/**
 * What an import looks like a copy of, so the admin does not count one event twice: an earlier upload of the same
 * files (the same content hash, whatever became of it), and a tournament on the site with the same title (ignoring
 * case, accents, quotes and spacing), the same dates and mostly the same fighters — its matched accounts entered in
 * that tournament's categories.
 */
export async function findDuplicates(
  manager: EntityManager,
  row: TournamentImport,
  matches: ReadonlyMap<string, FighterMatch>,
): Promise<ImportDuplicate[]> {
  const found: ImportDuplicate[] = [];
  if (row.contentHash) {
    const uploads = await manager.find(TournamentImport, {
      where: { contentHash: row.contentHash, id: Not(row.id) },
      relations: { tournament: true },
      order: { createdAt: 'ASC' },
    });
    for (const upload of uploads)
      found.push({
        kind: 'upload',
        title: upload.title,
        dateStart: upload.dateStart,
        tournament: upload.tournament ? ref(upload.tournament) : null,
        importId: upload.id,
        status: upload.status,
      });
  }

  const t = row.content.tournament;
  const sameDates = await manager.find(Tournament, {
    where: { dateStart: t.dateStart, dateEnd: t.dateEnd },
  });
  const title = matchingKey(t.title);
  const accounts = new Set([...matches.values()].map((m) => m._id));
  const fighters = row.content.fighters.length;
  for (const tournament of sameDates) {
    if (tournament.id === row.tournamentId || matchingKey(tournament.title) !== title) continue;
    const nominations = await manager.find(Nomination, {
      where: { tournamentId: tournament.id },
      select: { id: true },
    });
    const entered = nominations.length
      ? await manager.find(Participant, {
          where: { nominationId: In(nominations.map((n) => n.id)) },
          select: { userId: true },
        })
      : [];
    const shared = new Set(entered.map((p) => p.userId).filter((id) => accounts.has(id))).size;
    if (fighters > 0 && shared < fighters * SAME_FIGHTERS) continue;
    found.push({
      kind: 'tournament',
      title: tournament.title,
      dateStart: tournament.dateStart,
      tournament: ref(tournament),
      importId: null,
      status: null,
    });
  }
  return found;
}
