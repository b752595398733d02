import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { EventBus } from '../events/event-bus.js';
import { CachedReads } from './cached-reads.js';

/** Events about one tournament's own data: they may change any view of that tournament, and no other. */
const TOURNAMENT_SCOPED = [
  'stage.changed',
  'nomination.changed',
  'tournament.changed',
  'application.changed',
  'ring.changed',
  'team.changed',
] as const;

/**
 * Replaces the kept views a committed write changed, and only those, from the write's event (events/domain-events.ts):
 *
 * - a fight's change drops the views of the rooms it was in and is in now (a ring, its caption, the category, the
 *   tournament, the fight, its fighters) — a score, a ring move, a removal or a rewrite by a rule change;
 * - a write to a tournament's own data (a stage, a category, the tournament, applications, a ring, a team) drops that
 *   tournament's views;
 * - a status change, a person's name or club, a catalog entry (a club's or a weapon's title) or what the results job
 *   wrote drops every view: fighters' rooms hold fights of any tournament with each tournament's status, a name shows
 *   in every tournament its owner fought in, and the job writes across tournaments. These are rare next to reads.
 *
 * Events arrive after commit and before the writer answers; ViewReplication carries each invalidation to the other
 * replicas. A request that writes nothing (a refused one, a sign-in, a prediction) drops nothing.
 */
@Injectable()
export class ViewEvents implements OnModuleDestroy {
  private readonly stops: (() => void)[];

  constructor(events: EventBus, reads: CachedReads) {
    const { cache } = reads;
    this.stops = [
      events.on('fights.changed', ({ changes }) => {
        const rooms = new Set<string>();
        for (const change of changes) {
          for (const name of change.roomsBefore) rooms.add(name);
          for (const name of change.roomsAfter) rooms.add(name);
        }
        cache.invalidate([...rooms]);
      }),
      ...TOURNAMENT_SCOPED.map((type) =>
        events.on(type, ({ tournamentId }) => cache.invalidateGroups([tournamentId])),
      ),
      events.on('tournament.status-changed', () => cache.clear()),
      events.on('people.changed', () => cache.clear()),
      events.on('catalog.changed', () => cache.clear()),
      events.on('results.written', () => cache.clear()),
    ];
  }

  onModuleDestroy(): void {
    for (const stop of this.stops) stop();
  }
}
