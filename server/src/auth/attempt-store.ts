import type { Redis } from 'ioredis';

/**
 * Fixed-window attempt counters for the sign-in, registration and recovery limits. Every decision ("may this
 * attempt go ahead?") and its record ("count it") happen in one step — a Lua script in Redis, a synchronous
 * function in memory — so parallel requests cannot all pass a check before any of them is counted. Time comes
 * from the caller (the server's Clock), so tests move it instead of waiting.
 */

export interface LoginKeys {
  /** One account from one address. */
  pair: string;
  /** One account from every address. */
  account: string;
  /** One address over every account. */
  address: string;
  /** The addresses the account signed in from (hash: address → time of the last success). */
  known: string;
  /** The address itself, the field in `known`. */
  from: string;
}

export interface LoginLimits {
  pair: number;
  account: number;
  address: number;
  windowMs: number;
  knownMs: number;
}

/** Why an attempt was refused: the limit that stood in its way. */
export type Refusal = 'pair' | 'address' | 'account' | 'limit';

export type Admission = { allowed: true } | { allowed: false; reason: Refusal; retryAfterMs: number };

export abstract class AttemptStore {
  /**
   * Counts one sign-in attempt in the pair, account and address windows, or refuses it without counting:
   * the pair is at its limit (at one try when the address is over its own limit), or the account is at its
   * limit and the address is not one it signed in from within `knownMs`.
   */
  abstract admitLogin(keys: LoginKeys, limits: LoginLimits, now: number): Promise<Admission>;

  /** The password was right: the pair starts afresh, the attempt is given back to the account and address, and
   * the address becomes known to the account. */
  abstract loginSucceeded(keys: LoginKeys, limits: LoginLimits, now: number): Promise<void>;

  /** Counts one attempt against `key`, or refuses it without counting when `limit` attempts are in the window. */
  abstract take(key: string, limit: number, windowMs: number, now: number): Promise<Admission>;

  abstract clear(key: string): Promise<void>;
}

/** The rules in Redis; MemoryAttemptStore below is the same rules in TypeScript, and a test runs both. */
const ADMIT_LOGIN_LUA = `
local now, window = tonumber(ARGV[1]), tonumber(ARGV[2])
local pairLimit, accountLimit, addressLimit = tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local from, knownMs = ARGV[6], tonumber(ARGV[7])
local function read(key)
  local v = redis.call('HMGET', key, 'c', 'r')
  local c, r = tonumber(v[1]), tonumber(v[2])
  if not c or not r or r <= now then return 0, now + window end
  return c, r
end
local pc, pr = read(KEYS[1])
local ac, ar = read(KEYS[2])
local dc, dr = read(KEYS[3])
local limit, reason = pairLimit, 'pair'
if dc >= addressLimit and limit > 1 then limit, reason = 1, 'address' end
if pc >= limit then return {0, reason, pr - now} end
if ac >= accountLimit then
  local seen = tonumber(redis.call('HGET', KEYS[4], from))
  if not seen or now - seen > knownMs then return {0, 'account', ar - now} end
end
local function count(key, c, r)
  redis.call('HSET', key, 'c', c + 1, 'r', r)
  redis.call('PEXPIRE', key, math.max(1, r - now))
end
count(KEYS[1], pc, pr)
count(KEYS[2], ac, ar)
count(KEYS[3], dc, dr)
return {1}
`;

/** An account's known addresses are swept of stale ones once there are this many (a phone changes address often). */
const KNOWN_PRUNE_AT = 64;

const LOGIN_SUCCEEDED_LUA = `
local KNOWN_PRUNE_AT = ${KNOWN_PRUNE_AT}
local now, from, knownMs = tonumber(ARGV[1]), ARGV[2], tonumber(ARGV[3])
redis.call('DEL', KEYS[1])
for i = 2, 3 do
  local v = redis.call('HMGET', KEYS[i], 'c', 'r')
  local c, r = tonumber(v[1]), tonumber(v[2])
  if c and r and r > now and c > 0 then redis.call('HSET', KEYS[i], 'c', c - 1) end
end
if knownMs > 0 then
  redis.call('HSET', KEYS[4], from, now)
  redis.call('PEXPIRE', KEYS[4], knownMs)
  if redis.call('HLEN', KEYS[4]) > KNOWN_PRUNE_AT then
    local all = redis.call('HGETALL', KEYS[4])
    for i = 1, #all, 2 do
      if now - tonumber(all[i + 1]) > knownMs then redis.call('HDEL', KEYS[4], all[i]) end
    end
  end
end
return 1
`;

const TAKE_LUA = `
local now, limit, window = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local v = redis.call('HMGET', KEYS[1], 'c', 'r')
local c, r = tonumber(v[1]), tonumber(v[2])
if not c or not r or r <= now then c, r = 0, now + window end
if c >= limit then return {0, 'limit', r - now} end
redis.call('HSET', KEYS[1], 'c', c + 1, 'r', r)
redis.call('PEXPIRE', KEYS[1], math.max(1, r - now))
return {1}
`;

type ScriptAnswer = [0 | 1, Refusal?, number?];

interface AttemptCommands {
  hemaAdmitLogin(...args: (string | number)[]): Promise<ScriptAnswer>;
  hemaLoginSucceeded(...args: (string | number)[]): Promise<number>;
  hemaTake(...args: (string | number)[]): Promise<ScriptAnswer>;
}

const admission = ([allowed, reason, retryAfterMs]: ScriptAnswer): Admission =>
  allowed === 1
    ? { allowed: true }
    : { allowed: false, reason: reason ?? 'limit', retryAfterMs: Math.max(0, Number(retryAfterMs)) };

/** Counters shared by every replica (REDIS_URL set). */
export class RedisAttemptStore extends AttemptStore {
  private readonly redis: Redis & AttemptCommands;

  constructor(redis: Redis) {
    super();
    // defineCommand sends EVALSHA and falls back to EVAL once; defining twice on one client is harmless.
    redis.defineCommand('hemaAdmitLogin', { numberOfKeys: 4, lua: ADMIT_LOGIN_LUA });
    redis.defineCommand('hemaLoginSucceeded', { numberOfKeys: 4, lua: LOGIN_SUCCEEDED_LUA });
    redis.defineCommand('hemaTake', { numberOfKeys: 1, lua: TAKE_LUA });
    this.redis = redis as Redis & AttemptCommands;
  }

  async admitLogin(keys: LoginKeys, limits: LoginLimits, now: number): Promise<Admission> {
    return admission(
      await this.redis.hemaAdmitLogin(
        keys.pair,
        keys.account,
        keys.address,
        keys.known,
        now,
        limits.windowMs,
        limits.pair,
        limits.account,
        limits.address,
        keys.from,
        limits.knownMs,
      ),
    );
  }

  async loginSucceeded(keys: LoginKeys, limits: LoginLimits, now: number): Promise<void> {
    await this.redis.hemaLoginSucceeded(
      keys.pair,
      keys.account,
      keys.address,
      keys.known,
      now,
      keys.from,
      limits.knownMs,
    );
  }

  async take(key: string, limit: number, windowMs: number, now: number): Promise<Admission> {
    return admission(await this.redis.hemaTake(key, now, limit, windowMs));
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(key);
  }
}

interface Window {
  count: number;
  resetAt: number;
}

/** Counters of one process (no Redis): the same rules, atomic because nothing awaits inside a step. */
export class MemoryAttemptStore extends AttemptStore {
  private readonly windows = new Map<string, Window>();
  private readonly known = new Map<string, Map<string, number>>();

  private read(key: string, now: number, windowMs: number): Window {
    const w = this.windows.get(key);
    return w && w.resetAt > now ? w : { count: 0, resetAt: now + windowMs };
  }

  private count(key: string, w: Window, now: number): void {
    this.windows.set(key, { count: w.count + 1, resetAt: w.resetAt });
    this.forgetExpired(now);
  }

  admitLogin(keys: LoginKeys, limits: LoginLimits, now: number): Promise<Admission> {
    const pair = this.read(keys.pair, now, limits.windowMs);
    const account = this.read(keys.account, now, limits.windowMs);
    const address = this.read(keys.address, now, limits.windowMs);
    const degraded = address.count >= limits.address && limits.pair > 1;
    const limit = degraded ? 1 : limits.pair;
    if (pair.count >= limit) return refuse(degraded ? 'address' : 'pair', pair.resetAt - now);
    if (account.count >= limits.account) {
      const seen = this.known.get(keys.known)?.get(keys.from);
      if (seen === undefined || now - seen > limits.knownMs) return refuse('account', account.resetAt - now);
    }
    this.count(keys.pair, pair, now);
    this.count(keys.account, account, now);
    this.count(keys.address, address, now);
    return Promise.resolve({ allowed: true });
  }

  loginSucceeded(keys: LoginKeys, limits: LoginLimits, now: number): Promise<void> {
    this.windows.delete(keys.pair);
    for (const key of [keys.account, keys.address]) {
      const w = this.windows.get(key);
      if (w && w.resetAt > now && w.count > 0) w.count -= 1;
    }
    if (limits.knownMs > 0) {
      const addresses = this.known.get(keys.known) ?? new Map<string, number>();
      addresses.set(keys.from, now);
      this.known.set(keys.known, addresses);
      if (addresses.size > KNOWN_PRUNE_AT)
        for (const [from, seen] of addresses) if (now - seen > limits.knownMs) addresses.delete(from);
      if (this.known.size >= 50_000) this.forgetOldAddresses(now, limits.knownMs);
    }
    return Promise.resolve();
  }

  take(key: string, limit: number, windowMs: number, now: number): Promise<Admission> {
    const w = this.read(key, now, windowMs);
    if (w.count >= limit) return refuse('limit', w.resetAt - now);
    this.count(key, w, now);
    return Promise.resolve({ allowed: true });
  }

  clear(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }

  private forgetOldAddresses(now: number, knownMs: number): void {
    for (const [key, addresses] of this.known) {
      for (const [from, seen] of addresses) if (now - seen > knownMs) addresses.delete(from);
      if (addresses.size === 0) this.known.delete(key);
    }
  }

  /** Keeps memory bounded under a flood of distinct keys: past windows are dropped once the map grows. */
  private forgetExpired(now: number): void {
    if (this.windows.size < 50_000) return;
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

const refuse = (reason: Refusal, retryAfterMs: number): Promise<Admission> =>
  Promise.resolve({ allowed: false, reason, retryAfterMs: Math.max(0, retryAfterMs) });
