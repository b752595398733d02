import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import type { ParsedBodyOf } from '@hema/shared/contracts/endpoint';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import type { participantsContract, participantSchema } from '@hema/shared/contracts/participants';
import { badRequest, conflict } from '../common/app-error.js';
import { runList, type ListDefinition } from '../common/list.js';
import type { SessionUser } from '../users/user.view.js';
import { COMPETITION_ERRORS } from '../common/competition-errors.js';
import { NominationLookup } from './nomination-lookup.js';
import { isUniqueViolation } from '../common/database-errors.js';
import { CategoryContents } from './category-contents.js';
import { Participant } from './participant.entity.js';
import { assertCanManageTournament, assertCanViewTournament } from '../common/tournament-access.js';
import { createFighter, existingFighter } from '../users/fighter-accounts.js';
import { EventBus } from '../events/event-bus.js';

const participantList: ListDefinition<Participant> = {
  resource: 'participants',
  fields: {
    _id: { column: 'participant.id', type: 'id', sortable: true, filterable: true },
    name: { column: 'user.name', type: 'text', sortable: true, filterable: true },
    title: { column: 'user.name', type: 'text', sortable: true, filterable: true },
    club: { column: 'club.title', type: 'text', sortable: true, filterable: true },
    clubId: { column: 'user.clubId', type: 'id', filterable: true },
    userId: { column: 'participant.userId', type: 'id', filterable: true },
    seed: { column: 'participant.seed', type: 'number', sortable: true, filterable: true },
    droppedOut: { column: 'participant.droppedOut', type: 'boolean', sortable: true, filterable: true },
    createdAt: { column: 'participant.createdAt', type: 'date', sortable: true, filterable: true },
  },
  defaultSort: 'seed',
  selectTitle: 'name',
};

/** A fighter of a category: the user's public name and club, the seed and whether they dropped out. */
export function participantView(p: Participant): z.input<typeof participantSchema> {
  const user = p.user;
  return {
    _id: p.id,
    nominationId: p.nominationId,
    userId: p.userId,
    name: user?.name ?? '',
    username: user?.username ?? '',
    club: user?.club ? { _id: user.club.id, title: user.club.title } : null,
    seed: p.seed,
    droppedOut: p.droppedOut,
    droppedOutReason: p.droppedOut ? p.droppedOutReason : null,
    createdAt: p.createdAt.toISOString(),
  };
}

@Injectable()
export class ParticipantsService {
  constructor(
    private readonly db: DataSource,
    private readonly lookup: NominationLookup,
    private readonly contents: CategoryContents,
    private readonly events: EventBus,
  ) {}

  async list(nominationId: string, user: SessionUser | undefined, query: ListQueryParams) {
    const { tournament, nomination } = await this.lookup.nomination(nominationId);
    assertCanViewTournament(user, tournament);
    const qb = this.db
      .getRepository(Participant)
      .createQueryBuilder('participant')
      .innerJoinAndSelect('participant.user', 'user')
      .leftJoinAndSelect('user.club', 'club')
      .where('participant.nominationId = :nominationId', { nominationId: nomination.id });
    return runList(qb, participantList, query, participantView);
  }

  /**
   * Added by the organizer (applications come later): an existing user, or a fighter created on the spot — with a
   * new club when asked — in the same transaction, so a refused entry leaves no stray user or club behind.
   */
  async create(
    nominationId: string,
    user: SessionUser | undefined,
    values: ParsedBodyOf<typeof participantsContract.create>,
  ) {
    const { tournament, nomination } = await this.lookup.nomination(nominationId);
    assertCanManageTournament(user, tournament);
    const exists = () =>
      conflict('This fighter is already in the category', COMPETITION_ERRORS.participantExists);
    const id = await this.db
      .transaction(async (manager) => {
        const fighterId = values.fighter
          ? await createFighter(manager, values.fighter)
          : await existingFighter(manager, values.userId!);
        const repo = manager.getRepository(Participant);
        if (await repo.exists({ where: { nominationId: nomination.id, userId: fighterId } })) throw exists();
        const saved = await repo.save(
          repo.create({ nominationId: nomination.id, userId: fighterId, seed: values.seed ?? null }),
        );
        await this.events.publish(
          { type: 'nomination.changed', tournamentId: tournament.id, nominationId: nomination.id },
          manager,
        );
        return saved.id;
      })
      .catch((e) => {
        throw isUniqueViolation(e) ? exists() : e;
      });
    return this.view(id);
  }

  /** Seeds 1..n in the order given; the list must name every fighter of the category once. */
  async reorder(
    nominationId: string,
    user: SessionUser | undefined,
    values: ParsedBodyOf<typeof participantsContract.reorder>,
  ) {
    const { tournament, nomination } = await this.lookup.nomination(nominationId);
    assertCanManageTournament(user, tournament);
    await this.db.transaction(async (manager) => {
      const repo = manager.getRepository(Participant);
      const current = await repo.find({ where: { nominationId: nomination.id }, select: { id: true } });
      const ids = new Set(current.map((p) => p.id));
      if (ids.size !== values.participantIds.length || values.participantIds.some((id) => !ids.has(id))) {
        throw badRequest('participantIds: Name every fighter of the category once', 'validation', {
          participantIds: 'Name every fighter of the category once',
        });
      }
      for (const [index, id] of values.participantIds.entries()) await repo.update(id, { seed: index + 1 });
      await this.events.publish(
        { type: 'nomination.changed', tournamentId: tournament.id, nominationId: nomination.id },
        manager,
      );
    });
    const items = await this.db.getRepository(Participant).find({
      where: { nominationId: nomination.id },
      relations: { user: { club: true } },
      order: { seed: 'ASC', id: 'ASC' },
    });
    return { items: items.map(participantView) };
  }

  /** Seed and dropped out; a fighter who drops out can no longer start the fights not yet fought (spec §4). */
  async update(
    id: string,
    user: SessionUser | undefined,
    values: ParsedBodyOf<typeof participantsContract.update>,
  ) {
    const { tournament, participant } = await this.lookup.participant(id);
    assertCanManageTournament(user, tournament);
    // Fights that take the change get new versions, announced to spectators and judge consoles after commit.
    await this.contents.fights.write(async (writer) => {
      // The organizer's mark, either way, replaces a black card's reason: the fighter is out, or back, by their word.
      const marked = values.droppedOut !== undefined && values.droppedOut !== participant.droppedOut;
      const change = marked ? { ...values, droppedOutReason: null } : values;
      if (Object.keys(change).length > 0) await writer.manager.update(Participant, participant.id, change);
      if (marked) await writer.refreshScheduled(participant.nominationId);
      await this.events.publish(
        { type: 'nomination.changed', tournamentId: tournament.id, nominationId: participant.nominationId },
        writer.manager,
      );
    });
    return this.view(participant.id);
  }

  async remove(id: string, user: SessionUser | undefined): Promise<void> {
    const { tournament, participant } = await this.lookup.participant(id);
    assertCanManageTournament(user, tournament);
    const hasFights = await this.contents.fights.fighterHasFights(
      this.db.manager,
      participant.nominationId,
      participant.userId,
    );
    if (hasFights) {
      throw conflict(
        'This fighter has fights in the category; mark them dropped out instead',
        COMPETITION_ERRORS.participantHasFights,
      );
    }
    await this.db.getRepository(Participant).delete(participant.id);
    await this.events.publish({
      type: 'nomination.changed',
      tournamentId: tournament.id,
      nominationId: participant.nominationId,
    });
  }

  private async view(id: string) {
    const participant = await this.db.getRepository(Participant).findOneOrFail({
      where: { id },
      relations: { user: { club: true } },
    });
    return participantView(participant);
  }
}
