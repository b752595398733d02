import { Global, Module } from '@nestjs/common';
import { CachedReads } from './cached-reads.js';
import { ViewEvents } from './view-events.js';
import { ViewReplication } from './view-replication.js';

/**
 * The read-view cache every read module answers from. Global like the database and Redis modules: it is
 * infrastructure with no domain rule; the events of committed writes replace what they changed (view-events.ts), and
 * it carries its invalidations to the other replicas on a Redis stream (view-replication.ts).
 */
@Global()
@Module({
  providers: [CachedReads, ViewEvents, ViewReplication],
  exports: [CachedReads],
})
export class ViewsModule {}
