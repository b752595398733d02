import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Namespace } from 'socket.io';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { CachedReads } from '../views/cached-reads.js';
import type { Invalidation } from '../views/view-cache.js';

/** The server-side event that carries view invalidations between replicas. */
const INVALIDATE = 'views:invalidate';

/**
 * Carries every replica's view invalidations (change records' rooms, writes that drop everything) to the other
 * replicas through the live namespace's own Redis stream (`serverSideEmit`), the path the fight states themselves
 * take. Without Redis there is one process and nothing to carry.
 */
@Injectable()
export class ViewReplication implements OnModuleDestroy {
  private unlisten: (() => void) | null = null;

  constructor(
    private readonly reads: CachedReads,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  attach(namespace: Namespace): void {
    if (!this.config.REDIS_URL) return;
    (namespace as unknown as NodeJS.EventEmitter).on(INVALIDATE, (invalidation: Invalidation) =>
      this.reads.cache.apply(invalidation),
    );
    this.unlisten = this.reads.cache.onInvalidate((invalidation) => {
      try {
        namespace.serverSideEmit(INVALIDATE, invalidation);
      } catch {
        // Redis away: the other replicas' streams adapter fails the same way; they resync as clients do.
      }
    });
  }

  onModuleDestroy(): void {
    this.unlisten?.();
  }
}
