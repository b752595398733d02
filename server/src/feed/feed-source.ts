import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isTournamentPublic } from '@hema/shared/competition/tournament-status';
import { parseRoom, type FightState } from '@hema/shared/realtime/protocol';
import { VIEW_BUILDER } from '../common/tournament-access.js';
import { EventBus } from '../events/event-bus.js';
import type { FightChange } from '../events/domain-events.js';
import { Area } from '../rings/area.entity.js';
import { areaView } from '../rings/area.view.js';
import { Nomination } from '../nominations/nomination.entity.js';
import { StandingsService } from '../standings/standings.service.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { FeedLog } from './feed-log.js';

/** Whether a fight's change can move a standings table: it is over (or gone). Points of a running fight cannot. */
function movesStandings(change: FightChange): boolean {
  const status = change.state?.view.status;
  return change.state === null || status === 'finished' || status === 'cancelled';
}

function idsOf(rooms: readonly string[], kind: 'area' | 'tournament' | 'nomination'): string[] {
  return rooms.flatMap((name) => {
    const parsed = parseRoom(name);
    return parsed?.kind === kind ? [parsed.id] : [];
  });
}

/**
 * Turns the domain events of committed writes into the open feed's entries (feed-log.ts): every fight change as the
 * live fan-out sends it (the same FightState), a ring's new row, and a category's standings table when a result in it
 * may have changed. Listens on the event bus like the live broadcaster and the view cache (architecture.md
 * "The announcement"), so the feed sees exactly what they see, once, on the replica that committed the write.
 *
 * Standings and rings need a read: it starts after the listener returned (the bus delivers while the writer's
 * connection is still held, and the embedded database has one). A category's table is built once at a time; a change
 * that arrives meanwhile builds it once more after, so the last table sent is never older than the last result.
 */
@Injectable()
export class FeedSource implements OnModuleDestroy {
  private readonly logger = new Logger('FeedSource');
  private readonly stops: (() => void)[];
  /** Categories whose table is being built (true: build again after, a newer result arrived meanwhile). */
  private readonly building = new Map<string, boolean>();
  /** Ready when every started read has been appended (tests wait for it). */
  private pending = new Set<Promise<void>>();

  constructor(
    events: EventBus,
    private readonly log: FeedLog,
    private readonly db: DataSource,
    private readonly standings: StandingsService,
  ) {
    this.stops = [
      events.on('fights.changed', ({ changes }) => this.fights(changes)),
      events.on('ring.changed', ({ tournamentId, areaId }) =>
        this.later(() => this.ring(tournamentId, areaId)),
      ),
      events.on('stage.changed', ({ tournamentId, nominationId }) =>
        this.standingsOf(tournamentId, nominationId),
      ),
      events.on('tournament.status-changed', ({ tournamentId, wasPublic, isPublic }) => {
        if (wasPublic && !isPublic) void this.log.append({ type: 'hidden', tournamentId });
      }),
    ];
  }

  onModuleDestroy(): void {
    for (const stop of this.stops) stop();
  }

  /** Resolves when every read started so far has been appended. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** Not awaited: appends go out on one connection in call order, and the judge's answer need not wait for them. */
  private fights(changes: readonly FightChange[]): void {
    for (const change of changes) {
      const rooms = [...change.roomsBefore, ...change.roomsAfter];
      const tournamentId = change.state?.tournamentId ?? idsOf(rooms, 'tournament')[0];
      if (!tournamentId) continue;
      void this.log.append({
        type: 'fight',
        tournamentId,
        fightId: change.fightId,
        version: change.version,
        rings: [...new Set(idsOf(rooms, 'area'))],
        state: change.state as FightState | null,
      });
      if (movesStandings(change))
        for (const nominationId of new Set(idsOf(rooms, 'nomination')))
          this.standingsOf(tournamentId, nominationId);
    }
  }

  private standingsOf(tournamentId: string, nominationId: string): void {
    if (this.building.has(nominationId)) {
      this.building.set(nominationId, true);
      return;
    }
    this.building.set(nominationId, false);
    this.later(async () => {
      try {
        do {
          this.building.set(nominationId, false);
          await this.table(tournamentId, nominationId);
        } while (this.building.get(nominationId));
      } finally {
        this.building.delete(nominationId);
      }
    });
  }

  private async table(tournamentId: string, nominationId: string): Promise<void> {
    const nomination = await this.db.getRepository(Nomination).findOne({
      where: { id: nominationId },
      relations: { tournament: true },
    });
    // A category removed, or a tournament nobody outside may see: nothing to tell the feed.
    if (!nomination?.tournament || !isTournamentPublic(nomination.tournament.status)) return;
    const standings = await this.standings.nomination(nominationId, VIEW_BUILDER);
    await this.log.append({ type: 'standings', tournamentId, categoryId: nominationId, standings });
  }

  private async ring(tournamentId: string, areaId: string): Promise<void> {
    const tournament = await this.db.getRepository(Tournament).findOne({ where: { id: tournamentId } });
    if (!tournament || !isTournamentPublic(tournament.status)) return;
    const area = await this.db.getRepository(Area).findOne({ where: { id: areaId } });
    await this.log.append({
      type: 'ring',
      tournamentId,
      ringId: areaId,
      ring: area ? areaView(area) : null,
    });
  }

  /** Runs a read after the bus has let the writer's connection go; failures are logged (the write committed). */
  private later(work: () => Promise<void>): void {
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) =>
        this.logger.error(
          `open feed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        ),
      )
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
  }
}
