import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { isTournamentPublic, type TournamentStatus } from '@hema/shared/competition/tournament-status';
import { API_KEY_HEADER, FEED_ERRORS, PUBLIC_API_PREFIX } from '@hema/shared/contracts/feed';
import { AttemptStore } from '../auth/attempt-store.js';
import { addressKey } from '../auth/client-address.js';
import { AppError, forbidden, notFound, tooManyRequests } from '../common/app-error.js';
import { Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ApiKeysService } from './api-keys.service.js';

const MINUTE_MS = 60_000;

/** Whether a request path is the open feed's public API (`/api/public/v1/…`). */
export const isPublicApi = (url: string) => url.startsWith(`/api${PUBLIC_API_PREFIX}/`);

/**
 * CORS of the public API (app.ts): any origin may read, and preflight a request that sends its key in a header;
 * ETag and Retry-After are readable by the page's script.
 */
export const PUBLIC_CORS = {
  origin: '*',
  methods: ['GET'],
  allowedHeaders: [API_KEY_HEADER, 'if-none-match', 'last-event-id', 'cache-control'],
  exposedHeaders: ['etag', 'retry-after'],
  credentials: false,
  maxAge: 86400,
};

/**
 * The door of every public read (issue 33 item 3): only a public tournament (a tournament in developing is 404, as if
 * it did not exist, whatever key is sent), CORS open to any origin, and the rate limit — per client address without a
 * key, per key with one (higher), counted in the sign-in limits' store, so across replicas with Redis. A key is
 * optional; a key that is unknown or revoked is refused rather than read as no key, so a client learns its key is
 * dead instead of being quietly throttled; a key of another tournament is refused too.
 */
@Injectable()
export class PublicAccess {
  constructor(
    private readonly keys: ApiKeysService,
    private readonly store: AttemptStore,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Checks the tournament and counts the request, or throws the readable 404, 401, 403 or 429. A tournament in
   * developing answers the same 404 as a row that does not exist (`missing` names what was asked for), so the public
   * API never tells that it exists.
   */
  async admit(
    req: Request,
    tournament: { id: string; status: TournamentStatus },
    missing = 'Tournament',
  ): Promise<void> {
    if (!isTournamentPublic(tournament.status)) throw notFound(missing);
    const secret = this.secretOf(req);
    let bucket: string;
    let limit: number;
    if (secret !== undefined) {
      const key = await this.keys.known(secret);
      if (!key)
        throw new AppError(
          401,
          FEED_ERRORS.badKey,
          'This API key is not valid: it is unknown or was revoked',
        );
      if (key.tournamentId !== tournament.id)
        throw forbidden('This API key belongs to another tournament', FEED_ERRORS.otherTournament);
      bucket = `key:${key.id}`;
      limit = this.config.PUBLIC_API_KEY_PER_MINUTE;
    } else {
      bucket = `address:${addressKey(req.ip)}`;
      limit = this.config.PUBLIC_API_ANONYMOUS_PER_MINUTE;
    }
    const admission = await this.store.take(
      `${this.config.REDIS_PREFIX}:public-api:${bucket}`,
      limit,
      MINUTE_MS,
      this.clock.now().getTime(),
    );
    if (!admission.allowed)
      throw tooManyRequests(
        secret === undefined
          ? `Too many requests without an API key (${limit} a minute from one address): wait, or ask the tournament's organizer for a key`
          : `Too many requests with this API key (${limit} a minute): wait before the next one`,
        admission.retryAfterMs / 1000,
        FEED_ERRORS.rateLimited,
      );
  }

  private secretOf(req: Request): string | undefined {
    const header = req.headers[API_KEY_HEADER];
    if (typeof header === 'string' && header !== '') return header.trim();
    const query = req.query.key;
    return typeof query === 'string' && query !== '' ? query.trim() : undefined;
  }
}
