import { z } from 'zod';
import { endpoint } from './endpoint.js';

const serviceState = z.enum(['up', 'down', 'disabled']);

/** How live updates reach spectators in this process (server transport/socket-io/paced-adapter.ts `FanOutStatus`). */
export const fanOutStatusSchema = z.object({
  /** `fast`: prebuilt frames written in slices; `plain`: Socket.IO's own write path, still paced. */
  fanOutMode: z.enum(['fast', 'plain']),
  /** Why the plain path is used; null on the fast path. */
  fallbackReason: z.string().nullable(),
  framesWritten: z.number().int().min(0),
  libraryWrites: z.number().int().min(0),
  /** Fight states dropped because a newer one of the same fight and rooms came first. */
  coalesced: z.number().int().min(0),
});

/** The read views this process holds in memory (server views/view-cache.ts `ViewCacheStats`). */
export const viewCacheStatsSchema = z.object({
  entries: z.number().int().min(0),
  /** Tournaments with views in memory (the LRU groups). */
  groups: z.number().int().min(0),
  /** Bytes the kept views hold, as their builds counted them (bounded by VIEW_CACHE_MB). */
  bytes: z.number().int().min(0),
  hits: z.number().int().min(0),
  misses: z.number().int().min(0),
  /** Builds not kept: something they read changed while they ran. */
  discarded: z.number().int().min(0),
});

/** Carrying changes to the other replicas (server events/replication-health.ts `ReplicationStatus`). */
export const replicationStatusSchema = z.object({
  /** Publishes to Redis that failed since start: another replica may show a stale view until its next change. */
  failures: z.number().int().min(0),
  /** Outages of reading the other replicas' changes (each drops every view kept here). */
  readFailures: z.number().int().min(0),
  lastFailure: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
});

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ state: serviceState, kind: z.enum(['postgres', 'pglite']) }),
  redis: z.object({ state: serviceState }),
  /** Null when the live adapter is not the platform's own (or not started). */
  liveFanOut: fanOutStatusSchema.nullable(),
  viewCache: viewCacheStatsSchema,
  replication: replicationStatusSchema,
});

export const healthContract = {
  get: endpoint({
    id: 'health.get',
    method: 'GET',
    path: '/health',
    summary:
      'The state of the database, Redis, the live fan-out and the read views in memory; answered with 503 when something needed is down.',
    response: healthSchema,
  }),
};
