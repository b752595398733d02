import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { Endpoint } from '@hema/shared/contracts/endpoint';
import { isTournamentPublic, type TournamentStatus } from '@hema/shared/competition/tournament-status';
import { notFound } from '../common/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { canViewTournament, type Viewer } from '../common/tournament-access.js';
import { CACHED_ENDPOINTS } from './cached-endpoints.js';
import { PreparedAnswer } from './prepared-answer.js';
import { ViewCache } from './view-cache.js';

/** The tournament a view belongs to: who may see it (tournament-access) and its LRU group. */
export interface ViewTournament {
  id: string;
  authorId: string;
  status: TournamentStatus;
}

/** What a cached read builds: the answer (a JSON value, or prepared with a time stamp), its tags, its tournament. */
export interface ReadBuild {
  answer: unknown;
  tags: readonly string[];
  tournament: ViewTournament;
}

/** A kept read: the prepared answer and who may see it. */
export interface KeptRead {
  answer: PreparedAnswer;
  tournament: ViewTournament;
}

/**
 * The read endpoints' door to the view cache: answers from memory with ETag / 304 and a pre-compressed
 * body, built on a miss. A view is built once for everyone who may see its tournament (builds read as a viewer who
 * sees every tournament, `VIEW_BUILDER`), and every request is checked against the kept tournament's author and
 * status by the one rule of REST (`canViewTournament`): a tournament in developing is 404 to the rest, before any
 * ETag, so not even a 304 tells it exists.
 */
@Injectable()
export class CachedReads {
  private readonly logger = new Logger('CachedReads');
  readonly cache: ViewCache;
  private readonly checkResponses: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.cache = new ViewCache({ maxBytes: config.VIEW_CACHE_MB * 1024 * 1024 });
    this.checkResponses = config.CHECK_RESPONSES;
  }

  /** The kept read of `key`, built by `build` on a miss (`endpoint`: its contract, checked under CHECK_RESPONSES). */
  read(key: string, build: () => Promise<ReadBuild>, endpoint?: Endpoint): Promise<KeptRead> {
    return this.cache.get(key, async () => {
      const { answer, tags, tournament } = await build();
      const prepared = answer instanceof PreparedAnswer ? answer : PreparedAnswer.of(answer);
      if (this.checkResponses && endpoint) this.check(endpoint, prepared);
      return {
        value: { answer: prepared, tournament },
        bytes: prepared.bytes,
        tags: [...tags],
        group: tournament.id,
      };
    });
  }

  /**
   * Answers a read of `endpoint` for the route parameter `param` from memory: 404 (named `missing`) to a caller who
   * may not see the tournament, 304 when the caller holds this version, else the body.
   */
  async serve(
    req: Request,
    res: Response,
    user: Viewer | undefined,
    endpoint: Endpoint,
    param: string,
    build: () => Promise<ReadBuild>,
    missing = 'Tournament',
  ): Promise<void> {
    const kept = await this.read(keyOf(endpoint, param), build, endpoint);
    if (!canViewTournament(user, kept.tournament)) throw notFound(missing);
    kept.answer.send(req, res);
  }

  /**
   * The kept view an anonymous GET names, when its tournament is public: answered before Nest's routing, guards and
   * interceptors (answer-from-memory.ts). Anything else — a view not in memory, a tournament in developing, a signed-in
   * caller — goes the whole way.
   */
  keptForAnyone(path: string): KeptRead | undefined {
    for (const { pattern, endpoint } of ROUTES) {
      const match = pattern.exec(path);
      if (!match) continue;
      let param: string;
      try {
        param = decodeURIComponent(match[1]);
      } catch {
        return undefined; // a malformed escape: Nest answers it
      }
      const kept = this.cache.peek<KeptRead>(keyOf(endpoint, param));
      return kept && isTournamentPublic(kept.tournament.status) ? kept : undefined;
    }
    return undefined;
  }

  private check(endpoint: Endpoint, answer: PreparedAnswer): void {
    const checked = endpoint.response.safeParse(JSON.parse(answer.text(Date.now())));
    if (checked.success) return;
    const message = `The answer of ${endpoint.id} breaks its contract: ${z.prettifyError(checked.error)}`;
    this.logger.error(message);
    throw new Error(message);
  }
}

/** The key of one endpoint's view for one route parameter. */
function keyOf(endpoint: Endpoint, param: string): string {
  return `${endpoint.id}:${param}`;
}

/** The GET paths of the cached endpoints (one route parameter each, no query), as the API serves them. */
const ROUTES = CACHED_ENDPOINTS.map((endpoint) => {
  if (endpoint.method !== 'GET' || endpoint.query || (endpoint.path.match(/:/g) ?? []).length !== 1)
    throw new Error(`${endpoint.id} cannot be answered from memory by its path alone`);
  const source = endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-zA-Z]+/, '([^/]+)');
  return { endpoint, pattern: new RegExp(`^/api${source}$`) };
});

/** The part of a tournament row a kept view needs. */
export function viewTournament(tournament: ViewTournament): ViewTournament {
  return { id: tournament.id, authorId: tournament.authorId, status: tournament.status };
}
