import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Ivan',
  lastName: 'Petrov',
  email,
  password: 'long-enough-password',
  passwordConfirm: 'long-enough-password',
  ...extra,
});

async function latestCode(email: string): Promise<string> {
  const mails = (await t.mail.readOutbox()).filter((m) => m.to === email);
  const match = /recovery code is (\d{6})/.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error(`no recovery mail for ${email}`);
  return match[1];
}

describe('POST /auth/register', () => {
  it('creates the account, signs it in and answers the user with the token in the authorization header', async () => {
    const res = await t.http
      .post('/api/auth/register')
      .send(registration('ivan@example.org', { middleName: 'Sergeevich' }));
    expect(res.status).toBe(201);
    expect(res.headers.authorization).toMatch(/^[\w-]{40,}$/);
    expect(res.body).toMatchObject({
      name: 'Ivan Petrov Sergeevich',
      email: 'ivan@example.org',
      role: 'USER',
      isOrganizer: false,
      isAdmin: false,
    });
    expect(res.body.passwordHash).toBeUndefined();
    const current = await t.http.get('/api/auth/current').set('Authorization', res.headers.authorization);
    expect(current.body.email).toBe('ivan@example.org');
  });

  it('says "Field required" for every missing field, first name then last name', async () => {
    const res = await t.http.post('/api/auth/register').send({});
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      firstName: 'Field required',
      lastName: 'Field required',
      password: 'Field required',
    });
    expect(Object.keys(res.body.errors).slice(0, 2)).toEqual(['firstName', 'lastName']);
  });

  it('says "Something is wrong with this email. Please check" for a bad e-mail', async () => {
    const res = await t.http.post('/api/auth/register').send(registration('not-an-email'));
    expect(res.status).toBe(400);
    expect(res.body.errors.email).toBe('Something is wrong with this email. Please check');
  });

  it('refuses passwords that do not match', async () => {
    const res = await t.http
      .post('/api/auth/register')
      .send(registration('m@example.org', { passwordConfirm: 'something-else' }));
    expect(res.status).toBe(400);
    expect(res.body.errors.passwordConfirm).toBe('Passwords must match');
  });

  it('refuses a duplicate e-mail clearly, whatever its case', async () => {
    const res = await t.http.post('/api/auth/register').send(registration('Admin@Demo.HEMA'));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'auth/email-taken' });
    expect(res.body.message).toMatch(/already exists/);
  });

  it('names the account after the person, never after the e-mail, the second of a name with a free number', async () => {
    const named = { firstName: 'Sofia', lastName: 'Lind' };
    const a = await t.http.post('/api/auth/register').send(registration('s.lind-private@one.org', named));
    const b = await t.http.post('/api/auth/register').send(registration('sofia77@two.org', named));
    expect(a.body.username).toBe('sofia.lind');
    expect(b.body.username).toBe('sofia.lind2');
  });
});

describe('POST /auth/login and the session', () => {
  it('answers the user and a token for the right password', async () => {
    const res = await t.http.post('/api/auth/login').send({ email: DEMO.fighter, password: 'demo-password' });
    expect(res.status).toBe(200);
    expect(res.headers.authorization).toBeTruthy();
    expect(res.body).toMatchObject({ email: DEMO.fighter, role: 'USER' });
  });

  it('answers 401 with a message for a wrong password or an unknown e-mail', async () => {
    for (const body of [
      { email: DEMO.fighter, password: 'wrong-password' },
      { email: 'nobody@example.org', password: 'whatever-pass' },
    ]) {
      const res = await t.http.post('/api/auth/login').send(body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        statusCode: 401,
        code: 'auth/invalid-credentials',
        message: 'Wrong e-mail or password',
      });
    }
  });

  it('rate-limits repeated failures of one account from one address with 429, even for the right password afterwards', async () => {
    await t.http.post('/api/auth/register').send(registration('target@example.org'));
    for (let i = 0; i < t.config.LOGIN_MAX_FAILURES; i++) {
      expect(
        (
          await t.http
            .post('/api/auth/login')
            .send({ email: 'target@example.org', password: `wrong-${i}-pass` })
        ).status,
      ).toBe(401);
    }
    const blocked = await t.http
      .post('/api/auth/login')
      .send({ email: 'target@example.org', password: 'long-enough-password' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('auth/rate-limited');
    expect(blocked.body.message).toMatch(/Try again in \d+ minute/);
  });

  it('accepts the token as "Authorization: <token>" and as "Bearer <token>"', async () => {
    const token = await t.login(DEMO.fighter);
    expect((await t.http.get('/api/auth/current').set('Authorization', token)).status).toBe(200);
    expect((await t.http.get('/api/auth/current').set('Authorization', `Bearer ${token}`)).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await t.http.get('/api/auth/current');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Sign in to continue');
  });

  it('revokes the token on logout: the same token then gets 401, another session stays valid', async () => {
    const token = await t.login(DEMO.organizer);
    const other = await t.login(DEMO.organizer);
    expect((await t.http.post('/api/auth/logout').set('Authorization', token)).status).toBe(204);
    const after = await t.http.get('/api/auth/current').set('Authorization', token);
    expect(after.status).toBe(401);
    expect(after.body.message).toMatch(/session has ended/);
    expect((await t.http.get('/api/auth/current').set('Authorization', other)).status).toBe(200);
  });

  it('ends a session when it expires', async () => {
    const token = await t.login(DEMO.fighter);
    t.clock.advance((t.config.SESSION_TTL_DAYS + 1) * 86_400_000);
    try {
      expect((await t.http.get('/api/auth/current').set('Authorization', token)).status).toBe(401);
    } finally {
      t.clock.advance(-(t.config.SESSION_TTL_DAYS + 1) * 86_400_000);
    }
  });
});

describe('password recovery', () => {
  const email = 'forgetful@example.org';
  beforeAll(async () => {
    await t.http.post('/api/auth/register').send(registration(email));
  });

  it('mails a 6-digit code that verifies and sets a new password once; old sessions end', async () => {
    const oldToken = await t.login(email, 'long-enough-password');
    expect((await t.http.post('/api/auth/recovery-code').send({ email })).status).toBe(204);
    const code = await latestCode(email);
    const verify = await t.http.get('/api/auth/recovery-code-verify').query({ email, code });
    expect(verify.status).toBe(200);
    expect(verify.body).toEqual({ valid: true });
    const set = await t.http
      .put('/api/auth/set-password')
      .send({ email, code, password: 'a-brand-new-pass', passwordConfirm: 'a-brand-new-pass' });
    expect(set.status).toBe(204);
    expect((await t.http.post('/api/auth/login').send({ email, password: 'a-brand-new-pass' })).status).toBe(
      200,
    );
    expect((await t.http.get('/api/auth/current').set('Authorization', oldToken)).status).toBe(401);
    // single use
    const again = await t.http
      .put('/api/auth/set-password')
      .send({ email, code, password: 'third-password-x', passwordConfirm: 'third-password-x' });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('auth/invalid-code');
    expect((await t.http.get('/api/auth/recovery-code-verify').query({ email, code })).status).toBe(400);
  });

  it('lets a code expire', async () => {
    await t.http.post('/api/auth/recovery-code').send({ email });
    const code = await latestCode(email);
    t.clock.advance((t.config.RECOVERY_CODE_TTL_MINUTES + 1) * 60_000);
    try {
      const res = await t.http.get('/api/auth/recovery-code-verify').query({ email, code });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/wrong or has expired/);
    } finally {
      t.clock.advance(-(t.config.RECOVERY_CODE_TTL_MINUTES + 1) * 60_000);
    }
  });

  it('kills a code after five wrong guesses', async () => {
    const victim = 'guessed@example.org';
    await t.http.post('/api/auth/register').send(registration(victim));
    await t.http.post('/api/auth/recovery-code').send({ email: victim });
    const code = await latestCode(victim);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect(
        (await t.http.get('/api/auth/recovery-code-verify').query({ email: victim, code: wrong })).status,
      ).toBe(400);
    expect((await t.http.get('/api/auth/recovery-code-verify').query({ email: victim, code })).status).toBe(
      400,
    );
  });

  it('answers the same for an unknown e-mail (no account enumeration) and sends nothing', async () => {
    const before = (await t.mail.readOutbox()).length;
    expect((await t.http.post('/api/auth/recovery-code').send({ email: 'ghost@example.org' })).status).toBe(
      204,
    );
    expect((await t.mail.readOutbox()).length).toBe(before);
  });

  it('refuses a malformed code and a bad e-mail with readable messages', async () => {
    const res = await t.http.get('/api/auth/recovery-code-verify').query({ email: 'bad', code: '12' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      email: 'Something is wrong with this email. Please check',
      code: 'The code has 6 digits',
    });
  });

  it('rate-limits recovery mails to three per e-mail', async () => {
    const spam = 'spam@example.org';
    for (let i = 0; i < 3; i++)
      expect((await t.http.post('/api/auth/recovery-code').send({ email: spam })).status).toBe(204);
    expect((await t.http.post('/api/auth/recovery-code').send({ email: spam })).status).toBe(429);
  });
});

describe('organizer access (spec §1, §9)', () => {
  it('turns an approved request into a one-week ORGANIZER_TRIAL license that then expires', async () => {
    const reg = await t.http.post('/api/auth/register').send(registration('wannabe@example.org'));
    const userToken = reg.headers.authorization;
    const req = await t.http
      .post('/api/organizer-requests')
      .set('Authorization', userToken)
      .send({ message: 'I run the Spring Cup' });
    expect(req.status).toBe(201);
    expect(
      (await t.http.post('/api/organizer-requests').set('Authorization', userToken).send({})).status,
    ).toBe(409);

    const admin = await t.login(DEMO.admin);
    const list = await t.http
      .get('/api/organizer-requests')
      .query({ filter: 'status:PENDING' })
      .set('Authorization', admin);
    expect(list.body.items.map((i: { _id: string }) => i._id)).toContain(req.body._id);
    expect((await t.http.get('/api/organizer-requests').set('Authorization', userToken)).status).toBe(403);

    const approved = await t.http
      .post(`/api/organizer-requests/${req.body._id}/approve`)
      .set('Authorization', admin);
    expect(approved.status).toBe(200);
    const me = (await t.http.get('/api/auth/current').set('Authorization', userToken)).body;
    expect(me).toMatchObject({
      role: 'ORGANIZER_TRIAL',
      isOrganizer: true,
      isOrganizerTrial: true,
      isActiveOrganizer: true,
    });
    expect(Date.parse(me.license.till) - Date.parse(me.license.from)).toBe(7 * 86_400_000);
    expect(
      (
        await t.http
          .post(`/api/organizer-requests/${req.body._id}/refuse`)
          .set('Authorization', admin)
          .send({ reason: 'Too late' })
      ).status,
    ).toBe(409);

    t.clock.advance(8 * 86_400_000);
    try {
      const later = await t.login('wannabe@example.org', 'long-enough-password');
      const expired = (await t.http.get('/api/auth/current').set('Authorization', later)).body;
      expect(expired).toMatchObject({ role: 'ORGANIZER_TRIAL', isOrganizer: true, isActiveOrganizer: false });
    } finally {
      t.clock.advance(-8 * 86_400_000);
    }
  });
});
