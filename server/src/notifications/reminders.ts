import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Clock } from '../common/clock.js';
import { sqlOf } from '../database/sql.js';
import { namesOf, tournamentOf } from './audiences.js';
import type { Subject } from './messages.js';
import { Notifier, type Notice } from './notifier.js';
import { FOLLOWERS_OF, UPCOMING_FIGHTS, type FollowersOf, type UpcomingFights } from './ports.js';
import { fighterPath } from './triggers.js';

/** "Your fight is in about 10 minutes": fights whose estimate falls within this window are told about. */
export const REMINDER_MINUTES = 10;
/** How often the schedule is asked; a fight is told about once (its key), whichever check first sees it. */
/** Keys of sent notifications are kept this long: every occurrence they name is of one event day. */
const KEEP_SENT_DAYS = 7;

/**
 * The periodic check behind "your fight is in about 10 minutes on Ring 2". Every replica runs it; the dedupe keys
 * (`fightSoon:<fight>:<user>`) make one of them send. Runs only when the schedule is bound (UPCOMING_FIGHTS).
 */
@Injectable()
export class FightReminders implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Notifications');
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(UPCOMING_FIGHTS) private readonly upcoming: UpcomingFights | null = null,
    @Optional() @Inject(FOLLOWERS_OF) private readonly followers: FollowersOf | null = null,
  ) {}

  onModuleInit(): void {
    if (!this.upcoming || this.config.FIGHT_REMINDER_CHECK_MS === 0) return;
    this.timer = setInterval(() => {
      if (!this.checking)
        this.checking = this.check()
          .catch((error: unknown) => this.logger.warn(`Fight reminders not checked: ${String(error)}`))
          .then(() => undefined)
          .finally(() => (this.checking = null));
    }, this.config.FIGHT_REMINDER_CHECK_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.checking;
  }

  /** One check: tells the fighters (and their opted-in followers) of every fight starting soon; answers how many went. */
  async check(): Promise<number> {
    if (!this.upcoming) return 0;
    const now = this.clock.now();
    await sqlOf(this.db)
      .deleteFrom('notification_sent')
      .where('sentAt', '<', new Date(now.getTime() - KEEP_SENT_DAYS * 86_400_000))
      .execute();
    const fights = await this.upcoming.startingWithin(REMINDER_MINUTES * 60_000, now);
    const notices: Notice[] = [];
    const followed: Notice[] = [];
    for (const fight of fights) {
      const tournament = await tournamentOf(this.db, fight.tournamentId);
      if (!tournament) continue;
      const accounts = await namesOf(
        this.db,
        fight.fighters.map((f) => f.id),
      );
      const minutes = Math.max(1, Math.round((Date.parse(fight.estimatedStart) - now.getTime()) / 60_000));
      const subject = (id: string, fighter: string | null): Subject & { kind: 'fightSoon' } => ({
        kind: 'fightSoon',
        tournament: tournament.title,
        ring: fight.ringTitle,
        opponent: fight.fighters.find((f) => f.id !== id)?.name ?? null,
        minutes,
        fighter,
        path: fighterPath(tournament, fight.nominationId, id),
      });
      const occurrence = `fightSoon:${fight.fightId}`;
      for (const { id, name } of fight.fighters) {
        if (accounts.has(id))
          notices.push({ userId: id, occurrence, subject: subject(id, null), followed: false });
        for (const follower of (await this.followers?.followersOfFighters([id])) ?? [])
          followed.push({ userId: follower, occurrence, subject: subject(id, name), followed: true });
      }
    }
    const count = await this.notifier.deliver([...notices, ...followed]);
    return count.pushed + count.mailed;
  }
}
