import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
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

interface JudgeRow {
  id: string;
  userId: string;
  name: string;
  club: string | null;
  country: string | null;
  createdAt: Date;
  addedById: string | null;
  addedByName: string | null;
  inviteCode: string | null;
  revokedAt: Date | null;
  revokedById: string | null;
  revokedByName: string | null;
}

const JUDGE_SELECT = `
  SELECT rj.id, rj."userId", u.name, c.title AS club, u.country, rj."createdAt", rj."addedById", ab.name AS "addedByName",
         rj."inviteCode", rj."revokedAt", rj."revokedById", rb.name AS "revokedByName"
    FROM ring_judge rj
    JOIN "user" u ON u.id = rj."userId"
    LEFT JOIN club c ON c.id = u."clubId"
    LEFT JOIN "user" ab ON ab.id = rj."addedById"
    LEFT JOIN "user" rb ON rb.id = rj."revokedById"`;

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

const JUDGED_RING_SELECT = `
  SELECT a.id AS "areaId", a.title AS "areaTitle", rj."createdAt" AS "addedAt",
         json_build_object('_id', t.id, 'title', t.title, 'idString', t."idString", 'status', t.status,
                           'dateStart', t."dateStart"::text, 'dateEnd', t."dateEnd"::text) AS tournament
    FROM ring_judge rj
    JOIN area a ON a.id = rj."areaId"
    JOIN tournament t ON t.id = a."tournamentId"`;

function judgedRing(row: JudgedRing & { addedAt: Date | string }): JudgedRing {
  return { ...row, addedAt: new Date(row.addedAt).toISOString() };
}

/**
 * Ring judges (docs/api.md "Ring judges"): the organizer gives a person the right to score one ring's fights —
 * by picking their account or through a one-use invitation code — sees who judges and what they sent, and revokes
 * access at once. The right itself is checked by the fight command path on every command (fight-command.service).
 */
@Injectable()
export class RingJudgesService {
  constructor(
    private readonly db: DataSource,
    private readonly lookup: RingLookup,
    private readonly clock: Clock,
  ) {}

  /** The organizer's record: judges (standing first), open invitations, and the judges' latest commands. */
  async list(areaId: string, user: SessionUser | undefined): Promise<RingJudgesView> {
    const { area } = await this.ownedArea(areaId, user);
    const judges: JudgeRow[] = await this.db.query(
      `${JUDGE_SELECT} WHERE rj."areaId" = $1 ORDER BY rj."revokedAt" IS NOT NULL, rj."createdAt" DESC`,
      [area.id],
    );
    const invites = await this.db.getRepository(RingJudgeInvite).find({
      where: { areaId: area.id },
      order: { createdAt: 'DESC' },
    });
    const now = this.clock.now();
    return {
      judges: judges.map(judgeView),
      invites: invites.filter((i) => !i.usedAt && i.expiresAt > now).map((i) => inviteView(i)),
      commands: await this.commands(area.id, area.tournamentId),
    };
  }

  /** Commands the ring's judges (standing or revoked) sent on the tournament's fights, newest first. */
  private async commands(areaId: string, tournamentId: string): Promise<JudgeCommand[]> {
    const rows: {
      id: string;
      fightId: string;
      userId: string;
      userName: string;
      type: string | null;
      applied: boolean;
      reason: string | null;
      score1: number | null;
      score2: number | null;
      createdAt: Date;
      name1: string | null;
      name2: string | null;
    }[] = await this.db.query(
      `SELECT e.id::text AS id, e."fightId", e."userId", u.name AS "userName", e.event->>'type' AS type, e.applied,
              e.reason, e.score1, e.score2, e."createdAt",
              COALESCE(u1.name, tm1.name) AS name1, COALESCE(u2.name, tm2.name) AS name2
         FROM fight_event e
         JOIN fight f ON f.id = e."fightId"
         JOIN "user" u ON u.id = e."userId"
         LEFT JOIN "user" u1 ON u1.id = f."fighter1Id"
         LEFT JOIN team tm1 ON tm1.id = f."fighter1Id"
         LEFT JOIN "user" u2 ON u2.id = f."fighter2Id"
         LEFT JOIN team tm2 ON tm2.id = f."fighter2Id"
        WHERE f."tournamentId" = $2
          AND e."userId" IN (SELECT "userId" FROM ring_judge WHERE "areaId" = $1)
        ORDER BY e.id DESC
        LIMIT ${LOGGED_COMMANDS}`,
      [areaId, tournamentId],
    );
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
      recordedAt: new Date(r.createdAt).toISOString(),
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
    const items: JudgePerson[] = await this.db.query(
      `SELECT u.id AS "_id", u.name, c.title AS club, u.country
         FROM "user" u LEFT JOIN club c ON c.id = u."clubId"
        WHERE NOT u.deleted AND (u.name ILIKE $1 OR lower(u.email) = lower($2))
        ORDER BY lower(u.email) = lower($2) DESC, u.name
        LIMIT ${CANDIDATES}`,
      [pattern, q],
    );
    return { items };
  }

  async add(areaId: string, user: SessionUser | undefined, userId: string): Promise<RingJudgeView> {
    const { tournament, area } = await this.lookup.area(areaId);
    assertCanManageTournament(user, tournament);
    const [person]: { id: string }[] = await this.db.query(
      `SELECT id FROM "user" WHERE id = $1 AND NOT deleted`,
      [userId],
    );
    if (!person) {
      const message = 'No such account';
      throw new AppError(404, JUDGE_ERRORS.notJudgeable, message, { userId: message });
    }
    // Adding someone who already judges the ring is not an error: the answer is their standing access.
    await this.db.query(
      `INSERT INTO ring_judge ("areaId", "tournamentId", "userId", "addedById")
       VALUES ($1, $2, $3, $4)
       ON CONFLICT ("areaId", "userId") WHERE "revokedAt" IS NULL DO NOTHING`,
      [area.id, tournament.id, person.id, user._id],
    );
    const [row]: JudgeRow[] = await this.db.query(
      `${JUDGE_SELECT} WHERE rj."areaId" = $1 AND rj."userId" = $2 AND rj."revokedAt" IS NULL`,
      [area.id, person.id],
    );
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
    const found: unknown[] = await this.db.query(
      `WITH r AS (UPDATE ring_judge SET "revokedAt" = COALESCE("revokedAt", $3), "revokedById" = COALESCE("revokedById", $4)
                   WHERE id = $1 AND "areaId" = $2 RETURNING id)
       SELECT id FROM r`,
      [id, area.id, this.clock.now(), owner._id],
    );
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
      const [invite]: { areaId: string; tournamentId: string; createdById: string | null }[] =
        await manager.query(
          `SELECT i."areaId", a."tournamentId", i."createdById" FROM ring_judge_invite i JOIN area a ON a.id = i."areaId"
          WHERE i.code = $1 AND i."usedAt" IS NULL AND i."expiresAt" > $2 FOR UPDATE OF i`,
          [code, this.clock.now()],
        );
      if (!invite) {
        const message = 'This invitation code is wrong, already used or expired';
        throw badRequest(message, JUDGE_ERRORS.inviteInvalid, { code: message });
      }
      const added: unknown[] = await manager.query(
        `INSERT INTO ring_judge ("areaId", "tournamentId", "userId", "addedById", "inviteCode")
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT ("areaId", "userId") WHERE "revokedAt" IS NULL DO NOTHING RETURNING id`,
        [invite.areaId, invite.tournamentId, user._id, invite.createdById, code],
      );
      // Someone who already judges the ring keeps the code unused for the next volunteer.
      if (added.length > 0) {
        await manager.query(`UPDATE ring_judge_invite SET "usedAt" = $2, "usedById" = $3 WHERE code = $1`, [
          code,
          this.clock.now(),
          user._id,
        ]);
      }
      const [ring] = await manager.query(
        `${JUDGED_RING_SELECT} WHERE rj."areaId" = $1 AND rj."userId" = $2 AND rj."revokedAt" IS NULL`,
        [invite.areaId, user._id],
      );
      return judgedRing(ring);
    });
  }

  /** The rings the person judges now, the latest events first. */
  async mine(user: SessionUser | undefined): Promise<{ items: JudgedRing[] }> {
    if (!user) throw unauthorized();
    const rows = await this.db.query(
      `${JUDGED_RING_SELECT} WHERE rj."userId" = $1 AND rj."revokedAt" IS NULL
        ORDER BY t."dateStart" DESC, t.title, a.index, a.title`,
      [user._id],
    );
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
    const [row]: { standing: boolean }[] = await this.db.query(
      `SELECT bool_or("revokedAt" IS NULL) AS standing FROM ring_judge WHERE "areaId" = $1 AND "userId" = $2
        GROUP BY "userId"`,
      [area.id, user._id],
    );
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
