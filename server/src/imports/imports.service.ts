import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ImportDuplicate, ImportPreview, ImportSummary } from '@hema/shared/contracts/imports';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { IMPORT_LIMITS } from '@hema/shared/imports/import-files';
import {
  checkImportRows,
  importProblemText,
  type ImportContent,
  type ImportProblem,
} from '@hema/shared/imports/import-rows';
import { composeName } from '@hema/shared/schemas/auth';
import { AppError, conflict, notFound } from '../common/app-error.js';
import { runList } from '../common/list.js';
import { Clock } from '../common/clock.js';
import { Weapon } from '../catalog/weapon.entity.js';
import { FightsRepository } from '../fights/fights.repository.js';
import { EventBus } from '../events/event-bus.js';
import type { SessionUser } from '../users/user.view.js';
import { matchFighters, planClubs, type FighterMatch } from './fighter-matching.js';
import { findDuplicates } from './import-duplicates.js';
import { readImportZip } from './import-zip.js';
import { createImportedTournament } from './imported-tournament.js';
import { removeImportedTournament, removeUnusedCreations } from './import-withdrawal.js';
import { IMPORT_LIST } from './import.list.js';
import { TournamentImport } from './tournament-import.entity.js';

/** A 400 naming every problem row (the first ones, see MAX_REPORTED_PROBLEMS); the list rides beside the message. */
function invalidRows(problems: ImportProblem[]): AppError {
  const message = problems.slice(0, 5).map(importProblemText).join('; ');
  return new AppError(400, 'imports/invalid-rows', message, undefined, { problems });
}

/**
 * The hash an upload of the same files again has: of the checked content (not of the zip's bytes, which change with
 * every re-zipping), so the same four files zipped twice are the same import.
 */
export const contentHashOf = (content: ImportContent) =>
  createHash('sha256').update(JSON.stringify(content)).digest('hex');

const duplicateRefusal = () =>
  conflict(
    'This import looks like a tournament already on the site; confirm to approve it anyway',
    'imports/duplicate',
  );

export function importSummary(row: TournamentImport): ImportSummary {
  const { content } = row;
  return {
    _id: row.id,
    status: row.status,
    fileName: row.fileName,
    title: row.title,
    dateStart: row.dateStart,
    categories: content.categories.length,
    fighters: content.fighters.length,
    fights: content.fights.length,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    refusalReason: row.refusalReason,
    uploader: row.uploader ? { _id: row.uploader.id, name: row.uploader.name } : null,
    tournament: row.tournament
      ? { _id: row.tournament.id, idString: row.tournament.idString, title: row.tournament.title }
      : null,
  };
}

/** Tournament imports: upload and check, the admins' review, approval and refusal. */
@Injectable()
export class ImportsService {
  constructor(
    private readonly db: DataSource,
    private readonly fights: FightsRepository,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  /**
   * Checks the whole zip — its files, then every row — and only then keeps it for review: a refused upload writes
   * nothing. The tournament itself is created when an administrator approves.
   */
  /** Imports with their uploaders and tournaments, one uploader's only when `uploaderId` is given. */
  list(query: ListQueryParams, uploaderId?: string) {
    const qb = this.db
      .getRepository(TournamentImport)
      .createQueryBuilder('import')
      .leftJoinAndSelect('import.uploader', 'uploader')
      .leftJoinAndSelect('import.tournament', 'tournament');
    if (uploaderId) qb.where('import.uploaderId = :uploaderId', { uploaderId });
    return runList(qb, IMPORT_LIST, query, importSummary);
  }

  async upload(user: SessionUser, fileName: string, bytes: Buffer): Promise<ImportSummary> {
    const repo = this.db.getRepository(TournamentImport);
    if (
      (await repo.count({ where: { uploaderId: user._id, status: 'PENDING' } })) >=
      IMPORT_LIMITS.pendingPerUser
    )
      throw conflict(
        'Several of your imports are still waiting for review; send more once they are decided',
        'imports/too-many-pending',
      );
    const read = await readImportZip(bytes);
    if (!read.tables) throw invalidRows(read.problems);
    const weapons = await this.db
      .getRepository(Weapon)
      .find({ where: { deleted: false }, select: { title: true } });
    const check = checkImportRows(
      read.tables,
      weapons.map((w) => w.title),
    );
    if (!check.ok) throw invalidRows(check.problems);
    const saved = await repo.save(
      repo.create({
        uploaderId: user._id,
        fileName: fileName.slice(0, 200) || 'import.zip',
        title: check.content.tournament.title,
        dateStart: check.content.tournament.dateStart,
        content: check.content,
        contentHash: contentHashOf(check.content),
      }),
    );
    return importSummary(await this.load(this.db.manager, saved.id));
  }

  private async load(manager: EntityManager, id: string, lock = false): Promise<TournamentImport> {
    if (lock) {
      // Lock the row alone (an outer join cannot be locked), then read it with its relations.
      const locked = await manager
        .getRepository(TournamentImport)
        .createQueryBuilder('import')
        .setLock('pessimistic_write')
        .where('import.id = :id', { id })
        .getOne();
      if (!locked) throw notFound('Import');
    }
    const found = await manager.getRepository(TournamentImport).findOne({
      where: { id },
      relations: { uploader: true, tournament: true },
    });
    if (!found) throw notFound('Import');
    return found;
  }

  /** The admin's review: the files as they will be imported, each fighter with the account they match now. */
  async preview(id: string): Promise<ImportPreview> {
    const row = await this.load(this.db.manager, id);
    const { content } = row;
    const matches = await matchFighters(this.db.manager, content.fighters);
    const clubs = await planClubs(this.db.manager, content, matches);
    // Only a decision still to take needs the warning: an approved import is itself what later uploads match.
    const duplicates = row.status === 'PENDING' ? await this.duplicates(this.db.manager, row, matches) : [];
    const nameOf = new Map(content.fighters.map((f) => [f.key, composeName(f.firstName, f.lastName)]));
    return {
      ...importSummary(row),
      tournamentDetails: content.tournament,
      categoryList: content.categories.map((c) => {
        const fights = content.fights.filter((f) => f.category === c.title);
        return {
          title: c.title,
          weapon: c.weapon,
          fighters: new Set(fights.flatMap((f) => [f.fighter1, f.fighter2])).size,
          fights: fights.length,
        };
      }),
      fighterList: content.fighters.map((f) => {
        const match = matches.get(f.key);
        return {
          key: f.key,
          name: nameOf.get(f.key)!,
          club: f.club,
          country: f.country,
          match: match ? { _id: match._id, name: match.name, club: match.club } : null,
        };
      }),
      clubList: clubs.map((c) => ({ name: c.name, fighters: c.fighters, match: c.match })),
      duplicates,
      fightList: content.fights.map((f) => ({
        ...f,
        final: f.final ?? null,
        fighter1: nameOf.get(f.fighter1) ?? f.fighter1,
        fighter2: nameOf.get(f.fighter2) ?? f.fighter2,
      })),
    };
  }

  /**
   * Creates the tournament with everything in it in one transaction and marks the import approved; then the results
   * job recomputes ratings. Approving an approved import again answers it as it is (idempotent).
   */
  async approve(id: string, admin: SessionUser, confirmDuplicate = false): Promise<ImportSummary> {
    const approved = await this.fights.write(async (writer) => {
      const row = await this.load(writer.manager, id, true);
      if (row.status === 'APPROVED') return false;
      if (row.status !== 'PENDING') throw conflict('This import has already been decided', 'imports/decided');
      const matches = await matchFighters(writer.manager, row.content.fighters);
      if (!confirmDuplicate && (await this.duplicates(writer.manager, row, matches)).length > 0)
        throw duplicateRefusal();
      const { tournament, created } = await createImportedTournament(writer, row.content, row.uploaderId);
      await this.events.publish({ type: 'tournament.changed', tournamentId: tournament.id }, writer.manager);
      await writer.manager.update(
        TournamentImport,
        { id },
        {
          status: 'APPROVED',
          tournamentId: tournament.id,
          createdUserIds: created.userIds,
          createdClubIds: created.clubIds,
          decidedById: admin._id,
          decidedAt: this.clock.now(),
        },
      );
      return true;
    });
    if (approved) await this.events.publish({ type: 'results.changed', reason: 'import approved' });
    return importSummary(await this.load(this.db.manager, id));
  }

  /**
   * Withdraws an approved import in one transaction: its tournament and everything in it (categories, stages, fights,
   * category results), then the fighters' accounts and clubs its approval created that nothing else uses now. The
   * results job then recomputes ratings and achievements without it. Withdrawing again answers it as it is.
   */
  async withdraw(id: string, admin: SessionUser): Promise<ImportSummary> {
    const withdrawn = await this.fights.write(async (writer) => {
      const row = await this.load(writer.manager, id, true);
      if (row.status === 'WITHDRAWN') return false;
      if (row.status !== 'APPROVED')
        throw conflict('Only an approved import can be withdrawn', 'imports/not-approved');
      if (row.tournamentId) {
        await removeImportedTournament(writer, row.tournamentId);
        await this.events.publish(
          { type: 'tournament.changed', tournamentId: row.tournamentId },
          writer.manager,
        );
      }
      await removeUnusedCreations(writer.manager, row.createdUserIds, row.createdClubIds);
      await writer.manager.update(
        TournamentImport,
        { id },
        { status: 'WITHDRAWN', tournamentId: null, decidedById: admin._id, decidedAt: this.clock.now() },
      );
      return true;
    });
    if (withdrawn) await this.events.publish({ type: 'results.changed', reason: 'import withdrawn' });
    return importSummary(await this.load(this.db.manager, id));
  }

  /** What this import looks like a copy of (import-duplicates.ts), for the review and the approval. */
  private duplicates(
    manager: EntityManager,
    row: TournamentImport,
    matches: ReadonlyMap<string, FighterMatch>,
  ): Promise<ImportDuplicate[]> {
    return findDuplicates(manager, row, matches);
  }

  /** Refuses a pending import with the reason the uploader reads; refusing it again answers it as it is. */
  async refuse(id: string, admin: SessionUser, reason: string): Promise<ImportSummary> {
    await this.db.transaction(async (manager) => {
      const row = await this.load(manager, id, true);
      if (row.status === 'REFUSED') return;
      if (row.status !== 'PENDING') throw conflict('This import has already been decided', 'imports/decided');
      await manager.update(
        TournamentImport,
        { id },
        { status: 'REFUSED', refusalReason: reason, decidedById: admin._id, decidedAt: this.clock.now() },
      );
    });
    return importSummary(await this.load(this.db.manager, id));
  }
}
