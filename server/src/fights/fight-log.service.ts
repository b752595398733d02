import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import type { FightExchanges, FightLogEntry } from '@hema/shared/contracts/fights';
import type { FightContext } from '@hema/shared/fight/fight-context';
import type { FightEvent as FightEventData } from '@hema/shared/fight/events';
import { COMMAND_REFUSALS, isRefusalReason } from '@hema/shared/realtime/refusals';
import { forbidden, notFound, unauthorized } from '../common/app-error.js';
import { COMPETITION_ERRORS } from '../common/competition-errors.js';
import { parseId } from '../common/validation.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { canViewTournament } from '../common/tournament-access.js';
import { User } from '../users/user.entity.js';
import type { SessionUser } from '../users/user.view.js';
import { FightEvent } from './fight-event.entity.js';
import { Fight } from './fight.entity.js';

/** A fight keeps at most a few thousand key presses; the log answers them all, oldest first. */
const MAX_LOG_LINES = 20_000;

/**
 * The fight's event log as the organizer reads it (architecture.md §4: every fight auditable; corrections are new
 * events). It names the judges who pressed the keys, so it is for the tournament's organizer and admins only; an
 * organizer whose licence ran out still reads the record of their own tournament.
 */
@Injectable()
export class FightLogService {
  constructor(private readonly db: DataSource) {}

  /**
   * The fight's exchange history from its snapshot, for whoever may see the tournament: it names no judge, and the
   * live view stays small because the history is read here, once per version, by the consoles that show it.
   */
  async exchanges(id: string, user: SessionUser | undefined): Promise<FightExchanges> {
    const fight = await this.db.manager.findOne(Fight, {
      where: { id: parseId(id, 'Fight') },
      select: { id: true, tournamentId: true, snapshot: true, version: true },
    });
    if (!fight) throw notFound('Fight');
    const tournament = await this.db.manager.findOneOrFail(Tournament, {
      where: { id: fight.tournamentId },
      select: { id: true, authorId: true, status: true },
    });
    if (!canViewTournament(user, tournament)) throw notFound('Fight');
    const context = (fight.snapshot as { context?: Partial<FightContext> }).context;
    return { fightId: fight.id, version: fight.version, exchanges: context?.exchanges ?? [] };
  }

  async events(id: string, user: SessionUser | undefined) {
    const fight = await this.db.manager.findOne(Fight, {
      where: { id: parseId(id, 'Fight') },
      select: { id: true, tournamentId: true },
    });
    if (!fight) throw notFound('Fight');
    const tournament = await this.db.manager.findOneOrFail(Tournament, {
      where: { id: fight.tournamentId },
      select: { id: true, authorId: true, status: true },
    });
    if (!user) throw unauthorized();
    if (!user.isAdmin && tournament.authorId !== user._id) {
      if (!canViewTournament(user, tournament)) throw notFound('Fight');
      throw forbidden(
        'Only the organizer of this tournament can read its fights’ event logs',
        COMPETITION_ERRORS.notYourTournament,
      );
    }
    const rows = await this.db.manager.find(FightEvent, {
      where: { fightId: fight.id },
      order: { id: 'ASC' },
      take: MAX_LOG_LINES,
    });
    const userIds = [...new Set(rows.map((r) => r.userId).filter((u): u is string => !!u))];
    const names = new Map(
      userIds.length
        ? (
            await this.db.manager.find(User, { where: { id: In(userIds) }, select: { id: true, name: true } })
          ).map((u) => [u.id, u.name])
        : [],
    );
    const items: FightLogEntry[] = rows.map((row) => ({
      _id: row.id,
      event: row.event as unknown as FightEventData,
      user: row.userId ? { _id: row.userId, name: names.get(row.userId) ?? '' } : null,
      console: row.console,
      recordedAt: row.createdAt.toISOString(),
      applied: row.applied,
      reason: row.applied
        ? null
        : isRefusalReason(row.reason ?? '')
          ? (row.reason as FightLogEntry['reason'])
          : COMMAND_REFUSALS.conflict,
      version: row.version,
      score1: row.score1,
      score2: row.score2,
    }));
    return { items, count: items.length };
  }
}
