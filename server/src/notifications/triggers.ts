import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DomainEventOf } from '../events/domain-events.js';
import { EventBus } from '../events/event-bus.js';
import {
  categoryFighters,
  namesOf,
  stageFighters,
  titleOf,
  tournamentJudges,
  tournamentOf,
  tournamentPeople,
  type TournamentRef,
} from './audiences.js';
import type { Subject } from './messages.js';
import { Notifier, type Notice } from './notifier.js';
import { FOLLOWERS_OF, type FollowersOf } from './ports.js';

type Own = Exclude<Subject, { kind: 'test' }>;

/**
 * Turns the domain events into notices: a call to the called fighters, pools out to the category's fighters, a
 * decision to the applicant, an announcement to its audience; calls and pools also to the followers of those
 * fighters who opted in. The bus delivers right after a commit while the writer's connection is held, so each
 * listener only starts its work (module docs of the event bus); `idle()` lets tests wait for it.
 */
@Injectable()
export class NotificationTriggers implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Notifications');
  private readonly running = new Set<Promise<unknown>>();
  private readonly off: (() => void)[] = [];

  constructor(
    private readonly db: DataSource,
    private readonly bus: EventBus,
    private readonly notifier: Notifier,
    @Optional() @Inject(FOLLOWERS_OF) private readonly followers: FollowersOf | null = null,
  ) {}

  onModuleInit(): void {
    this.off.push(
      this.bus.on('fight.called', (e) => this.start(() => this.called(e))),
      this.bus.on('pools.out', (e) => this.start(() => this.poolsOut(e))),
      this.bus.on('application.decided', (e) => this.start(() => this.decided(e))),
      this.bus.on('announcement.sent', (e) => this.start(() => this.announced(e))),
    );
  }

  onModuleDestroy(): void {
    for (const off of this.off) off();
  }

  /** Resolves once every notification started so far has gone (tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private start(work: () => Promise<unknown>): void {
    const job = work()
      .catch((error: unknown) => this.logger.warn(`Notifications not sent: ${String(error)}`))
      .finally(() => this.running.delete(job));
    this.running.add(job);
  }

  private async called(e: DomainEventOf<'fight.called'>) {
    const tournament = await tournamentOf(this.db, e.tournamentId);
    if (!tournament) return;
    const ring = await titleOf(this.db, 'area', e.areaId);
    const names = await namesOf(this.db, e.fighterIds);
    const opponentOf = (id: string) => names.get(e.fighterIds.find((f) => f !== id) ?? '') ?? null;
    await this.tell(
      `called:${e.fightId}:${e.calledAt}`,
      tournament.isPublic,
      [...names.keys()],
      names,
      (id, fighter) => ({
        kind: 'called',
        tournament: tournament.title,
        ring,
        opponent: opponentOf(id),
        fighter,
        path: fighterPath(tournament, e.nominationId, id),
      }),
    );
  }

  private async poolsOut(e: DomainEventOf<'pools.out'>) {
    const tournament = await tournamentOf(this.db, e.tournamentId);
    if (!tournament) return;
    const category = await titleOf(this.db, 'nomination', e.nominationId);
    const fighters = await stageFighters(this.db, e.stageId);
    const names = await namesOf(this.db, fighters);
    await this.tell(
      `poolsOut:${e.stageId}`,
      tournament.isPublic,
      [...names.keys()],
      names,
      (_id, fighter) => ({
        kind: 'poolsOut',
        tournament: tournament.title,
        category,
        fighter,
        path: `/tournament/${encodeURIComponent(tournament.idString)}/nomination/${e.nominationId}/stages`,
      }),
    );
  }

  private async decided(e: DomainEventOf<'application.decided'>) {
    const tournament = await tournamentOf(this.db, e.tournamentId);
    if (!tournament) return;
    const category = await titleOf(this.db, 'nomination', e.nominationId);
    const subject: Own = {
      kind: 'application',
      tournament: tournament.title,
      category,
      decision: e.decision,
      path: '/my/applications',
    };
    await this.notifier.deliver([
      {
        userId: e.userId,
        occurrence: `application:${e.nominationId}:${e.decision}`,
        subject,
        followed: false,
      },
    ]);
  }

  private async announced(e: DomainEventOf<'announcement.sent'>) {
    const tournament = await tournamentOf(this.db, e.tournamentId);
    if (!tournament) return;
    const people =
      e.audience === 'judges'
        ? await tournamentJudges(this.db, e.tournamentId)
        : e.audience === 'category' && e.nominationId
          ? await categoryFighters(this.db, e.nominationId)
          : await tournamentPeople(this.db, e.tournamentId);
    const subject: Own = {
      kind: 'announcement',
      tournament: tournament.title,
      level: e.level,
      text: e.text,
      path: `/tournament/${encodeURIComponent(tournament.idString)}`,
    };
    await this.notifier.deliver(
      people.map((userId) => ({
        userId,
        occurrence: `announcement:${e.announcementId}`,
        subject,
        followed: false,
      })),
    );
  }

  /**
   * The fighters' own notices, then their followers': a follower of both fighters of a fight, or a fighter who
   * follows their opponent, hears of it once (the same occurrence key; own notices come first).
   */
  private async tell(
    occurrence: string,
    /** Followers hear only of public tournaments' fights. */
    toFollowers: boolean,
    fighterIds: string[],
    names: Map<string, string>,
    subject: (fighterId: string, followedName: string | null) => Own,
  ): Promise<void> {
    const notices: Notice[] = fighterIds.map((id) => ({
      userId: id,
      occurrence,
      subject: subject(id, null),
      followed: false,
    }));
    if (this.followers && toFollowers) {
      for (const id of fighterIds) {
        for (const follower of await this.followers.followersOfFighters([id]))
          notices.push({
            userId: follower,
            occurrence,
            subject: subject(id, names.get(id) ?? ''),
            followed: true,
          });
      }
    }
    await this.notifier.deliver(notices);
  }
}

/** The fighter's page of the category: their next fights with the ring and the fights before. */
export function fighterPath(tournament: TournamentRef, nominationId: string, fighterId: string): string {
  return `/tournament/${encodeURIComponent(tournament.idString)}/nomination/${nominationId}/follow-fighter/${fighterId}`;
}
