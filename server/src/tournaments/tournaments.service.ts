import { Injectable } from '@nestjs/common';
import { DataSource, Like } from 'typeorm';
import { addressSlug, firstFreeSlug } from '@hema/shared/competition/address-slug';
import {
  EARLY_START_MESSAGE,
  FIGHTS_STARTED_MESSAGE,
  isEarlyStart,
  isTournamentPublic,
  tournamentTransition,
} from '@hema/shared/competition/tournament-status';
import { Clock } from '../common/clock.js';
import { defaultTournamentZone, tournamentZonesFor } from '@hema/shared/ui-rules/zone-rules';
import { Zone } from '../catalog/zone.entity.js';
import { badRequest, conflict, forbidden, notFound } from '../common/app-error.js';
import { runList } from '../common/list.js';
import { parseId } from '../common/validation.js';
import type { SessionUser } from '../users/user.view.js';
import { COMPETITION_ERRORS } from '../common/competition-errors.js';
import { TournamentLookup } from './tournament-lookup.js';
import { isUniqueViolation } from '../common/database-errors.js';
import type { ParsedBodyOf, ParsedQueryOf } from '@hema/shared/contracts/endpoint';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { slug } from '@hema/shared/contracts/fields';
import { VALIDATION_MESSAGES } from '@hema/shared/contracts/messages';
import {
  tournamentDateErrors,
  type AddressCheck,
  type tournamentsContract,
  type TournamentInput,
} from '@hema/shared/contracts/tournaments';
import type { TournamentAction } from '@hema/shared/competition/tournament-status';
import {
  assertCanCreateTournament,
  assertCanManageTournament,
  assertCanRunStartedTournament,
  assertCanViewTournament,
  type Viewer,
} from '../common/tournament-access.js';
import { Tournament } from './tournament.entity.js';
import { EventBus } from '../events/event-bus.js';
import { restrictTournamentList, tournamentList, worldZoneCountsAll } from './tournament.list.js';
import { worldZoneId } from '../catalog/world-zone.js';
import { takesApplications, tournamentSummaryView, tournamentView } from './tournament.view.js';
import { arrivalState } from '@hema/shared/applications/application-rules';
import { TournamentContents } from './tournament-contents.js';

const ZONE_NOT_ALLOWED = VALIDATION_MESSAGES.zoneNotAllowed;
const ADDRESS_TAKEN = 'This tournament address is taken';
const addressTaken = () => conflict(ADDRESS_TAKEN, COMPETITION_ERRORS.tournamentAddressTaken);

@Injectable()
export class TournamentsService {
  constructor(
    private readonly db: DataSource,
    private readonly lookup: TournamentLookup,
    private readonly events: EventBus,
    private readonly clock: Clock,
    private readonly contents: TournamentContents,
  ) {}

  async list(user: SessionUser | undefined, query: ListQueryParams) {
    const qb = this.db
      .getRepository(Tournament)
      .createQueryBuilder('tournament')
      .leftJoinAndSelect('tournament.author', 'author');
    restrictTournamentList(qb, query, user);
    const zoned = worldZoneCountsAll(query, await worldZoneId(this.db.manager));
    return runList(qb, tournamentList, zoned, tournamentSummaryView);
  }

  /** The forms' check while typing: is the address free, and a free one made from the title. */
  async checkAddress(
    user: SessionUser | undefined,
    { idString, title, except }: ParsedQueryOf<typeof tournamentsContract.checkAddress>,
  ): Promise<AddressCheck> {
    assertCanCreateTournament(user);
    const repo = this.db.getRepository(Tournament);
    const base = addressSlug(title.trim() || idString);
    // Every address starting with the base, in one query: the suggestion numbers past them.
    const similar = await repo.find({
      select: { id: true, idString: true },
      where: [{ idString: Like(`${base}%`) }, ...(idString ? [{ idString }] : [])],
    });
    const mine = (row: { id: string }) => row.id === except;
    const taken = new Set(similar.filter((row) => !mine(row)).map((row) => row.idString));
    const suggestion = firstFreeSlug(base, taken);
    if (!idString) return { idString, available: false, message: null, suggestion };
    const wellFormed = slug.safeParse(idString);
    if (!wellFormed.success)
      return { idString, available: false, message: wellFormed.error.issues[0]!.message, suggestion };
    const available = !taken.has(idString);
    return { idString, available, message: available ? null : ADDRESS_TAKEN, suggestion };
  }

  async get(key: string, user: Viewer | undefined) {
    const tournament = await this.lookup.tournamentByKey(key);
    assertCanViewTournament(user, tournament);
    return this.view(tournament);
  }

  async create(user: SessionUser | undefined, values: ParsedBodyOf<typeof tournamentsContract.create>) {
    assertCanCreateTournament(user);
    await this.check(user, values, null);
    const repo = this.db.getRepository(Tournament);
    if (await repo.exists({ where: { idString: values.idString } })) throw addressTaken();
    const zoneId = values.zoneId === undefined ? await this.defaultZone(user) : values.zoneId;
    const saved = await repo
      .save(repo.create({ ...values, zoneId, authorId: user._id, status: 'DEVELOPING' }))
      .catch((e) => this.rethrow(e));
    await this.events.publish({ type: 'tournament.changed', tournamentId: saved.id });
    return this.get(saved.id, user);
  }

  async update(id: string, user: SessionUser | undefined, values: TournamentInput) {
    const tournament = await this.lookup.tournament(id);
    assertCanManageTournament(user, tournament);
    await this.check(user, values, tournament.zoneId);
    const errors = tournamentDateErrors({ ...tournament, ...values });
    if (Object.keys(errors).length > 0)
      throw badRequest(Object.values(errors).join('; '), 'validation', errors);
    if (values.idString && values.idString !== tournament.idString) {
      if (await this.db.getRepository(Tournament).exists({ where: { idString: values.idString } }))
        throw addressTaken();
    }
    if (values.registrationNominationIds)
      await this.checkOwnCategories(tournament.id, values.registrationNominationIds);
    if (Object.keys(values).length > 0) {
      await this.db
        .getRepository(Tournament)
        .update(tournament.id, values as never)
        .catch((e) => this.rethrow(e));
      await this.events.publish({ type: 'tournament.changed', tournamentId: tournament.id });
    }
    // A finished tournament's results count in its zone and only while it is real: moving it to another zone or
    // marking it test (or real again) changes ratings, nomination results and achievements, so they are recomputed.
    const moved = values.zoneId !== undefined && values.zoneId !== tournament.zoneId;
    const retested = values.isTest !== undefined && values.isTest !== tournament.isTest;
    if (tournament.status === 'FINISHED' && (moved || retested)) {
      const reason = `tournament ${retested ? 'test flag' : 'zone'} changed ${tournament.id}`;
      await this.events.publish({ type: 'results.changed', reason });
    }
    return this.get(tournament.id, user);
  }

  /** The categories opened for applications must be this tournament's. */
  private async checkOwnCategories(tournamentId: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const own = await this.contents.categories.count(this.db.manager, tournamentId, ids);
    if (own !== new Set(ids).size) {
      const message = 'Choose categories of this tournament';
      throw badRequest(message, 'validation', { registrationNominationIds: message });
    }
  }

  async remove(id: string, user: SessionUser | undefined): Promise<void> {
    const tournament = await this.lookup.tournament(id);
    assertCanManageTournament(user, tournament);
    await this.db.transaction(async (manager) => {
      if ((await this.contents.categories.count(manager, tournament.id)) > 0) {
        throw conflict(
          'A tournament with categories cannot be deleted',
          COMPETITION_ERRORS.tournamentHasNominations,
        );
      }
      await manager.delete(Tournament, tournament.id);
      await this.events.publish({ type: 'tournament.changed', tournamentId: tournament.id }, manager);
    });
  }

  async changeStatus(
    id: string,
    user: SessionUser | undefined,
    { action, earlyStartConfirmed }: { action: TournamentAction; earlyStartConfirmed?: boolean },
  ) {
    const changed = await this.db.transaction(async (manager) => {
      const tournament = await manager.findOne(Tournament, {
        where: { id: parseId(id, 'Tournament') },
        lock: { mode: 'pessimistic_write' },
      });
      if (!tournament) throw notFound('Tournament');
      // Finishing a started tournament is part of running it, allowed to its author after their licence lapses.
      if (action === 'finish') assertCanRunStartedTournament(user, tournament);
      else assertCanManageTournament(user, tournament);
      const categories = await this.contents.categories.count(manager, tournament.id);
      const fightsStarted =
        action === 'stepBack' && (await this.contents.fights.anyStarted(manager, tournament.id));
      const outcome = tournamentTransition(tournament.status, action, {
        categories,
        fightsStarted,
        statusBeforeStart: tournament.statusBeforeStart,
      });
      if (!outcome.ok) {
        const code =
          outcome.message === FIGHTS_STARTED_MESSAGE
            ? COMPETITION_ERRORS.tournamentFightsStarted
            : COMPETITION_ERRORS.statusTransition;
        throw conflict(outcome.message, code);
      }
      const today = this.clock.now().toISOString().slice(0, 10);
      if (action === 'start' && isEarlyStart(tournament.dateStart, today) && !earlyStartConfirmed)
        throw conflict(EARLY_START_MESSAGE(tournament.dateStart), COMPETITION_ERRORS.earlyStart);
      await manager.update(Tournament, tournament.id, {
        status: outcome.status,
        statusBeforeStart: action === 'start' ? tournament.status : null,
      });
      return { tournament, status: outcome.status };
    });
    // No action leads back to developing today; should one ever, live viewers who may not see it lose it at once
    // (the live module's listener is awaited).
    await this.events.publish({
      type: 'tournament.status-changed',
      tournamentId: changed.tournament.id,
      authorId: changed.tournament.authorId,
      status: changed.status,
      wasPublic: isTournamentPublic(changed.tournament.status),
      isPublic: isTournamentPublic(changed.status),
    });
    // Its results now count: ratings, fighter pages and achievements follow in the background.
    if (changed.status === 'FINISHED')
      await this.events.publish({
        type: 'results.changed',
        reason: `tournament finished ${changed.tournament.id}`,
      });
    return this.get(id, user);
  }

  private async view(tournament: Tournament) {
    const categories = await this.contents.categories.list(this.db.manager, tournament.id);
    // A category at its limit: applying now lands on the waiting list, which the apply form says beforehand.
    const full = new Set<string>();
    if (tournament.registrationEnabled)
      for (const category of categories)
        if (
          takesApplications(tournament, category._id) &&
          arrivalState(
            await this.contents.places.taken(this.db.manager, category._id),
            category.fighterLimit ?? null,
          ) === 'WAITING_LIST'
        )
          full.add(category._id);
    return tournamentView(tournament, categories, full);
  }

  /** `currentZoneId`: the zone the tournament has now (null for a new one); keeping it needs no permission. */
  private async check(
    user: SessionUser,
    values: TournamentInput,
    currentZoneId: string | null,
  ): Promise<void> {
    if (values.approved !== undefined && !user.isAdmin)
      throw forbidden('Only an administrator can approve a tournament');
    if (values.zoneId && values.zoneId !== currentZoneId) await this.checkZone(user, values.zoneId);
  }

  private async liveZones(): Promise<Zone[]> {
    return this.db.getRepository(Zone).find({ where: { deleted: false }, order: { title: 'ASC' } });
  }

  /** Spec §6: an organizer gives a tournament only a zone they may use (Russian zones need Russia or an assigned one). */
  private async checkZone(user: SessionUser, zoneId: string): Promise<void> {
    const zones = (await this.liveZones()).map((zone) => ({ ...zone, _id: zone.id }));
    if (!zones.some((zone) => zone._id === zoneId))
      throw badRequest('zoneId: Zone not found', 'validation', { zoneId: 'Zone not found' });
    const usable = tournamentZonesFor(zones, this.zoneViewer(user));
    // A 400 under the field, not a 403: the client ends the session on a 403 (spec §8), and this is a choice to fix.
    if (!usable.some((zone) => zone._id === zoneId))
      throw badRequest(`zoneId: ${ZONE_NOT_ALLOWED}`, COMPETITION_ERRORS.zoneNotAllowed, {
        zoneId: ZONE_NOT_ALLOWED,
      });
  }

  private zoneViewer(user: SessionUser) {
    return { country: user.country ?? '', isAdmin: user.isAdmin, userZoneIds: user.zones };
  }

  /** See defaultTournamentZone: the organizer's one zone, else the world zone W. */
  private async defaultZone(user: SessionUser): Promise<string | null> {
    const zones = (await this.liveZones()).map((zone) => ({ ...zone, _id: zone.id }));
    return defaultTournamentZone(zones, this.zoneViewer(user))?._id ?? null;
  }

  private rethrow(error: unknown): never {
    if (isUniqueViolation(error)) throw addressTaken();
    throw error;
  }
}
