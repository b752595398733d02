import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { VALIDATION_MESSAGES } from '@hema/shared/contracts/messages';
import { AppError, badRequest } from '../common/app-error.js';
import { Clock } from '../common/clock.js';
import { runList, type ListDefinition } from '../common/list.js';
import type { SessionUser } from '../users/user.view.js';
import { Area } from './area.entity.js';
import type { ParsedBodyOf } from '@hema/shared/contracts/endpoint';
import type { areasContract } from '@hema/shared/contracts/areas';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { areaFightsView, areaView } from './area.view.js';
import { COMPETITION_ERRORS } from '../common/competition-errors.js';
import { RingLookup } from './ring-lookup.js';
import { Fight } from '../fights/fight.entity.js';
import { FightsRepository } from '../fights/fights.repository.js';
import { assertCanManageTournament, assertCanViewTournament } from '../common/tournament-access.js';
import { EventBus } from '../events/event-bus.js';
import { RingFightStages } from './ring-fight-stages.js';

const areaList: ListDefinition<Area> = {
  resource: 'rings',
  fields: {
    _id: { column: 'area.id', type: 'id', sortable: true, filterable: true },
    title: { column: 'area.title', type: 'text', sortable: true, filterable: true },
    index: { column: 'area.index', type: 'number', sortable: true, filterable: true },
    createdAt: { column: 'area.createdAt', type: 'date', sortable: true, filterable: true },
  },
  defaultSort: 'index',
  selectTitle: 'title',
};

/** Rings (spec: areas) of a tournament and the pool fights assigned to each, in order. */
@Injectable()
export class AreasService {
  constructor(
    private readonly db: DataSource,
    private readonly lookup: RingLookup,
    private readonly clock: Clock,
    private readonly fightWrites: FightsRepository,
    private readonly fightStages: RingFightStages,
    private readonly events: EventBus,
  ) {}

  async list(tournamentId: string, user: SessionUser | undefined, query: ListQueryParams) {
    const tournament = await this.lookup.tournament(tournamentId);
    assertCanViewTournament(user, tournament);
    const qb = this.db
      .getRepository(Area)
      .createQueryBuilder('area')
      .where('area.tournamentId = :id', { id: tournament.id });
    return runList(qb, areaList, query, areaView);
  }

  async get(id: string, user: SessionUser | undefined) {
    const { tournament, area } = await this.lookup.area(id);
    assertCanViewTournament(user, tournament);
    return areaView(area);
  }

  /**
   * A ring checked against the tournament a link names: a caption link with a wrong ring id, or a ring of another
   * tournament, must read as a wrong link (404), never as a ring with no fights.
   */
  async inTournament(tournamentKey: string, areaId: string, user: SessionUser | undefined) {
    const tournament = await this.lookup.tournamentByKey(tournamentKey);
    assertCanViewTournament(user, tournament);
    const { area } = await this.lookup.area(areaId);
    if (area.tournamentId !== tournament.id)
      throw new AppError(404, 'not-found', 'This ring is not in this tournament');
    return areaView(area);
  }

  async create(
    tournamentId: string,
    user: SessionUser | undefined,
    values: ParsedBodyOf<typeof areasContract.create>,
  ) {
    const tournament = await this.lookup.tournament(tournamentId);
    assertCanManageTournament(user, tournament);
    await this.assertTitleFree(tournament.id, values.title);
    const repo = this.db.getRepository(Area);
    const index = values.index ?? (await repo.count({ where: { tournamentId: tournament.id } }));
    const saved = await repo.save(repo.create({ ...values, index, tournamentId: tournament.id }));
    await this.events.publish({ type: 'ring.changed', tournamentId: tournament.id, areaId: saved.id });
    return areaView(saved);
  }

  async update(id: string, user: SessionUser | undefined, values: ParsedBodyOf<typeof areasContract.update>) {
    const { tournament, area } = await this.lookup.area(id);
    assertCanManageTournament(user, tournament);
    if (values.title !== undefined) await this.assertTitleFree(tournament.id, values.title, area.id);
    if (Object.keys(values).length > 0) {
      await this.db.getRepository(Area).update(area.id, values);
      await this.events.publish({ type: 'ring.changed', tournamentId: tournament.id, areaId: area.id });
    }
    return areaView(await this.db.getRepository(Area).findOneByOrFail({ id: area.id }));
  }

  /** The ring's fights stay, unassigned. */
  async remove(id: string, user: SessionUser | undefined): Promise<void> {
    const { tournament, area } = await this.lookup.area(id);
    assertCanManageTournament(user, tournament);
    await this.fightWrites.write(async (writer) => {
      // The fights leave the ring with new versions: its consoles, spectators and captions drop them.
      await writer.releaseRing(area.id);
      // A stage that sent its next fights to this ring goes back to the default rule (the feeding fights' ring).
      await this.fightStages.forgetRing(writer.manager, area.id);
      await writer.manager.delete(Area, area.id);
      await this.events.publish(
        { type: 'ring.changed', tournamentId: tournament.id, areaId: area.id },
        writer.manager,
      );
    });
  }

  /**
   * Two rings of a tournament never share a name (case and surrounding spaces aside): judges and spectators pick a
   * ring by its name, so a second "Ring 1" would send them to the wrong fights. Refused next to the title field.
   */
  private async assertTitleFree(tournamentId: string, title: string, except?: string): Promise<void> {
    const qb = this.db
      .getRepository(Area)
      .createQueryBuilder('area')
      .where('area.tournamentId = :tournamentId', { tournamentId })
      .andWhere('lower(trim(area.title)) = lower(trim(:title))', { title });
    if (except) qb.andWhere('area.id <> :except', { except });
    if (await qb.getExists()) {
      const message = VALIDATION_MESSAGES.ringTitleTaken;
      throw new AppError(409, COMPETITION_ERRORS.ringTitleTaken, message, { title: message });
    }
  }

  /**
   * Puts fights on the ring in the given order; fights of the ring left out of the list leave it, fights of another
   * ring of the tournament move here. Fights of another tournament are refused.
   */
  async assignFights(id: string, user: SessionUser | undefined, fightIds: string[]) {
    const { tournament, area } = await this.lookup.area(id);
    assertCanManageTournament(user, tournament);
    await this.fightWrites.write(async (writer) => {
      const fights = fightIds.length
        ? await writer.manager.find(Fight, {
            where: { id: In(fightIds) },
            select: { id: true, tournamentId: true },
          })
        : [];
      const ours = new Set(fights.filter((f) => f.tournamentId === tournament.id).map((f) => f.id));
      const foreign = fightIds.filter((fightId) => !ours.has(fightId));
      if (foreign.length > 0) {
        const message = 'Only fights of this tournament can be assigned to its rings';
        throw badRequest(message, COMPETITION_ERRORS.foreignFight, { fightIds: message });
      }
      await writer.placeOnRing(area.id, fightIds);
    });
    return this.fights(area.id, user);
  }

  /** The ring's fights in order with the current and next fight: what the judge console and captions read. */
  async fights(id: string, user: SessionUser | undefined) {
    const { tournament, area } = await this.lookup.area(id);
    assertCanViewTournament(user, tournament);
    const fights = await this.db
      .getRepository(Fight)
      .find({ where: { areaId: area.id }, order: { areaOrder: 'ASC', index: 'ASC' } });
    return areaFightsView(
      this.db.manager,
      tournament,
      area,
      fights,
      this.clock.now().getTime(),
      this.fightStages.names,
    );
  }
}
