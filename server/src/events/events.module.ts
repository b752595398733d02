import { Global, Module } from '@nestjs/common';
import { EventBus } from './event-bus.js';
import { ReplicationHealth } from './replication-health.js';

/**
 * The domain event bus and the count of replication failures. Global like the database: every module that writes
 * publishes on it, and it depends on no domain module (its events carry ids and shared types only).
 */
@Global()
@Module({ providers: [EventBus, ReplicationHealth], exports: [EventBus, ReplicationHealth] })
export class EventsModule {}
