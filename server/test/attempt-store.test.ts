import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import {
  MemoryAttemptStore,
  RedisAttemptStore,
  type AttemptStore,
  type LoginKeys,
  type LoginLimits,
} from '../src/auth/attempt-store.js';
import { addressKey } from '../src/auth/client-address.js';
import { TEST_REDIS_URL } from './support/test-app.js';

/** The sign-in rules are written twice (Lua for Redis, TypeScript for one process): both must decide alike. */

const redis = new Redis(TEST_REDIS_URL);
const written: string[] = [];
afterAll(async () => {
  if (written.length > 0) await redis.del(...written);
  await redis.quit();
});

const LIMITS: LoginLimits = { pair: 3, account: 5, address: 4, windowMs: 60_000, knownMs: 86_400_000 };

function keys(email: string, from: string): LoginKeys {
  const prefix = `hema-test-${randomBytes(4).toString('hex')}`;
  const k = {
    pair: `${prefix}:pair:${from}:${email}`,
    account: `${prefix}:account:${email}`,
    address: `${prefix}:address:${from}`,
    known: `${prefix}:known:${email}`,
    from,
  };
  written.push(k.pair, k.account, k.address, k.known);
  return k;
}

describe.each([
  ['memory', () => new MemoryAttemptStore()],
  ['Redis', () => new RedisAttemptStore(redis)],
])('%s attempt store', (_, make: () => AttemptStore) => {
  it('refuses a pair at its limit without counting the refusal, until the window passes', async () => {
    const store = make();
    const k = keys('a@x.org', '10.0.0.1');
    const decisions = [];
    for (let i = 0; i < 5; i++) decisions.push(await store.admitLogin(k, LIMITS, 1_000));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false, false]);
    expect(decisions[3]).toEqual({ allowed: false, reason: 'pair', retryAfterMs: 60_000 });
    expect(await store.admitLogin(k, LIMITS, 61_000)).toEqual({ allowed: true });
  });

  it('a success starts the pair afresh and gives the attempt back to the account and the address', async () => {
    const store = make();
    const k = keys('b@x.org', '10.0.0.2');
    const limits = { ...LIMITS, account: 7, address: 7 };
    for (let i = 0; i < 3; i++) await store.admitLogin(k, limits, 1_000);
    await store.loginSucceeded(k, limits, 2_000);
    // Account and address now hold 2 of 7: three more fit in the pair, and bring them to 5.
    for (let i = 0; i < 3; i++) expect((await store.admitLogin(k, limits, 3_000)).allowed).toBe(true);
    expect(await store.admitLogin(k, limits, 3_000)).toMatchObject({ allowed: false, reason: 'pair' });
    await store.clear(k.pair);
    // Without the given-back attempt they would be at 7 now, and both limits would bite.
    expect(await store.admitLogin(k, limits, 3_000)).toEqual({ allowed: true });
    expect(await store.admitLogin(k, limits, 3_000)).toEqual({ allowed: true });
    expect(await store.admitLogin(k, limits, 3_000)).toMatchObject({ allowed: false, reason: 'address' });
  });

  it('over the address limit each account has one try from that address', async () => {
    const store = make();
    const base = keys('c@x.org', '10.0.0.3');
    const other = (email: string): LoginKeys => ({
      ...base,
      pair: `${base.pair}:${email}`,
      account: `${base.account}:${email}`,
    });
    for (const email of ['1', '2', '3', '4']) await store.admitLogin(other(email), LIMITS, 1_000);
    expect(await store.admitLogin(other('1'), LIMITS, 1_000)).toMatchObject({
      allowed: false,
      reason: 'address',
    });
    expect(await store.admitLogin(other('5'), LIMITS, 1_000)).toEqual({ allowed: true });
  });

  it('over the account limit only an address the account signed in from is admitted', async () => {
    const store = make();
    const account = keys('d@x.org', '');
    const from = (address: string): LoginKeys => ({
      ...keys('d@x.org', address),
      account: account.account,
      known: account.known,
    });
    await store.loginSucceeded(from('10.1.0.99'), LIMITS, 500);
    for (let i = 1; i <= 5; i++)
      expect((await store.admitLogin(from(`10.1.0.${i}`), LIMITS, 1_000)).allowed).toBe(true);
    expect(await store.admitLogin(from('10.1.0.50'), LIMITS, 2_000)).toEqual({
      allowed: false,
      reason: 'account',
      retryAfterMs: 59_000,
    });
    expect(await store.admitLogin(from('10.1.0.99'), LIMITS, 2_000)).toEqual({ allowed: true });
    // An address known longer ago than knownMs is a stranger again.
    expect(await store.admitLogin(from('10.1.0.99'), { ...LIMITS, knownMs: 1_000 }, 2_000)).toMatchObject({
      allowed: false,
      reason: 'account',
    });
  });

  it('sweeps stale known addresses once an account has many', async () => {
    const store = make();
    const base = keys('e@x.org', '');
    const from = (address: string): LoginKeys => ({
      ...keys('e@x.org', address),
      account: base.account,
      known: base.known,
    });
    const limits = { ...LIMITS, account: 1, knownMs: 10_000 };
    for (let i = 0; i < 70; i++) await store.loginSucceeded(from(`10.2.0.${i}`), limits, i);
    await store.loginSucceeded(from('10.2.1.1'), limits, 50_000);
    if (store instanceof RedisAttemptStore) expect(await redis.hlen(base.known)).toBe(1);
    // Still known after the sweep: the fresh address; a swept one is a stranger.
    await store.admitLogin(from('10.2.9.9'), limits, 50_001);
    expect(await store.admitLogin(from('10.2.1.1'), limits, 50_002)).toEqual({ allowed: true });
    expect(await store.admitLogin(from('10.2.0.1'), limits, 50_002)).toMatchObject({ reason: 'account' });
  });

  it('takes plain attempts up to a limit per window', async () => {
    const store = make();
    const key = `hema-test-${randomBytes(4).toString('hex')}:take`;
    written.push(key);
    for (let i = 0; i < 2; i++) expect((await store.take(key, 2, 10_000, 0)).allowed).toBe(true);
    expect(await store.take(key, 2, 10_000, 4_000)).toEqual({
      allowed: false,
      reason: 'limit',
      retryAfterMs: 6_000,
    });
    expect((await store.take(key, 2, 10_000, 10_000)).allowed).toBe(true);
  });
});

describe('addressKey', () => {
  it('counts IPv4 by address and IPv6 by its /64 network', () => {
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey(undefined)).toBe('unknown');
  });
});
