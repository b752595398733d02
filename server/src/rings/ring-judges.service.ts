import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { sql as sqlFragment, type ExpressionBuilder } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import {
  JUDGE_INVITE_ALPHABET,
  JUDGE_INVITE_LENGTH,
  type JudgeCommand,
  type JudgedRing,
  type JudgeInvite,
  type JudgePerson,
  type RingAccess,
  type RingJudge as RingJudgeView,
  type RingJudgesView,
} from '@hema/shared/contracts/ring-judges';
import { AppError, badRequest, notFound, unauthorized } from '../common/app-error.js';
import { Clock } from '../common/clock.js';
import { RingLookup } from './ring-lookup.js';
import { isUniqueViolation } from '../common/database-errors.js';
import { parseId } from '../common/validation.js';
import { isoDay, sqlOf, type Sql } from '../database/sql.js';
import type { Tables } from '../database/tables.js';
import {
  assertCanManageTournament,
  assertCanReadManagement,
  canViewTournament,
  ownsOrAdministers,
} from '../common/tournament-access.js';
import type { SessionUser } from '../users/user.view.js';
import { RingJudgeInvite } from './ring-judge.entity.js';

/** The organizer reads the latest commands of the ring's judges; older ones stay in each fight's own log. */
const LOGGED_COMMANDS = 200;
const CANDIDATES = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export const JUDGE_ERRORS = {
  inviteInvalid: 'judge/invite-invalid',
  notJudgeable: 'judge/not-judgeable',
  eventEnded: 'judge/event-ended',
} as const;

/**
 * An invitation runs until the end of the event's last day anywhere on Earth (UTC−12), since the tournament keeps
 * dates without a time zone: a volunteer at the last table of the last day is never locked out early.
 */
export function inviteExpiry(dateEnd: string): Date {
  return new Date(Date.parse(`${dateEnd}T00:00:00Z`) + DAY_MS + 12 * 60 * 60 * 1000);
}

function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < JUDGE_INVITE_LENGTH; i++)
    code += JUDGE_INVITE_ALPHABET[randomInt(JUDGE_INVITE_ALPHABET.length)];
  return code;
}

/** Ring judges with their names, club and who added and revoked them. */
const judges = (sql: Sql) =>
  sql
    .selectFrom('ring_judge as rj')
    .innerJoin('user as u', 'u.id', 'rj.userId')
    .leftJoin('club as c', 'c.id', 'u.clubId')
    .leftJoin('user as ab', 'ab.id', 'rj.addedById')
    .leftJoin('user as rb', 'rb.id', 'rj.revokedById')
    .select([
      'rj.id',
      'rj.userId',
      'u.name',
      'c.title as club',
      'u.country',
      'rj.createdAt',
      'rj.addedById',
      'ab.name as addedByName',
      'rj.inviteCode',
      'rj.revokedAt',
      'rj.revokedById',
      'rb.name as revokedByName',
    ]);
type JudgeRow = Awaited<ReturnType<ReturnType<typeof judges>['executeTakeFirstOrThrow']>>;

function judgeView(row: JudgeRow): RingJudgeView {
  return {
    _id: row.id,
    user: { _id: row.userId, name: row.name, club: row.club, country: row.country },
    addedAt: new Date(row.createdAt).toISOString(),
    addedBy: row.addedById ? { _id: row.addedById, name: row.addedByName ?? '' } : null,
    via: row.inviteCode ? 'invite' : 'account',
    revokedAt: row.revokedAt ? new Date(row.revokedAt).toISOString() : null,
    revokedBy: row.revokedById ? { _id: row.revokedById, name: row.revokedByName ?? '' } : null,
  };
}

/** The rings a person judges, with their tournaments as the judge's page shows them. */
const judgedRings = (sql: Sql) =>
  sql
    .selectFrom('ring_judge as rj')
    .innerJoin('area as a', 'a.id', 'rj.areaId')
    .innerJoin('tournament as t', 't.id', 'a.tournamentId')
    .select((eb) => [
      'a.id as areaId',
      'a.title as areaTitle',
      'rj.createdAt as addedAt',
      't.id as tournamentId',
      't.title as tournamentTitle',
      't.idString',
      't.status',
      isoDay(eb.ref('t.dateStart')).as('dateStart'),
      isoDay(eb.ref('t.dateEnd')).as('dateEnd'),
    ]);
type JudgedRingRow = Awaited<ReturnType<ReturnType<typeof judgedRings>['executeTakeFirstOrThrow']>>;

function judgedRing(row: JudgedRingRow): JudgedRing {
  return {
    areaId: row.areaId,
    areaTitle: row.areaTitle,
    addedAt: row.addedAt.toISOString(),
    tournament: {
      _id: row.tournamentId,
      title: row.tournamentTitle,
      idString: row.idString,
      status: row.status,
      dateStart: row.dateStart,
      dateEnd: row.dateEnd,
    },
  };
}

/**
 * Ring judges (docs/api.md "Ring judges"): the organizer gives a person the right to score one ring's fights —
 * by picking their account or through a one-use invitation code — sees who judges and what they sent, and revokes
 * access at once. The right itself is checked by the fight command path on every command (fight-command.service).
 */
@Injectable()
export class RingJudgesService {
  private readonly sql: Sql;

  constructor(
    private readonly db: DataSource,
    private readonly lookup: RingLookup,
    private readonly clock: Clock,
  ) {
    this.sql = sqlOf(db);
  }

  /** The organizer's record: judges (standing first), open invitations, and the judges' latest commands. */
  async list(areaId: string, user: SessionUser | undefined): Promise<RingJudgesView> {
    const { area } = await this.ownedArea(areaId, user);
    const standing = await judges(this.sql)
      .where('rj.areaId', '=', area.id)
      .orderBy((eb) => eb('rj.revokedAt', 'is not', null))
      .orderBy('rj.createdAt', 'desc')
      .execute();
    const invites = await this.db.getRepository(RingJudgeInvite).find({
      where: { areaId: area.id },
      order: { createdAt: 'DESC' },
    });
    const now = this.clock.now();
    return {
      judges: standing.map(judgeView),
      invites: invites.filter((i) => !i.usedAt && i.expiresAt > now).map((i) => inviteView(i)),
      commands: await this.commands(area.id, area.tournamentId),
    };
  }

  /** Commands the ring's judges (standing or revoked) sent on the tournament's fights, newest first. */
  private async commands(areaId: string, tournamentId: string): Promise<JudgeCommand[]> {
    const rows = await this.sql
      .selectFrom('fight_event as e')
      .innerJoin('fight as f', 'f.id', 'e.fightId')
      .innerJoin('user as u', 'u.id', 'e.userId')
      .leftJoin('user as u1', 'u1.id', 'f.fighter1Id')
      .leftJoin('team as tm1', 'tm1.id', 'f.fighter1Id')
      .leftJoin('user as u2', 'u2.id', 'f.fighter2Id')
      .leftJoin('team as tm2', 'tm2.id', 'f.fighter2Id')
      .select((eb) => [
        'e.id',
        'e.fightId',
        'u.id as userId',
        'u.name as userName',
        sqlFragment<string | null>`${eb.ref('e.event')}->>'type'`.as('type'),
        'e.applied',
        'e.reason',
        'e.score1',
        'e.score2',
        'e.createdAt',
        eb.fn.coalesce('u1.name', 'tm1.name').as('name1'),
        eb.fn.coalesce('u2.name', 'tm2.name').as('name2'),
      ])
      .where('f.tournamentId', '=', tournamentId)
      .where('e.userId', 'in', (eb) =>
        eb.selectFrom('ring_judge').select('ring_judge.userId').where('ring_judge.areaId', '=', areaId),
      )
      .orderBy('e.id', 'desc')
      .limit(LOGGED_COMMANDS)
      .execute();
    return rows.map((r) => ({
      _id: r.id,
      fightId: r.fightId,
      fighters: `${r.name1 ?? '—'} – ${r.name2 ?? '—'}`,
      user: { _id: r.userId, name: r.userName },
      type: r.type ?? '',
      applied: r.applied,
      reason: r.reason,
      score1: r.score1,
      score2: r.score2,
      recordedAt: r.createdAt.toISOString(),
    }));
  }

  /** Accounts matching a name, or an e-mail exactly: the picker shows name, club and country, never the e-mail. */
  async candidates(
    areaId: string,
    user: SessionUser | undefined,
    q: string,
  ): Promise<{ items: JudgePerson[] }> {
    const { tournament } = await this.lookup.area(areaId);
    assertCanManageTournament(user, tournament);
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const sameEmail = (eb: ExpressionBuilder<Tables & { u: Tables['user'] }, 'u'>) =>
      eb(eb.fn('lower', ['u.email']), '=', eb.fn('lower', [eb.val(q)]));
    const items: JudgePerson[] = await this.sql
      .selectFrom('user as u')
      .leftJoin('club as c', 'c.id', 'u.clubId')
      .select(['u.id as _id', 'u.name', 'c.title as club', 'u.country'])
      .where('u.deleted', '=', false)
      .where((eb) => eb.or([eb('u.name', 'ilike', pattern), sameEmail(eb)]))
      .orderBy((eb) => sameEmail(eb), 'desc')
      .orderBy('u.name')
      .limit(CANDIDATES)
      .execute();
    return { items };
  }

  async add(areaId: string, user: SessionUser | undefined, userId: string): Promise<RingJudgeView> {
    const { tournament, area } = await this.lookup.area(areaId);
    assertCanManageTournament(user, tournament);
    const person = await this.sql
      .selectFrom('user')
      .select('id')
      .where('id', '=', userId)
      .where('deleted', '=', false)
      .executeTakeFirst();
    if (!person) {
      const message = 'No such account';
      throw new AppError(404, JUDGE_ERRORS.notJudgeable, message, { userId: message });
    }
    // Adding someone who already judges the ring is not an error: the answer is their standing access.
    await this.sql
      .insertInto('ring_judge')
      .values({ areaId: area.id, tournamentId: tournament.id, userId: person.id, addedById: user._id })
      .onConflict((oc) => oc.columns(['areaId', 'userId']).where('revokedAt', 'is', null).doNothing())
      .execute();
    const row = await judges(this.sql)
      .where('rj.areaId', '=', area.id)
      .where('rj.userId', '=', person.id)
      .where('rj.revokedAt', 'is', null)
      .executeTakeFirstOrThrow();
    return judgeView(row);
  }

  /**
   * Takes the access at once: the fight command path checks it in the statement of every command, so an open
   * console is refused from its next key press. The tournament's author may always revoke, licence or not.
   */
  async revoke(areaId: string, user: SessionUser | undefined, judgeId: string): Promise<void> {
    const { area, owner } = await this.ownedArea(areaId, user);
    const id = parseId(judgeId, 'Judge');
    // Revoking twice keeps the first revocation's time and author.
    const revokedAt = this.clock.now();
    const found = await this.sql
      .updateTable('ring_judge')
      .set((eb) => ({
        revokedAt: eb.fn.coalesce('revokedAt', eb.val(revokedAt)),
        revokedById: eb.fn.coalesce('revokedById', eb.val(owner._id)),
      }))
      .where('id', '=', id)
      .where('areaId', '=', area.id)
      .returning('id')
      .execute();
    if (found.length === 0) throw notFound('Judge');
  }

  async invite(areaId: string, user: SessionUser | undefined): Promise<JudgeInvite> {
    const { tournament, area } = await this.lookup.area(areaId);
    assertCanManageTournament(user, tournament);
    const expiresAt = inviteExpiry(tournament.dateEnd);
    if (expiresAt <= this.clock.now()) {
      throw badRequest('The event has ended: invitations are no longer possible', JUDGE_ERRORS.eventEnded);
    }
    const repo = this.db.getRepository(RingJudgeInvite);
    for (let attempt = 0; ; attempt++) {
      try {
        const saved = await repo.save(
          repo.create({ code: newInviteCode(), areaId: area.id, createdById: user._id, expiresAt }),
        );
        return inviteView(saved);
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 4) throw error;
      }
    }
  }

  async cancelInvite(areaId: string, user: SessionUser | undefined, code: string): Promise<void> {
    const { area } = await this.ownedArea(areaId, user);
    const deleted = await this.db
      .getRepository(RingJudgeInvite)
      .delete({ code: code.toUpperCase(), areaId: area.id });
    if (!deleted.affected) throw notFound('Invitation');
  }

  /** One use: the code becomes the signed-in person's access to its ring, in one transaction. */
  async accept(user: SessionUser | undefined, code: string): Promise<JudgedRing> {
    if (!user) throw unauthorized();
    return this.db.transaction(async (manager) => {
      const sql = sqlOf(manager);
      const invite = await sql
        .selectFrom('ring_judge_invite as i')
        .innerJoin('area as a', 'a.id', 'i.areaId')
        .select(['i.areaId', 'a.tournamentId', 'i.createdById'])
        .where('i.code', '=', code)
        .where('i.usedAt', 'is', null)
        .where('i.expiresAt', '>', this.clock.now())
        .forUpdate('i')
        .executeTakeFirst();
      if (!invite) {
        const message = 'This invitation code is wrong, already used or expired';
        throw badRequest(message, JUDGE_ERRORS.inviteInvalid, { code: message });
      }
      const added = await sql
        .insertInto('ring_judge')
        .values({
          areaId: invite.areaId,
          tournamentId: invite.tournamentId,
          userId: user._id,
          addedById: invite.createdById,
          inviteCode: code,
        })
        .onConflict((oc) => oc.columns(['areaId', 'userId']).where('revokedAt', 'is', null).doNothing())
        .returning('id')
        .execute();
      // Someone who already judges the ring keeps the code unused for the next volunteer.
      if (added.length > 0) {
        await sql
          .updateTable('ring_judge_invite')
          .set({ usedAt: this.clock.now(), usedById: user._id })
          .where('code', '=', code)
          .execute();
      }
      const ring = await judgedRings(sql)
        .where('rj.areaId', '=', invite.areaId)
        .where('rj.userId', '=', user._id)
        .where('rj.revokedAt', 'is', null)
        .executeTakeFirstOrThrow();
      return judgedRing(ring);
    });
  }

  /** The rings the person judges now, the latest events first. */
  async mine(user: SessionUser | undefined): Promise<{ items: JudgedRing[] }> {
    if (!user) throw unauthorized();
    const rows = await judgedRings(this.sql)
      .where('rj.userId', '=', user._id)
      .where('rj.revokedAt', 'is', null)
      .orderBy('t.dateStart', 'desc')
      .orderBy('t.title')
      .orderBy('a.index')
      .orderBy('a.title')
      .execute();
    return { items: rows.map(judgedRing) };
  }

  /** What the console asks before showing keys: may this person score this ring, and as whom. */
  async access(areaId: string, user: SessionUser | undefined): Promise<RingAccess> {
    if (!user) throw unauthorized();
    const { tournament, area } = await this.lookup.area(areaId);
    if (ownsOrAdministers(user, tournament)) {
      return { canScore: user.isAdmin || user.isActiveOrganizer, as: 'organizer', revoked: false };
    }
    if (!canViewTournament(user, tournament)) throw notFound('Ring');
    const row = await this.sql
      .selectFrom('ring_judge')
      .select((eb) => eb.fn<boolean>('bool_or', [eb('revokedAt', 'is', null)]).as('standing'))
      .where('areaId', '=', area.id)
      .where('userId', '=', user._id)
      .groupBy('userId')
      .executeTakeFirst();
    if (row?.standing) return { canScore: true, as: 'judge', revoked: false };
    return { canScore: false, as: null, revoked: !!row };
  }

  /** The ring of a tournament the caller wrote (or any, for an admin): licence aside, they keep its record. */
  private async ownedArea(areaId: string, user: SessionUser | undefined, manager?: EntityManager) {
    const found = await this.lookup.area(areaId, manager);
    assertCanReadManagement(user, found.tournament);
    return { ...found, owner: user };
  }
}

function inviteView(invite: RingJudgeInvite): JudgeInvite {
  return {
    code: invite.code,
    createdAt: invite.createdAt.toISOString(),
    expiresAt: invite.expiresAt.toISOString(),
  };
}
