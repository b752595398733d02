import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { hpChangeWarnings } from '@hema/shared/competition/swiss-hits';
import { RATING_MODES } from '@hema/shared/domain-types';
import { fightRules } from '@hema/shared/fight/rules';
import { Weapon } from '../catalog/weapon.entity.js';
import { badRequest, conflict } from '../common/app-error.js';
import { runList, type ListDefinition } from '../common/list.js';
import type { SessionUser } from '../users/user.view.js';
import { COMPETITION_ERRORS } from '../common/competition-errors.js';
import { NominationLookup } from './nomination-lookup.js';
import { isUniqueViolation } from '../common/database-errors.js';
import { CategoryContents } from './category-contents.js';
import { Nomination } from './nomination.entity.js';
import type { ParsedBodyOf } from '@hema/shared/contracts/endpoint';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import type { NominationInput, nominationsContract } from '@hema/shared/contracts/nominations';
import { VALIDATION_MESSAGES } from '@hema/shared/contracts/messages';
import { nominationView } from './nomination.view.js';
import { assertCanManageTournament, assertCanViewTournament } from '../common/tournament-access.js';
import { EventBus } from '../events/event-bus.js';

const nominationList: ListDefinition<Nomination> = {
  resource: 'categories',
  fields: {
    _id: { column: 'nomination.id', type: 'id', sortable: true, filterable: true },
    title: { column: 'nomination.title', type: 'text', sortable: true, filterable: true },
    idString: { column: 'nomination.idString', type: 'text', filterable: true },
    index: { column: 'nomination.index', type: 'number', sortable: true, filterable: true },
    weapon: { column: 'nomination.weaponId', type: 'id', filterable: true },
    weaponType: { column: 'weapon.weaponTypeId', type: 'id', filterable: true },
    ratingMode: {
      column: 'nomination.ratingMode',
      type: 'enum',
      values: RATING_MODES,
      sortable: true,
      filterable: true,
    },
    isTeam: { column: 'nomination.isTeam', type: 'boolean', filterable: true },
    createdAt: { column: 'nomination.createdAt', type: 'date', sortable: true, filterable: true },
  },
  defaultSort: 'index',
  selectTitle: 'title',
};

const addressTaken = () =>
  conflict('This category address is taken in this tournament', COMPETITION_ERRORS.nominationAddressTaken);

@Injectable()
export class NominationsService {
  constructor(
    private readonly db: DataSource,
    private readonly lookup: NominationLookup,
    private readonly contents: CategoryContents,
    private readonly events: EventBus,
  ) {}

  async list(tournamentId: string, user: SessionUser | undefined, query: ListQueryParams) {
    const tournament = await this.lookup.tournament(tournamentId);
    assertCanViewTournament(user, tournament);
    const qb = this.db
      .getRepository(Nomination)
      .createQueryBuilder('nomination')
      .leftJoinAndSelect('nomination.weapon', 'weapon')
      .leftJoinAndSelect('weapon.weaponType', 'weaponType')
      .where('nomination.tournamentId = :tournamentId', { tournamentId: tournament.id });
    return runList(qb, nominationList, query, nominationView);
  }

  async get(id: string, user: SessionUser | undefined) {
    const { tournament, nomination } = await this.lookup.nomination(id);
    assertCanViewTournament(user, tournament);
    return this.view(nomination.id);
  }

  async create(
    tournamentId: string,
    user: SessionUser | undefined,
    values: ParsedBodyOf<typeof nominationsContract.create>,
  ) {
    const tournament = await this.lookup.tournament(tournamentId);
    assertCanManageTournament(user, tournament);
    await this.check(values);
    const repo = this.db.getRepository(Nomination);
    if (await repo.exists({ where: { tournamentId: tournament.id, idString: values.idString } }))
      throw addressTaken();
    const index = values.index ?? (await repo.count({ where: { tournamentId: tournament.id } }));
    const saved = await repo
      .save(repo.create({ ...values, index, tournamentId: tournament.id }))
      .catch((e) => this.rethrow(e));
    await this.events.publish({
      type: 'nomination.changed',
      tournamentId: tournament.id,
      nominationId: saved.id,
    });
    return this.view(saved.id);
  }

  /** Changed rules reach the fights not started yet; a new HP in swiss with hits asks for regeneration (spec §5). */
  async update(id: string, user: SessionUser | undefined, values: NominationInput) {
    const { tournament, nomination } = await this.lookup.nomination(id);
    assertCanManageTournament(user, tournament);
    await this.check(values);
    if (values.idString && values.idString !== nomination.idString) {
      const taken = await this.db
        .getRepository(Nomination)
        .exists({ where: { tournamentId: tournament.id, idString: values.idString } });
      if (taken) throw addressTaken();
    }
    const warnings = values.rules ? await this.hpWarnings(nomination, values.rules.hitPoints) : [];
    // What every fight state carries of its category (FightState): a change of it is pushed to the rings.
    const shownOnFights = ['title', 'colorLeft', 'colorRight', 'redSide'] as const;
    // Fights that take the new rules get new versions, announced to spectators and judge consoles after commit.
    await this.contents.fights.write(async (writer) => {
      if (Object.keys(values).length > 0) {
        await writer.manager.update(Nomination, nomination.id, values as never).catch((e) => this.rethrow(e));
      }
      if (values.rules) await writer.refreshScheduled(nomination.id);
      if (shownOnFights.some((key) => values[key] !== undefined && values[key] !== nomination[key]))
        await writer.announceCategory(nomination.id);
      await this.events.publish(
        { type: 'nomination.changed', tournamentId: tournament.id, nominationId: nomination.id },
        writer.manager,
      );
    });
    return { ...(await this.view(nomination.id)), warnings };
  }

  /**
   * Renumbers the tournament's categories in the given order, in one transaction, so the list never shows two
   * categories at one place. The list must name every category of the tournament once.
   */
  async reorder(tournamentId: string, user: SessionUser | undefined, nominationIds: string[]) {
    const tournament = await this.lookup.tournament(tournamentId);
    assertCanManageTournament(user, tournament);
    await this.db.transaction(async (manager) => {
      const existing = await manager.find(Nomination, {
        where: { tournamentId: tournament.id },
        select: { id: true },
      });
      const ids = new Set(existing.map((n) => n.id));
      if (ids.size !== nominationIds.length || nominationIds.some((nominationId) => !ids.has(nominationId))) {
        const message = VALIDATION_MESSAGES.categoryOrderIncomplete;
        throw badRequest(`nominationIds: ${message}`, 'validation', { nominationIds: message });
      }
      for (const [index, nominationId] of nominationIds.entries()) {
        await manager.update(Nomination, nominationId, { index });
      }
      await this.events.publish({ type: 'tournament.changed', tournamentId: tournament.id }, manager);
    });
    const items = await this.db.getRepository(Nomination).find({
      where: { tournamentId: tournament.id },
      relations: { weapon: { weaponType: true } },
      order: { index: 'ASC' },
    });
    return { items: items.map(nominationView), count: items.length };
  }

  async remove(id: string, user: SessionUser | undefined): Promise<void> {
    const { tournament, nomination } = await this.lookup.nomination(id);
    assertCanManageTournament(user, tournament);
    await this.db.transaction(async (manager) => {
      if (await this.contents.stages.any(manager, nomination.id)) {
        throw conflict('A category with stages cannot be deleted', COMPETITION_ERRORS.nominationHasStages);
      }
      await manager.delete(Nomination, nomination.id);
      await this.events.publish(
        { type: 'nomination.changed', tournamentId: tournament.id, nominationId: nomination.id },
        manager,
      );
    });
  }

  /** Spec §4: resetting a category deletes all its fights but keeps stages and pools. */
  async reset(id: string, user: SessionUser | undefined) {
    const { tournament, nomination } = await this.lookup.nomination(id);
    assertCanManageTournament(user, tournament);
    const deleted = await this.contents.fights.write(async (writer) => {
      const removed = await writer.remove({ nominationId: nomination.id });
      await this.events.publish(
        { type: 'nomination.changed', tournamentId: tournament.id, nominationId: nomination.id },
        writer.manager,
      );
      return removed;
    });
    return { deletedFights: deleted };
  }

  private async view(id: string) {
    const nomination = await this.db.getRepository(Nomination).findOneOrFail({
      where: { id },
      relations: { weapon: { weaponType: true } },
    });
    return nominationView(nomination);
  }

  private async hpWarnings(nomination: Nomination, newHp: number | null): Promise<string[]> {
    const oldHp = fightRules(nomination.rules).hitPoints;
    if (oldHp === newHp) return [];
    const fightsExist = await this.contents.stages.hitPointsFought(this.db.manager, nomination.id);
    return hpChangeWarnings(oldHp ?? 0, newHp ?? 0, fightsExist);
  }

  private async check(values: NominationInput): Promise<void> {
    if (
      values.weaponId &&
      !(await this.db.getRepository(Weapon).exists({ where: { id: values.weaponId } }))
    ) {
      throw badRequest('weaponId: Weapon not found', 'validation', { weaponId: 'Weapon not found' });
    }
  }

  private rethrow(error: unknown): never {
    if (isUniqueViolation(error)) throw addressTaken();
    throw error;
  }
}
