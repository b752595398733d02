import { Injectable } from '@nestjs/common';
import { DataSource, In, IsNull, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { ParsedBodyOf } from '@hema/shared/contracts/endpoint';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import type { teamsContract, teamSchema } from '@hema/shared/contracts/teams';
import { badRequest, conflict, notFound, unauthorized } from '../common/app-error.js';
import { COMPETITION_ERRORS } from '../common/competition-errors.js';
import { NominationLookup, type NominationScope } from '../nominations/nomination-lookup.js';
import { parseId } from '../common/validation.js';
import { runList, type ListDefinition } from '../common/list.js';
import { Clock } from '../common/clock.js';
import { Fight } from '../fights/fight.entity.js';
import { fightRowViews } from '../fights/fight.view.js';
import { FightsRepository, type FightWriter } from '../fights/fights.repository.js';
import { Nomination as NominationEntity, type Nomination } from '../nominations/nomination.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { answerInvitation, invitationsAfterOrganizerEdit } from '@hema/shared/competition/team-consent';
import { assertCanManageTournament, assertCanViewTournament } from '../common/tournament-access.js';
import { assertClubExists, createFighter } from '../users/fighter-accounts.js';
import { User } from '../users/user.entity.js';
import type { SessionUser } from '../users/user.view.js';
import { boutsOf, membersOf, teamLimitOf } from './team-bouts.js';
import { assertFreeInCategory, checkLineUp, fillLineUp } from './team-line-up.js';
import { Team } from './team.entity.js';
import { EventBus } from '../events/event-bus.js';

type TeamView = z.input<typeof teamSchema>;

const teamList: ListDefinition<Team> = {
  resource: 'teams',
  fields: {
    _id: { column: 'team.id', type: 'id', sortable: true, filterable: true },
    name: { column: 'team.name', type: 'text', sortable: true, filterable: true },
    title: { column: 'team.name', type: 'text', sortable: true, filterable: true },
    club: { column: 'club.title', type: 'text', sortable: true, filterable: true },
    seed: { column: 'team.seed', type: 'number', sortable: true, filterable: true },
    entered: { column: 'team.entered', type: 'boolean', sortable: true, filterable: true },
    droppedOut: { column: 'team.droppedOut', type: 'boolean', sortable: true, filterable: true },
    createdAt: { column: 'team.createdAt', type: 'date', sortable: true, filterable: true },
  },
  defaultSort: 'seed',
  selectTitle: 'name',
};

const notTeamCategory = () =>
  badRequest('Teams belong to team categories: mark the category as a team category first', 'validation');

/** A team with its line-up by name; members past the category's member count are reserves. */
export function teamView(team: Team, names: Map<string, string>, members: number): TeamView {
  return {
    _id: team.id,
    nominationId: team.nominationId,
    name: team.name,
    club: team.club ? { _id: team.club.id, title: team.club.title } : null,
    captain: team.captainId ? { _id: team.captainId, name: names.get(team.captainId) ?? '' } : null,
    members: team.memberIds.map((id, position) => ({
      _id: id,
      name: names.get(id) ?? '',
      reserve: position >= members,
      invited: team.invitedIds.includes(id),
    })),
    seed: team.seed,
    droppedOut: team.droppedOut,
    entered: team.entered,
    createdAt: team.createdAt.toISOString(),
  };
}

/** Names of the given users, by id. */
export async function userNames(manager: EntityManager, ids: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const users = await manager.find(User, { where: { id: In(unique) }, select: { id: true, name: true } });
  return new Map(users.map((u) => [u.id, u.name]));
}

@Injectable()
export class TeamsService {
  constructor(
    private readonly db: DataSource,
    private readonly lookup: NominationLookup,
    private readonly fights: FightsRepository,
    private readonly clock: Clock,
    private readonly events: EventBus,
  ) {}

  async list(nominationId: string, user: SessionUser | undefined, query: ListQueryParams) {
    const { tournament, nomination } = await this.lookup.nomination(nominationId);
    assertCanViewTournament(user, tournament);
    const qb = this.db
      .getRepository(Team)
      .createQueryBuilder('team')
      .leftJoinAndSelect('team.club', 'club')
      .where('team.nominationId = :nominationId', { nominationId: nomination.id });
    const teams: Team[] = [];
    const answer = await runList(qb, teamList, query, (team) => {
      teams.push(team);
      return team;
    });
    if (!('items' in answer) || teams.length === 0 || answer.items[0] !== teams[0]) return answer;
    const names = await userNames(
      this.db.manager,
      teams.flatMap((t) => [...t.memberIds, ...(t.captainId ? [t.captainId] : [])]),
    );
    return { ...answer, items: teams.map((t) => teamView(t, names, membersOf(nomination))) };
  }

  async create(
    nominationId: string,
    user: SessionUser | undefined,
    values: ParsedBodyOf<typeof teamsContract.create>,
  ) {
    const { tournament, nomination } = await this.lookup.nomination(nominationId);
    assertCanManageTournament(user, tournament);
    if (!nomination.isTeam) throw notTeamCategory();
    const id = await this.db.transaction(async (manager) => {
      if (values.clubId) await assertClubExists(manager, values.clubId, 'clubId');
      const created: string[] = [];
      for (const fencer of values.newMembers ?? [])
        created.push(await createFighter(manager, fencer, 'newMembers'));
      const memberIds = fillLineUp(values.memberIds, created);
      await checkLineUp(manager, nomination, memberIds, null);
      const repo = manager.getRepository(Team);
      const saved = await repo.save(
        repo.create({
          nominationId: nomination.id,
          name: values.name,
          clubId: values.clubId ?? null,
          memberIds,
          seed: values.seed ?? null,
          entered: true,
        }),
      );
      await this.events.publish(
        { type: 'team.changed', tournamentId: tournament.id, teamId: saved.id },
        manager,
      );
      return saved.id;
    });
    return this.view(id, nomination);
  }

  async update(id: string, user: SessionUser | undefined, values: ParsedBodyOf<typeof teamsContract.update>) {
    const { tournament, nomination, team } = await this.team(id);
    assertCanManageTournament(user, tournament);
    await this.fights.write(async (writer) => {
      const { manager } = writer;
      const { memberIds: places, newMembers, ...rest } = values;
      if (rest.clubId) await assertClubExists(manager, rest.clubId, 'clubId');
      let memberIds: string[] | undefined;
      let invitedIds: string[] | undefined;
      if (places || newMembers) {
        const created: string[] = [];
        for (const fencer of newMembers ?? [])
          created.push(await createFighter(manager, fencer, 'newMembers'));
        memberIds = fillLineUp(places ?? team.memberIds, created);
        invitedIds = invitationsAfterOrganizerEdit(team, memberIds);
        await checkLineUp(manager, nomination, memberIds, team.id, invitedIds);
      }
      await manager.update(Team, team.id, {
        ...rest,
        ...(memberIds && invitedIds ? { memberIds, invitedIds } : {}),
      });
      // Bouts not fought yet take the new line-up (a substitution between bouts); fought ones keep who fought.
      if (memberIds) await this.substitute(writer, team, memberIds, nomination);
      await this.events.publish(
        { type: 'team.changed', tournamentId: tournament.id, teamId: team.id },
        manager,
      );
    });
    return this.view(team.id, nomination);
  }

  async remove(id: string, user: SessionUser | undefined): Promise<void> {
    const { tournament, team } = await this.team(id);
    assertCanManageTournament(user, tournament);
    const hasMatches = await this.db
      .getRepository(Fight)
      .createQueryBuilder('fight')
      .where('fight.nominationId = :nominationId', { nominationId: team.nominationId })
      .andWhere('(fight.fighter1Id = :teamId OR fight.fighter2Id = :teamId)', { teamId: team.id })
      .getExists();
    if (hasMatches) {
      throw conflict(
        'This team has matches in the category; drop it out instead',
        COMPETITION_ERRORS.teamHasFights,
      );
    }
    await this.db.getRepository(Team).delete(team.id);
    await this.events.publish({ type: 'team.changed', tournamentId: tournament.id, teamId: team.id });
  }

  /** The teams the caller is named in, open invitations first, then the newest. */
  async mine(user: SessionUser | undefined) {
    if (!user) throw unauthorized();
    const teams = await this.db
      .getRepository(Team)
      .createQueryBuilder('team')
      .innerJoinAndSelect('team.nomination', 'nomination')
      .innerJoinAndMapOne(
        'team.tournament',
        Tournament,
        'tournament',
        'tournament.id = nomination.tournamentId',
      )
      .where(':userId = ANY(team.memberIds)', { userId: user._id })
      .orderBy('team.createdAt', 'DESC')
      .getMany();
    const names = await userNames(
      this.db.manager,
      teams.flatMap((t) => (t.captainId ? [t.captainId] : [])),
    );
    const items = teams.map((team) => {
      const tournament = (team as Team & { tournament: Tournament }).tournament;
      return {
        _id: team.id,
        name: team.name,
        tournament: { _id: tournament.id, title: tournament.title, idString: tournament.idString },
        nomination: { _id: team.nominationId, title: team.nomination!.title },
        captain: team.captainId ? { _id: team.captainId, name: names.get(team.captainId) ?? '' } : null,
        invited: team.invitedIds.includes(user._id),
        entered: team.entered,
      };
    });
    items.sort((a, b) => Number(b.invited) - Number(a.invited));
    return { items, count: items.length };
  }

  /**
   * The invited fencer's answer. Accepting takes the place, so it is refused while they hold one in another team of
   * the category (they leave that one first); declining takes them off the line-up.
   */
  async answerInvitation(id: string, user: SessionUser | undefined, accept: boolean): Promise<void> {
    if (!user) throw unauthorized();
    const teamId = parseId(id, 'Team');
    await this.db.transaction(async (manager) => {
      const found = await manager.findOneBy(Team, { id: teamId });
      if (!found) throw notFound('Team');
      // One answer at a time per category: two accepts for two teams cannot both pass the check below.
      const nomination = await manager.findOneOrFail(NominationEntity, {
        where: { id: found.nominationId },
        lock: { mode: 'pessimistic_write' },
      });
      const team = await manager.findOneByOrFail(Team, { id: teamId });
      if (!team.invitedIds.includes(user._id)) {
        throw conflict('There is no open invitation to this team for you', COMPETITION_ERRORS.teamInvitation);
      }
      if (accept) await assertFreeInCategory(manager, team.nominationId, [user._id], team.id);
      const answered = answerInvitation(team, user._id, accept);
      await manager.update(Team, team.id, answered);
      await this.events.publish(
        { type: 'team.changed', tournamentId: nomination.tournamentId, teamId: team.id },
        manager,
      );
    });
  }

  /** A team match with its bouts in relay order. */
  async match(id: string, user: SessionUser | undefined) {
    const match = await this.db
      .getRepository(Fight)
      .findOne({ where: { id: parseId(id, 'Fight'), matchId: IsNull() } });
    if (!match) throw notFound('Fight');
    const { tournament, nomination } = await this.lookup.nomination(match.nominationId);
    assertCanViewTournament(user, tournament);
    const bouts = await boutsOf(this.db.manager, [match.id]);
    const now = this.clock.now().getTime();
    const [matchRow, ...boutRows] = await fightRowViews(this.db.manager, [match, ...bouts], now);
    const teams = await this.db.getRepository(Team).find({
      where: { id: In([match.fighter1Id, match.fighter2Id].filter((x): x is string => !!x)) },
    });
    // The match's sides are teams: name them as teams.
    for (const side of ['fighter1', 'fighter2'] as const) {
      const ref = matchRow[side];
      const team = ref ? teams.find((t) => t.id === ref._id) : undefined;
      if (ref && team) ref.name = team.name;
    }
    return { match: matchRow, bouts: boutRows, limit: teamLimitOf(nomination) };
  }

  /**
   * Puts the new line-up into the team's bouts that have not started: each bout's fencer of this team is the one at
   * the same line-up position. Fought bouts keep who fought them; every rewritten bout gets a new version.
   */
  private async substitute(writer: FightWriter, team: Team, memberIds: string[], nomination: Nomination) {
    const { manager } = writer;
    const old = team.memberIds;
    const members = membersOf(nomination);
    const replacements = new Map<string, string>();
    for (let i = 0; i < members; i++)
      if (old[i] && memberIds[i] && old[i] !== memberIds[i]) replacements.set(old[i], memberIds[i]);
    if (replacements.size === 0) return;
    const matches = await manager
      .getRepository(Fight)
      .createQueryBuilder('fight')
      .where('fight.nominationId = :nominationId AND fight.matchId IS NULL', {
        nominationId: team.nominationId,
      })
      .andWhere('(fight.fighter1Id = :teamId OR fight.fighter2Id = :teamId)', { teamId: team.id })
      .getMany();
    const bouts = await boutsOf(
      manager,
      matches.map((m) => m.id),
    );
    for (const bout of bouts.filter((b) => b.status === 'scheduled')) {
      const match = matches.find((m) => m.id === bout.matchId)!;
      const side = match.fighter1Id === team.id ? 'fighter1' : 'fighter2';
      const current = bout[`${side}Id`];
      const replacement = current ? replacements.get(current) : undefined;
      if (!replacement) continue;
      const snapshot = bout.snapshot as unknown as { value: string; context: Record<string, unknown> };
      await writer.rewriteUnfought(bout, {
        ...snapshot,
        context: { ...snapshot.context, [side]: replacement },
      } as never);
    }
  }

  private async team(id: string): Promise<NominationScope & { team: Team }> {
    const team = await this.db.getRepository(Team).findOne({ where: { id: parseId(id, 'Team') } });
    if (!team) throw notFound('Team');
    return { ...(await this.lookup.nomination(team.nominationId)), team };
  }

  private async view(id: string, nomination: Nomination) {
    const team = await this.db
      .getRepository(Team)
      .findOneOrFail({ where: { id }, relations: { club: true } });
    const names = await userNames(this.db.manager, [
      ...team.memberIds,
      ...(team.captainId ? [team.captainId] : []),
    ]);
    return teamView(team, names, membersOf(nomination));
  }
}
