import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { FightersSchedule, ScheduledFight, TournamentSchedule } from '@hema/shared/contracts/schedule';
import { isTournamentPublic, type TournamentStatus } from '@hema/shared/competition/tournament-status';
import { badRequest, notFound, unauthorized } from '../common/app-error.js';
import { Clock } from '../common/clock.js';
import { canViewTournament, ownsOrAdministers, type Viewer } from '../common/tournament-access.js';
import { UUID, parseId } from '../common/validation.js';
import { rawRows } from '../database/sql.js';
import { computeSchedule, fightersSchedule, pickFights, type ComputedSchedule } from './schedule-build.js';
import { ScheduleInputsReader } from './schedule-inputs.js';

/** The Schedule tab's filters: a category, a club, a fighter (ids). */
export interface ScheduleFilters {
  nomination?: string;
  club?: string;
  fighter?: string;
}

/** Fights not over that sit on a ring: the ones a schedule lists. */
const WAITING = `f.status IN ('scheduled', 'running', 'paused') AND f."areaId" IS NOT NULL AND NOT f."isBye"`;

/**
 * The live schedule (issue 32): every ring's queue with estimated starts, a fighter's and a club's fights across
 * tournaments with conflict markers, and the fights about to start (for notifications). Reads the view-cached inputs
 * of each tournament once and computes the times from "now".
 */
@Injectable()
export class ScheduleService {
  constructor(
    private readonly db: DataSource,
    private readonly inputs: ScheduleInputsReader,
    private readonly clock: Clock,
  ) {}

  /** A tournament's schedule: 404 for a tournament the caller may not see; the stale alerts for its organizer only. */
  async tournament(
    id: string,
    user: Viewer | undefined,
    filters: ScheduleFilters = {},
  ): Promise<TournamentSchedule> {
    const inputs = await this.inputs.inputs(parseId(id, 'Tournament'));
    if (!inputs || !canViewTournament(user, inputs.tournament)) throw notFound('Tournament');
    for (const [name, value] of Object.entries(filters))
      if (value !== undefined && !UUID.test(value))
        throw badRequest(`The ${name} filter must be an id`, 'validation', { [name]: 'Not an id' });
    const now = this.clock.now().getTime();
    const computed = computeSchedule(inputs, now, ownsOrAdministers(user, inputs.tournament));
    const filtered = Object.values(filters).some((v) => v !== undefined);
    const keep = (fight: ScheduledFight) =>
      (!filters.nomination || fight.nomination._id === filters.nomination) &&
      (!filters.club || [fight.fighter1, fight.fighter2].some((f) => f?.club?._id === filters.club)) &&
      (!filters.fighter || [fight.fighter1, fight.fighter2].some((f) => f?._id === filters.fighter));
    const rings = computed.rings
      .map((ring) => ({ ...ring, fights: ring.fights.filter(keep) }))
      // Filtered, a ring none of whose fights match is left out.
      .filter((ring) => !filtered || ring.fights.length > 0);
    return {
      tournament: { _id: inputs.tournament.id, title: inputs.tournament.title },
      at: new Date(now).toISOString(),
      rings,
    };
  }

  /** The signed-in person's fights not over, in every tournament they may see. */
  async mine(user: Viewer | undefined): Promise<FightersSchedule> {
    if (!user) throw unauthorized();
    return this.ofFighters([user._id], user, false);
  }

  /** A fighter's (a person's or a team's) fights not over in public tournaments. */
  async fighter(id: string): Promise<FightersSchedule> {
    const fighterId = parseId(id, 'Fighter');
    const [known] = await rawRows<{ found: boolean }>(
      this.db,
      `SELECT EXISTS (SELECT 1 FROM "user" WHERE id = $1) OR EXISTS (SELECT 1 FROM team WHERE id = $1) AS found`,
      [fighterId],
    );
    if (!known.found) throw notFound('Fighter');
    return this.ofFighters([fighterId], undefined, true);
  }

  /** A club's members' (and teams') fights not over in public tournaments. */
  async club(id: string): Promise<FightersSchedule> {
    const clubId = parseId(id, 'Club');
    const [known] = await rawRows<{ found: boolean }>(
      this.db,
      `SELECT EXISTS (SELECT 1 FROM club WHERE id = $1) AS found`,
      [clubId],
    );
    if (!known.found) throw notFound('Club');
    const tournamentIds = await this.tournamentsOf(
      `EXISTS (SELECT 1 FROM "user" u WHERE u.id IN (f."fighter1Id", f."fighter2Id") AND u."clubId" = $1)
       OR EXISTS (SELECT 1 FROM team tm WHERE tm.id IN (f."fighter1Id", f."fighter2Id") AND tm."clubId" = $1)`,
      [clubId],
    );
    const now = this.clock.now().getTime();
    const schedules = await this.computed(tournamentIds, now, undefined, true);
    const fights = pickFights(schedules, (fight) =>
      [fight.fighter1, fight.fighter2].some((f) => f?.club?._id === clubId),
    );
    return fightersSchedule(fights, now);
  }

  /**
   * The fights of ongoing tournaments that have not started and are estimated to start within `ms` of `now`: what
   * "your fight is in about 10 minutes" is sent for (the notifications decide whom to tell, and only once).
   */
  async startingWithin(ms: number, now: Date = this.clock.now()): Promise<ScheduledFight[]> {
    const at = now.getTime();
    const tournamentIds = (
      await rawRows<{ id: string }>(
        this.db,
        `SELECT DISTINCT f."tournamentId" AS id FROM fight f JOIN tournament t ON t.id = f."tournamentId"
          WHERE t.status = 'ONGOING' AND f.status = 'scheduled' AND f."areaId" IS NOT NULL AND NOT f."isBye"`,
      )
    ).map((row) => row.id);
    const schedules = await this.computed(tournamentIds, at, undefined, true);
    return pickFights(schedules, (fight) => {
      if (fight.status !== 'scheduled' || fight.estimatedStart === null) return false;
      const start = Date.parse(fight.estimatedStart);
      return start >= at && start <= at + ms;
    });
  }

  private async ofFighters(
    fighterIds: string[],
    user: Viewer | undefined,
    publicOnly: boolean,
  ): Promise<FightersSchedule> {
    const tournamentIds = await this.tournamentsOf(
      `f."fighter1Id" = ANY($1::uuid[]) OR f."fighter2Id" = ANY($1::uuid[])`,
      [fighterIds],
    );
    const now = this.clock.now().getTime();
    const schedules = await this.computed(tournamentIds, now, user, publicOnly);
    const fights = pickFights(schedules, (fight) =>
      [fight.fighter1, fight.fighter2].some((f) => !!f && fighterIds.includes(f._id)),
    );
    return fightersSchedule(fights, now);
  }

  /** The tournaments (not finished) with waiting ring fights that match `condition` (SQL over `f`). */
  private async tournamentsOf(condition: string, values: unknown[]): Promise<string[]> {
    const rows = await rawRows<{ id: string }>(
      this.db,
      `SELECT DISTINCT f."tournamentId" AS id FROM fight f JOIN tournament t ON t.id = f."tournamentId"
        WHERE t.status <> 'FINISHED' AND ${WAITING} AND (${condition})`,
      values,
    );
    return rows.map((row) => row.id);
  }

  /** The computed schedules of the tournaments the caller may see (public ones only when `publicOnly`). */
  private async computed(
    tournamentIds: readonly string[],
    now: number,
    user: Viewer | undefined,
    publicOnly: boolean,
  ): Promise<ComputedSchedule[]> {
    const all = await Promise.all(tournamentIds.map((id) => this.inputs.inputs(id)));
    const visible = (t: { authorId: string; status: TournamentStatus }) =>
      publicOnly ? isTournamentPublic(t.status) : canViewTournament(user, t);
    return all
      .filter((inputs) => inputs !== null && visible(inputs.tournament))
      .map((inputs) => computeSchedule(inputs!, now, false));
  }
}
