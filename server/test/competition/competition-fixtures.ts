import { randomBytes } from 'node:crypto';
import { expect } from '@jest/globals';
import type { TestApp } from '../support/test-app.js';
import { applyFightEvent, type FightSnapshot } from '@hema/shared/fight/fight-engine';
import { Fight } from '../../src/fights/fight.entity.js';
import { User } from '../../src/users/user.entity.js';

/** A JSON answer as the tests read it: any field may be looked at. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are checked by expect(), not by types
export type View = Record<string, any>;

/** Building blocks of competition tests: accounts, a tournament with a category and fighters, over the real API. */
export class CompetitionFixtures {
  constructor(private readonly t: TestApp) {}

  private auth(token: string) {
    return { Authorization: token };
  }

  /** A new account; returns its id and token. */
  async register(
    firstName = 'Fighter',
    lastName = randomBytes(3).toString('hex'),
  ): Promise<{ id: string; token: string }> {
    const email = `${firstName}.${lastName}.${randomBytes(3).toString('hex')}@example.org`.toLowerCase();
    const res = await this.t.http.post('/api/auth/register').send({
      firstName,
      lastName,
      email,
      password: 'long-enough-password',
      passwordConfirm: 'long-enough-password',
    });
    expect(res.status).toBe(201);
    return { id: res.body._id, token: res.headers.authorization as string };
  }

  /** A new organizer with a running licence (set directly: approval is the auth module's business). */
  async organizer(): Promise<{ id: string; token: string }> {
    const account = await this.register('Olga', `Organizer${randomBytes(2).toString('hex')}`);
    const now = Date.now();
    await this.t.db.getRepository(User).update(account.id, {
      role: 'ORGANIZER',
      licenseFrom: new Date(now - 86_400_000),
      licenseTill: new Date(now + 365 * 86_400_000),
    });
    return account;
  }

  async tournament(token: string, values: Record<string, unknown> = {}): Promise<View> {
    const res = await this.t.http
      .post('/api/tournaments')
      .set(this.auth(token))
      .send({
        title: 'Helsinki Open',
        idString: `open-${randomBytes(4).toString('hex')}`,
        dateStart: '2026-05-01',
        dateEnd: '2026-05-03',
        ...values,
      });
    expect(res.status).toBe(201);
    return res.body;
  }

  async nomination(token: string, tournamentId: string, values: Record<string, unknown> = {}): Promise<View> {
    const res = await this.t.http
      .post(`/api/tournaments/${tournamentId}/nominations`)
      .set(this.auth(token))
      .send({ title: 'Longsword', idString: `ls-${randomBytes(3).toString('hex')}`, ...values });
    expect(res.status).toBe(201);
    return res.body;
  }

  /** A fighter account without a password (fighters here never sign in), optionally in a club. */
  async fighterAccount(name: string, clubId: string | null = null): Promise<string> {
    const tag = randomBytes(4).toString('hex');
    const saved = await this.t.db.getRepository(User).save({
      firstName: name,
      lastName: tag,
      name: `${name} ${tag}`,
      username: `f${tag}`,
      email: `f${tag}@example.org`,
      passwordHash: 'not-a-password',
      clubId,
    });
    return saved.id;
  }

  /** `count` new fighters entered in the category with seeds 1..count; returns their user ids, best seed first. */
  async fighters(token: string, nominationId: string, count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 1; i <= count; i++) {
      const userId = await this.fighterAccount(`Seed${i}`);
      const res = await this.t.http
        .post(`/api/nominations/${nominationId}/participants`)
        .set(this.auth(token))
        .send({ userId, seed: i });
      expect(res.status).toBe(201);
      ids.push(userId);
    }
    return ids;
  }

  async stage(
    token: string,
    nominationId: string,
    type: string,
    settings: Record<string, unknown> = {},
  ): Promise<View> {
    const res = await this.t.http
      .post(`/api/nominations/${nominationId}/stages`)
      .set(this.auth(token))
      .send({ type, label: '', settings });
    expect(res.status).toBe(201);
    return res.body;
  }

  async generate(token: string, stageId: string): Promise<{ stage: View; warnings: string[] }> {
    const res = await this.t.http.post(`/api/stages/${stageId}/generate`).set(this.auth(token));
    expect(res.status).toBe(200);
    return res.body;
  }

  async area(token: string, tournamentId: string, title = 'Ring 1'): Promise<View> {
    const res = await this.t.http
      .post(`/api/tournaments/${tournamentId}/areas`)
      .set(this.auth(token))
      .send({ title });
    expect(res.status).toBe(201);
    return res.body;
  }
}

/**
 * Plays a fight to the end through the pure fight engine and stores it as the engine would (snapshot, copies,
 * version + 1): side `winner` scores `points`, the other side one point less (at least zero), then FINISH.
 */
export async function fightTo(t: TestApp, fightId: string, winner: 1 | 2, points = 3): Promise<Fight> {
  const events: Record<string, unknown>[] = [{ type: 'START', at: 1000 }];
  for (let i = 0; i < points; i++) events.push({ type: 'SCORE', at: 2000 + i, side: winner, delta: 1 });
  for (let i = 0; i < points - 1; i++)
    events.push({ type: 'SCORE', at: 3000 + i, side: winner === 1 ? 2 : 1, delta: 1 });
  events.push({ type: 'FINISH', at: 5000, reason: 'byPoints' });
  return playFight(t, fightId, events);
}

/** Plays `events` on a stored fight through the pure engine and stores the outcome, as the server would. */
export async function playFight(
  t: TestApp,
  fightId: string,
  events: Record<string, unknown>[],
): Promise<Fight> {
  const repo = t.db.getRepository(Fight);
  const fight = await repo.findOneByOrFail({ id: fightId });
  let snapshot = fight.snapshot as unknown as FightSnapshot;
  for (const event of events) {
    const outcome = applyFightEvent(snapshot, event);
    if (!outcome.ok) throw new Error(`${String(event.type)} refused: ${outcome.reason}`);
    snapshot = outcome.snapshot;
  }
  const { context } = snapshot;
  await repo.update(fight.id, {
    snapshot: snapshot as never,
    status: snapshot.value,
    score1: context.score1,
    score2: context.score2,
    result: context.result,
    version: fight.version + 1,
  });
  return repo.findOneByOrFail({ id: fight.id });
}

/** Marks a fight as started, as the engine does on START. */
export async function startFight(t: TestApp, fightId: string): Promise<void> {
  const repo = t.db.getRepository(Fight);
  const fight = await repo.findOneByOrFail({ id: fightId });
  const outcome = applyFightEvent(fight.snapshot as unknown as FightSnapshot, { type: 'START', at: 1000 });
  if (!outcome.ok) throw new Error(`START refused: ${outcome.reason}`);
  await repo.update(fight.id, {
    snapshot: outcome.snapshot as never,
    status: outcome.snapshot.value,
    version: fight.version + 1,
  });
}
