import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { healthSchema } from '@hema/shared/contracts/health';
import { startTestApp, type TestApp } from './support/test-app.js';

/** With REDIS_URL set, replicas share state through the real Redis of this machine. */
describe('with Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp({ redis: true, env: { LOGIN_MAX_FAILURES: '3' } });
    // A second instance on another database but the same Redis prefix, like a second replica.
    b = await startTestApp({
      redis: true,
      env: { LOGIN_MAX_FAILURES: '3', REDIS_PREFIX: a.config.REDIS_PREFIX },
    });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('reports Redis as up in /api/health, with the live fan-out of this process', async () => {
    const res = await a.http.get('/api/health');
    expect(res.status).toBe(200);
    const health = healthSchema.parse(res.body);
    expect(health).toMatchObject({
      status: 'ok',
      database: { state: 'up', kind: 'postgres' },
      redis: { state: 'up' },
    });
    // The platform's own adapter serves the live namespace, so its fan-out status is known.
    expect(health.liveFanOut).not.toBeNull();
  });

  it('counts failed sign-ins across replicas', async () => {
    const body = { email: 'fighter@demo.hema', password: 'not-the-password' };
    expect((await a.http.post('/api/auth/login').send(body)).status).toBe(401);
    expect((await b.http.post('/api/auth/login').send(body)).status).toBe(401);
    expect((await a.http.post('/api/auth/login').send(body)).status).toBe(401);
    expect((await b.http.post('/api/auth/login').send(body)).status).toBe(429);
  });
});

describe('without Redis', () => {
  it('reports Redis as disabled and stays healthy', async () => {
    const t = await startTestApp({ seed: false });
    try {
      expect((await t.http.get('/api/health')).body.redis).toEqual({ state: 'disabled' });
    } finally {
      await t.close();
    }
  });
});
