import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import {
  answerErrors,
  applyApplicationAction,
  arrivalState,
  canEditApplication,
  holdsPlace,
  normalizeAnswers,
  registrationClosedReason,
  type Answer,
} from '@hema/shared/applications/application-rules';
import type { applicationSchema, applicationsContract } from '@hema/shared/contracts/applications';
import type { ParsedBodyOf } from '@hema/shared/contracts/endpoint';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../common/app-error.js';
import { Clock } from '../common/clock.js';
import { COMPETITION_ERRORS } from '../common/competition-errors.js';
import { NominationLookup } from '../nominations/nomination-lookup.js';
import { runList, type ListDefinition } from '../common/list.js';
import { parseId } from '../common/validation.js';
import { Nomination } from '../nominations/nomination.entity.js';
import {
  assertCanManageTournament,
  assertCanReadManagement,
  assertCanViewTournament,
  canViewTournament,
} from '../common/tournament-access.js';
import type { Tournament } from '../tournaments/tournament.entity.js';
import { takesApplications } from '../tournaments/tournament.view.js';
import type { SessionUser } from '../users/user.view.js';
import { APPLICATION_STATES } from '@hema/shared/applications/application-rules';
import { ApplicationMail } from './application-mail.js';
import {
  captainsTeam,
  releaseCaptainsTeam,
  enterCategory,
  leaveCategory,
  lockCategories,
  moveUpWaitingList,
  placesTaken,
  type ApplicationNotice,
} from './application-places.js';
import { applicationView, publicApplicationView, waitingPositions } from './application.view.js';
import { Application } from './application.entity.js';
import { Team } from '../teams/team.entity.js';
import { clearTeamInvitations } from '../teams/team-rows.js';
import { takenElsewhere } from '../teams/team-line-up.js';
import { EventBus } from '../events/event-bus.js';

export const APPLICATION_ERRORS = {
  registrationClosed: 'applications/registration-closed',
  categoryClosed: 'applications/category-closed',
  notEditable: 'applications/not-editable',
  actionRefused: 'applications/action-refused',
} as const;

const applicationList: ListDefinition<Application> = {
  resource: 'applications',
  fields: {
    _id: { column: 'application.id', type: 'id', sortable: true, filterable: true },
    name: { column: 'user.name', type: 'text', sortable: true, filterable: true },
    title: { column: 'user.name', type: 'text', sortable: true, filterable: true },
    club: { column: 'club.title', type: 'text', sortable: true, filterable: true },
    clubId: { column: 'user.clubId', type: 'id', filterable: true },
    nominationId: { column: 'application.nominationId', type: 'id', filterable: true },
    nomination: { column: 'nomination.title', type: 'text', sortable: true, filterable: true },
    state: {
      column: 'application.state',
      type: 'enum',
      values: APPLICATION_STATES,
      sortable: true,
      filterable: true,
    },
    paid: { column: 'application.paid', type: 'boolean', sortable: true, filterable: true },
    present: { column: 'application.present', type: 'boolean', sortable: true, filterable: true },
    createdAt: { column: 'application.createdAt', type: 'date', sortable: true, filterable: true },
  },
  defaultSort: 'createdAt',
  selectTitle: 'name',
};

type ApplicationView = z.input<typeof applicationSchema>;

/**
 * Fighters apply, edit and withdraw; organizers review (spec §4). Every change is one transaction that first locks
 * the categories it touches; fighters are told after the commit.
 */
@Injectable()
export class ApplicationsService {
  constructor(
    private readonly db: DataSource,
    private readonly lookup: NominationLookup,
    private readonly clock: Clock,
    private readonly mail: ApplicationMail,
    private readonly events: EventBus,
  ) {}

  async apply(
    tournamentId: string,
    user: SessionUser | undefined,
    values: ParsedBodyOf<typeof applicationsContract.apply>,
  ): Promise<{ items: ApplicationView[] }> {
    if (!user) throw unauthorized();
    const tournament = await this.lookup.tournament(tournamentId);
    assertCanViewTournament(user, tournament);
    const now = this.clock.now();
    const closed = registrationClosedReason(tournament, now);
    if (closed) throw conflict(closed, APPLICATION_ERRORS.registrationClosed);
    const answers = this.checkAnswers(tournament, values.answers);
    const notices: ApplicationNotice[] = [];
    const ids = await this.db.transaction(async (manager) => {
      const nominations = await manager.find(Nomination, {
        where: { id: In(values.nominationIds), tournamentId: tournament.id },
      });
      const open = nominations.filter((n) => takesApplications(tournament, n.id));
      if (open.length !== values.nominationIds.length) {
        const message = 'This category does not take applications';
        throw new AppError(400, APPLICATION_ERRORS.categoryClosed, message, { nominationIds: message });
      }
      await lockCategories(
        manager,
        open.map((n) => n.id),
      );
      const repo = manager.getRepository(Application);
      const result: string[] = [];
      if (open.some((n) => n.isTeam) && !values.team) {
        const message = 'Name your team and its fencers to apply for a team category';
        throw new AppError(400, 'validation', message, { team: message });
      }
      for (const nomination of open) {
        // One application per fighter and category: applying again answers the one there is.
        const existing = await repo.findOne({ where: { nominationId: nomination.id, userId: user._id } });
        if (existing) {
          result.push(existing.id);
          continue;
        }
        const state = arrivalState(await placesTaken(manager, nomination.id), nomination.fighterLimit);
        // Arrival is when the place was decided (under the lock), so the waiting list keeps that order.
        const arrival = this.clock.now();
        // A captain applies with their team: it enters the category when the application is approved.
        const teamId = nomination.isTeam
          ? await captainsTeam(manager, nomination, user._id, values.team!)
          : null;
        const saved = await repo.save(
          repo.create({
            tournamentId: tournament.id,
            nominationId: nomination.id,
            userId: user._id,
            teamId,
            state,
            answers,
            createdAt: arrival,
            changedAt: arrival,
          }),
        );
        notices.push({ applicationId: saved.id, change: state === 'PENDING' ? 'received' : 'waitingList' });
        result.push(saved.id);
      }
      await this.events.publish({ type: 'application.changed', tournamentId: tournament.id }, manager);
      return result;
    });
    const items = await this.views(ids);
    await this.tell(notices, await waitingPositions(this.db.manager, items.map(toPlace)));
    return { items };
  }

  /** The organizer's review: every application of the tournament, filtered and paged like any list. */
  async list(tournamentId: string, user: SessionUser | undefined, query: ListQueryParams) {
    const tournament = await this.lookup.tournament(tournamentId);
    assertCanReadManagement(user, tournament);
    const qb = this.query(this.db.manager).where('application.tournamentId = :tournamentId', {
      tournamentId: tournament.id,
    });
    const entities: Application[] = [];
    const answer = await runList(qb, applicationList, query, (a) => (entities.push(a), a));
    if (!('items' in answer) || entities.length === 0) return answer;
    const positions = await waitingPositions(this.db.manager, entities);
    return { items: entities.map((a) => applicationView(a, positions)), count: answer.count };
  }

  async mine(user: SessionUser | undefined) {
    if (!user) throw unauthorized();
    const entities = await this.query(this.db.manager)
      .where('application.userId = :userId', { userId: user._id })
      .orderBy('application.createdAt', 'DESC')
      .addOrderBy('application.id', 'ASC')
      .getMany();
    const positions = await waitingPositions(this.db.manager, entities);
    // The payment description once per tournament, not on every application of it.
    const tournaments = new Map(
      entities.map((a) => [
        a.tournamentId,
        { _id: a.tournamentId, descriptionPayment: a.tournament?.descriptionPayment ?? '' },
      ]),
    );
    return {
      items: entities.map((a) => applicationView(a, positions)),
      count: entities.length,
      tournaments: [...tournaments.values()],
    };
  }

  async markSeen(user: SessionUser | undefined): Promise<void> {
    if (!user) throw unauthorized();
    await this.db
      .createQueryBuilder()
      .update(Application)
      .set({ seenAt: this.clock.now() })
      .where('"userId" = :userId', { userId: user._id })
      .execute();
  }

  /** To the fighter who applied and to whoever manages the tournament; anyone else: 404. */
  async get(id: string, user: SessionUser | undefined): Promise<ApplicationView> {
    const application = await this.find(id, user);
    const manages = user!.isAdmin || application.tournament!.authorId === user!._id;
    if (application.userId !== user!._id && !manages) throw notFound('Application');
    return (await this.views([application.id]))[0];
  }

  async update(
    id: string,
    user: SessionUser | undefined,
    values: ParsedBodyOf<typeof applicationsContract.update>,
  ): Promise<ApplicationView> {
    const application = await this.ownApplication(id, user);
    const answers = this.checkAnswers(application.tournament!, values.answers);
    await this.db.transaction(async (manager) => {
      await lockCategories(manager, [application.nominationId]);
      const current = await manager.findOneByOrFail(Application, { id: application.id });
      if (!canEditApplication(current.state)) {
        throw conflict(
          'The organizer has already decided on this application; it can no longer be changed',
          APPLICATION_ERRORS.notEditable,
        );
      }
      await manager.update(Application, current.id, { answers });
    });
    return (await this.views([application.id]))[0];
  }

  /** The fighter withdraws: the application goes, and the place it held goes to the waiting list's first. */
  async withdraw(id: string, user: SessionUser | undefined): Promise<void> {
    const application = await this.ownApplication(id, user);
    const notices: ApplicationNotice[] = [];
    await this.db.transaction(async (manager) => {
      await lockCategories(manager, [application.nominationId]);
      const current = await manager.findOneBy(Application, { id: application.id });
      if (!current) return;
      if (current.state === 'APPROVED')
        await leaveCategory(manager, current.nominationId, current.userId, current.teamId);
      await manager.delete(Application, current.id);
      // The captain's team goes with the application: the fencers they named are free for other teams.
      await releaseCaptainsTeam(manager, current.teamId);
      if (holdsPlace(current.state)) await this.moveUp(manager, current.nominationId, notices);
      await this.events.publish({ type: 'application.changed', tournamentId: current.tournamentId }, manager);
    });
    await this.tell(notices);
  }

  async act(
    id: string,
    user: SessionUser | undefined,
    values: ParsedBodyOf<typeof applicationsContract.act>,
  ): Promise<ApplicationView> {
    const application = await this.find(id, user);
    assertCanManageTournament(user, application.tournament!);
    const notices: ApplicationNotice[] = [];
    await this.db.transaction(async (manager) => {
      await lockCategories(manager, [application.nominationId]);
      const current = await manager.findOneBy(Application, { id: application.id });
      if (!current) throw notFound('Application');
      const outcome = applyApplicationAction(current, values.action);
      if (!outcome.ok) throw conflict(outcome.reason, APPLICATION_ERRORS.actionRefused);
      const { next } = outcome;
      const now = this.clock.now();
      if (next.state === 'APPROVED' && current.state !== 'APPROVED') {
        await this.assertTeamReady(manager, current);
        await enterCategory(manager, current.nominationId, current.userId, current.teamId);
      }
      if (current.state === 'APPROVED' && next.state !== 'APPROVED')
        await leaveCategory(manager, current.nominationId, current.userId, current.teamId);
      // A refused captain's team is released: its fencers must not stay blocked by a team that will not fence.
      const released = next.state === 'REFUSED' && current.teamId !== null;
      if (released) await releaseCaptainsTeam(manager, current.teamId);
      await manager.update(Application, current.id, {
        ...next,
        ...(released ? { teamId: null } : {}),
        refusalReason: next.state === 'REFUSED' ? (values.reason ?? null) : null,
        changedAt: now,
      });
      notices.push({ applicationId: current.id, change: CHANGE_OF_ACTION[values.action] });
      if (holdsPlace(current.state) && !holdsPlace(next.state))
        await this.moveUp(manager, current.nominationId, notices);
      await this.events.publish({ type: 'application.changed', tournamentId: current.tournamentId }, manager);
    });
    await this.tell(notices);
    return (await this.views([application.id]))[0];
  }

  /** "Approve all" pending applications, or "Set all present" the approved ones — of one category or every one. */
  async bulk(
    tournamentId: string,
    user: SessionUser | undefined,
    values: ParsedBodyOf<typeof applicationsContract.bulk>,
  ): Promise<{ changed: number }> {
    const tournament = await this.lookup.tournament(tournamentId);
    assertCanManageTournament(user, tournament);
    const notices: ApplicationNotice[] = [];
    let counted: number | null = null;
    await this.db.transaction(async (manager) => {
      const categories = await manager.find(Nomination, {
        where: { tournamentId: tournament.id, ...(values.nominationId ? { id: values.nominationId } : {}) },
        select: { id: true },
      });
      if (values.nominationId && categories.length === 0) throw notFound('Category');
      await lockCategories(
        manager,
        categories.map((c) => c.id),
      );
      const from =
        values.action === 'approveAll'
          ? { state: 'PENDING' as const }
          : { state: 'APPROVED' as const, present: false };
      const rows = await manager.find(Application, {
        where: { nominationId: In(categories.map((c) => c.id)), ...from },
        order: { createdAt: 'ASC', id: 'ASC' },
      });
      // A captain's team with a fencer who holds a place in another team now waits (approving it is refused).
      const ready = values.action === 'approveAll' ? await this.readyForApproval(manager, rows) : rows;
      if (values.dryRun) {
        counted = ready.length;
        return;
      }
      const now = this.clock.now();
      for (const row of ready) {
        if (values.action === 'approveAll') {
          // An earlier team of this batch may just have taken a fencer this one names: this one waits.
          if (await this.teamRefusal(manager, row)) continue;
          if (row.teamId) await clearTeamInvitations(manager, row.teamId);
          await enterCategory(manager, row.nominationId, row.userId, row.teamId);
          await manager.update(Application, row.id, { state: 'APPROVED', changedAt: now });
          notices.push({ applicationId: row.id, change: 'approved' });
        } else {
          await manager.update(Application, row.id, { present: true, changedAt: now });
          notices.push({ applicationId: row.id, change: 'present' });
        }
      }
      await this.events.publish({ type: 'application.changed', tournamentId: tournament.id }, manager);
    });
    if (counted !== null) return { changed: counted };
    await this.tell(notices);
    return { changed: notices.length };
  }

  /**
   * Approving a team category's application enters its team: the organizer's approval enters the fencers who have
   * not answered yet (their invitations end), unless one of them holds a place in another team of the category now.
   */
  private async assertTeamReady(manager: EntityManager, application: Application): Promise<void> {
    const refusal = await this.teamRefusal(manager, application);
    if (refusal) throw conflict(refusal.message, refusal.code);
    if (application.teamId) await clearTeamInvitations(manager, application.teamId);
  }

  private async readyForApproval(manager: EntityManager, rows: Application[]): Promise<Application[]> {
    const ready: Application[] = [];
    for (const row of rows) if (!(await this.teamRefusal(manager, row))) ready.push(row);
    return ready;
  }

  private async teamRefusal(
    manager: EntityManager,
    application: Application,
  ): Promise<{ message: string; code: string } | null> {
    if (application.teamId) {
      const team = await manager.findOneBy(Team, { id: application.teamId });
      if (!team) return null;
      const taken = await takenElsewhere(manager, team);
      return taken
        ? {
            message: `A fencer of this line-up is already in the team ${taken.name}`,
            code: COMPETITION_ERRORS.teamMemberTaken,
          }
        : null;
    }
    const nomination = await manager.findOneBy(Nomination, { id: application.nominationId });
    if (nomination?.isTeam) {
      return {
        message:
          'The team of this application was released when it was refused: the captain withdraws it and applies again',
        code: APPLICATION_ERRORS.actionRefused,
      };
    }
    return null;
  }

  /**
   * A category's public list, as the organizer allows (`applicationsAccess` PUBLIC, or only to the organizer):
   * approved and pending applications, the waiting list and payments only when shown publicly.
   */
  async publicList(nominationId: string, user: SessionUser | undefined) {
    const { tournament, nomination } = await this.lookup.nomination(nominationId);
    assertCanViewTournament(user, tournament);
    const manages = !!user && (user.isAdmin || user._id === tournament.authorId);
    if (tournament.applicationsAccess !== 'PUBLIC' && !manages) {
      throw new AppError(
        403,
        'auth/forbidden',
        'The organizer keeps the applications of this tournament private',
      );
    }
    const states = [
      'APPROVED',
      'PENDING',
      ...(tournament.applicationsShowWaitingList || manages ? ['WAITING_LIST'] : []),
    ];
    const entities = await this.query(this.db.manager)
      .where('application.nominationId = :nominationId', { nominationId: nomination.id })
      .andWhere('application.state IN (:...states)', { states })
      .orderBy('application.createdAt', 'ASC')
      .addOrderBy('application.id', 'ASC')
      .getMany();
    const positions = await waitingPositions(this.db.manager, entities);
    const showPayments = tournament.applicationsShowPayments || manages;
    return {
      items: entities.map((a) => publicApplicationView(a, positions, showPayments)),
      count: entities.length,
    };
  }

  /**
   * After the commit: the mails of an event's changes, and an `application.decided` for each approval and each move
   * up from the waiting list (the notifications module pushes those).
   */
  private async tell(notices: ApplicationNotice[], positions?: Map<string, number>): Promise<void> {
    await this.mail.send(notices, positions);
    const decided = notices.filter((n) => n.change === 'approved' || n.change === 'movedUp');
    if (decided.length === 0) return;
    const rows = await this.db.getRepository(Application).find({
      where: { id: In(decided.map((n) => n.applicationId)) },
      select: { id: true, userId: true, nominationId: true, tournamentId: true },
    });
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const notice of decided) {
      const row = byId.get(notice.applicationId);
      if (!row) continue;
      await this.events.publish({
        type: 'application.decided',
        tournamentId: row.tournamentId,
        nominationId: row.nominationId,
        userId: row.userId,
        decision: notice.change === 'approved' ? 'approved' : 'movedUp',
      });
    }
  }

  private async moveUp(manager: EntityManager, nominationId: string, notices: ApplicationNotice[]) {
    const nomination = await manager.findOneByOrFail(Nomination, { id: nominationId });
    await moveUpWaitingList(manager, nomination, notices, this.clock.now());
  }

  private checkAnswers(tournament: Tournament, answers: Answer[]): Answer[] {
    const errors = answerErrors(tournament.registrationFields, answers);
    if (Object.keys(errors).length > 0) {
      throw badRequest(
        Object.entries(errors)
          .map(([field, message]) => `${field}: ${message}`)
          .join('; '),
        'validation',
        errors,
      );
    }
    return normalizeAnswers(tournament.registrationFields, answers);
  }

  /** An application with its tournament; 404 unless the caller applied or may see the tournament. */
  private async find(id: string, user: SessionUser | undefined): Promise<Application> {
    if (!user) throw unauthorized();
    const application = await this.db.getRepository(Application).findOne({
      where: { id: parseId(id, 'Application') },
      relations: { tournament: true },
    });
    if (!application?.tournament) throw notFound('Application');
    if (application.userId !== user._id && !canViewTournament(user, application.tournament))
      throw notFound('Application');
    return application;
  }

  /** The caller's own application: another fighter's is 404, as if it did not exist. */
  private async ownApplication(id: string, user: SessionUser | undefined): Promise<Application> {
    const application = await this.find(id, user);
    if (application.userId !== user!._id) throw notFound('Application');
    return application;
  }

  private query(manager: EntityManager) {
    return manager
      .getRepository(Application)
      .createQueryBuilder('application')
      .innerJoinAndSelect('application.user', 'user')
      .leftJoinAndSelect('user.club', 'club')
      .innerJoinAndSelect('application.nomination', 'nomination')
      .innerJoinAndSelect('application.tournament', 'tournament')
      .leftJoinAndMapOne('application.team', Team, 'team', 'team.id = application.teamId');
  }

  private async views(ids: string[]): Promise<ApplicationView[]> {
    if (ids.length === 0) return [];
    const entities = await this.query(this.db.manager)
      .where('application.id IN (:...ids)', { ids })
      .getMany();
    const byId = new Map(entities.map((a) => [a.id, a]));
    const ordered = ids.map((id) => byId.get(id)!).filter(Boolean);
    const positions = await waitingPositions(this.db.manager, ordered);
    return ordered.map((a) => applicationView(a, positions));
  }
}

const toPlace = (a: ApplicationView) => ({ nominationId: a.nomination._id, state: a.state });

const CHANGE_OF_ACTION = {
  approve: 'approved',
  refuse: 'refused',
  moveFromWaitingList: 'movedUp',
  setPaid: 'paid',
  cancelPaid: 'paymentCancelled',
  setPresent: 'present',
  cancelPresent: 'presenceCancelled',
} as const satisfies Record<string, ApplicationNotice['change']>;
