import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { REDIS } from '../redis/redis.module.js';
import { AppError } from '../common/app-error.js';

/**
 * Counts failed sign-ins per e-mail+address and per address (shared across replicas through Redis when set).
 * Only failures count, so a user who types the password right is never slowed down.
 */
@Injectable()
export class LoginLimiter {
  private readonly perAccount: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;
  private readonly recovery: RateLimiterAbstract;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(REDIS) redis: Redis | null) {
    const make = (keyPrefix: string, points: number, duration: number) =>
      redis
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix: `${config.REDIS_PREFIX}:${keyPrefix}`,
            points,
            duration,
          })
        : new RateLimiterMemory({ keyPrefix, points, duration });
    this.perAccount = make('login-account', config.LOGIN_MAX_FAILURES, config.LOGIN_BLOCK_SECONDS);
    this.perAddress = make('login-address', config.LOGIN_MAX_FAILURES * 10, config.LOGIN_BLOCK_SECONDS);
    this.recovery = make('recovery', 3, config.LOGIN_BLOCK_SECONDS);
  }

  async assertAllowed(email: string, address: string): Promise<void> {
    for (const [limiter, key] of [
      [this.perAccount, `${address}|${email}`],
      [this.perAddress, address],
    ] as const) {
      const res = await limiter.get(key);
      if (res && res.consumedPoints >= limiter.points) throw tooMany(res.msBeforeNext);
    }
  }

  async recordFailure(email: string, address: string): Promise<void> {
    await Promise.all([
      this.perAccount.penalty(`${address}|${email}`, 1),
      this.perAddress.penalty(address, 1),
    ]);
  }

  async recordSuccess(email: string, address: string): Promise<void> {
    await this.perAccount.delete(`${address}|${email}`);
  }

  /** At most three recovery mails per e-mail per block period. */
  async consumeRecovery(email: string): Promise<void> {
    try {
      await this.recovery.consume(email, 1);
    } catch (res) {
      if (res instanceof RateLimiterRes) throw tooMany(res.msBeforeNext, 'Too many recovery requests');
      throw res;
    }
  }
}

function tooMany(msBeforeNext: number, what = 'Too many failed sign-in attempts'): AppError {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return new AppError(
    429,
    'auth/rate-limited',
    `${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}
