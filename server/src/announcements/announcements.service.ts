import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ANNOUNCEMENT_CURRENT_HOURS,
  ANNOUNCEMENT_CURRENT_LIMIT,
  ANNOUNCEMENT_ERRORS,
  type Announcement,
  type AnnouncementRecord,
  type CreateAnnouncement,
} from '@hema/shared/contracts/announcements';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { badRequest, conflict, notFound } from '../common/app-error.js';
import { Clock } from '../common/clock.js';
import { runList } from '../common/list.js';
import {
  assertCanRunStartedTournament,
  assertCanReadManagement,
  assertCanViewTournament,
  ownsOrAdministers,
} from '../common/tournament-access.js';
import { parseId } from '../common/validation.js';
import { sqlOf } from '../database/sql.js';
import { EventBus } from '../events/event-bus.js';
import { Nomination } from '../nominations/nomination.entity.js';
import { TournamentLookup } from '../tournaments/tournament-lookup.js';
import type { SessionUser } from '../users/user.view.js';
import { AnnouncementRow } from './announcement.entity.js';
import { ANNOUNCEMENT_LIST } from './announcement.list.js';

const HOUR_MS = 60 * 60 * 1000;

export function announcementView(row: AnnouncementRow): Announcement {
  return {
    _id: row.id,
    tournamentId: row.tournamentId,
    level: row.level,
    audience: row.audience,
    nomination: row.nomination ? { _id: row.nomination.id, title: row.nomination.title } : null,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}

export function recordView(row: AnnouncementRow): AnnouncementRecord {
  return {
    ...announcementView(row),
    author: row.author ? { _id: row.author.id, name: row.author.name } : null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

/**
 * Announcements (issue 32 item 6). The tournament's organizer (its author with a running licence, or an admin) sends
 * and withdraws them; anyone who may see the tournament reads the current ones of everyone and of its categories;
 * the judges' ones are read only by the tournament's standing ring judges and its organizer. After commit each
 * sending publishes `announcement.sent` (notifications, the live push) and each withdrawal `announcement.withdrawn`.
 */
@Injectable()
export class AnnouncementsService {
  constructor(
    private readonly db: DataSource,
    private readonly lookup: TournamentLookup,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  async list(tournamentId: string, user: SessionUser | undefined, query: ListQueryParams) {
    const tournament = await this.lookup.tournament(tournamentId);
    // A lapsed licence locks sending, not reading what went out.
    assertCanReadManagement(user, tournament);
    const qb = this.db
      .getRepository(AnnouncementRow)
      .createQueryBuilder('announcement')
      .leftJoinAndSelect('announcement.author', 'author')
      .leftJoinAndSelect('announcement.nomination', 'nomination')
      .where('announcement.tournamentId = :id', { id: tournament.id });
    return runList(qb, ANNOUNCEMENT_LIST, query, recordView);
  }

  async create(
    tournamentId: string,
    user: SessionUser | undefined,
    values: CreateAnnouncement & { level: AnnouncementRow['level']; audience: AnnouncementRow['audience'] },
  ): Promise<AnnouncementRecord> {
    const tournament = await this.lookup.tournament(tournamentId);
    // Sending is running the event: the author of an ongoing tournament keeps it when the licence lapses mid-event.
    assertCanRunStartedTournament(user, tournament);
    const saved = await this.db.transaction(async (manager) => {
      const nomination = values.nominationId
        ? await this.nominationOf(manager, tournament.id, values.nominationId)
        : null;
      const repo = manager.getRepository(AnnouncementRow);
      const row = await repo.save(
        repo.create({
          tournamentId: tournament.id,
          authorId: user!._id,
          level: values.level,
          audience: values.audience,
          nominationId: nomination?.id ?? null,
          text: values.text,
          withdrawnAt: null,
        }),
      );
      await this.events.publish(
        {
          type: 'announcement.sent',
          tournamentId: tournament.id,
          announcementId: row.id,
          audience: row.audience,
          nominationId: row.nominationId,
          level: row.level,
          text: row.text,
        },
        manager,
      );
      return row.id;
    });
    return recordView(await this.read(saved));
  }

  async withdraw(id: string, user: SessionUser | undefined): Promise<AnnouncementRecord> {
    const found = await this.db
      .getRepository(AnnouncementRow)
      .findOne({ where: { id: parseId(id, 'Announcement') } });
    if (!found) throw notFound('Announcement');
    const tournament = await this.lookup.tournament(found.tournamentId);
    assertCanRunStartedTournament(user, tournament);
    await this.db.transaction(async (manager) => {
      const repo = manager.getRepository(AnnouncementRow);
      const row = await repo.findOne({ where: { id: found.id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw notFound('Announcement');
      if (row.withdrawnAt)
        throw conflict('This announcement has already been withdrawn', ANNOUNCEMENT_ERRORS.alreadyWithdrawn);
      row.withdrawnAt = this.clock.now();
      await repo.save(row);
      await this.events.publish(
        {
          type: 'announcement.withdrawn',
          tournamentId: row.tournamentId,
          announcementId: row.id,
          audience: row.audience,
          nominationId: row.nominationId,
        },
        manager,
      );
    });
    return recordView(await this.read(found.id));
  }

  /**
   * The tournament's current announcements (sent in the last hours, not withdrawn), newest first. Everyone's and
   * categories' ones for anyone who may see the tournament; the judges' ones too for its judges and organizer.
   */
  async current(tournamentKey: string, user: SessionUser | undefined): Promise<{ items: Announcement[] }> {
    const tournament = await this.lookup.tournamentByKey(tournamentKey);
    assertCanViewTournament(user, tournament);
    const judges =
      !!user && (ownsOrAdministers(user, tournament) || (await this.judges(tournament.id, user)));
    const since = new Date(this.clock.now().getTime() - ANNOUNCEMENT_CURRENT_HOURS * HOUR_MS);
    const qb = this.db
      .getRepository(AnnouncementRow)
      .createQueryBuilder('announcement')
      .leftJoinAndSelect('announcement.nomination', 'nomination')
      .where('announcement.tournamentId = :id', { id: tournament.id })
      .andWhere('announcement.withdrawnAt IS NULL')
      .andWhere('announcement.createdAt > :since', { since })
      .orderBy('announcement.createdAt', 'DESC')
      .take(ANNOUNCEMENT_CURRENT_LIMIT);
    if (!judges) qb.andWhere("announcement.audience <> 'judges'");
    return { items: (await qb.getMany()).map(announcementView) };
  }

  /** Whether the person judges a ring of the tournament now (an access not revoked). */
  private async judges(tournamentId: string, user: SessionUser): Promise<boolean> {
    const row = await sqlOf(this.db)
      .selectFrom('ring_judge as rj')
      .select('rj.id')
      .where('rj.tournamentId', '=', tournamentId)
      .where('rj.userId', '=', user._id)
      .where('rj.revokedAt', 'is', null)
      .executeTakeFirst();
    return !!row;
  }

  private async nominationOf(manager: EntityManager, tournamentId: string, nominationId: string) {
    const nomination = await manager.findOne(Nomination, { where: { id: nominationId } });
    if (!nomination || nomination.tournamentId !== tournamentId)
      throw badRequest(
        'This category is not in this tournament',
        ANNOUNCEMENT_ERRORS.nominationNotInTournament,
        { nominationId: 'This category is not in this tournament' },
      );
    return nomination;
  }

  private read(id: string): Promise<AnnouncementRow> {
    return this.db.getRepository(AnnouncementRow).findOneOrFail({
      where: { id },
      relations: { author: true, nomination: true },
    });
  }
}
