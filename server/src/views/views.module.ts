import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { CachedReads } from './cached-reads.js';
import { ViewInvalidationInterceptor } from './view-invalidation.interceptor.js';
import { ViewReplication } from './view-replication.js';

/**
 * The read-view cache every read module answers from. Global like the database and Redis modules: it is
 * infrastructure with no domain rule; the fights module feeds it change records, and it carries its invalidations
 * to the other replicas on a Redis stream (view-replication.ts).
 */
@Global()
@Module({
  providers: [
    CachedReads,
    ViewReplication,
    { provide: APP_INTERCEPTOR, useClass: ViewInvalidationInterceptor },
  ],
  exports: [CachedReads],
})
export class ViewsModule {}
