import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { passwords } from '../src/auth/passwords.js';
import { RecoveryCode } from '../src/auth/recovery-code.entity.js';
import { loadConfig } from '../src/config/config.js';
import { DEMO_PASSWORD } from '../src/seed/demo-world.js';
import { User } from '../src/users/user.entity.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';
import {
  COMPOSE_FILE,
  NGINX_CONF,
  nginxHeaderRules,
  send,
  startNginxStandIn,
  type Answer,
} from './support/venue-network.js';

/**
 * On real Postgres and Redis: a venue behind one address is slowed only for the accounts it
 * fails on, parallel guesses get no more password checks than the limit, and a client cannot name its own address
 * through the compose nginx. Each test is its own "venue" (a loopback address of its own), so tests never share a
 * counter; time moves with the server's clock, never by waiting.
 */

/** Where nginx stands in the tests; compose gives it 172.28.5.10 and trusts only that (checked below). */
const NGINX_ADDRESS = '127.0.0.10';
const DEFAULTS = loadConfig({});
const PASSWORD = 'long-enough-password';

let t: TestApp;
let nginx: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  t = await startTestApp({
    redis: true,
    listen: true,
    env: {
      TRUST_PROXY: NGINX_ADDRESS,
      // The shipped limits, not the test suite's relaxed ones (support/test-app.ts).
      REGISTER_MAX_PER_ADDRESS: String(DEFAULTS.REGISTER_MAX_PER_ADDRESS),
      RECOVERY_MAX_PER_ADDRESS: String(DEFAULTS.RECOVERY_MAX_PER_ADDRESS),
    },
  });
  nginx = await startNginxStandIn(t.url, NGINX_ADDRESS);
});
afterAll(async () => {
  await nginx?.close();
  await t?.close();
});
afterEach(() => {
  jest.restoreAllMocks();
});

/** A sign-in from a venue address, through nginx as in the compose deployment. */
const login = (from: string, email: string, password: string, headers: Record<string, string> = {}) =>
  send(nginx.url, '/api/auth/login', { from, body: { email, password }, headers });

const spoofed = () => ({
  'X-Forwarded-For': `203.0.113.${Math.floor(Math.random() * 250) + 1}`,
  'X-Real-IP': `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
});

let registrations = 0;
/** A new account, each registered from an address of its own so the registration limit stays out of the way. */
async function account(): Promise<string> {
  const email = `fencer-${randomBytes(4).toString('hex')}@example.org`;
  const res = await send(nginx.url, '/api/auth/register', {
    from: `127.0.10.${++registrations}`,
    body: { firstName: 'Fencer', lastName: 'Venue', email, password: PASSWORD, passwordConfirm: PASSWORD },
  });
  expect(res.status).toBe(201);
  return email;
}

const statuses = (answers: Answer[]) => answers.map((a) => a.status);
const count = (answers: Answer[], status: number) => answers.filter((a) => a.status === status).length;

function expectReadable429(answer: Answer, text: RegExp) {
  expect(answer.status).toBe(429);
  expect(answer.body).toMatchObject({ statusCode: 429, code: 'auth/rate-limited' });
  expect(answer.body.message).toMatch(text);
  expect(answer.body.message).toMatch(/[Tt]ry again in \d+ minutes?/);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  expect(answer.body.retryAfter).toBe(Number(answer.headers['retry-after']));
}

describe('the compose deployment cannot be told a client address by the client', () => {
  it('nginx sets X-Forwarded-For and X-Real-IP to the address it sees, never appending the client header', () => {
    const rules = new Map(nginxHeaderRules().map(([name, value]) => [name.toLowerCase(), value]));
    expect(rules.get('x-forwarded-for')).toBe('$remote_addr');
    expect(rules.get('x-real-ip')).toBe('$remote_addr');
    const directives = NGINX_CONF.replace(/#.*$/gm, '');
    expect(directives).not.toMatch(/proxy_add_x_forwarded_for|real_ip_header|set_real_ip_from/);
  });

  it('the API trusts only nginx, whose address is fixed, and publishes no port of its own', () => {
    const trusted = /TRUST_PROXY:\s*(\S+)/.exec(COMPOSE_FILE)?.[1];
    const nginxAddress = /ipv4_address:\s*(\S+)/.exec(COMPOSE_FILE)?.[1];
    expect(trusted).toBeDefined();
    expect(trusted).toBe(nginxAddress);
    expect(COMPOSE_FILE.match(/^\s*ports:/gm)).toHaveLength(1);
    expect(loadConfig({ TRUST_PROXY: trusted }).TRUST_PROXY).toEqual([nginxAddress]);
  });

  it('refuses a TRUST_PROXY that would believe any client', () => {
    for (const value of ['true', '*', '1', 'everyone', '10.0.0.0/99'])
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::/8' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
  });

  it('a rotating spoofed X-Forwarded-For through nginx gets no extra guesses', async () => {
    const victim = await account();
    const verify = jest.spyOn(passwords, 'verify');
    const answers: Answer[] = [];
    for (let i = 0; i < 12; i++) answers.push(await login('127.0.1.1', victim, `guess-${i}-xx`, spoofed()));
    expect(statuses(answers)).toEqual([
      ...Array<number>(t.config.LOGIN_MAX_FAILURES).fill(401),
      ...Array<number>(12 - t.config.LOGIN_MAX_FAILURES).fill(429),
    ]);
    expect(verify).toHaveBeenCalledTimes(t.config.LOGIN_MAX_FAILURES);
    expectReadable429(answers.at(-1)!, /for this account from your network/);
  });

  it('a client that reaches the server directly is not believed either', async () => {
    const victim = await account();
    const answers: Answer[] = [];
    for (let i = 0; i < 8; i++)
      answers.push(
        await send(t.url, '/api/auth/login', {
          from: '127.0.1.2',
          body: { email: victim, password: `guess-${i}-xx` },
          headers: spoofed(),
        }),
      );
    expect(count(answers, 401)).toBe(t.config.LOGIN_MAX_FAILURES);
    expect(count(answers, 429)).toBe(8 - t.config.LOGIN_MAX_FAILURES);
  });
});

describe('one venue address', () => {
  it('60 failed logins on one account: another account signs in from the same address, the attacked one from another', async () => {
    const venue = '127.0.2.1';
    const victim = await account();
    const verify = jest.spyOn(passwords, 'verify');
    const attack: Answer[] = [];
    for (let i = 0; i < 60; i++) attack.push(await login(venue, victim, `guess-${i}-xx`));
    expect(count(attack, 401)).toBe(t.config.LOGIN_MAX_FAILURES);
    expect(count(attack, 429)).toBe(60 - t.config.LOGIN_MAX_FAILURES);
    expect(verify).toHaveBeenCalledTimes(t.config.LOGIN_MAX_FAILURES);

    // The organizer at the same venue signs in; the attacked fencer signs in from the phone's own network.
    expect((await login(venue, DEMO.organizer, DEMO_PASSWORD)).status).toBe(200);
    expect((await login('127.0.2.2', victim, PASSWORD)).status).toBe(200);
    // The attacked account from the attacker's address waits out the window (docs/operations.md), then signs in.
    expectReadable429(await login(venue, victim, PASSWORD), /for this account from your network/);
    t.clock.advance(t.config.LOGIN_BLOCK_SECONDS * 1000 + 1000);
    expect((await login(venue, victim, PASSWORD)).status).toBe(200);
  });

  it('60 failed logins sprayed over 60 accounts: a correct first password of another account still signs in', async () => {
    const venue = '127.0.2.3';
    const sprayed = Array.from(
      { length: 60 },
      (_, i) => `sprayed-${i}-${randomBytes(3).toString('hex')}@x.org`,
    );
    for (const email of sprayed) expect((await login(venue, email, 'summer-2026!')).status).toBe(401);
    expect(sprayed.length).toBeGreaterThan(t.config.LOGIN_ADDRESS_MAX_FAILURES);

    // Over the address limit each account has one try here: a right first password passes …
    expect((await login(venue, DEMO.trial, DEMO_PASSWORD)).status).toBe(200);
    // … a second guess at an account already failed from here does not reach the password check.
    const verify = jest.spyOn(passwords, 'verify');
    expectReadable429(await login(venue, sprayed[0], 'winter-2026!'), /each account gets one try here/);
    expect(verify).not.toHaveBeenCalled();
    // A judge who mistypes once at the venue is asked to wait; from the phone's network it still works.
    const judge = await account();
    expect((await login(venue, judge, 'mistyped-password')).status).toBe(401);
    expect((await login(venue, judge, PASSWORD)).status).toBe(429);
    expect((await login('127.0.2.4', judge, PASSWORD)).status).toBe(200);
  });
});

describe('one account attacked from many addresses', () => {
  it('admits only the addresses the account signed in from until the window passes or the password is reset', async () => {
    const victim = await account();
    const home = '127.0.3.250';
    expect((await login(home, victim, PASSWORD)).status).toBe(200);
    const limit = t.config.LOGIN_ACCOUNT_MAX_FAILURES;
    for (let i = 1; i <= limit; i++)
      expect((await login(`127.0.3.${i}`, victim, `guess-${i}-xx`)).status).toBe(401);

    const verify = jest.spyOn(passwords, 'verify');
    expectReadable429(await login('127.0.3.200', victim, 'one-more-guess'), /protected after many failed/);
    expect((await login('127.0.3.201', victim, PASSWORD)).status).toBe(429);
    expect(verify).not.toHaveBeenCalled();
    expect((await login(home, victim, PASSWORD)).status).toBe(200);

    t.clock.advance(t.config.LOGIN_BLOCK_SECONDS * 1000 + 1000);
    expect((await login('127.0.3.201', victim, PASSWORD)).status).toBe(200);
  });

  it('a new password through recovery lifts the protection at once', async () => {
    const victim = await account();
    for (let i = 1; i <= t.config.LOGIN_ACCOUNT_MAX_FAILURES; i++)
      expect((await login(`127.0.4.${i}`, victim, `guess-${i}-xx`)).status).toBe(401);
    expect((await login('127.0.4.200', victim, PASSWORD)).status).toBe(429);

    await send(nginx.url, '/api/auth/recovery-code', { from: '127.0.4.200', body: { email: victim } });
    const mail = (await t.mail.readOutbox()).filter((m) => m.to === victim).at(-1);
    const code = /recovery code is (\d{6})/.exec(mail?.text ?? '')![1];
    const fresh = 'a-brand-new-password';
    const set = await send(nginx.url, '/api/auth/set-password', {
      from: '127.0.4.200',
      method: 'PUT',
      body: { email: victim, code, password: fresh, passwordConfirm: fresh },
    });
    expect(set.status).toBe(204);
    expect((await login('127.0.4.200', victim, fresh)).status).toBe(200);
  });
});

describe('parallel guesses', () => {
  it('40 parallel wrong passwords from one address get no more password checks than the limit', async () => {
    const victim = await account();
    const verify = jest.spyOn(passwords, 'verify');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login('127.0.5.1', victim, `parallel-${i}-xx`, spoofed())),
    );
    expect(verify).toHaveBeenCalledTimes(t.config.LOGIN_MAX_FAILURES);
    expect(count(answers, 401)).toBe(t.config.LOGIN_MAX_FAILURES);
    expect(count(answers, 429)).toBe(40 - t.config.LOGIN_MAX_FAILURES);
  });

  it('40 parallel wrong passwords from 40 addresses get no more checks than the account limit', async () => {
    const victim = await account();
    const verify = jest.spyOn(passwords, 'verify');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(`127.0.6.${i + 1}`, victim, `parallel-${i}-xx`)),
    );
    expect(verify).toHaveBeenCalledTimes(t.config.LOGIN_ACCOUNT_MAX_FAILURES);
    expect(count(answers, 401)).toBe(t.config.LOGIN_ACCOUNT_MAX_FAILURES);
  });

  it('20 parallel guesses of a recovery code are counted before they are compared', async () => {
    const email = await account();
    expect(
      (await send(nginx.url, '/api/auth/recovery-code', { from: '127.0.7.1', body: { email } })).status,
    ).toBe(204);
    const mail = (await t.mail.readOutbox()).filter((m) => m.to === email).at(-1);
    const code = /recovery code is (\d{6})/.exec(mail?.text ?? '')![1];
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(nginx.url, `/api/auth/recovery-code-verify?email=${encodeURIComponent(email)}&code=${wrong}`, {
          from: '127.0.7.1',
          method: 'GET',
        }),
      ),
    );
    expect(count(answers, 400)).toBe(20);
    const user = await t.db.getRepository(User).findOneByOrFail({ email });
    const record = await t.db.getRepository(RecoveryCode).findOneByOrFail({ userId: user.id });
    expect(record.attempts).toBe(5);
    const right = await send(
      nginx.url,
      `/api/auth/recovery-code-verify?email=${encodeURIComponent(email)}&code=${code}`,
      { from: '127.0.7.1', method: 'GET' },
    );
    expect(right.status).toBe(400);
  });
});

describe('registration and recovery per address', () => {
  it('a registration flood from one address gets a readable 429 with Retry-After; other addresses register', async () => {
    const register = (from: string) =>
      send(nginx.url, '/api/auth/register', {
        from,
        body: {
          firstName: 'Flood',
          lastName: 'Bot',
          email: `flood-${randomBytes(4).toString('hex')}@example.org`,
          password: PASSWORD,
          passwordConfirm: PASSWORD,
        },
        headers: spoofed(),
      });
    const limit = t.config.REGISTER_MAX_PER_ADDRESS;
    for (let i = 0; i < limit; i++) expect((await register('127.0.8.1')).status).toBe(201);
    expectReadable429(await register('127.0.8.1'), /Too many accounts were registered from your network/);
    expect((await register('127.0.8.2')).status).toBe(201);
    t.clock.advance(t.config.ADDRESS_LIMIT_SECONDS * 1000 + 1000);
    expect((await register('127.0.8.1')).status).toBe(201);
  });

  it('a recovery flood over many e-mails from one address gets a readable 429 with Retry-After', async () => {
    const recover = (from: string) =>
      send(nginx.url, '/api/auth/recovery-code', {
        from,
        body: { email: `someone-${randomBytes(4).toString('hex')}@example.org` },
        headers: spoofed(),
      });
    for (let i = 0; i < t.config.RECOVERY_MAX_PER_ADDRESS; i++)
      expect((await recover('127.0.9.1')).status).toBe(204);
    expectReadable429(await recover('127.0.9.1'), /Too many password recovery requests from your network/);
    expect((await recover('127.0.9.2')).status).toBe(204);
  });
});
