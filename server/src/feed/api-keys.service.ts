import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  API_KEY_PATTERN,
  API_KEY_PREFIX_LENGTH,
  FEED_ERRORS,
  type ApiKey,
  type CreatedApiKey,
} from '@hema/shared/contracts/feed';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { conflict, notFound } from '../common/app-error.js';
import { Clock } from '../common/clock.js';
import { runList } from '../common/list.js';
import { assertCanReadManagement, assertCanRunStartedTournament } from '../common/tournament-access.js';
import { isUniqueViolation } from '../common/database-errors.js';
import { parseId } from '../common/validation.js';
import { TournamentLookup } from '../tournaments/tournament-lookup.js';
import type { SessionUser } from '../users/user.view.js';
import { ApiKeyRow } from './api-key.entity.js';
import { API_KEY_LIST } from './api-key.list.js';

export function apiKeyView(row: ApiKeyRow): ApiKey {
  return {
    _id: row.id,
    tournamentId: row.tournamentId,
    name: row.name,
    prefix: row.prefix,
    createdBy: row.createdBy ? { _id: row.createdBy.id, name: row.createdBy.name } : null,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A key that a public request named, as the rate limit and the tournament check need it. */
export interface KnownKey {
  id: string;
  tournamentId: string;
}

/** How long a replica trusts what it read about a key: a revocation on another replica takes effect within it. */
const KEY_MEMORY_MS = 5000;
const KEYS_REMEMBERED = 1000;

/**
 * API keys of a tournament's open feed. Its organizer (the author, an admin) creates, lists and revokes them; the key
 * itself is shown once, in the answer that creates it, and only its hash is kept. Public requests find their key by
 * the hash, remembered a few seconds per replica so a busy overlay costs no query per request.
 */
@Injectable()
export class ApiKeysService {
  private readonly remembered = new Map<string, { key: KnownKey | null; until: number }>();

  constructor(
    private readonly db: DataSource,
    private readonly lookup: TournamentLookup,
    private readonly clock: Clock,
  ) {}

  async list(tournamentId: string, user: SessionUser | undefined, query: ListQueryParams) {
    const tournament = await this.lookup.tournament(tournamentId);
    assertCanReadManagement(user, tournament);
    const qb = this.db
      .getRepository(ApiKeyRow)
      .createQueryBuilder('key')
      .leftJoinAndSelect('key.createdBy', 'createdBy')
      .where('key.tournamentId = :id', { id: tournament.id });
    return runList(qb, API_KEY_LIST, query, apiKeyView);
  }

  async create(
    tournamentId: string,
    user: SessionUser | undefined,
    values: { name: string; idempotencyKey?: string },
  ): Promise<CreatedApiKey> {
    const tournament = await this.lookup.tournament(tournamentId);
    assertCanRunStartedTournament(user, tournament);
    const repeated = await this.repeated(tournament.id, values.idempotencyKey);
    if (repeated) return { key: apiKeyView(repeated), secret: null };
    const secret = `hk_${randomBytes(32).toString('base64url')}`;
    const repo = this.db.getRepository(ApiKeyRow);
    try {
      const row = await repo.save(
        repo.create({
          tournamentId: tournament.id,
          createdById: user._id,
          name: values.name,
          prefix: secret.slice(0, API_KEY_PREFIX_LENGTH),
          hash: hashOf(secret),
          idempotencyKey: values.idempotencyKey ?? null,
          revokedAt: null,
        }),
      );
      return { key: apiKeyView(await this.read(row.id)), secret };
    } catch (error) {
      // The same request ran twice at once: the other one created the key.
      const other = isUniqueViolation(error)
        ? await this.repeated(tournament.id, values.idempotencyKey)
        : null;
      if (other) return { key: apiKeyView(other), secret: null };
      throw error;
    }
  }

  async revoke(id: string, user: SessionUser | undefined): Promise<ApiKey> {
    const found = await this.db.getRepository(ApiKeyRow).findOne({ where: { id: parseId(id, 'API key') } });
    if (!found) throw notFound('API key');
    const tournament = await this.lookup.tournament(found.tournamentId);
    assertCanRunStartedTournament(user, tournament);
    const { affected } = await this.db
      .getRepository(ApiKeyRow)
      .createQueryBuilder()
      .update()
      .set({ revokedAt: this.clock.now() })
      .where('id = :id AND "revokedAt" IS NULL', { id: found.id })
      .execute();
    if (!affected) throw conflict('This API key has already been revoked', FEED_ERRORS.alreadyRevoked);
    this.remembered.delete(found.hash);
    return apiKeyView(await this.read(found.id));
  }

  /** The key a public request names, or null when it is not a key, unknown or revoked. */
  async known(secret: string): Promise<KnownKey | null> {
    if (!API_KEY_PATTERN.test(secret)) return null;
    const hash = hashOf(secret);
    const now = Date.now();
    const memory = this.remembered.get(hash);
    if (memory && memory.until > now) return memory.key;
    const row = await this.db.getRepository(ApiKeyRow).findOne({ where: { hash } });
    const key = row && !row.revokedAt ? { id: row.id, tournamentId: row.tournamentId } : null;
    if (this.remembered.size >= KEYS_REMEMBERED) this.remembered.clear();
    this.remembered.set(hash, { key, until: now + KEY_MEMORY_MS });
    return key;
  }

  private async repeated(tournamentId: string, idempotencyKey: string | undefined) {
    if (!idempotencyKey) return null;
    return this.db.getRepository(ApiKeyRow).findOne({
      where: { tournamentId, idempotencyKey },
      relations: { createdBy: true },
    });
  }

  private read(id: string): Promise<ApiKeyRow> {
    return this.db.getRepository(ApiKeyRow).findOneOrFail({ where: { id }, relations: { createdBy: true } });
  }
}
