import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { CachedReads } from '../views/cached-reads.js';
import { FightChanges } from './fight-changes.js';

/**
 * Every fight write's change records drop the cached views of the rooms the fight was in and is in now (a ring, its
 * caption, the category, the tournament, the fight, its fighters): a score, a ring move, a removal or a rewrite by a
 * rule change each replace exactly the views that show that fight. Runs when the records are published, after commit
 * and before the writer's answer; the live module carries the same invalidation to the other replicas.
 */
@Injectable()
export class FightViewInvalidation implements OnModuleDestroy {
  private readonly unlisten: () => void;

  constructor(changes: FightChanges, reads: CachedReads) {
    this.unlisten = changes.listen((batch) => {
      const rooms = new Set<string>();
      for (const change of batch) {
        for (const name of change.roomsBefore) rooms.add(name);
        for (const name of change.roomsAfter) rooms.add(name);
      }
      reads.cache.invalidate([...rooms]);
    });
  }

  onModuleDestroy(): void {
    this.unlisten();
  }
}
